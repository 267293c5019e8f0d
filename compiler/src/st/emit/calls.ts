import { COUNTER_PRE, Op, TIMER_EN, TIMER_PRE } from '@plcsim/engine-wasm';
import type { CallExpression, Expression, FbCallStatement } from '../ast.ts';
import { fbPin, fbTagType, type FbInstance } from '../blocks.ts';
import { jsrRoutine } from '../jsr.ts';
import { builtinCall } from '../builtins.ts';
import type { EmitContext } from './context.ts';
import type { TargetStore } from './elements.ts';
import type { ExpressionEmitter } from './expressions.ts';
import { iecCounterEmitter } from './iecCounter.ts';

const CALL_OPS: Record<string, Op> = {
  TON: Op.TON,
  TOF: Op.TOF,
  RTO: Op.RTO,
  TP: Op.TP,
  CTU: Op.CTU,
  CTD: Op.CTD,
};

/** The call statements: timer and counter calls, and IEC function-block instances. */
export interface CallEmitter {
  callStatement(e: CallExpression): void;
  fbCall(s: FbCallStatement): void;
}

/** Timer, counter, RES and function-block calls over `ctx`, each with its pre-scan visit. */
export function callEmitter(ctx: EmitContext, expr: ExpressionEmitter, targets: TargetStore): CallEmitter {
  const { code, temp, constant, prescan, resolver, instances } = ctx;
  const { blockSlot, memberSlot, isBoolMember } = ctx;
  const { compute, store } = expr;
  const iecCounter = iecCounterEmitter(ctx, expr);

  function callStatement(e: CallExpression): void {
    const routine = jsrRoutine(e);
    if (routine !== undefined) {
      // JSR: called in the scan, and in the pre-scan section so the pre-scan follows it.
      const { calls } = ctx;
      if (!calls) throw new Error('compiler bug: JSR without subroutines');
      calls.emit(code, Op.CALL, routine);
      prescan.push(() => calls.emit(code, Op.CALL, routine));
      return;
    }
    const fn = builtinCall(e.callee.name);
    const [first, input, preset] = e.args;
    if (
      !fn ||
      !first ||
      (first.kind !== 'name' && first.kind !== 'member' && first.kind !== 'index' && first.kind !== 'path')
    )
      throw new Error('compiler bug: unchecked call');
    const at = ctx.place(first);
    if (!('slot' in at)) throw new Error('compiler bug: a block call with a variable index');
    const block = at.slot;
    if (fn.kind === 'reset') {
      const isCounter = at.type === 'COUNTER';
      code.push(Op.RUNG, isCounter ? Op.RES_COUNTER : Op.RES_TIMER, block);
      return;
    }
    if (!input) throw new Error('compiler bug: unchecked call arguments');
    blockCall(CALL_OPS[fn.name] as Op, block, block + (fn.kind === 'timer' ? TIMER_PRE : COUNTER_PRE), [
      { input: true, e: input },
      ...(preset ? [{ input: false, e: preset }] : []),
    ]);
  }

  /**
   * A timer or counter instruction on `block`: the input (null: the slot `keep`, the last input) is read
   * and the preset written to `pre` in the order given, then the instruction runs with the input as its
   * rung condition. Positional calls pass the input first: it is read first, then the preset is written.
   * A computed input is already in a temporary; only `.PRE` itself as input needs a copy.
   */
  function blockCall(
    op: Op,
    block: number,
    pre: number,
    args: readonly { input: boolean; e: Expression }[],
    keep = -1,
  ): void {
    let value = keep;
    let inputExpression: Expression | null = null;
    args.forEach(({ input, e }, i) => {
      if (input) {
        inputExpression = e;
        value = compute(e, 0, null);
        if (value === pre && args.slice(i + 1).some((a) => !a.input)) value = compute(e, 0, temp(0));
      } else compute(e, 1, pre);
    });
    code.push(Op.SETRC, value, op, block);
    const prescanInput: Expression | null = inputExpression;
    prescan.push(() =>
      code.push(Op.SETRC, prescanInput === null ? keep : compute(prescanInput, 0, null), op, block),
    );
  }

  /** `Instance(IN := …, Q => …);`: the instance's inputs, its logic, then its outputs. */
  function fbCall(s: FbCallStatement): void {
    const instance = instances?.find(s.instance.name, resolver);
    if (!instance) throw new Error('compiler bug: unchecked instance');
    const inputs = s.inputs.map((a) => ({ pin: fbPin(instance.type, a.name.name)?.name ?? '', e: a.value }));
    const given = (pin: string) => inputs.find((a) => a.pin === pin)?.e ?? null;
    const tagType = fbTagType(instance.type);
    const name = instance.name;
    if (tagType === 'TIMER') {
      const block = blockSlot(name);
      blockCall(
        CALL_OPS[instance.type] as Op,
        block,
        block + TIMER_PRE,
        inputs
          .filter((a) => a.pin === 'IN' || a.pin === 'PT')
          .map((a) => ({ input: a.pin === 'IN', e: a.e })),
        block + TIMER_EN,
      );
    } else if (tagType === 'COUNTER') {
      iecCounter(instance, blockSlot(name), inputs);
    } else {
      logicBlock(instance, given);
    }
    for (const output of s.outputs) {
      const source = memberSlot(name, output.name.name);
      targets.copy(source, isBoolMember(name, output.name.name), output.target);
    }
  }

  /** R_TRIG and F_TRIG on the ladder one-shots (OSR/OSF, storage = CLK); SR and RS as bit logic. */
  function logicBlock(instance: FbInstance, given: (pin: string) => Expression | null): void {
    const pin = (p: string) => memberSlot(instance.name, p);
    if (instance.type === 'R_TRIG' || instance.type === 'F_TRIG') {
      const op = instance.type === 'R_TRIG' ? Op.OSR : Op.OSF;
      const clk = given('CLK');
      const storage = pin('CLK');
      const q = pin('Q');
      code.push(Op.SETRC, clk === null ? storage : compute(clk, 0, null), op, storage, q);
      // IEC: R_TRIG's memory starts FALSE, so a CLK already TRUE on the first call is an edge (SEMANTICS.md).
      if (instance.type === 'R_TRIG') prescan.push(() => code.push(Op.SETRC, constant(0), op, storage, q));
      else
        prescan.push(() =>
          code.push(Op.SETRC, clk === null ? storage : compute(clk, 0, null), op, storage, q),
        );
      return;
    }
    const [set, reset] = instance.type === 'SR' ? ['S1', 'R'] : ['S', 'R1'];
    for (const p of [set, reset]) {
      const e = given(p);
      if (e) store(e, 0, pin(p), true);
    }
    const q1 = pin('Q1');
    const [a, b] = [temp(0), temp(1)];
    code.push(Op.NOTB, pin(reset), a);
    if (instance.type === 'SR') {
      // Q1 := S1 OR (NOT R AND Q1)
      code.push(Op.AND3, a, q1, a, Op.OR3, pin(set), a, q1);
    } else {
      // Q1 := NOT R1 AND (S OR Q1)
      code.push(Op.OR3, pin(set), q1, b, Op.AND3, a, b, q1);
    }
  }

  return { callStatement, fbCall };
}
