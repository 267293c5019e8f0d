/**
 * User FUNCTION_BLOCKs and FUNCTIONs in Structured Text (issue 24): instance data kept across scans,
 * formal calls and member reads, functions with a value (positional, formal, nested), the messages for
 * recursion and call mistakes, and exact values on the VM after scans.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const stProject = (source: string): Project => ({ ...b.project(), programMode: 'ST', stSource: source });

const messages = (source: string) =>
  compileProject(stProject(source)).diagnostics.map(
    (d) => `${d.line}:${d.col}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
  );

/** Compiles and loads `source` on the VM, pre-scanned. */
function load(source: string) {
  const { program, diagnostics } = compileProject(stProject(source));
  if (program === null) throw new Error(JSON.stringify(diagnostics));
  expect(engine.load(program).ok).toBe(true);
  engine.prescan();
}

const COUNTER = [
  'FUNCTION_BLOCK Tally',
  'VAR_INPUT Up : BOOL; Limit : DINT := 3; END_VAR',
  'VAR_OUTPUT Count : DINT; Full : BOOL; END_VAR',
  'VAR Last : BOOL; END_VAR',
  'IF Up AND NOT Last THEN Count := Count + 1; END_IF;',
  'Last := Up;',
  'Full := Count >= Limit;',
  'END_FUNCTION_BLOCK',
];

describe('user FUNCTION_BLOCKs', () => {
  it('keep their count across scans and copy outputs out', () => {
    load(
      [
        'PROGRAM Main',
        'VAR Pulse : BOOL; C1, C2 : Tally; N : DINT; F : BOOL; END_VAR',
        'C1(Up := Pulse, Count => N, Full => F);',
        'C2(Up := TRUE, Limit := 1);',
        'END_PROGRAM',
        ...COUNTER,
      ].join('\n'),
    );
    const seen: string[] = [];
    for (const pulse of [1, 0, 1, 0, 1, 1]) {
      engine.set('Pulse', pulse);
      engine.scan(100);
      seen.push(`${engine.get('N')}/${engine.get('C1.Count')}/${engine.get('F')}/${engine.get('C2.Count')}`);
    }
    expect(seen).toEqual(['1/1/0/1', '1/1/0/1', '2/2/0/1', '2/2/0/1', '3/3/1/1', '3/3/1/1']);
    expect(engine.get('C1.Limit')).toBe(3);
    expect(engine.get('C2.Full')).toBe(1);
  });

  it('debounce with a TON inside: Q after the input stayed on for the preset', () => {
    load(
      [
        'FUNCTION_BLOCK Debounce',
        'VAR_INPUT IN : BOOL; END_VAR',
        'VAR_OUTPUT Q : BOOL; END_VAR',
        'VAR T : TIMER; END_VAR',
        'TON(T, IN, T#250ms);',
        'Q := T.DN;',
        'END_FUNCTION_BLOCK',
        'VAR Button, Lamp : BOOL; D1 : Debounce; END_VAR',
        'D1(IN := Button, Q => Lamp);',
      ].join('\n'),
    );
    const seen: string[] = [];
    for (const button of [1, 1, 1, 0, 1]) {
      engine.set('Button', button);
      engine.scan(100);
      seen.push(`${engine.get('Lamp')}/${engine.get('D1.T.ACC')}/${engine.get('D1.Q')}`);
    }
    expect(seen).toEqual(['0/100/0', '0/200/0', '1/250/1', '0/0/0', '0/100/0']);
    engine.scan(100);
    engine.scan(100);
    engine.scan(100);
    expect([engine.get('Lamp'), engine.get('D1.T.ACC')]).toEqual([1, 250]);
  });

  it('run a TON declared inside the block with named inputs, Q and ET', () => {
    load(
      [
        'FUNCTION_BLOCK Debounce',
        'VAR_INPUT IN : BOOL; END_VAR',
        'VAR_OUTPUT Q : BOOL; Elapsed : DINT; END_VAR',
        'VAR T : TON; END_VAR',
        'T(IN := IN, PT := T#250ms, ET => Elapsed);',
        'Q := T.Q;',
        'END_FUNCTION_BLOCK',
        'VAR Button, Lamp : BOOL; D1, D2 : Debounce; END_VAR',
        'D1(IN := Button, Q => Lamp);',
        'D2(IN := NOT Button);',
      ].join('\n'),
    );
    const seen: string[] = [];
    for (const button of [1, 1, 1, 0, 1]) {
      engine.set('Button', button);
      engine.scan(100);
      seen.push(
        `${engine.get('Lamp')}/${engine.get('D1.Elapsed')}/${engine.get('D1.T.PRE')}/${engine.get('D2.T.ACC')}`,
      );
    }
    expect(seen).toEqual(['0/100/250/0', '0/200/250/0', '1/250/250/0', '0/0/250/100', '0/100/250/0']);
  });

  it('nest: an instance of one FB inside another runs inlined with its own data', () => {
    load(
      [
        ...COUNTER,
        'FUNCTION_BLOCK Pair',
        'VAR_INPUT Go : BOOL; END_VAR',
        'VAR_OUTPUT Total : DINT; END_VAR',
        'VAR A, B : Tally; END_VAR',
        'A(Up := Go);',
        'B(Up := NOT Go, Limit := 2);',
        'Total := A.Count * 10 + B.Count;',
        'END_FUNCTION_BLOCK',
        'VAR P : Pair; X : BOOL; END_VAR',
        'P(Go := X);',
        'X := NOT X;',
      ].join('\n'),
    );
    for (let k = 0; k < 5; k++) engine.scan(100);
    expect([
      engine.get('P.Total'),
      engine.get('P.A.Count'),
      engine.get('P.B.Count'),
      engine.get('P.B.Full'),
    ]).toEqual([23, 2, 3, 1]);
  });
});

describe('user FUNCTIONs', () => {
  const SCALE = [
    'FUNCTION Scale : REAL',
    'VAR_INPUT In : DINT; Lo, Hi : REAL; END_VAR',
    'VAR Span : REAL := 1.0; END_VAR',
    'Span := Hi - Lo;',
    'Scale := Lo + DINT_TO_REAL(In) * Span / 100.0;',
    'END_FUNCTION',
  ];
  it('return a value, called positionally, formally and nested', () => {
    load(
      [
        ...SCALE,
        'FUNCTION Twice : DINT VAR_INPUT X : DINT; END_VAR Twice := X * 2; END_FUNCTION',
        'VAR Raw : DINT := 50; Y, Z : REAL; N : DINT; END_VAR',
        'Y := Scale(Raw, 0.0, 10.0);',
        'Z := Scale(Hi := 200.0, In := 25, Lo := 100.0) + 1.0;',
        'N := Twice(Twice(3)) + Twice(1 + Twice(1));',
        'Twice(5);',
      ].join('\n'),
    );
    engine.scan(100);
    expect([engine.get('Y'), engine.get('Z'), engine.get('N')]).toEqual([5, 126, 18]);
  });
});

describe('messages', () => {
  it('refuse recursion, naming the chain', () => {
    expect(
      messages(
        [
          'FUNCTION_BLOCK Count VAR S : Step; END_VAR S(); END_FUNCTION_BLOCK',
          'FUNCTION_BLOCK Step VAR C : Count; END_VAR C(); END_FUNCTION_BLOCK',
          'VAR X : DINT; END_VAR X := 1;',
        ].join('\n'),
      ),
    ).toEqual(['1:16: Recursion is not allowed: Count calls Step, which calls Count']);
    expect(
      messages(
        'FUNCTION F : DINT VAR_INPUT A : DINT; END_VAR F := F(A); END_FUNCTION\nVAR X : DINT; END_VAR X := F(1);',
      ),
    ).toEqual(['1:10: Recursion is not allowed: F calls F']);
  });

  it('name unknown inputs and outputs, wrong argument counts and positional FB calls', () => {
    expect(
      messages(
        [
          ...COUNTER,
          'FUNCTION Twice : DINT VAR_INPUT X : DINT; END_VAR Twice := X * 2; END_FUNCTION',
          'VAR C1 : Tally; N : DINT; END_VAR',
          'C1(Upp := TRUE, Count => N, Last => N);',
          'N := Twice(1, 2);',
          'C1(TRUE);',
        ].join('\n'),
      ),
    ).toEqual([
      '11:4: Tally has no input Upp (its inputs: Up, Limit)',
      '11:29: Tally has no output Last (its outputs: Count, Full)',
      '12:6: Twice takes 1 argument (X), got 2',
      '13:1: C1 is a Tally: call it with formal arguments, e.g. C1(Up := …)',
    ]);
  });

  it('check argument types against the inputs', () => {
    expect(
      messages(
        [
          'FUNCTION_BLOCK Fb VAR_INPUT I : DINT; END_VAR END_FUNCTION_BLOCK',
          'VAR F1 : Fb; R : REAL; END_VAR F1(I := R);',
        ].join('\n'),
      ),
    ).toEqual([
      '2:40: Cannot store a REAL in DINT "F1.I": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
    ]);
  });

  it('check an FB body on its own variables', () => {
    expect(
      messages(
        [
          'FUNCTION_BLOCK F VAR_INPUT A : DINT; END_VAR B := A; END_FUNCTION_BLOCK',
          'VAR X : DINT; END_VAR X := 1;',
        ].join('\n'),
      ),
    ).toEqual([expect.stringMatching(/^1:46: Unknown tag "B"/)]);
  });

  it('refuse what this slice does not run yet, saying what to write instead', () => {
    expect(
      messages(
        [
          'FUNCTION_BLOCK Blinker',
          'VAR_INPUT En : BOOL; END_VAR',
          'VAR_IN_OUT Shared : DINT; END_VAR',
          'VAR C : CTU; END_VAR',
          'C(CU := En);',
          'END_FUNCTION_BLOCK',
          'VAR X : DINT; END_VAR X := 1;',
        ].join('\n'),
      ),
    ).toEqual([
      '3:1: VAR_IN_OUT in a FUNCTION_BLOCK is not supported yet: use VAR_INPUT, VAR_OUTPUT, VAR',
      '4:5: CTU "C" inside a FUNCTION_BLOCK is not supported yet: declare C : COUNTER and call CTU(C, …)',
    ]);
  });
});

describe('faults after an inlined call', () => {
  it('name the caller’s line, not the function body’s', () => {
    load(
      [
        'FUNCTION Nine : DINT',
        'Nine := 9;',
        'END_FUNCTION',
        'VAR Data : ARRAY[0..3] OF DINT; i : DINT := 5; END_VAR',
        'Data[i] := Nine();',
      ].join('\n'),
    );
    const status = engine.scan(100);
    expect(status.ok ? null : status.message).toBe('Array index 5 is out of range for Data[0..3] (line 5)');
  });
});
