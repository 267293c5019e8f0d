/**
 * REAL in the ladder reference interpreter: singles at every step, Logix promotion (any REAL operand,
 * the destination included, makes the instruction REAL), round half to even and saturation into a
 * DINT, IEEE division by zero, NaN compares.
 */
import { describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import {
  add,
  div,
  equ,
  geq,
  grt,
  leq,
  les,
  mov,
  mul,
  neq,
  project,
  rung,
  sub,
  tag,
  xic,
  ote,
} from './builders.ts';
import { ReferencePlc } from './referenceInterpreter.ts';

function running(p: Project): ReferencePlc {
  const plc = new ReferencePlc(p);
  plc.prescan();
  return plc;
}

/** Runs one always-true rung of math `op` into `dest` (a REAL R or a DINT D) and returns it. */
function calc(op: typeof add, a: number | string, b: number | string, dest: 'R' | 'D'): number {
  const plc = running(
    project(tag('R', 'REAL'), tag('D', 'DINT'), tag('X', 'REAL', 0.1), rung(op(a, b, dest))),
  );
  plc.scan(100);
  return plc.get(dest);
}

/** MOV of `src` into the DINT D. */
const toDint = (src: number): number => {
  const plc = running(project(tag('R', 'REAL', src), tag('D', 'DINT'), rung(mov('R', 'D'))));
  plc.scan(100);
  return plc.get('D');
};

describe('REAL values', () => {
  it('a REAL tag holds the nearest single, set or initial', () => {
    const plc = running(project(tag('R', 'REAL', 0.1), tag('B', 'BOOL'), rung(xic('B'))));
    expect(plc.get('R')).toBe(Math.fround(0.1));
    plc.set('R', 1e-50);
    expect(plc.get('R')).toBe(0);
    plc.set('R', 16777217);
    expect(plc.get('R')).toBe(16777216);
  });

  it('ADD SUB MUL DIV round every result to a single', () => {
    expect(calc(add, 'X', 0.2, 'R')).toBe(Math.fround(Math.fround(0.1) + Math.fround(0.2)));
    expect(calc(add, 'X', 0.2, 'R')).toBe(0.30000001192092896);
    expect(calc(sub, 1.5, 'X', 'R')).toBe(Math.fround(1.5 - Math.fround(0.1)));
    expect(calc(mul, 1e30, 1e30, 'R')).toBe(Infinity);
    expect(calc(div, 1, 3, 'R')).toBe(Math.fround(1 / 3));
  });

  it('any REAL operand makes the instruction REAL, the destination included', () => {
    expect(calc(div, 7, 2, 'D')).toBe(3); // all DINT: integer division
    expect(calc(div, 7, 2, 'R')).toBe(3.5); // REAL destination: REAL division
    expect(calc(div, 7, 2.5, 'D')).toBe(3); // 2.8 rounds to 3
    expect(calc(add, 16777217, 0.5, 'D')).toBe(16777216); // 16777217 widens to 16777216.0
    expect(calc(add, 2147483647, 1, 'R')).toBe(2147483648); // no wrap in REAL
  });

  it('a REAL stored into a DINT rounds half to even', () => {
    expect([2.5, 3.5, -2.5, -3.5, 0.5, 1.5, 2.4999, -0.5, 2.6].map(toDint)).toEqual([
      2, 4, -2, -4, 0, 2, 2, 0, 3,
    ]);
  });

  it('a REAL outside the DINT range saturates; NaN gives 0', () => {
    expect([3e9, -3e9, 1e10, 2147483520, -2147483648, Infinity, -Infinity].map(toDint)).toEqual([
      2147483647, -2147483648, 2147483647, 2147483520, -2147483648, 2147483647, -2147483648,
    ]);
    const plc = running(project(tag('R', 'REAL'), tag('D', 'DINT'), rung(div('R', 'R', 'R'), mov('R', 'D'))));
    plc.scan(100);
    expect([plc.get('R'), plc.get('D')]).toEqual([NaN, 0]);
  });

  it('division by zero gives the IEEE result', () => {
    expect(calc(div, 1.5, 0, 'R')).toBe(Infinity);
    expect(calc(div, -1.5, 0, 'R')).toBe(-Infinity);
    expect(calc(div, 'R', 0, 'R')).toBeNaN();
    expect(calc(div, 1.5, 0, 'D')).toBe(2147483647);
  });

  it('MOV widens a DINT into a REAL to the nearest single', () => {
    const plc = running(project(tag('D', 'DINT', 16777217), tag('R', 'REAL'), rung(mov('D', 'R'))));
    plc.scan(100);
    expect(plc.get('R')).toBe(16777216);
  });

  it('REAL math and MOV do nothing when the rung is false and in pre-scan', () => {
    const p = project(
      tag('R', 'REAL', 1.5),
      tag('D', 'DINT', 9),
      rung(xic('Go'), add('R', 1, 'R'), mov(2.5, 'D')),
    );
    const plc = new ReferencePlc(p);
    plc.prescan();
    plc.scan(100);
    expect([plc.get('R'), plc.get('D')]).toEqual([1.5, 9]);
    plc.set('Go', 1);
    plc.scan(100);
    expect([plc.get('R'), plc.get('D')]).toEqual([2.5, 2]);
  });
});

describe('REAL compares', () => {
  /** Which of EQU NEQ GRT GEQ LES LEQ pass for a against b. */
  const passing = (a: number | string, b: number | string, values: Record<string, number> = {}): string[] => {
    const ops = { EQU: equ, NEQ: neq, GRT: grt, GEQ: geq, LES: les, LEQ: leq };
    const tags = [tag('R', 'REAL', values.R ?? 0), tag('D', 'DINT', values.D ?? 0)];
    const rungs = Object.values(ops).map((op, i) => rung(op(a, b), ote(`Y${i}`)));
    const plc = running(project(tags, ...rungs));
    plc.scan(100);
    return Object.keys(ops).filter((_, i) => plc.get(`Y${i}`) === 1);
  };

  it('compare in REAL when either side is REAL', () => {
    expect(passing('R', 'D', { R: 2.5, D: 2 })).toEqual(['NEQ', 'GRT', 'GEQ']);
    expect(passing('D', 2.5, { D: 2 })).toEqual(['NEQ', 'LES', 'LEQ']);
    expect(passing('R', 0.1, { R: 0.1 })).toEqual(['EQU', 'GEQ', 'LEQ']);
    expect(passing('D', 'R', { D: 16777217, R: 16777216 })).toEqual(['EQU', 'GEQ', 'LEQ']);
  });

  it('NaN compares false, except NEQ', () => {
    const nan = project(
      tag('R', 'REAL'),
      rung(div('R', 'R', 'R')),
      ...[equ, neq, grt, geq, les, leq].map((op, i) => rung(op('R', 'R'), ote(`Y${i}`))),
    );
    const plc = running(nan);
    plc.scan(100);
    expect([0, 1, 2, 3, 4, 5].map((i) => plc.get(`Y${i}`))).toEqual([0, 1, 0, 0, 0, 0]);
  });
});
