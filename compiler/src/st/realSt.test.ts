/**
 * REAL in Structured Text (issue 24): literals, the checker's IEC rules (DINT widens to REAL; REAL never
 * narrows implicitly), the REAL functions, and the same programs on the reference interpreter and the VM.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { parseSt } from './parse/parseSt.ts';
import { StReference } from './reference/stReference.ts';

/** A project with DINT D, BOOL B and REAL R (and Q), running `source`. */
function stProject(source: string): Project {
  const project = { ...b.project(b.tag('D', 'DINT'), b.tag('B', 'BOOL')), programMode: 'ST' as const };
  for (const name of ['R', 'Q']) {
    project.tagMap[`real-${name}`] = {
      uuid: `real-${name}`,
      name,
      alias: '',
      data_type: 'REAL',
      value: 0,
      children: null,
      io_symbol: null,
    };
  }
  return { ...project, stSource: source };
}

const errors = (source: string) =>
  compileProject(stProject(source)).diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);

/** Each program and the value its target holds after one scan. */
const f = Math.fround;
const CASES: readonly [source: string, target: string, expected: number][] = [
  ['R := 1.5 + 2;', 'R', 3.5],
  ['R := 10 / 4.0;', 'R', 2.5],
  ['R := 10 / 4;', 'R', 2],
  ['R := 0.1 + 0.2;', 'R', f(f(0.1) + f(0.2))],
  ['R := 1.0E-3 * 1000;', 'R', f(f(1e-3) * 1000)],
  ['R := -2.;', 'R', -2],
  ['R := 6e2;', 'R', 600],
  ['R := 1_000.5;', 'R', 1000.5],
  ['R := 16777217;', 'R', 16777216],
  ['R := DINT_TO_REAL(7) / 2;', 'R', 3.5],
  ['D := REAL_TO_DINT(2.5);', 'D', 2],
  ['D := REAL_TO_DINT(3.5);', 'D', 4],
  ['D := REAL_TO_DINT(-2.5);', 'D', -2],
  ['D := REAL_TO_DINT(3.0E9);', 'D', 2147483647],
  ['D := REAL_TO_DINT(-3.0E9);', 'D', -2147483648],
  ['D := TRUNC(-2.7);', 'D', -2],
  ['D := TRUNC(2.7);', 'D', 2],
  ['R := SQRT(16);', 'R', 4],
  ['R := SQRT(-16.0);', 'R', 4],
  ['R := SQRT(2.0);', 'R', f(Math.sqrt(2))],
  ['R := ABS(-2.5);', 'R', 2.5],
  ['R := MIN(2.5, 1, 3);', 'R', 1],
  ['R := MAX(2.5, 1, 3);', 'R', 3],
  ['R := LIMIT(0.0, 150, 100);', 'R', 100],
  ['R := LIMIT(0, -0.5, 100);', 'R', 0],
  ['R := SEL(TRUE, 1, 2.5);', 'R', 2.5],
  ['R := 1.0 / 0.0;', 'R', Infinity],
  ['R := -1.0 / 0;', 'R', -Infinity],
  ['R := 3.0E38 * 10;', 'R', Infinity],
  ['B := 0.1 + 0.2 = 0.3;', 'B', f(f(0.1) + f(0.2)) === f(0.3) ? 1 : 0],
  ['B := 2.5 > 2;', 'B', 1],
  ['B := 1.0 / 0.0 > 3.0E38;', 'B', 1],
  ['B := 0.0 / 0.0 = 0.0 / 0.0;', 'B', 0],
  ['B := 0.0 / 0.0 <> 0.0 / 0.0;', 'B', 1],
  ['R := 2.5; Q := R * R - 1;', 'Q', 5.25],
  ['R := 1.5; IF R > 1 THEN D := 7; END_IF;', 'D', 7],
  ['R := 1.5; WHILE R < 100 DO R := R * 2; END_WHILE;', 'R', 192],
  ['D := 3; R := D; R := -R;', 'R', -3],
  ['VAR Gain : REAL := 1.5; END_VAR R := Gain * 4;', 'R', 6],
  ['VAR CONSTANT K : REAL := 2.5 * 2; END_VAR R := K;', 'R', 5],
];

describe('REAL in Structured Text: the checker', () => {
  it.each([
    [
      'D := R;',
      '1:6: Cannot store a REAL in DINT "D": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    [
      'B := R;',
      '1:6: Cannot store a REAL in BOOL "B": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    [
      'IF R THEN D := 1; END_IF;',
      '1:4: A condition must be BOOL, not REAL: compare the value instead, e.g. Level > 50.0',
    ],
    ['D := D MOD R;', '1:6: MOD needs DINT operands, not REAL'],
    ['B := NOT R;', '1:6: NOT needs BOOL or DINT operands, not REAL'],
    ['R := 1.0E39;', '1:6: REAL 1.0E39 is out of range (the largest REAL is about 3.4E38)'],
    [
      'FOR D := 0 TO R DO END_FOR;',
      '1:15: A DINT is needed here, not a REAL: convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    ['D := TRUNC(D);', '1:12: TRUNC converts a REAL: its argument must be a REAL'],
    [
      'D := SHL(R, 1);',
      '1:10: SHL needs DINT arguments, not REAL: convert with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    [
      'VAR K : DINT := 1.5; END_VAR',
      '1:17: Invalid initial value 1.5 for DINT tag "K": a REAL needs a REAL tag (or write a whole number)',
    ],
    [
      'VAR K : LREAL; END_VAR',
      '1:9: LREAL is valid IEC 61131-3 but not supported here: declare it as REAL (32-bit floating point)',
    ],
  ])('%s', (source, message) => {
    expect(errors(source)).toEqual([message]);
  });

  it('keeps integer CASE ranges, and reads time literals with `_` between units', () => {
    expect(errors('CASE D OF 1..5: B := TRUE; 6: B := FALSE; END_CASE;')).toEqual([]);
    expect(errors('VAR T9 : DINT := T#1h_2m; END_VAR D := T#1d2h;')).toEqual([]);
  });

  it('accepts every program of the behaviour table', () => {
    for (const [source] of CASES) expect(errors(source), source).toEqual([]);
  });
});

/** The ST source without its VAR blocks, and the project with the declared tags. */
function compiled(source: string) {
  const result = compileProject(stProject(source));
  if (!result.program) throw new Error(`${source}: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.program;
}

describe('REAL in Structured Text: the reference interpreter', () => {
  it.each(CASES)('%s → %s = %s', (source, target, expected) => {
    const body = source.replace(/VAR(?: CONSTANT)?[\s\S]*?END_VAR/g, '');
    const project = stProject(source);
    if (/VAR/.test(source)) {
      const declared = /VAR(?: CONSTANT)? (\w+) : REAL := ([^;]+);/.exec(source);
      if (!declared) throw new Error(source);
      const value = declared[2] === '2.5 * 2' ? 5 : Number(declared[2]);
      project.tagMap[`var-${declared[1]}`] = {
        uuid: `var-${declared[1]}`,
        name: declared[1] as string,
        alias: '',
        data_type: 'REAL',
        value,
        children: null,
        io_symbol: null,
      };
    }
    const parsed = parseSt(body);
    expect(parsed.diagnostics).toEqual([]);
    const reference = new StReference(project, parsed.program, body);
    reference.prescan();
    reference.scan(100);
    expect(reference.get(target)).toBe(expected);
  });
});

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('REAL in Structured Text: the VM', () => {
  it.each(CASES)('%s → %s = %s', (source, target, expected) => {
    expect(engine.load(compiled(source)).ok).toBe(true);
    expect(engine.prescan().ok).toBe(true);
    expect(engine.scan(100).ok).toBe(true);
    expect(engine.get(target)).toBe(expected);
  });
});
