import { Op } from '@plcsim/engine-wasm';
import type { CallExpression, Expression } from '../ast.ts';
import { builtinCall } from '../builtins.ts';
import { constantValue } from '../check.ts';
import type { ArrayPlace, EmitContext } from './context.ts';

const THREE_ADDRESS: Record<string, Op> = {
  '**': Op.POW3,
  '*': Op.MUL3,
  '/': Op.DIV3,
  MOD: Op.MOD3,
  '+': Op.ADD3,
  '-': Op.SUB3,
  '<': Op.LT3,
  '>': Op.GT3,
  '<=': Op.LE3,
  '>=': Op.GE3,
  '=': Op.EQ3,
  '<>': Op.NE3,
  AND: Op.AND3,
  XOR: Op.XOR3,
  OR: Op.OR3,
};
/** The REAL operations of the operators that have one (SEMANTICS.md "REAL"). */
const REAL_THREE_ADDRESS: Record<string, Op> = {
  '*': Op.MULF3,
  '/': Op.DIVF3,
  '+': Op.ADDF3,
  '-': Op.SUBF3,
  '<': Op.LTF3,
  '>': Op.GTF3,
  '<=': Op.LEF3,
  '>=': Op.GEF3,
  '=': Op.EQF3,
  '<>': Op.NEF3,
};
/** Compare-and-branch: jump when the comparison is false. */
const JUMP_UNLESS: Record<string, Op> = {
  '=': Op.JF_EQ,
  '<>': Op.JF_NE,
  '<': Op.JF_LT,
  '<=': Op.JF_LE,
  '>': Op.JF_GT,
  '>=': Op.JF_GE,
};

/** The expression half of the code generator (see emitSt). */
export interface ExpressionEmitter {
  /** Emits `e`; returns the slot holding its value (see below). */
  compute(e: Expression, level: number, into: number | null): number;
  /** Emits `e` as a REAL (a DINT widened). */
  computeReal(e: Expression, level: number, into: number | null): number;
  /** Emits a test of `condition` that jumps to the returned hole when it is false. */
  jumpUnless(condition: Expression): number;
  /** Stores `e` into `slot`, as 0/1 when `isBool` and `e` is not a BOOL. */
  store(e: Expression, level: number, slot: number, isBool: boolean): void;
  /** The slot of an element's (checked) index. */
  indexSlot(at: ArrayPlace, level: number): number;
}

/** Expressions, value functions and conditions over `ctx`. */
export function expressionEmitter(ctx: EmitContext): ExpressionEmitter {
  const { code, layout, types, temp, constant, hole } = ctx;

  /**
   * Emits `e` and returns the slot holding its value: the tag's or constant's own slot for a leaf,
   * else `into` when given, else the temporary of `level`. Sub-expressions use deeper levels, so a
   * temporary is never overwritten while it is still needed.
   */
  function compute(e: Expression, level: number, into: number | null): number {
    const leaf = leafSlot(e);
    if (leaf !== undefined) {
      if (into === null || into === leaf) return leaf;
      code.push(Op.MOV_S, leaf, into);
      return into;
    }
    const result = () => into ?? temp(level);
    switch (e.kind) {
      case 'paren':
        return compute(e.expression, level, into);
      case 'unary': {
        if (e.operator === '-' && isReal(e)) {
          const operand = computeReal(e.operand, level, null);
          const d = result();
          code.push(Op.NEGF, operand, d);
          return d;
        }
        const operand = compute(e.operand, level, null);
        const op = e.operator === '-' ? Op.NEG : types.get(e.operand) === 'BOOL' ? Op.NOTB : Op.NOTI;
        const d = result();
        code.push(op, operand, d);
        return d;
      }
      case 'binary': {
        const realOp = REAL_THREE_ADDRESS[e.operator];
        if (realOp !== undefined && (isReal(e.left) || isReal(e.right))) {
          const left = computeReal(e.left, level, null);
          const right = computeReal(e.right, level + 1, null);
          const d = result();
          code.push(realOp, left, right, d);
          return d;
        }
        const left = compute(e.left, level, null);
        const right = compute(e.right, level + 1, null);
        const d = result();
        code.push(THREE_ADDRESS[e.operator] as Op, left, right, d);
        return d;
      }
      case 'call':
        return functionCall(e, level, result);
      case 'inline': {
        ctx.inline(e, level);
        // Copied out: a later call of the same function reuses its slots.
        const d = result();
        if (e.result) store(e.result, level + 1, d, false);
        return d;
      }
      case 'index':
      case 'path': {
        // A variable index: the VM checks it against the bounds (a major fault outside them).
        const at = ctx.place(e);
        if ('slot' in at) throw new Error('compiler bug: a fixed element is a leaf');
        const index = indexSlot(at, level);
        const d = result();
        code.push(Op.LDX, at.base, index, at.lower, at.count, at.stride, d);
        return d;
      }
      default:
        throw new Error(`compiler bug: no code for ${e.kind}`);
    }
  }

  const isReal = (e: Expression) => types.get(e) === 'REAL';

  /**
   * The slot of an element's index: its index expression, or for nested variable indexes each index
   * computed and checked against its own array in turn (an LDX into a scratch temporary), then the
   * offset from the place's base.
   */
  function indexSlot(at: ArrayPlace, level: number): number {
    if (!at.nested) return compute(at.index, level, null);
    const n = at.nested.length;
    const slots = at.nested.map((v, k) => {
      const slot = compute(v.index, level + k, null);
      code.push(Op.LDX, v.base, slot, v.lower, v.count, v.stride, temp(level + n));
      return slot;
    });
    const [acc, t] = [temp(level + n), temp(level + n + 1)];
    at.nested.forEach((v, k) => {
      const into = k === 0 ? acc : t;
      code.push(
        Op.SUB3,
        slots[k] as number,
        constant(v.lower),
        into,
        Op.MUL3,
        into,
        constant(v.stride),
        into,
      );
      if (k > 0) code.push(Op.ADD3, acc, t, acc);
    });
    return acc;
  }

  /**
   * Emits `e` as a REAL: `compute` when it is one, else its value widened (ITOF) into `into` or the
   * temporary of `level`; an integer constant becomes a REAL constant at compile time.
   */
  function computeReal(e: Expression, level: number, into: number | null): number {
    if (isReal(e)) return compute(e, level, into);
    const folded = constantValue(e);
    if (folded !== undefined) {
      const slot = layout.realConstant(folded);
      if (into === null || into === slot) return slot;
      code.push(Op.MOV_S, slot, into);
      return into;
    }
    const value = compute(e, level, null);
    const d = into ?? temp(level);
    code.push(Op.ITOF, value, d);
    return d;
  }

  /** The slot of a tag, member or constant (folding a negated literal); undefined otherwise. */
  function leafSlot(e: Expression): number | undefined {
    switch (e.kind) {
      case 'real':
        return layout.realConstant(e.value);
      case 'integer':
      case 'time':
        return constant(e.value);
      case 'bool':
        return constant(e.value ? 1 : 0);
      case 'name':
      case 'member':
      case 'index':
      case 'path': {
        // A constant index (checked in range at compile time) reads the element's own slot.
        const at = ctx.place(e);
        return 'slot' in at ? at.slot : undefined;
      }
      case 'unary': {
        if (e.operator === '-' && e.operand.kind === 'real') return layout.realConstant(-e.operand.value);
        const folded = e.operator === '-' && !isReal(e) ? constantValue(e) : undefined;
        return folded === undefined ? undefined : constant(folded);
      }
      default:
        return undefined;
    }
  }

  function functionCall(e: CallExpression, level: number, result: () => number): number {
    const name = builtinCall(e.callee.name)?.name;
    const args = e.args.map((arg, i) => ({ arg, i }));
    const real = isReal(e);
    /** Arguments that are values of the result's type (not SEL's selector, not a conversion's input). */
    const operand = (arg: Expression, at: number) =>
      real ? computeReal(arg, at, null) : compute(arg, at, null);
    if (name === 'MIN' || name === 'MAX') {
      let acc = operand(e.args[0] as Expression, level);
      args.slice(1).forEach(({ arg, i }) => {
        const next = operand(arg, level + 1);
        // Only the last step may write the target: a later argument may still read it.
        const d = i === args.length - 1 ? result() : temp(level);
        const op = real ? (name === 'MIN' ? Op.MINF3 : Op.MAXF3) : name === 'MIN' ? Op.MIN3 : Op.MAX3;
        code.push(op, acc, next, d);
        acc = d;
      });
      return acc;
    }
    const only = e.args[0] as Expression;
    if (name === 'SQRT' || name === 'DINT_TO_REAL') {
      const value = computeReal(only, level, null);
      const d = result();
      if (name === 'SQRT') code.push(Op.SQRTF, value, d);
      else if (value !== d) code.push(Op.MOV_S, value, d);
      return d;
    }
    if (name === 'TIME_TO_DINT' || name === 'DINT_TO_TIME') {
      // A TIME is a DINT of milliseconds: the value itself.
      const value = compute(only, level, null);
      const d = result();
      if (value !== d) code.push(Op.MOV_S, value, d);
      return d;
    }
    if (name === 'REAL_TO_DINT' || name === 'TRUNC') {
      const value = compute(only, level, null);
      const d = result();
      code.push(name === 'TRUNC' ? Op.TRUNCF : Op.FTOI, value, d);
      return d;
    }
    const slots = args.map(({ arg, i }) =>
      name === 'SEL' && i === 0 ? compute(arg, level + i, null) : operand(arg, level + i),
    );
    const d = result();
    if (name === 'ABS') code.push(real ? Op.ABSF : Op.ABS, ...slots, d);
    else if (name === 'LIMIT') code.push(real ? Op.LIMITF4 : Op.LIMIT4, ...slots, d);
    else if (name === 'SEL') code.push(Op.SEL4, ...slots, d);
    else code.push(name === 'SHL' ? Op.SHL3 : Op.SHR3, ...slots, d);
    return d;
  }

  /** Emits a test of `condition` that jumps to the returned hole when it is false. */
  function jumpUnless(condition: Expression): number {
    let c = condition;
    while (c.kind === 'paren') c = c.expression;
    const compareOp = c.kind === 'binary' ? JUMP_UNLESS[c.operator] : undefined;
    if (c.kind === 'binary' && compareOp !== undefined && !isReal(c.left) && !isReal(c.right)) {
      const left = compute(c.left, 0, null);
      const right = compute(c.right, 1, null);
      code.push(compareOp, left, right);
    } else {
      code.push(Op.JZ, compute(c, 0, null));
    }
    return hole();
  }

  /** Stores `e` into `slot`, as 0/1 when `isBool` and `e` is not a BOOL. */
  const store = (e: Expression, level: number, slot: number, isBool: boolean) => {
    if (isBool && types.get(e) !== 'BOOL') code.push(Op.MOVB, compute(e, level, null), slot);
    else compute(e, level, slot);
  };

  return { compute, computeReal, jumpUnless, store, indexSlot };
}
