import { COUNTER_ACC, COUNTER_CD, COUNTER_CU, COUNTER_DN, COUNTER_PRE, Op } from '@plcsim/engine-wasm';
import type { Expression } from '../ast.ts';
import type { FbInstance } from '../blocks.ts';
import type { EmitContext } from './context.ts';
import type { ExpressionEmitter } from './expressions.ts';

/** The code of an IEC counter instance's call (below), over `ctx`. */
export function iecCounterEmitter(
  ctx: EmitContext,
  expr: ExpressionEmitter,
): (instance: FbInstance, block: number, inputs: readonly { pin: string; e: Expression }[]) => void {
  const { code, temp, constant, hole, patch, jump, prescan, memberSlot } = ctx;
  const { compute, store } = expr;

  /**
   * CTU, CTD and CTUD declared with IEC types (docs/decisions.md "IEC counters"): R (reset) and LD (load)
   * first, else count on the input's rising edge, up only while CV < PV and down only while CV > 0; CU/CD
   * hold the last input; Q/QU := CV >= PV, QD (CTD's Q) := CV <= 0.
   */
  function iecCounter(
    instance: FbInstance,
    block: number,
    inputs: readonly { pin: string; e: Expression }[],
  ): void {
    const pre = block + COUNTER_PRE;
    const acc = block + COUNTER_ACC;
    const cuMem = block + COUNTER_CU;
    const cdMem = block + COUNTER_CD;
    const zero = constant(0);
    const one = constant(1);
    const up = instance.type !== 'CTD';
    const down = instance.type !== 'CTU';
    let cu = cuMem;
    let cd = cdMem;
    // Inputs in the order written: CU and CD into temporaries (0/1), the rest into their slots.
    for (const { pin, e } of inputs) {
      if (pin === 'CU' && up) {
        cu = temp(0);
        code.push(Op.MOVB, compute(e, 2, null), cu);
      } else if (pin === 'CD' && down) {
        cd = temp(1);
        code.push(Op.MOVB, compute(e, 2, null), cd);
      } else if (pin === 'PV') compute(e, 2, pre);
      else store(e, 2, memberSlot(instance.name, pin), true);
    }
    const ends: number[] = [];
    const reset = instance.type === 'CTD' ? null : memberSlot(instance.name, 'R');
    const load = instance.type === 'CTU' ? null : memberSlot(instance.name, 'LD');
    for (const [flag, value] of [
      [reset, zero],
      [load, pre],
    ] as const) {
      if (flag === null) continue;
      code.push(Op.JZ, flag);
      const next = hole();
      code.push(Op.MOV_S, value, acc);
      ends.push(jump());
      patch([next]);
    }
    const [rise, fall, both] = [temp(2), temp(3), temp(4)];
    if (up) code.push(Op.NOTB, cuMem, rise, Op.AND3, cu, rise, rise);
    if (down) code.push(Op.NOTB, cdMem, fall, Op.AND3, cd, fall, fall);
    if (up && down) {
      // Both edges in one call: no count.
      code.push(Op.AND3, rise, fall, both, Op.JF_EQ, both, zero);
      ends.push(hole());
    }
    if (up) {
      code.push(Op.JZ, rise);
      const next = hole();
      code.push(Op.JF_LT, acc, pre);
      ends.push(hole());
      code.push(Op.ADD3, acc, one, acc);
      ends.push(jump());
      patch([next]);
    }
    if (down) {
      code.push(Op.JZ, fall);
      ends.push(hole());
      code.push(Op.JF_GT, acc, zero);
      ends.push(hole());
      code.push(Op.SUB3, acc, one, acc);
    }
    patch(ends);
    if (up) {
      if (cu !== cuMem) code.push(Op.MOV_S, cu, cuMem);
      code.push(Op.GE3, acc, pre, block + COUNTER_DN);
    }
    if (down) {
      if (cd !== cdMem) code.push(Op.MOV_S, cd, cdMem);
      code.push(Op.LE3, acc, zero, memberSlot(instance.name, instance.type === 'CTD' ? 'Q' : 'QD'));
    }
    // Pre-scan: CU/CD take the input, so a signal already on at start-up is not an edge.
    const cuInput = up ? inputs.find((a) => a.pin === 'CU')?.e : undefined;
    const cdInput = down ? inputs.find((a) => a.pin === 'CD')?.e : undefined;
    prescan.push(() => {
      if (cuInput) code.push(Op.MOVB, compute(cuInput, 0, null), cuMem);
      if (cdInput) code.push(Op.MOVB, compute(cdInput, 0, null), cdMem);
    });
  }

  return iecCounter;
}
