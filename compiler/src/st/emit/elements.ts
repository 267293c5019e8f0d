import { Op } from '@plcsim/engine-wasm';
import type { Expression, IndexRef, Target } from '../ast.ts';
import { constantValue } from '../check.ts';
import type { EmitContext } from './context.ts';
import type { ExpressionEmitter } from './expressions.ts';

/** Stores into targets: tags, members, array elements (a variable index through STX). */
export interface TargetStore {
  /** `target := value;` (the value first, then a variable index). */
  assign(target: Target, value: Expression): void;
  /** Copies slot `source` (holding a BOOL when `fromBool`) into `target`: a function block's output. */
  copy(source: number, fromBool: boolean, target: Target): void;
}

/** Targets over `ctx`. */
export function targetStore(ctx: EmitContext, expr: ExpressionEmitter): TargetStore {
  const { code, temp, slotOf, isBoolRef, arrayOf, resolver } = ctx;
  const { compute, computeReal, store } = expr;

  /** An element whose index is known only at run time. */
  const variable = (t: Target): t is IndexRef => t.kind === 'index' && constantValue(t.index) === undefined;

  const isRealRef = (t: Target): boolean =>
    t.kind !== 'member' && resolver.resolve(t.kind === 'name' ? t.name.name : t.array.name)?.type === 'REAL';

  /** STX of slot `value` into element `t[index]`, the index evaluated at level 1. */
  const storeElement = (t: IndexRef, value: number) => {
    const { base, lower, count } = arrayOf(t);
    const index = compute(t.index, 1, null);
    code.push(Op.STX, value, base, index, lower, count, 1);
  };

  const assign = (target: Target, value: Expression) => {
    if (!variable(target)) {
      if (isRealRef(target)) computeReal(value, 0, slotOf(target));
      else store(value, 0, slotOf(target), isBoolRef(target));
      return;
    }
    const type = arrayOf(target).type;
    let slot: number;
    if (type === 'REAL') slot = computeReal(value, 0, null);
    else if (type === 'BOOL' && ctx.types.get(value) !== 'BOOL') {
      slot = temp(0);
      code.push(Op.MOVB, compute(value, 0, null), slot);
    } else slot = compute(value, 0, null);
    storeElement(target, slot);
  };

  const copy = (source: number, fromBool: boolean, target: Target) => {
    const toBool = isBoolRef(target) && !fromBool;
    if (!variable(target)) {
      code.push(toBool ? Op.MOVB : Op.MOV_S, source, slotOf(target));
      return;
    }
    let slot = source;
    if (toBool) {
      slot = temp(0);
      code.push(Op.MOVB, source, slot);
    }
    storeElement(target, slot);
  };

  return { assign, copy };
}
