import { Op } from '@plcsim/engine-wasm';
import type { InlineCall, Statement } from '../ast.ts';
import type { EmitContext } from './context.ts';
import type { ExpressionEmitter } from './expressions.ts';

/**
 * Emits an inlined user FUNCTION_BLOCK or FUNCTION call (st/inline.ts): every input value into a
 * temporary of its own first, then into the input members; then the body with its temporaries past the
 * caller's (a RETURN in it jumps to its end).
 */
export function inlineEmitter(
  ctx: EmitContext,
  expr: ExpressionEmitter,
  statements: (list: readonly Statement[]) => void,
): (call: InlineCall, level: number) => void {
  return (call, level) => {
    const { code, temp, types } = ctx;
    const values = call.inputs.map((input, i) => {
      const real = ctx.place(input.target).type === 'REAL';
      const slot = temp(level + i);
      return real
        ? expr.computeReal(input.value, level + i, slot)
        : expr.compute(input.value, level + i, slot);
    });
    call.inputs.forEach((input, i) => {
      const slot = ctx.slotOf(input.target);
      const bool = ctx.place(input.target).type === 'BOOL' && types.get(input.value) !== 'BOOL';
      code.push(bool ? Op.MOVB : Op.MOV_S, values[i] as number, slot);
    });
    const undo = ctx.shiftTemps(level + call.inputs.length + 1);
    const returns = ctx.returns.length;
    statements(call.body);
    ctx.patch(ctx.returns.splice(returns));
    undo();
    // What follows (the rest of the caller's statement) belongs to the caller's line again.
    ctx.mark(call.from);
  };
}
