import { beforeAll, describe, expect, it } from 'vitest';
import { Trap } from '../shared/layout.ts';
import { Op } from '../shared/opcodes.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import type { Program } from './program.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/**
 * Data: DINT[1..4] at slots 0-3 (initial 10, 20, 30, 40); I (slot 4, the index); V (slot 5); Out (slot 6).
 * Ladder-like: rung 0 does nothing, rung 1 reads Out := Data[I], then writes Data[I] := V.
 */
function arrayProgram(lower = 1): Program {
  return {
    code: Int32Array.from([
      Op.RUNG,
      Op.RUNG,
      Op.LDX,
      0,
      4,
      lower,
      4,
      1,
      6,
      Op.STX,
      5,
      0,
      4,
      lower,
      4,
      1,
      Op.END,
    ]),
    initial: Int32Array.from([10, 20, 30, 40, 1, 0, 0]),
    symbols: [
      ...[0, 1, 2, 3].map((i) => ({ name: `Data[${i + lower}]`, slot: i, type: 'DINT' as const })),
      { name: 'I', slot: 4, type: 'DINT' as const },
      { name: 'V', slot: 5, type: 'DINT' as const },
      { name: 'Out', slot: 6, type: 'DINT' as const },
    ],
  };
}

describe('array elements in the VM (LDX, STX)', () => {
  it('reads and writes the element the index slot names, from the first index on', () => {
    expect(engine.load(arrayProgram()).ok).toBe(true);
    engine.set('I', 3);
    engine.set('V', -7);
    expect(engine.scan(100).ok).toBe(true);
    expect(engine.get('Out')).toBe(30);
    expect(engine.get('Data[3]')).toBe(-7);
    expect([1, 2, 4].map((i) => engine.get(`Data[${i}]`))).toEqual([10, 20, 40]);
    engine.set('I', 1);
    engine.scan(100);
    expect(engine.get('Out')).toBe(10);
    expect(engine.get('Data[1]')).toBe(-7);
  });

  it('an index outside the bounds is a major fault naming the array, its bounds and the rung', () => {
    for (const bad of [0, 5, -2147483648, 2147483647]) {
      expect(engine.load(arrayProgram()).ok).toBe(true);
      engine.set('I', bad);
      const result = engine.scan(100);
      expect(result.ok).toBe(false);
      expect(result.trap).toBe(Trap.INDEX_RANGE);
      expect(result.message).toBe(`Array index ${bad} is out of range for Data[1..4] (rung 1)`);
      // The run stays stopped: later scans return the fault and change nothing.
      engine.set('I', 2);
      expect(engine.scan(100).message).toBe(result.message);
      expect(engine.get('Out')).toBe(0);
      expect(engine.fault?.trap).toBe(Trap.INDEX_RANGE);
    }
    // Entering RUN again (the pre-scan, which runs this unguarded write too) clears the fault.
    engine.set('V', 5);
    expect(engine.prescan().ok).toBe(true);
    expect(engine.scan(100).ok).toBe(true);
    expect(engine.get('Out')).toBe(5);
  });

  it('a write out of range changes no slot: the scan ends before it', () => {
    const program = arrayProgram(0);
    expect(engine.load(program).ok).toBe(true);
    engine.set('I', 4);
    engine.set('V', 99);
    expect(engine.scan(100).trap).toBe(Trap.INDEX_RANGE);
    expect(Array.from(engine.slots().slice(0, 7))).toEqual([10, 20, 30, 40, 4, 99, 0]);
  });

  it('link refuses an array that does not lie wholly in tag memory', () => {
    const base = arrayProgram();
    const withArray = (n: number, stride: number, at = 0): Program => {
      const code = Int32Array.from(base.code);
      code[2 + 1] = at;
      code[2 + 4] = n;
      code[2 + 5] = stride;
      return { ...base, code };
    };
    expect(engine.load(withArray(4, 1)).ok).toBe(true);
    expect(engine.load(withArray(8, 1)).trap).toBe(Trap.BAD_PROGRAM);
    expect(engine.load(withArray(3, 3)).ok).toBe(true);
    expect(engine.load(withArray(3, 4)).trap).toBe(Trap.BAD_PROGRAM);
    expect(engine.load(withArray(0, 1)).trap).toBe(Trap.BAD_PROGRAM);
    expect(engine.load(withArray(4, 0)).trap).toBe(Trap.BAD_PROGRAM);
    expect(engine.load(withArray(1, 1, 6)).ok).toBe(true);
    expect(engine.load(withArray(2, 2147483647, 6)).trap).toBe(Trap.BAD_PROGRAM);
  });

  it('a stride steps over the members of each element (a member of an array of blocks)', () => {
    // Pairs (a, b) at slots 0-5; read b of element I (base slot 1, stride 2) into Out.
    const program: Program = {
      code: Int32Array.from([Op.RUNG, Op.LDX, 1, 6, 0, 3, 2, 7, Op.END]),
      initial: Int32Array.from([1, 2, 3, 4, 5, 6, 2, 0]),
      symbols: [
        { name: 'P[0].B', slot: 1, type: 'DINT' },
        { name: 'I', slot: 6, type: 'DINT' },
        { name: 'Out', slot: 7, type: 'DINT' },
      ],
    };
    expect(engine.load(program).ok).toBe(true);
    engine.scan(100);
    expect(engine.get('Out')).toBe(6);
    engine.set('I', 3);
    expect(engine.scan(100).message).toBe('Array index 3 is out of range for P[0..2] (rung 0)');
  });
});
