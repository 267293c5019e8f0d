import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVarBlocks } from './varBlock.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../bench/programs/${name}`, import.meta.url), 'utf8');

describe('parseVarBlocks on the bench files', () => {
  it('reads b1-tags.st: 201 tags, initial values, nothing left over', () => {
    const { declarations, rest, diagnostics } = parseVarBlocks(fixture('b1-tags.st'));
    expect(diagnostics).toEqual([]);
    expect(declarations).toHaveLength(201);
    expect(declarations[0]).toEqual({ name: 'I0', type: 'BOOL', initial: 0, line: 2, col: 3 });
    const byName = new Map(declarations.map((d) => [d.name, d]));
    expect(byName.get('K_0')).toMatchObject({ type: 'DINT', initial: 1 });
    expect(byName.get('LIM_19')).toMatchObject({ type: 'DINT', initial: 22 });
    expect(byName.get('T_19')).toMatchObject({ type: 'TIMER', initial: 0 });
    expect(byName.get('C_7')).toMatchObject({ type: 'COUNTER' });
    expect(byName.get('OUT2_12')).toMatchObject({ type: 'BOOL' });
    expect(declarations.filter((d) => d.type === 'TIMER')).toHaveLength(20);
    expect(declarations.filter((d) => d.type === 'COUNTER')).toHaveLength(20);
    expect(declarations.filter((d) => d.type === 'DINT')).toHaveLength(60);
    expect(rest.trim()).toBe('');
  });

  it('reads b2.st and keeps its body at the same lines and columns', () => {
    const source = fixture('b2.st');
    const { declarations, rest, diagnostics } = parseVarBlocks(source);
    expect(diagnostics).toEqual([]);
    expect(declarations).toHaveLength(27);
    expect(declarations.filter((d) => d.type === 'TIMER').map((d) => d.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `T${i}`),
    );
    expect(declarations.find((d) => d.name === 'acc')).toMatchObject({ type: 'DINT', initial: 0, line: 3 });
    expect(rest).toHaveLength(source.length);
    expect(rest.split('\n')).toHaveLength(source.split('\n').length);
    expect(rest.trimStart().startsWith('cnt := cnt + 1;')).toBe(true);
    expect(rest.split('\n')[5]).toBe(source.split('\n')[5]);
    expect(rest.split('\n').slice(0, 5).join('').trim()).toBe('');
  });
});

describe('parseVarBlocks', () => {
  it('accepts the end of input as the end of a block, with a warning', () => {
    const { declarations, diagnostics, rest } = parseVarBlocks('VAR\n  A : BOOL;\n  B : DINT := 2;\n');
    expect(declarations.map((d) => [d.name, d.type, d.initial])).toEqual([
      ['A', 'BOOL', 0],
      ['B', 'DINT', 2],
    ]);
    expect(diagnostics).toEqual([
      { source: 'st', message: 'Missing END_VAR', line: 1, col: 1, severity: 'warning' },
    ]);
    expect(rest.trim()).toBe('');
  });

  it('ends a block without END_VAR before the first statement', () => {
    const source = 'VAR\n  x : DINT;\nx := x + 1;\nIF x > 3 THEN x := 0; END_IF;';
    const { declarations, diagnostics, rest } = parseVarBlocks(source);
    expect(declarations.map((d) => d.name)).toEqual(['x']);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(rest.split('\n').slice(2).join('\n')).toBe('x := x + 1;\nIF x > 3 THEN x := 0; END_IF;');
  });

  it('reads several blocks of every kind, any case, with comments and several declarations per line', () => {
    const source = [
      'var_input (* VAR inside a comment: NOT : REAL; *)',
      '  Start, Stop : bool; // END_VAR in a comment',
      'end_var',
      'VAR_OUTPUT Motor : BOOL := TRUE; END_VAR',
      'VAR_GLOBAL RETAIN',
      '  n : dint := -5; m : DINT := +7; h : DINT := 16#FF; big : DINT := 1_000;',
      'END_VAR',
      "VAR CONSTANT s : DINT := 1; END_VAR msg := 'VAR';",
    ].join('\n');
    const { declarations, diagnostics, rest } = parseVarBlocks(source);
    expect(diagnostics).toEqual([]);
    expect(declarations.map((d) => [d.name, d.type, d.initial])).toEqual([
      ['Start', 'BOOL', 0],
      ['Stop', 'BOOL', 0],
      ['Motor', 'BOOL', 1],
      ['n', 'DINT', -5],
      ['m', 'DINT', 7],
      ['h', 'DINT', 255],
      ['big', 'DINT', 1000],
      ['s', 'DINT', 1],
    ]);
    expect(declarations[1]).toMatchObject({ line: 2, col: 10 });
    expect(rest.trim()).toBe("msg := 'VAR';");
  });

  it('reads BOOL and DINT initial values, including time literals in milliseconds', () => {
    const source = `VAR
      a : BOOL := FALSE; b : BOOL := 1; c : BOOL := 0; d : BOOL := true;
      t1 : DINT := T#1m30s; t2 : DINT := t#500ms; t3 : DINT := TIME#2s; t4 : DINT := T#1h;
      t5 : DINT := T#1h_2m3s4ms; t6 : DINT := T#1.5s; t7 : DINT := -T#5s;
      Tm : TIMER; Cn : COUNTER;
    END_VAR`;
    const { declarations, diagnostics } = parseVarBlocks(source);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(declarations.map((d) => [d.name, d.initial]))).toEqual({
      a: 0,
      b: 1,
      c: 0,
      d: 1,
      t1: 90_000,
      t2: 500,
      t3: 2000,
      t4: 3_600_000,
      t5: 3_723_004,
      t6: 1500,
      t7: -5000,
      Tm: 0,
      Cn: 0,
    });
  });

  it('reports unsupported types and bad values at their line and column, and keeps going', () => {
    const source = [
      'VAR',
      '  x, y : LREAL;',
      '  b : BOOL := 2;',
      '  n : DINT := 99999999999;',
      '  T : TIMER := 5;',
      '  w : DINT := T#5q;',
      '  ok : DINT := 3;',
      'END_VAR',
    ].join('\n');
    const { declarations, diagnostics } = parseVarBlocks(source);
    expect(declarations.map((d) => d.name)).toEqual(['ok']);
    expect(diagnostics).toEqual([
      {
        source: 'st',
        message:
          'LREAL is valid IEC 61131-3 but not supported here: declare it as REAL (32-bit floating point)',
        line: 2,
        col: 10,
        severity: 'error',
      },
      {
        source: 'st',
        message: 'Invalid initial value 2 for BOOL tag "b"',
        line: 3,
        col: 15,
        severity: 'error',
      },
      {
        source: 'st',
        message: 'Value 99999999999 is out of range for DINT tag "n"',
        line: 4,
        col: 15,
        severity: 'error',
      },
      {
        source: 'st',
        message: 'Initial value not allowed for TIMER tag "T"',
        line: 5,
        col: 16,
        severity: 'error',
      },
      { source: 'st', message: 'Invalid time literal "T#5q"', line: 6, col: 15, severity: 'error' },
    ]);
  });

  it('reports malformed declarations and recovers at the next semicolon', () => {
    const source =
      'VAR\n  a DINT;\n  b : ;\n  : BOOL;\n  c : BOOL := ;\n  d : BOOL\n  e : DINT;\n  f, : BOOL;\n  g : BOOL;\nEND_VAR';
    const { declarations, diagnostics } = parseVarBlocks(source);
    expect(declarations.map((d) => d.name)).toEqual(['g']);
    expect(diagnostics.map((d) => [d.message, d.line, d.col])).toEqual([
      ["Expected ':', got 'DINT'", 2, 5],
      ['Expected identifier', 3, 7],
      ['Expected identifier', 4, 3],
      ["Expected initial value, got ';'", 5, 15],
      ["Expected ';' after the declaration", 6, 11],
      ['Expected identifier', 8, 6],
    ]);
  });

  it("reports a ';' missing at a line break after the declaration, on one line at the token met", () => {
    const messages = (source: string) =>
      parseVarBlocks(source).diagnostics.map((d) => [d.message, d.line, d.col]);
    expect(messages('VAR\n  a : BOOL (* lamp *)\n  b : BOOL;\nEND_VAR')).toEqual([
      ["Expected ';' after the declaration", 2, 11],
    ]);
    expect(messages('VAR a : DINT := 5 b : BOOL; END_VAR')).toEqual([["Expected ';', got 'b'", 1, 19]]);
  });

  it('reports a name declared twice and keeps the first', () => {
    const { declarations, diagnostics } = parseVarBlocks('VAR a : BOOL; A : DINT; END_VAR');
    expect(declarations).toEqual([{ name: 'a', type: 'BOOL', initial: 0, line: 1, col: 5 }]);
    expect(diagnostics.map((d) => d.message)).toEqual(['Duplicate declaration of tag "A"']);
  });

  it('leaves a source without blocks unchanged', () => {
    const source = 'x := 1; (* comment *)\ny := x;';
    expect(parseVarBlocks(source)).toEqual({
      declarations: [],
      instances: [],
      rest: source,
      diagnostics: [],
      types: [],
    });
  });

  it('never throws on malformed input', () => {
    const inputs = [
      'VAR',
      'VAR x',
      'VAR x :',
      'VAR x : BOOL :=',
      'VAR (* open',
      "VAR x : DINT := 'a",
      'END_VAR',
      '',
    ];
    for (const input of inputs) expect(() => parseVarBlocks(input)).not.toThrow();
  });
});
