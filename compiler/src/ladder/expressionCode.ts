/**
 * Types and code for CPT's and CMP's expressions (parsed by expressionParser.ts), by the Structured Text
 * rules for each operator (DINT unless a REAL is involved; `MOD`, `**`, `AND`, `OR`, `XOR` and `NOT` on
 * DINTs or BOOLs only). Operands are tags by name or alias, members (`Timer1.ACC`, `Pump1.Speed`) and
 * elements whose index is a constant or a DINT tag (`Data[3]`, `Data[Idx]`), read as ladder operands.
 * Written for the ladder compiler alone, so a ladder page loads none of the Structured Text compiler.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Expression } from '../st/ast.ts';
import { isArrayTag } from '../model/arrays.ts';
import type { Project, Tag } from '../model/project.ts';
import { elementOperandFromText, operandDataType } from './elementOperands.ts';

export type ValueType = 'BOOL' | 'DINT' | 'REAL';

/** A problem at an offset of the expression text. */
export class ExpressionError {
  constructor(
    readonly message: string,
    readonly from: number,
  ) {}
}

/** Where the code goes: slots of operands and constants, scratch slots, and the code itself. */
export interface ExpressionSink {
  code: number[];
  /** The slot holding an operand's value now (an element by a tag index is loaded first). */
  read(operand: string): number;
  constant(value: number): number;
  realConstant(value: number): number;
  scratch(): number;
}

const DINT_OPS: Readonly<Record<string, Op>> = {
  '+': Op.ADD3,
  '-': Op.SUB3,
  '*': Op.MUL3,
  '/': Op.DIV3,
  MOD: Op.MOD3,
  '**': Op.POW3,
  '=': Op.EQ3,
  '<>': Op.NE3,
  '<': Op.LT3,
  '<=': Op.LE3,
  '>': Op.GT3,
  '>=': Op.GE3,
  AND: Op.AND3,
  OR: Op.OR3,
  XOR: Op.XOR3,
};
const REAL_OPS: Readonly<Record<string, Op>> = {
  '+': Op.ADDF3,
  '-': Op.SUBF3,
  '*': Op.MULF3,
  '/': Op.DIVF3,
  '=': Op.EQF3,
  '<>': Op.NEF3,
  '<': Op.LTF3,
  '<=': Op.LEF3,
  '>': Op.GTF3,
  '>=': Op.GEF3,
};
const COMPARISONS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** The tag called `name`, else the one with that alias (case-insensitive). */
function findTag(project: Project, name: string): Tag | undefined {
  const key = name.toUpperCase();
  const tags = Object.values(project.tagMap ?? {});
  return (
    tags.find((t) => t.name.toUpperCase() === key) ??
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === key)
  );
}

/** Types (and, given a sink, emits) an expression over `project`'s tags; `source` is its text. */
export class ExpressionCode {
  constructor(
    private readonly project: Project,
    private readonly source: string,
    private readonly sink: ExpressionSink | null = null,
  ) {}

  /** The type of `e` and the slot holding its value (-1 without a sink); throws ExpressionError. */
  value(e: Expression): { type: ValueType; slot: number } {
    const sink = this.sink;
    switch (e.kind) {
      case 'integer':
        if (e.value < INT32_MIN || e.value > INT32_MAX)
          throw new ExpressionError(`${e.value} does not fit a DINT`, e.from);
        return { type: 'DINT', slot: sink ? sink.constant(e.value) : -1 };
      case 'real':
        if (!Number.isFinite(e.value)) throw new ExpressionError('The number does not fit a REAL', e.from);
        return { type: 'REAL', slot: sink ? sink.realConstant(e.value) : -1 };
      case 'bool':
        return { type: 'BOOL', slot: sink ? sink.constant(e.value ? 1 : 0) : -1 };
      case 'paren':
        return this.value(e.expression);
      case 'name':
      case 'member':
      case 'index':
      case 'path':
        return this.operand(e);
      case 'unary': {
        // -2147483648 is a minus and a literal one past the largest DINT: the smallest DINT.
        if (e.operator === '-' && e.operand.kind === 'integer' && e.operand.value === -INT32_MIN)
          return { type: 'DINT', slot: sink ? sink.constant(INT32_MIN) : -1 };
        const x = this.value(e.operand);
        if (e.operator === 'NOT') {
          if (x.type === 'REAL') throw new ExpressionError('NOT takes a BOOL or a DINT, not a REAL', e.from);
          return this.op(x.type === 'BOOL' ? Op.NOTB : Op.NOTI, [x.slot], x.type);
        }
        if (x.type === 'REAL') return this.op(Op.NEGF, [x.slot], 'REAL');
        return this.op(Op.NEG, [x.slot], 'DINT');
      }
      case 'binary':
        return this.binary(e.operator, this.value(e.left), this.value(e.right), e.from);
      case 'call':
        return this.call(e.callee.name.toUpperCase(), e.args, e.from);
      default:
        throw new ExpressionError('This is not supported in an expression', e.from);
    }
  }

  private binary(
    operator: string,
    a: { type: ValueType; slot: number },
    b: { type: ValueType; slot: number },
    at: number,
  ): { type: ValueType; slot: number } {
    const real = a.type === 'REAL' || b.type === 'REAL';
    if (real) {
      const op = REAL_OPS[operator];
      if (op === undefined) throw new ExpressionError(`${operator} takes DINT values, not REAL`, at);
      return this.op(op, [this.widen(a), this.widen(b)], COMPARISONS.has(operator) ? 'BOOL' : 'REAL');
    }
    const op = DINT_OPS[operator] as Op;
    const logic = operator === 'AND' || operator === 'OR' || operator === 'XOR';
    const type =
      COMPARISONS.has(operator) || (logic && a.type === 'BOOL' && b.type === 'BOOL') ? 'BOOL' : 'DINT';
    return this.op(op, [a.slot, b.slot], type);
  }

  private call(name: string, args: readonly Expression[], at: number): { type: ValueType; slot: number } {
    const count = name === 'MIN' || name === 'MAX' ? 2 : name === 'ABS' || name === 'SQRT' ? 1 : -1;
    if (count < 0) throw new ExpressionError(`Unknown function ${name}: use ABS, SQRT, MIN or MAX`, at);
    if (args.length !== count)
      throw new ExpressionError(`${name} takes ${count} argument${count === 1 ? '' : 's'}`, at);
    const values = args.map((arg) => this.value(arg));
    const real = values.some((v) => v.type === 'REAL');
    if (name === 'SQRT')
      return this.op(Op.SQRTF, [this.widen(values[0] as { type: ValueType; slot: number })], 'REAL');
    if (name === 'ABS') {
      const [x] = values as [{ type: ValueType; slot: number }];
      return real ? this.op(Op.ABSF, [x.slot], 'REAL') : this.op(Op.ABS, [x.slot], 'DINT');
    }
    const op = name === 'MIN' ? (real ? Op.MINF3 : Op.MIN3) : real ? Op.MAXF3 : Op.MAX3;
    return this.op(
      op,
      real ? values.map((v) => this.widen(v)) : values.map((v) => v.slot),
      real ? 'REAL' : 'DINT',
    );
  }

  /** A tag, member or element: its type, and its slot read now. */
  private operand(e: Expression): { type: ValueType; slot: number } {
    let id: string;
    let type: string | undefined;
    if (e.kind === 'name') {
      const tag = findTag(this.project, e.name.name);
      if (!tag) throw new ExpressionError(`Unknown tag '${e.name.name}'`, e.from);
      if (isArrayTag(tag))
        throw new ExpressionError(
          `${tag.name} is an array: name one element, such as ${tag.name}[${tag.lower ?? 0}]`,
          e.from,
        );
      id = tag.uuid;
      type = tag.data_type;
    } else {
      const found = elementOperandFromText(this.project, this.source.slice(e.from, e.to));
      if (found.operand === null) throw new ExpressionError(found.reason, e.from);
      id = found.operand;
      type = operandDataType(this.project, id) ?? found.type;
    }
    if (type !== 'BOOL' && type !== 'DINT' && type !== 'REAL')
      throw new ExpressionError(
        `${this.source.slice(e.from, e.to).trim()} is a ${String(type)}, not a value`,
        e.from,
      );
    return { type, slot: this.sink ? this.sink.read(id) : -1 };
  }

  /** A slot holding `v` as a REAL (a DINT or BOOL widened). */
  private widen(v: { type: ValueType; slot: number }): number {
    if (v.type === 'REAL' || !this.sink) return v.slot;
    return this.op(Op.ITOF, [v.slot], 'REAL').slot;
  }

  /** Emits `op` on `args` into a fresh scratch slot. */
  private op(op: Op, args: readonly number[], type: ValueType): { type: ValueType; slot: number } {
    if (!this.sink) return { type, slot: -1 };
    const to = this.sink.scratch();
    this.sink.code.push(op, ...args, to);
    return { type, slot: to };
  }
}
