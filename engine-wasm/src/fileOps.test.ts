/**
 * The file and shift opcodes (BSL … LFU) at the bytecode level: link() refuses a CONTROL block or an
 * array that does not lie wholly in tag memory, and a hand-assembled BSL shifts on the rising rung only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_DN, CONTROL_EN, CONTROL_LEN, CONTROL_SIZE, CONTROL_UL } from '../shared/layout.ts';
import { Op } from '../shared/opcodes.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import type { Program } from './program.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Slots: 0 the rung input, 1 the source bit, 2..3 the array, 4.. the CONTROL block. */
const CONTROL = 4;
const SLOTS = CONTROL + CONTROL_SIZE;

function program(code: number[], slots = SLOTS, len = 40): Program {
  const initial = new Int32Array(slots);
  if (slots >= SLOTS) initial[CONTROL + CONTROL_LEN] = len;
  return {
    code: Int32Array.from(code),
    initial,
    symbols: Array.from({ length: slots }, (_, slot) => ({ name: `S${slot}`, slot, type: 'DINT' as const })),
  };
}

describe('linking the file instructions', () => {
  it.each([
    ['a CONTROL block past the end of tag memory', [Op.RUNG, Op.BSL, SLOTS - 3, 2, 2, 1, Op.END]],
    ['an array that runs past the end of tag memory', [Op.RUNG, Op.FFL, CONTROL, SLOTS - 1, 2, 1, Op.END]],
    ['an array of no elements', [Op.RUNG, Op.FFU, CONTROL, 2, 0, 1, Op.END]],
  ])('refuses %s', (_, code) => {
    expect(engine.load(program(code)).ok).toBe(false);
  });

  it('accepts an array and a CONTROL block that lie in tag memory', () => {
    expect(engine.load(program([Op.RUNG, Op.XIC, 0, Op.BSL, CONTROL, 2, 2, 1, Op.END])).ok).toBe(true);
  });
});

describe('BSL in bytecode', () => {
  it('shifts the source bit in once per rising rung, across the DINT boundary, unloading bit LEN - 1', () => {
    expect(engine.load(program([Op.RUNG, Op.XIC, 0, Op.BSL, CONTROL, 2, 2, 1, Op.END])).ok).toBe(true);
    engine.prescan();
    engine.set('S2', -2147483648); // bit 31 set: the next shift carries it into bit 32 (S3 bit 0)
    engine.set('S1', 1);
    engine.set('S0', 1);
    engine.scan(100);
    engine.scan(100); // the rung stays true: no second shift
    const slots = () => Array.from(engine.slots());
    expect(slots().slice(2, 4)).toEqual([1, 1]);
    expect(slots()[CONTROL + CONTROL_EN]).toBe(1);
    expect(slots()[CONTROL + CONTROL_DN]).toBe(1);
    engine.set('S0', 0);
    engine.scan(100);
    expect(slots()[CONTROL + CONTROL_EN]).toBe(0);
    expect(slots()[CONTROL + CONTROL_DN]).toBe(0);
    engine.set(`S${CONTROL + CONTROL_LEN}`, 33); // the unload bit is bit 32, S3 bit 0
    engine.set('S1', 0);
    engine.set('S0', 1);
    engine.scan(100);
    expect(slots().slice(2, 4)).toEqual([2, 2]);
    expect(slots()[CONTROL + CONTROL_UL]).toBe(1);
  });
});
