import { beforeAll, describe, expect, it } from 'vitest';
import { Trap } from '../shared/layout.ts';
import { Op } from '../shared/opcodes.ts';
import { PID_SIZE } from '../shared/pidLayout.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import type { Program } from './program.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function program(code: number[], slots: number): Program {
  return {
    code: Int32Array.from(code),
    initial: new Int32Array(slots),
    symbols: Array.from({ length: slots }, (_, slot) => ({ name: `S${slot}`, slot, type: 'DINT' as const })),
  };
}

describe('link() checks a PID', () => {
  it('accepts a PID block that fits in tag memory and rejects one that runs past its end', () => {
    const slots = PID_SIZE + 2;
    // Block at 0, PV and CV after it: fits.
    expect(engine.load(program([Op.RUNG, Op.PID, 0, PID_SIZE, PID_SIZE + 1, 3, Op.END], slots)).ok).toBe(
      true,
    );
    // Block at 3: its last slot, 3 + PID_SIZE - 1, is one past the end.
    expect(engine.load(program([Op.RUNG, Op.PID, 3, 0, 1, 3, Op.END], slots))).toEqual({
      ok: false,
      trap: Trap.BAD_PROGRAM,
      message: '[trap] invalid program: it was not loaded',
    });
    expect(engine.load(program([Op.RUNG, Op.PID, -1, 0, 1, 3, Op.END], slots)).ok).toBe(false);
  });
});
