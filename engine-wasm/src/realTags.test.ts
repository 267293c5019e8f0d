import { beforeAll, describe, expect, it } from 'vitest';
import { Op } from '../shared/opcodes.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import { realToBits } from './real.ts';
import { typedProgram } from './realTesting.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Speed (REAL, alias Rate) := Speed + Step (REAL) every scan; Count (DINT) := FTOI(Speed). */
function speedProgram() {
  const p = typedProgram(
    [Op.ADDF3, 0, 1, 0, Op.FTOI, 0, 2, Op.END],
    [
      ['REAL', 0],
      ['REAL', 0.5],
      ['DINT', 0],
    ],
  );
  return {
    ...p,
    symbols: [
      { name: 'Speed', alias: 'Rate', slot: 0, type: 'REAL' as const },
      { name: 'Step', slot: 1, type: 'REAL' as const },
      { name: 'Count', slot: 2, type: 'DINT' as const },
    ],
  };
}

describe('REAL tags in the host', () => {
  it('get and set a REAL by its value, rounded to a single, never by its bits', () => {
    expect(engine.load(speedProgram()).ok).toBe(true);
    expect(engine.get('Step')).toBe(0.5);
    expect(engine.set('rate', 0.1)).toBe(true);
    expect(engine.get('Speed')).toBe(Math.fround(0.1));
    expect(engine.slots()[0]).toBe(realToBits(0.1));
    expect(engine.valueAtSlot(0)).toBe(Math.fround(0.1));
    expect(engine.valueAtSlot(2)).toBe(0);
    expect(engine.valueAtSlot(3)).toBeUndefined();
    engine.set('Speed', 2.25);
    engine.scan(100);
    expect(engine.get('Speed')).toBe(2.75);
    expect(engine.get('Count')).toBe(3);
    expect(engine.snapshot()).toEqual({ Speed: 2.75, Step: 0.5, Count: 3 });
  });

  it('a REAL takes NaN and ±Infinity; a DINT turns them into 0', () => {
    expect(engine.load(speedProgram()).ok).toBe(true);
    for (const value of [NaN, Infinity, -Infinity]) {
      engine.set('Speed', value);
      expect(engine.get('Speed')).toBe(value);
      engine.set('Count', value);
      expect(engine.get('Count')).toBe(0);
    }
    engine.set('Speed', 1e39);
    expect(engine.get('Speed')).toBe(Infinity);
    engine.set('Count', 2.7);
    expect(engine.get('Count')).toBe(2);
  });

  it('forces a REAL at its value before and after the program', () => {
    expect(engine.load(speedProgram()).ok).toBe(true);
    expect(engine.setForces(new Map([['Speed', 7.5]]))).toBe(true);
    expect(engine.get('Speed')).toBe(7.5);
    expect(engine.runScans(3, 100).ok).toBe(true);
    // The program read 7.5 (+ 0.5 → Count 8) and the force put Speed back to 7.5.
    expect(engine.get('Speed')).toBe(7.5);
    expect(engine.get('Count')).toBe(8);
    expect(engine.setForces(new Map())).toBe(true);
    engine.scan(100);
    expect(engine.get('Speed')).toBe(8);
  });
});
