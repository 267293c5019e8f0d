/**
 * Arrays in Structured Text (issue 24): declarations becoming array tags, the checker's rules with their
 * exact messages, element values after scans on the VM (and the same on the reference interpreter), and
 * the major fault of an index out of range (its message names the line; the run stops).
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { addDeclaredTags } from '../iec/declareTags.ts';
import { parseVarBlocks } from '../iec/varBlock.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { parseSt } from './parse/parseSt.ts';
import { StReference } from './reference/stReference.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const stProject = (source: string, ...tags: b.TagSpec[]): Project => ({
  ...b.project(...tags),
  programMode: 'ST',
  stSource: source,
});

const messages = (source: string, ...tags: b.TagSpec[]) =>
  compileProject(stProject(source, ...tags)).diagnostics.map(
    (d) => `${d.line}:${d.col}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
  );

/** Loads `source` on the VM and on the reference interpreter, pre-scanned. */
function load(source: string, ...tags: b.TagSpec[]) {
  const project = stProject(source, ...tags);
  const { program, diagnostics } = compileProject(project);
  if (program === null) throw new Error(JSON.stringify(diagnostics));
  expect(engine.load(program).ok).toBe(true);
  engine.prescan();
  const vars = parseVarBlocks(source);
  const withTags = addDeclaredTags(
    project,
    vars.declarations,
    (() => {
      let n = 0;
      return () => `id-${n++}`;
    })(),
  );
  const instances = [
    ...vars.instances,
    ...vars.declarations.flatMap((d) => (d.fb ? [{ name: d.name, type: d.fb }] : [])),
  ];
  const reference = new StReference(withTags, parseSt(vars.rest).program, source, instances);
  reference.prescan();
  return { reference };
}

describe('array declarations become array tags', () => {
  it('reads the bounds, the element type and the initial list with repetitions', () => {
    const vars = parseVarBlocks(
      [
        'VAR',
        '  Data : ARRAY[0..9] OF DINT;',
        '  Level : ARRAY[1..10] OF REAL := [1.0, 2.5];',
        '  Flags, More : ARRAY[0..7] OF BOOL := [3(TRUE), FALSE, 1];',
        '  Times : ARRAY[-2..2] OF TIME := [T#1s, 2(T#2s)];',
        'END_VAR',
      ].join('\n'),
    );
    expect(vars.diagnostics).toEqual([]);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const project = addDeclaredTags(b.project(), vars.declarations, () => ids.shift() ?? 'x');
    const shape = Object.values(project.tagMap).map((t) => [
      t.name,
      t.data_type,
      t.dimension,
      t.lower,
      t.values,
    ]);
    expect(shape).toEqual([
      ['Data', 'DINT', 10, undefined, undefined],
      ['Level', 'REAL', 10, 1, [1, 2.5]],
      ['Flags', 'BOOL', 8, undefined, [1, 1, 1, 0, 1]],
      ['More', 'BOOL', 8, undefined, [1, 1, 1, 0, 1]],
      ['Times', 'DINT', 5, -2, [1000, 2000, 2000]],
    ]);
  });

  it('takes VAR CONSTANT names as bounds', () => {
    const vars = parseVarBlocks(
      'VAR CONSTANT Last : DINT := 4; END_VAR VAR Data : ARRAY[1..Last] OF DINT; END_VAR',
    );
    expect(vars.diagnostics).toEqual([]);
    expect(vars.declarations[1]).toMatchObject({ name: 'Data', dimension: 4, lower: 1 });
  });

  it.each([
    [
      'VAR Data : ARRAY[0..2, 0..3] OF DINT; END_VAR',
      '1:12: An array of more than one dimension (ARRAY[0..2, 0..3]) is valid IEC 61131-3 but not supported yet: declare one dimension, e.g. ARRAY[0..11] OF DINT',
    ],
    [
      'VAR Data : ARRAY[5..2] OF DINT; END_VAR',
      '1:12: ARRAY[5..2] has no elements: write the first index first, e.g. ARRAY[2..5]',
    ],
    [
      'VAR Data : ARRAY[0..1000] OF DINT; END_VAR',
      '1:12: ARRAY[0..1000] has 1001 elements: an array may have at most 1000',
    ],
    [
      'VAR Data : ARRAY[0..9] OF TON; END_VAR',
      '1:27: An array of TON instances is valid IEC 61131-3 but not supported yet: declare ARRAY[..] OF TIMER and call TON(Name[2], …) on an element',
    ],
    [
      'VAR Data : ARRAY[0..9] OF Motor; END_VAR',
      '1:27: Arrays of Motor are not supported: an array holds BOOL, DINT, REAL, TIMER, COUNTER or STRUCT elements',
    ],
    [
      'VAR Data : ARRAY[0..2] OF DINT := [1, 2, 3, 4]; END_VAR',
      '1:45: Too many initial values for Data[0..2]: it has 3 elements',
    ],
    [
      'VAR Data : ARRAY[0..2] OF DINT := 5; END_VAR',
      '1:35: The initial value of array "Data" is a list in brackets, e.g. [1, 2, 3]',
    ],
    [
      'VAR Data : ARRAY[0..2] OF DINT := [1.5]; END_VAR',
      '1:36: Invalid initial value 1.5 for DINT tag "Data": a REAL needs a REAL tag (or write a whole number)',
    ],
    [
      'VAR Data : ARRAY[0.5..2] OF DINT; END_VAR',
      '1:18: Array bound 0.5 must be a DINT constant, such as 0 or 9',
    ],
  ])('%s', (source, message) => {
    expect(messages(source)).toEqual([message]);
  });

  it('keeps the project tag, with a warning, when the project already has one of another shape', () => {
    expect(messages('VAR Data : ARRAY[0..9] OF DINT; END_VAR\nData := 1;', b.tag('Data', 'DINT'))).toEqual([
      '1:5: warning: VAR declares "Data" as ARRAY[0..9] OF DINT, but the project\'s tag is DINT: the project\'s tag is used',
    ]);
    expect(
      messages('VAR Data : ARRAY[0..9] OF DINT; END_VAR\nData[2] := 1;', b.array('Data', 'DINT', 10)),
    ).toEqual([]);
  });
});

describe('the checker', () => {
  const DECLARE = 'VAR Data : ARRAY[0..9] OF DINT; Level : ARRAY[1..5] OF REAL; END_VAR\n';
  it.each([
    ['Data[12] := 1;', '2:6: Array index 12 is out of range for Data[0..9]'],
    ['X := Data[-1] + 1;', '2:11: Array index -1 is out of range for Data[0..9]'],
    ['R := Level[0];', '2:12: Array index 0 is out of range for Level[1..5]'],
    [
      'Data[R] := 1;',
      '2:6: An array index must be a DINT, not REAL: convert it with REAL_TO_DINT(...) or TRUNC(...)',
    ],
    ['Data[B] := 1;', '2:6: An array index must be a DINT, not BOOL'],
    ['Data := 1;', '2:1: "Data" is an ARRAY[0..9] OF DINT: use one element at a time, such as Data[0]'],
    ['X := Level;', '2:6: "Level" is an ARRAY[1..5] OF REAL: use one element at a time, such as Level[1]'],
    ['X := X[2];', '2:6: "X" is a DINT tag, not an array: it has no elements'],
    ['X := Nothing[2];', '2:6: Unknown tag "Nothing"'],
    [
      'Data[1] := R;',
      '2:12: Cannot store a REAL in DINT "Data[1]": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    [
      'X := Level[X];',
      '2:6: Cannot store a REAL in DINT "X": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ],
    ['X := Data.ACC;', '2:6: Tag "Data" is an ARRAY[0..9] OF DINT and has no members'],
    ['FOR Data := 1 TO 2 DO END_FOR;', '2:5: FOR variable "Data" must be a DINT tag'],
  ])('%s', (code, message) => {
    expect(messages(DECLARE + code, b.tag('X', 'DINT'), b.tag('R', 'REAL'), b.tag('B', 'BOOL'))).toEqual([
      message,
    ]);
  });

  it.each([
    ['Data[1 := 2;', "2:8: Expected ']', got ':='"],
    ['X := Data[1;', "2:12: Expected ']', got ';'"],
    ['X := (Data[1) + 2;', "2:13: Expected ']', got ')'"],
    ['Data[i + 1] 5;', "2:13: Expected ':=' after identifier"],
    ['Data[] := 1;', "2:6: Unexpected token ']' in expression"],
  ])('syntax: %s', (code, message) => {
    expect(messages(DECLARE + code, b.tag('X', 'DINT'), b.tag('i', 'DINT'))).toEqual([message]);
  });

  it('refuses writing an element of a VAR CONSTANT array', () => {
    expect(messages('VAR CONSTANT K : ARRAY[1..3] OF DINT := [1, 2, 3]; END_VAR\nK[1] := 5;')).toEqual([
      '2:1: Cannot assign to "K": it is declared in VAR CONSTANT',
    ]);
  });
});

describe('arrays at run time (VM and reference interpreter)', () => {
  it('keeps a moving average over an ARRAY[0..4] OF REAL', () => {
    const source = [
      'VAR',
      '  Samples : ARRAY[0..4] OF REAL;',
      '  Next, k : DINT;',
      '  Sum, Average, Input : REAL;',
      'END_VAR',
      'Samples[Next] := Input;',
      'Next := (Next + 1) MOD 5;',
      'Sum := 0.0;',
      'FOR k := 0 TO 4 DO',
      '  Sum := Sum + Samples[k];',
      'END_FOR;',
      'Average := Sum / 5;',
    ].join('\n');
    const { reference } = load(source);
    const averages: number[] = [];
    for (const input of [1, 2, 3, 4, 5, 6.5]) {
      engine.set('Input', input);
      reference.set('Input', input);
      expect(engine.scan(100).ok).toBe(true);
      reference.scan(100);
      averages.push(engine.get('Average') ?? NaN);
      expect(reference.get('Average')).toBe(engine.get('Average'));
    }
    expect(averages).toEqual([0.2, 0.6, 1.2, 2, 3, 4.1].map(Math.fround));
    expect(engine.get('Samples[0]')).toBe(6.5);
  });

  it('fills an array in a FOR loop and reads it back with index expressions and in calls', () => {
    const source = [
      'VAR Data : ARRAY[1..10] OF DINT; i, Biggest, Pair : DINT; END_VAR',
      'FOR i := 1 TO 10 DO',
      '  Data[i] := i * i;',
      'END_FOR;',
      'Biggest := MAX(Data[1], Data[i - 1], Data[5]);',
      'Pair := Data[Data[2]] + Data[3];',
    ].join('\n');
    const { reference } = load(source);
    expect(engine.scan(100).ok).toBe(true);
    reference.scan(100);
    const names = ['Data[1]', 'Data[4]', 'Data[10]', 'Biggest', 'Pair', 'i'];
    expect(names.map((n) => engine.get(n))).toEqual([1, 16, 100, 100, 25, 11]);
    expect(names.map((n) => reference.get(n))).toEqual([1, 16, 100, 100, 25, 11]);
  });

  it('toggles a BOOL array with Flags[i] := NOT Flags[i], and writes an output into an element', () => {
    const source = [
      'VAR Flags : ARRAY[0..7] OF BOOL := [TRUE]; i : DINT; Edge : R_TRIG; END_VAR',
      'FOR i := 0 TO 7 BY 2 DO',
      '  Flags[i] := NOT Flags[i];',
      'END_FOR;',
      'Edge(CLK := Flags[2], Q => Flags[i - 7]);',
    ].join('\n');
    const { reference } = load(source);
    const states: string[] = [];
    for (let scan = 0; scan < 2; scan++) {
      expect(engine.scan(100).ok).toBe(true);
      reference.scan(100);
      const row = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => engine.get(`Flags[${k}]`)).join('');
      expect([0, 1, 2, 3, 4, 5, 6, 7].map((k) => reference.get(`Flags[${k}]`)).join('')).toBe(row);
      states.push(row);
    }
    expect(states).toEqual(['01101010', '10000000']);
  });

  it('stops the run with the fault naming the line when an index goes out of range', () => {
    const source = [
      'VAR',
      '  Data : ARRAY[0..9] OF DINT;',
      '  i, Count : DINT;',
      'END_VAR',
      'Count := Count + 1;',
      'i := Count + 10;',
      'Data[i] := 5;',
      'Count := 100;',
    ].join('\n');
    const { reference } = load(source);
    const status = engine.scan(100);
    reference.scan(100);
    const message = 'Array index 11 is out of range for Data[0..9] (line 7)';
    expect(status).toMatchObject({ ok: false, message });
    expect(reference.fault()).toBe(message);
    // The scan ended at the fault: Count was not set to 100; later scans do nothing.
    expect(engine.scan(100).ok).toBe(false);
    reference.scan(100);
    expect([engine.get('Count'), reference.get('Count')]).toEqual([1, 1]);
    expect(engine.fault?.message).toBe(message);
  });

  it('names the ELSIF line for an index read in an ELSIF condition', () => {
    const source = [
      'VAR Data : ARRAY[0..9] OF DINT; i : DINT := 20; END_VAR',
      'IF i < 0 THEN',
      '  i := 0;',
      'ELSIF Data[i] > 0 THEN',
      '  i := 1;',
      'END_IF;',
    ].join('\n');
    const { reference } = load(source);
    const message = 'Array index 20 is out of range for Data[0..9] (line 4)';
    expect(engine.scan(100).message).toBe(message);
    reference.scan(100);
    expect(reference.fault()).toBe(message);
  });

  it('names the UNTIL line for an index read in a REPEAT condition', () => {
    const source = [
      'VAR Data : ARRAY[0..9] OF DINT; i : DINT; END_VAR',
      'REPEAT',
      '  i := i + 4;',
      'UNTIL Data[i] > 0',
      'END_REPEAT;',
    ].join('\n');
    const { reference } = load(source);
    const message = 'Array index 12 is out of range for Data[0..9] (line 4)';
    expect(engine.scan(100).message).toBe(message);
    reference.scan(100);
    expect(reference.fault()).toBe(message);
    expect([engine.get('i'), reference.get('i')]).toEqual([12, 12]);
  });

  it('refuses a constant index out of range at compile time, with its line and column', () => {
    const source = 'VAR Data : ARRAY[0..9] OF DINT; END_VAR\nData[0] := 1;\nData[10] := Data[9];';
    const result = compileProject(stProject(source));
    expect(result.program).toBeNull();
    expect(result.diagnostics).toMatchObject([
      { line: 3, col: 6, message: 'Array index 10 is out of range for Data[0..9]', severity: 'error' },
    ]);
  });

  it('reads a constant index from the element slot itself (no LDX), a variable one with LDX', () => {
    const constant = compileProject(
      stProject('VAR Data : ARRAY[0..9] OF DINT; X : DINT; END_VAR\nX := Data[3];'),
    );
    const variable = compileProject(
      stProject('VAR Data : ARRAY[0..9] OF DINT; X : DINT; END_VAR\nX := Data[X];'),
    );
    const LDX = 96;
    expect([...(constant.program?.code ?? [])]).not.toContain(LDX);
    expect([...(variable.program?.code ?? [])]).toContain(LDX);
  });
});
