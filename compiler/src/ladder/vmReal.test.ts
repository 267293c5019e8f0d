/**
 * REAL in ladder through the real path, compileProject → VM: the values a learner reads in the Tags tab.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { bitsToReal, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Compiles and loads `project`, runs the pre-scan, and reads tags by their type. */
function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  const get = (name: string): number => {
    const symbol = engine.symbol(name);
    if (!symbol) throw new Error(name);
    const bits = engine.slots()[symbol.slot] ?? 0;
    return symbol.type === 'REAL' ? bitsToReal(bits) : bits;
  };
  return { get, set: (name: string, value: number) => engine.set(name, value), scan: () => engine.scan(100) };
}

const real = (name: string, value = 0) => b.tag(name, 'REAL', value);
const dint = (name: string, value = 0) => b.tag(name, 'DINT', value);

describe('REAL ladder on the VM', () => {
  it('promotes to REAL when any operand is REAL, the destination included', () => {
    const p = plc(
      b.project(
        [dint('D'), dint('Q'), real('R'), real('X', 0.1)],
        b.rung(b.div(7, 2, 'D'), b.div(7, 2, 'R'), b.div(7, 2.5, 'Q')),
        b.rung(b.add('X', 0.2, 'X')),
      ),
    );
    p.scan();
    expect([p.get('D'), p.get('R'), p.get('Q')]).toEqual([3, 3.5, 3]);
    expect(p.get('X')).toBe(Math.fround(Math.fround(0.1) + Math.fround(0.2)));
  });

  it('rounds half to even into a DINT and saturates', () => {
    const values = [2.5, 3.5, -2.5, 3e9, -1e10];
    const p = plc(
      b.project(
        values.map((v, i) => real(`R${i}`, v)),
        b.rung(...values.map((_, i) => b.mov(`R${i}`, `D${i}`))),
      ),
    );
    p.scan();
    expect(values.map((_, i) => p.get(`D${i}`))).toEqual([2, 4, -2, 2147483647, -2147483648]);
  });

  it('divides by zero to ±Infinity, compares NaN false but NEQ, and does nothing on a false rung', () => {
    const p = plc(
      b.project(
        [real('R', 1.5), real('Z'), real('N'), real('Hold', 4.25)],
        b.rung(b.div('R', 0, 'R'), b.div('Z', 0, 'N')),
        b.rung(b.neq('N', 'N'), b.ote('Ne')),
        b.rung(b.equ('N', 'N'), b.ote('Eq')),
        b.rung(b.xic('Go'), b.mul('Hold', 2, 'Hold')),
      ),
    );
    p.scan();
    expect(p.get('R')).toBe(Infinity);
    expect(p.get('N')).toBeNaN();
    expect([p.get('Ne'), p.get('Eq'), p.get('Hold')]).toEqual([1, 0, 4.25]);
    p.set('Go', 1);
    p.scan();
    expect(p.get('Hold')).toBe(8.5);
  });
});
