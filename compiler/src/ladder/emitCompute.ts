/**
 * Code for issue 25's compute, move-logical and compare instructions (docs/decisions.md "Compute
 * instructions"), built from the Structured Text three-address operations. Outputs sit between
 * `SKIP end` and `end`: they do nothing when the rung is false and in pre-scan. Sources are read every
 * scan (their element indexes may fault), as MOV's are. Logix promotion: NEG, ABS, SQR, LIM and SCP
 * compute in REAL when an operand is REAL; a REAL result stored into a DINT rounds half to even (FTOI).
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { checkExpression } from './computeExpression.ts';
import { ExpressionCode } from './expressionCode.ts';
import type { ElementAccess } from './emitElements.ts';
import { isRealConstant } from './realOperands.ts';
import { operandDataType } from './elementOperands.ts';

/** BTD's mask of `length` low bits. */
export function lowBits(length: number): number {
  return length >= 32 ? -1 : (1 << length) - 1;
}

/** Lowers the compute instructions into `code`; one per program. */
export class ComputeEmitter {
  constructor(
    private readonly project: Project,
    private readonly layout: TagLayout,
    private readonly code: number[],
    private readonly slot: (id: string | null | undefined) => number,
    private readonly access: ElementAccess,
  ) {}

  /** Emits `ins` when it is one of these instructions; false otherwise. */
  emit(ins: Instruction): boolean {
    const ref = ins.ref ?? {};
    const { code } = this;
    switch (ins.type) {
      case 'CMP': {
        const value = this.expression(ref.Expression);
        code.push(Op.XIC, value.slot);
        return true;
      }
      case 'LIM': {
        const real = [ref.LowLimit, ref.Test, ref.HighLimit].some((o) => this.isReal(o));
        const read = (o: Operand | null | undefined) => (real ? this.realOf(o) : this.dintOf(o));
        const [low, test, high] = [read(ref.LowLimit), read(ref.Test), read(ref.HighLimit)];
        const [c1, c2, inverted, both, either, result] = this.scratch(6);
        const le = real ? Op.LEF3 : Op.LE3;
        code.push(le, low, test, c1, le, test, high, c2, real ? Op.GTF3 : Op.GT3, low, high, inverted);
        code.push(Op.AND3, c1, c2, both, Op.OR3, c1, c2, either, Op.SEL4, inverted, both, either, result);
        code.push(Op.XIC, result);
        return true;
      }
      case 'MEQ': {
        const mask = this.dintOf(ref.Mask);
        const [a, b, result] = this.scratch(3);
        code.push(Op.AND3, this.dintOf(ref.Src), mask, a, Op.AND3, this.dintOf(ref.Compare), mask, b);
        code.push(Op.EQ3, a, b, result, Op.XIC, result);
        return true;
      }
      default:
        return this.output(ins);
    }
  }

  /** The output instructions, each inside `SKIP end … end`. */
  private output(ins: Instruction): boolean {
    const { code } = this;
    const body = this.body(ins);
    if (body === null) return false;
    code.push(Op.SKIP, 0);
    const hole = code.length - 1;
    body();
    code[hole] = code.length;
    return true;
  }

  /** The code of an output instruction, or null when `ins` is none of them. */
  private body(ins: Instruction): (() => void) | null {
    const ref = ins.ref ?? {};
    const { code } = this;
    const dest = () => this.slot(ref.Dest);
    const realDest = this.isReal(ref.Dest);
    /** Stores the REAL in `from` into Dest (rounded into a DINT). */
    const storeReal = (from: number) => code.push(realDest ? Op.MOV_S : Op.FTOI, from, dest());
    switch (ins.type) {
      case 'CLR':
        return () => code.push(Op.MOV_S, this.layout.constant(0), dest());
      case 'NEG':
      case 'ABS':
        return () => {
          if (this.isReal(ref.Src) || realDest) {
            const [result] = this.scratch(1);
            code.push(ins.type === 'NEG' ? Op.NEGF : Op.ABSF, this.realOf(ref.Src), result);
            storeReal(result);
          } else code.push(ins.type === 'NEG' ? Op.NEG : Op.ABS, this.dintOf(ref.Src), dest());
        };
      case 'SQR':
      case 'SQRT':
        return () => {
          const [result] = this.scratch(1);
          code.push(Op.SQRTF, this.realOf(ref.Src), result);
          // Into a DINT: a REAL source's root rounds, a DINT source's is truncated (1756-RM003 SQR).
          if (!realDest && !this.isReal(ref.Src)) code.push(Op.TRUNCF, result, dest());
          else storeReal(result);
        };
      case 'AND':
      case 'OR':
      case 'XOR': {
        const op = ins.type === 'AND' ? Op.AND3 : ins.type === 'OR' ? Op.OR3 : Op.XOR3;
        return () => code.push(op, this.dintOf(ref.SrcA), this.dintOf(ref.SrcB), dest());
      }
      case 'NOT':
        return () => code.push(Op.NOTI, this.dintOf(ref.Src), dest());
      case 'MVM':
        return () => {
          const mask = this.dintOf(ref.Mask);
          const [notMask, kept, moved] = this.scratch(3);
          code.push(Op.NOTI, mask, notMask, Op.AND3, dest(), notMask, kept);
          code.push(Op.AND3, this.dintOf(ref.Src), mask, moved, Op.OR3, kept, moved, dest());
        };
      case 'BTD':
        return () => {
          const [sourceBit, destBit, length] = [ref.SourceBit, ref.DestBit, ref.Length].map(Number) as [
            number,
            number,
            number,
          ];
          const field = lowBits(length);
          const c = (n: number) => this.layout.constant(n | 0);
          const [shifted, bits, placed, kept] = this.scratch(4);
          code.push(Op.SHR3, this.dintOf(ref.Src), c(sourceBit), shifted);
          code.push(Op.AND3, shifted, c(field), bits, Op.SHL3, bits, c(destBit), placed);
          code.push(Op.AND3, dest(), c(~(field << destBit)), kept, Op.OR3, kept, placed, dest());
        };
      case 'SCP':
        return () => {
          const input = this.realOf(ref.Src);
          const [inMin, inMax] = [this.realOf(ref.InputMin), this.realOf(ref.InputMax)];
          const [outMin, outMax] = [this.realOf(ref.ScaledMin), this.realOf(ref.ScaledMax)];
          const [offset, span, product, range, ratio, result] = this.scratch(6);
          code.push(Op.SUBF3, input, inMin, offset, Op.SUBF3, outMax, outMin, span);
          code.push(Op.MULF3, offset, span, product, Op.SUBF3, inMax, inMin, range);
          code.push(Op.DIVF3, product, range, ratio, Op.ADDF3, ratio, outMin, result);
          storeReal(result);
        };
      case 'CPT':
        return () => {
          const value = this.expression(ref.Expression);
          if (value.type === 'REAL') storeReal(value.slot);
          else code.push(realDest ? Op.ITOF : Op.MOV_S, value.slot, dest());
        };
      default:
        return null;
    }
  }

  /** Emits a checked CPT or CMP expression (validation passed); returns its slot and type. */
  private expression(text: string | null | undefined): { slot: number; type: string } {
    const { checked } = checkExpression(this.project, text ?? '');
    if (!checked) throw new Error('compiler bug: unvalidated expression');
    const { layout } = this;
    const sink = {
      code: this.code,
      read: (operand: string) => this.access.read(operand),
      constant: (value: number) => layout.constant(value),
      realConstant: (value: number) => layout.realConstant(value),
      scratch: () => layout.scratch(),
    };
    return new ExpressionCode(this.project, checked.source, sink).value(checked.expression);
  }

  /** `n` fresh scratch slots (typed as six; destructure the first `n`). */
  private scratch(n: number): [number, number, number, number, number, number] {
    return Array.from({ length: n }, () => this.layout.scratch()) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  }

  private isReal(operand: Operand | null | undefined): boolean {
    if (typeof operand === 'number') return isRealConstant(operand);
    return operandDataType(this.project, operand) === 'REAL';
  }

  /** A slot holding the operand as a REAL: REAL tags and constants as they are, DINTs widened. */
  private realOf(operand: Operand | null | undefined): number {
    if (typeof operand === 'number') return this.layout.realConstant(operand);
    const slot = this.slot(operand);
    if (this.isReal(operand)) return slot;
    const widened = this.layout.scratch();
    this.code.push(Op.ITOF, slot, widened);
    return widened;
  }

  /** The slot of a DINT source (tag or constant). */
  private dintOf(operand: Operand | null | undefined): number {
    return typeof operand === 'number' ? this.layout.constant(operand) : this.slot(operand);
  }
}
