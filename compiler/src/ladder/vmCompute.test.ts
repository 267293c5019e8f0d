/**
 * Issue 25's compute, move-logical and compare instructions through the real path, compileProject → VM,
 * with the manual's own examples (1756-RM003): LIM's inverted range, SCP's engineering units, MEQ, BTD.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { bitsToReal, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import * as c from '../reference/computeBuilders.ts';
import { ReferencePlc } from '../reference/referenceInterpreter.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Compiles and loads `project` (and a reference PLC beside it); reads tags by their type. */
function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  const reference = new ReferencePlc(project);
  reference.prescan();
  const get = (name: string): number => {
    const symbol = engine.symbol(name);
    if (!symbol) throw new Error(name);
    const bits = engine.slots()[symbol.slot] ?? 0;
    const value = symbol.type === 'REAL' ? bitsToReal(bits) : bits;
    // The reference interpreter agrees on every value read.
    expect(Object.is(reference.get(name), value) || reference.get(name) === value).toBe(true);
    return value;
  };
  return {
    get,
    set: (name: string, value: number) => {
      engine.set(name, value);
      reference.set(name, value);
    },
    scan: () => {
      engine.scan(100);
      reference.scan(100);
    },
  };
}

const real = (name: string, value = 0) => b.tag(name, 'REAL', value);
const dint = (name: string, value = 0) => b.tag(name, 'DINT', value);

describe('LIM', () => {
  it('is true from Low Limit to High Limit inclusive, and outside them when Low Limit > High Limit', () => {
    // The manual's example: limits 5 and 8, then the same limits swapped.
    const p = plc(
      b.project(
        [dint('Test')],
        b.rung(c.lim(5, 'Test', 8), b.ote('Inside')),
        b.rung(c.lim(8, 'Test', 5), b.ote('Outside')),
      ),
    );
    const seen: [number, number, number][] = [];
    for (const value of [4, 5, 6, 7, 8, 9]) {
      p.set('Test', value);
      p.scan();
      seen.push([value, p.get('Inside'), p.get('Outside')]);
    }
    expect(seen).toEqual([
      [4, 0, 1],
      [5, 1, 1],
      [6, 1, 0],
      [7, 1, 0],
      [8, 1, 1],
      [9, 0, 1],
    ]);
  });

  it('compares in REAL when a limit is REAL', () => {
    const p = plc(b.project([real('Temp', 20.5)], b.rung(c.lim(20.25, 'Temp', 20.75), b.ote('Ok'))));
    p.scan();
    expect(p.get('Ok')).toBe(1);
  });
});

describe('SCP', () => {
  it('scales a 4–20 mA input to 0–100 % and a raw 0–32767 count to engineering units', () => {
    const p = plc(
      b.project(
        [real('Current', 12), dint('Raw', 16384), real('Level'), real('Percent'), dint('Whole')],
        b.rung(c.scp('Current', 4, 20, 0, 100, 'Level')),
        b.rung(c.scp('Raw', 0, 32767, 0, 100, 'Percent'), c.scp('Raw', 0, 32767, 0, 100, 'Whole')),
      ),
    );
    p.scan();
    expect(p.get('Level')).toBe(50);
    const expected = Math.fround(Math.fround(16384 * 100) / 32767);
    expect(p.get('Percent')).toBe(expected);
    expect(p.get('Whole')).toBe(50); // 50.0015… rounded into a DINT
    p.set('Current', 20);
    p.scan();
    expect(p.get('Level')).toBe(100);
  });

  it('divides by zero when Input Min equals Input Max, as REAL DIV does', () => {
    const p = plc(b.project([real('Out', 7)], b.rung(c.scp(5, 4, 4, 0, 100, 'Out'))));
    p.scan();
    expect(p.get('Out')).toBe(Infinity);
  });
});

describe('MEQ and BTD', () => {
  it('MEQ compares only the bits the mask passes', () => {
    const p = plc(
      b.project(
        [dint('Value', 0x12f5), dint('Mask', 0xff)],
        b.rung(c.meq('Value', 'Mask', 0xf5), b.ote('Low')),
        b.rung(c.meq('Value', 0xff00, 0x1300), b.ote('High')),
      ),
    );
    p.scan();
    expect([p.get('Low'), p.get('High')]).toEqual([1, 0]);
  });

  it('BTD copies a bit field and keeps the other Dest bits; bits past bit 31 are lost', () => {
    const p = plc(
      b.project(
        [dint('Source', 0b1011_0000), dint('Dest', 0x1), dint('Top', 0)],
        // Source bits 4..7 (1011) into Dest bits 8..11; Dest's bit 0 stays.
        b.rung(c.btd('Source', 4, 'Dest', 8, 4)),
        // Four bits into bits 30..33: only bits 30 and 31 are kept (no wrap).
        b.rung(c.btd(-1, 0, 'Top', 30, 4)),
      ),
    );
    p.scan();
    expect(p.get('Dest')).toBe(0b1011_0000_0001);
    expect(p.get('Top')).toBe(0xc0000000 | 0);
  });
});

describe('CPT and CMP', () => {
  it('computes an expression in DINT or REAL and rounds a REAL into a DINT half to even', () => {
    const p = plc(
      b.project(
        [
          dint('A', 7),
          dint('B', 2),
          real('R'),
          dint('D'),
          dint('E'),
          b.array('Data', 'DINT', 3, [10, 20, 30]),
          dint('I', 2),
        ],
        b.rung(c.cpt('D', 'A / B + Data[I]'), c.cpt('R', 'A * 2.5 + 2.5'), c.cpt('E', 'A * 0.5 - 1.0')),
      ),
    );
    p.scan();
    expect([p.get('D'), p.get('R'), p.get('E')]).toEqual([33, 20, 2]); // 2.5 → 2
  });

  it('CMP passes the rung when its expression is true', () => {
    const p = plc(
      b.project([dint('A', 3), real('X', 1.5)], b.rung(c.cmp('A * X > 4.0 AND A <> 0'), b.ote('Q'))),
    );
    p.scan();
    expect(p.get('Q')).toBe(1);
    p.set('A', 2);
    p.scan();
    expect(p.get('Q')).toBe(0);
  });
});

describe('NEG, ABS, SQR, bitwise and CLR', () => {
  it('compute when the rung is true and do nothing when it is false', () => {
    const p = plc(
      b.project(
        [
          dint('A', -9),
          real('R', -2.25),
          dint('N'),
          dint('Abs'),
          real('RootR'),
          dint('RootD'),
          dint('RootT'),
        ],
        [
          dint('And'),
          dint('Or'),
          dint('Xor'),
          dint('Not'),
          dint('Clr', 5),
          real('ClrR', 2.5),
          dint('Mvm', 0x0f0f),
        ],
        b.rung(
          b.xic('Go'),
          c.neg('A', 'N'),
          c.abs('A', 'Abs'),
          c.sqr('R', 'RootR'),
          c.sqr(10, 'RootD', 'SQRT'),
          c.sqr('R', 'RootT'),
          c.and(0b1100, 0b1010, 'And'),
          c.or(0b1100, 0b1010, 'Or'),
          c.xor(0b1100, 0b1010, 'Xor'),
          c.not(0, 'Not'),
          c.clr('Clr'),
          c.clr('ClrR'),
          c.mvm(0x3333, 0x00ff, 'Mvm'),
        ),
      ),
    );
    p.scan();
    expect([p.get('N'), p.get('Abs'), p.get('Clr'), p.get('Mvm')]).toEqual([0, 0, 5, 0x0f0f]);
    p.set('Go', 1);
    p.scan();
    expect([p.get('N'), p.get('Abs'), p.get('RootR')]).toEqual([9, 9, 1.5]);
    // A DINT source's root is truncated into a DINT (√10 = 3.16 → 3); a REAL source's rounds (1.5 → 2).
    expect([p.get('RootD'), p.get('RootT')]).toEqual([3, 2]);
    expect([p.get('And'), p.get('Or'), p.get('Xor'), p.get('Not')]).toEqual([0b1000, 0b1110, 0b0110, -1]);
    expect([p.get('Clr'), p.get('ClrR'), p.get('Mvm')]).toEqual([0, 0, 0x0f33]);
  });
});
