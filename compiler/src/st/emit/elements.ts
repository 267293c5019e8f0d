import { Op } from '@plcsim/engine-wasm';
import type { Expression, Target } from '../ast.ts';
import { wholeOf, type PathPlace } from '../paths.ts';
import type { ArrayPlace, EmitContext } from './context.ts';
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
  const { code, temp, place } = ctx;
  const { compute, computeReal, store } = expr;

  /** An element whose index is known only at run time, or null. */
  const variable = (t: Target): ArrayPlace | null => {
    const found = place(t);
    return 'slot' in found ? null : found;
  };

  /** STX of slot `value` into element `at`, the index evaluated at level 1. */
  const storeElement = (at: ArrayPlace, value: number) => {
    const index = expr.indexSlot(at, 1);
    code.push(Op.STX, value, at.base, index, at.lower, at.count, at.stride);
  };

  const assign = (target: Target, value: Expression) => {
    const whole = wholeOf(ctx.resolver, target);
    if (whole) return copyWhole(whole, value);
    const at = variable(target);
    if (!at) {
      if (place(target).type === 'REAL') computeReal(value, 0, ctx.slotOf(target));
      else store(value, 0, ctx.slotOf(target), ctx.isBoolRef(target));
      return;
    }
    let slot: number;
    if (at.type === 'REAL') slot = computeReal(value, 0, null);
    else if (at.type === 'BOOL' && ctx.types.get(value) !== 'BOOL') {
      slot = temp(0);
      code.push(Op.MOVB, compute(value, 0, null), slot);
    } else slot = compute(value, 0, null);
    storeElement(at, slot);
  };

  /** `P2 := P1;`: every one-slot member copied (same type, constant indexes: checked). */
  const copyWhole = (into: PathPlace, value: Expression) => {
    const from = wholeOf(ctx.resolver, value);
    if (!from) throw new Error('compiler bug: unchecked structure copy');
    const slot = (p: PathPlace) => (ctx.layout.slotOfId.get(p.tag.uuid) ?? 0) + p.access.offset;
    const [source, target] = [slot(from), slot(into)];
    for (const leaf of ctx.resolver.types.leaves(into.access.ref))
      code.push(Op.MOV_S, source + leaf.offset, target + leaf.offset);
  };

  const copy = (source: number, fromBool: boolean, target: Target) => {
    const toBool = ctx.isBoolRef(target) && !fromBool;
    const at = variable(target);
    if (!at) {
      code.push(toBool ? Op.MOVB : Op.MOV_S, source, ctx.slotOf(target));
      return;
    }
    let slot = source;
    if (toBool) {
      slot = temp(0);
      code.push(Op.MOVB, source, slot);
    }
    storeElement(at, slot);
  };

  return { assign, copy };
}
