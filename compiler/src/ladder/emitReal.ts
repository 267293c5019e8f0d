/**
 * Ladder math, MOV and compares that involve a REAL (docs/decisions.md "REAL in ladder"). Logix
 * promotion: when any operand — a source or the destination — is REAL, the instruction computes in
 * REAL; DINT sources widen (ITOF) into scratch slots, and a REAL result stored into a DINT rounds half
 * to even and saturates (FTOI). Outputs sit between `SKIP end` and `end`, so they do nothing when the
 * rung is false and in pre-scan, as the integer ADD … MOV do.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { isRealConstant } from './realOperands.ts';
import { operandDataType } from './elementOperands.ts';

const REAL_MATH: Readonly<Record<string, Op>> = {
  ADD: Op.ADDF3,
  SUB: Op.SUBF3,
  MUL: Op.MULF3,
  DIV: Op.DIVF3,
};
const REAL_COMPARE: Readonly<Record<string, Op>> = {
  EQU: Op.EQF3,
  NEQ: Op.NEF3,
  GRT: Op.GTF3,
  GEQ: Op.GEF3,
  LES: Op.LTF3,
  LEQ: Op.LEF3,
};

/** Lowers REAL instructions into `code`; built per program by the ladder emitter. */
export class RealEmitter {
  constructor(
    private readonly project: Project,
    private readonly layout: TagLayout,
    private readonly code: number[],
    private readonly slot: (id: string | null | undefined) => number,
  ) {}

  /** True when the operand is a REAL tag or a REAL constant. */
  isReal(operand: Operand | null | undefined): boolean {
    if (typeof operand === 'number') return isRealConstant(operand);
    return operandDataType(this.project, operand) === 'REAL';
  }

  /** True when `ins` (math, MOV or compare) has a REAL operand and so computes in REAL. */
  involvesReal(ins: Instruction): boolean {
    const ref = ins.ref ?? {};
    return [ref.SrcA, ref.SrcB, ref.Src, ref.Dest].some((operand) => this.isReal(operand));
  }

  /** Emits a REAL math instruction or MOV; false when `ins` is neither. */
  output(ins: Instruction): boolean {
    const ref = ins.ref ?? {};
    const math = REAL_MATH[ins.type];
    if (math === undefined && ins.type !== 'MOV') return false;
    const { code } = this;
    const dest = this.slot(ref.Dest);
    const realDest = this.isReal(ref.Dest);
    if (ins.type === 'MOV' && this.isReal(ref.Src) && realDest) {
      code.push(Op.MOV, this.realSource(ref.Src), dest); // the bits as they are; MOV obeys the rung
      return true;
    }
    code.push(Op.SKIP, 0);
    const hole = code.length - 1;
    if (math === undefined) {
      // MOV: exactly one side is REAL.
      if (realDest) code.push(Op.ITOF, this.dintSource(ref.Src), dest);
      else code.push(Op.FTOI, this.realSource(ref.Src), dest);
    } else {
      const a = this.realSource(ref.SrcA);
      const b = this.realSource(ref.SrcB);
      if (realDest) code.push(math, a, b, dest);
      else {
        const result = this.layout.scratch();
        code.push(math, a, b, result, Op.FTOI, result, dest);
      }
    }
    code[hole] = code.length;
    return true;
  }

  /** Emits a compare in REAL: its result goes to a scratch slot that an XIC then reads. */
  compare(ins: Instruction): boolean {
    const op = REAL_COMPARE[ins.type];
    if (op === undefined) return false;
    const a = this.realSource(ins.ref?.SrcA);
    const b = this.realSource(ins.ref?.SrcB);
    const result = this.layout.scratch();
    this.code.push(op, a, b, result, Op.XIC, result);
    return true;
  }

  /** A slot holding the operand as a REAL: REAL tags and constants as they are, DINT tags widened. */
  private realSource(operand: Operand | null | undefined): number {
    if (typeof operand === 'number') return this.layout.realConstant(operand);
    const slot = this.slot(operand);
    if (this.isReal(operand)) return slot;
    const widened = this.layout.scratch();
    this.code.push(Op.ITOF, slot, widened);
    return widened;
  }

  /** The slot of a DINT source (tag or constant). */
  private dintSource(operand: Operand | null | undefined): number {
    return typeof operand === 'number' ? this.layout.constant(operand) : this.slot(operand);
  }
}
