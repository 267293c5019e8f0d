/**
 * Issue 17: Structured Text as IEC courses write it — formal function-block calls, IEC block types in VAR,
 * IEC member names, CONTINUE/RETURN, constant initial values, VAR CONSTANT, PROGRAM…END_PROGRAM — each
 * compiled and run on the WebAssembly VM.
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

function st(source: string, ...tags: b.TagSpec[]): Project {
  return { ...b.project(...tags), programMode: 'ST', stSource: source };
}

function run(source: string, ...tags: b.TagSpec[]) {
  const { program, diagnostics } = compileProject(st(source, ...tags));
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  return {
    scan: (dt = 100) => expect(engine.scan(dt).ok).toBe(true),
    get: (name: string) => engine.get(name),
    set: (name: string, value: number) => engine.set(name, value),
  };
}

const messages = (source: string, ...tags: b.TagSpec[]) =>
  compileProject(st(source, ...tags)).diagnostics.map(
    (d) => `${d.line}:${d.col}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
  );

describe('the issue example', () => {
  it('compiles and runs: Delay(IN := Start, PT := T#2s), Edge(CLK := Start), Delay.Q', () => {
    const p = run(
      [
        'VAR Start, Lamp : BOOL; Delay : TON; Edge : R_TRIG; Pulses : DINT; END_VAR',
        'Delay(IN := Start, PT := T#2s);',
        'Edge(CLK := Start);',
        'IF Delay.Q THEN Lamp := TRUE; END_IF;',
        'IF Edge.Q THEN Pulses := Pulses + 1; END_IF;',
      ].join('\n'),
    );
    p.scan();
    expect(p.get('Lamp')).toBe(0);
    p.set('Start', 1);
    p.scan();
    expect(p.get('Pulses')).toBe(1);
    expect(p.get('Edge.Q')).toBe(1);
    for (let i = 0; i < 18; i++) p.scan();
    expect(p.get('Lamp')).toBe(0);
    expect(p.get('Delay.ET')).toBe(1900);
    p.scan();
    expect(p.get('Lamp')).toBe(1);
    expect(p.get('Delay.Q')).toBe(1);
    expect(p.get('Delay.DN')).toBe(1);
    expect(p.get('Pulses')).toBe(1);
    expect(p.get('Edge.Q')).toBe(0);
  });
});

describe('a CODESYS-style traffic light with TON, R_TRIG and CASE', () => {
  const SOURCE = `PROGRAM TrafficLight
VAR
  StartButton : BOOL;          (* pressed once to start *)
  Red, Yellow, Green : BOOL;
  State : DINT := 0;           (* 0 off, 1 red, 2 red+yellow, 3 green, 4 yellow *)
  StepTimer : TON;
  StartEdge : R_TRIG;
END_VAR
VAR CONSTANT
  RED_TIME : DINT := T#3s;
  SHORT_TIME : DINT := T#1s;
END_VAR

StartEdge(CLK := StartButton);
IF StartEdge.Q AND State = 0 THEN
  State := 1;
END_IF;

CASE State OF
  1: StepTimer(IN := TRUE, PT := RED_TIME);
  2, 4: StepTimer(IN := TRUE, PT := SHORT_TIME);
  3: StepTimer(IN := TRUE, PT := RED_TIME + SHORT_TIME);
ELSE
  StepTimer(IN := FALSE);
END_CASE;

IF StepTimer.Q THEN
  StepTimer(IN := FALSE);      (* restart the timer for the next phase *)
  State := State + 1;
  IF State > 4 THEN
    State := 1;
  END_IF;
END_IF;

Red := State = 1 OR State = 2;
Yellow := State = 2 OR State = 4;
Green := State = 3;
END_PROGRAM
`;

  it('cycles red, red+yellow, green, yellow', () => {
    const p = run(SOURCE);
    p.scan();
    expect(p.get('State')).toBe(0);
    p.set('StartButton', 1);
    p.scan();
    const seen: string[] = [];
    let last = '';
    for (let i = 0; i < 200; i++) {
      p.scan();
      const lamps = `${p.get('Red') ? 'R' : ''}${p.get('Yellow') ? 'Y' : ''}${p.get('Green') ? 'G' : ''}`;
      if (lamps !== last) seen.push(lamps);
      last = lamps;
    }
    expect(seen.slice(0, 6)).toEqual(['R', 'RY', 'G', 'Y', 'R', 'RY']);
  });
});

describe('timers', () => {
  it('omitted inputs keep their last value; outputs with =>', () => {
    const p = run(
      [
        'VAR Go, Lamp : BOOL; T1 : TON; Left : DINT; END_VAR',
        'IF Go THEN T1(IN := TRUE, PT := 300); ELSE T1(Q => Lamp); END_IF;',
        'T1(ET => Left);',
      ].join('\n'),
    );
    p.set('Go', 1);
    p.scan();
    // The second call runs again with IN still TRUE.
    expect(p.get('Left')).toBe(200);
    p.set('Go', 0);
    p.scan();
    expect(p.get('Lamp')).toBe(1);
    expect(p.get('T1.PT')).toBe(300);
  });

  it('TOF, TP and RTO declared in VAR', () => {
    const p = run(
      [
        'VAR x : BOOL; Off : TOF; Pulse : TP; Keep : RTO; a, b, c : BOOL; END_VAR',
        'Off(IN := x, PT := 200, Q => a);',
        'Pulse(IN := x, PT := 200, Q => b);',
        'Keep(IN := x, PT := 300, Q => c);',
      ].join('\n'),
    );
    p.set('x', 1);
    p.scan();
    expect([p.get('a'), p.get('b'), p.get('c')]).toEqual([1, 1, 0]);
    p.set('x', 0);
    p.scan();
    expect([p.get('a'), p.get('b'), p.get('c')]).toEqual([1, 0, 0]);
    expect(p.get('Keep.ET')).toBe(100);
    p.scan();
    expect(p.get('a')).toBe(0);
  });

  it('IEC member names read and write the Logix members', () => {
    const p = run('VAR T : TON; n : DINT; END_VAR T.PT := 500; T(IN := TRUE); n := T.ET + T.PRE;');
    p.scan();
    expect(p.get('n')).toBe(600);
    expect(p.get('T.IN')).toBe(1);
  });

  it('IEC names work on a project TIMER tag too (Q = DN, ET = ACC, PT = PRE)', () => {
    const p = run(
      'TON(T1, TRUE, 100); x := T1.Q; n := T1.ET + T1.PT;',
      b.timer('T1', 100),
      b.tag('x', 'BOOL'),
      b.tag('n', 'DINT'),
    );
    p.scan();
    expect([p.get('x'), p.get('n')]).toEqual([1, 200]);
  });
});

describe('counters declared with IEC types', () => {
  it('CTU counts rising edges, stops at PV, R resets; Q = CV >= PV', () => {
    const p = run(
      'VAR cu, r : BOOL; C : CTU; q : BOOL; cv : DINT; END_VAR C(CU := cu, R := r, PV := 3, Q => q, CV => cv);',
    );
    for (let i = 0; i < 5; i++) {
      p.set('cu', 1);
      p.scan();
      p.set('cu', 0);
      p.scan();
    }
    expect([p.get('cv'), p.get('q')]).toEqual([3, 1]);
    p.set('r', 1);
    p.scan();
    expect([p.get('cv'), p.get('q'), p.get('C.R')]).toEqual([0, 0, 1]);
    // R is kept when omitted.
    p.set('r', 0);
    p.set('cu', 1);
    p.scan();
    expect(p.get('C.CV')).toBe(1);
  });

  it('CTD loads PV with LD and stops at 0; Q = CV <= 0', () => {
    const p = run('VAR cd, ld : BOOL; C : CTD; END_VAR C(CD := cd, LOAD := ld, PV := 2);');
    p.scan();
    expect(p.get('C.Q')).toBe(1);
    p.set('ld', 1);
    p.scan();
    p.set('ld', 0);
    expect([p.get('C.CV'), p.get('C.Q')]).toEqual([2, 0]);
    for (let i = 0; i < 4; i++) {
      p.set('cd', i % 2 === 0 ? 1 : 0);
      p.scan();
    }
    expect([p.get('C.CV'), p.get('C.Q')]).toEqual([0, 1]);
    p.set('cd', 1);
    p.scan();
    expect(p.get('C.CV')).toBe(0);
  });

  it('CTUD counts both ways, QU and QD, both edges at once count nothing', () => {
    const p = run('VAR u, d : BOOL; C : CTUD; END_VAR C(CU := u, CD := d, PV := 2);');
    const pulse = (name: string) => {
      p.set(name, 1);
      p.scan();
      p.set(name, 0);
      p.scan();
    };
    pulse('u');
    pulse('u');
    pulse('u');
    expect([p.get('C.CV'), p.get('C.QU'), p.get('C.QD')]).toEqual([2, 1, 0]);
    p.set('u', 1);
    p.set('d', 1);
    p.scan();
    expect(p.get('C.CV')).toBe(2);
    p.set('u', 0);
    p.set('d', 0);
    p.scan();
    pulse('d');
    pulse('d');
    pulse('d');
    expect([p.get('C.CV'), p.get('C.QU'), p.get('C.QD')]).toEqual([0, 0, 1]);
  });

  it('a count input already on at start-up is not a count; R_TRIG gives Q on its first call (IEC)', () => {
    const p = run(
      'VAR x : BOOL := TRUE; C : CTU; E : R_TRIG; n : DINT; END_VAR C(CU := x, PV := 5); E(CLK := x); IF E.Q THEN n := n + 1; END_IF;',
    );
    p.scan();
    expect([p.get('C.CV'), p.get('n'), p.get('E.Q')]).toEqual([0, 1, 1]);
    p.scan();
    expect([p.get('C.CV'), p.get('n'), p.get('E.Q')]).toEqual([0, 1, 0]);
  });

  it('the positional CTU keeps the Rockwell behaviour on the same tag (counts past PRE)', () => {
    const p = run('VAR x : BOOL; C : CTU; END_VAR CTU(C, x, 1);');
    for (let i = 0; i < 3; i++) {
      p.set('x', 1);
      p.scan();
      p.set('x', 0);
      p.scan();
    }
    expect(p.get('C.ACC')).toBe(3);
  });
});

describe('R_TRIG, F_TRIG, SR, RS', () => {
  it('edges are true for one call', () => {
    const p = run(
      'VAR x, r, f : BOOL; Up : R_TRIG; Down : F_TRIG; END_VAR Up(CLK := x, Q => r); Down(CLK := x, Q => f);',
    );
    const trace: number[][] = [];
    for (const x of [0, 1, 1, 0, 0, 1]) {
      p.set('x', x);
      p.scan();
      trace.push([p.get('r') ?? -1, p.get('f') ?? -1]);
    }
    expect(trace).toEqual([
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 1],
      [0, 0],
      [1, 0],
    ]);
  });

  it('SR: set dominant; RS: reset dominant', () => {
    const p = run('VAR s, r : BOOL; A : SR; B : RS; END_VAR A(S1 := s, R := r); B(S := s, R1 := r);');
    const trace: number[][] = [];
    for (const [s, r] of [
      [1, 0],
      [0, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ] as const) {
      p.set('s', s);
      p.set('r', r);
      p.scan();
      trace.push([p.get('A.Q1') ?? -1, p.get('B.Q1') ?? -1]);
    }
    expect(trace).toEqual([
      [1, 1],
      [1, 1],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('statements and declarations', () => {
  it('CONTINUE skips to the next pass in FOR, WHILE and REPEAT', () => {
    const p = run(
      [
        'VAR i, s, w, r : DINT; END_VAR',
        'FOR i := 1 TO 10 DO IF i MOD 2 = 0 THEN CONTINUE; END_IF; s := s + i; END_FOR;',
        'i := 0; WHILE i < 10 DO i := i + 1; IF i > 3 THEN CONTINUE; END_IF; w := w + 1; END_WHILE;',
        'i := 0; REPEAT i := i + 1; IF i < 5 THEN CONTINUE; END_IF; r := r + 1; UNTIL i >= 7 END_REPEAT;',
      ].join('\n'),
    );
    p.scan();
    expect([p.get('s'), p.get('w'), p.get('r')]).toEqual([25, 3, 3]);
  });

  it('RETURN ends the scan', () => {
    const p = run('VAR a, b : DINT; END_VAR a := a + 1; IF a > 1 THEN RETURN; END_IF; b := b + 1;');
    p.scan();
    p.scan();
    p.scan();
    expect([p.get('a'), p.get('b')]).toEqual([3, 1]);
  });

  it('initial values are constant expressions, VAR CONSTANT names included', () => {
    const p = run(
      [
        'VAR CONSTANT Base : DINT := 2 + 3; END_VAR',
        'VAR a : DINT := Base * 2 - (1 + 1); t : DINT := T#1s + T#500ms; f : BOOL := NOT FALSE; m : DINT := -7 MOD 3; END_VAR',
        'a := a;',
      ].join('\n'),
    );
    expect([p.get('Base'), p.get('a'), p.get('t'), p.get('f'), p.get('m')]).toEqual([5, 8, 1500, 1, -1]);
  });

  it('writing a VAR CONSTANT is an error at its line', () => {
    expect(messages('VAR CONSTANT K : DINT := 3; END_VAR\nx := 1;\nK := 4;', b.tag('x', 'DINT'))).toEqual([
      '3:1: Cannot assign to "K": it is declared in VAR CONSTANT',
    ]);
    expect(
      messages(
        'VAR CONSTANT K : DINT := 3; END_VAR VAR T : TON; END_VAR\nFOR K := 1 TO 2 DO END_FOR;\nT(ET => K);',
      ),
    ).toEqual([
      '2:5: Cannot assign to "K": it is declared in VAR CONSTANT',
      '3:9: Cannot assign to "K": it is declared in VAR CONSTANT',
    ]);
  });

  it('accepts PROGRAM name … END_PROGRAM around the body', () => {
    const p = run(['PROGRAM Main', 'VAR x : DINT; END_VAR', 'x := x + 1;', 'END_PROGRAM'].join('\n'));
    p.scan();
    expect(p.get('x')).toBe(1);
  });

  it('warns about a CASE range written high to low', () => {
    expect(messages('CASE x OF 10..1: x := 0; END_CASE;', b.tag('x', 'DINT'))).toEqual([
      '1:11: warning: CASE range 10..1 matches nothing: write the lower bound first (1..10)',
    ]);
  });
});

describe('errors of the new forms', () => {
  it.each([
    ['VAR T : TON; END_VAR T(IN := TRUE, X := 1);', '1:36: "X" is not an input of TON "T" (inputs: IN, PT)'],
    ['VAR T : TON; END_VAR T(Q := TRUE);', '1:24: "Q" is not an input of TON "T" (inputs: IN, PT)'],
    ['VAR T : TON; END_VAR T(IN => x);', '1:24: "IN" is not an output of TON "T" (outputs: Q, ET)'],
    ['VAR T : TON; END_VAR T(IN := TRUE, IN := FALSE);', '1:36: Input or output "IN" is given twice'],
    [
      'VAR T : TON; END_VAR T(TRUE, 100);',
      '1:22: "T" is an instance of TON: call it with named inputs, e.g. T(IN := …, PT := …)',
    ],
    [
      'VAR T : TON; END_VAR x := T(IN := TRUE);',
      '1:27: T(...) with named arguments is a function block call: write it as a statement, e.g. T(...);',
    ],
    ['Foo(IN := TRUE);', '1:1: Unknown function block instance "Foo": declare it in VAR, e.g. Foo : TON;'],
    [
      'TON(IN := TRUE);',
      '1:1: TON is a function block type: declare an instance in VAR (e.g. Delay : TON;) and call the instance, e.g. Delay(IN := …);',
    ],
    [
      'T1(IN := TRUE);',
      '1:1: "T1" is a TIMER tag without a function block type: declare it in VAR as T1 : TON; to call it with named inputs, or call TON(T1, …)',
    ],
    [
      'VAR E : R_TRIG; END_VAR x := E;',
      '1:30: "E" is an instance of R_TRIG: use one of its outputs, such as E.Q',
    ],
    [
      'VAR E : R_TRIG; END_VAR E(CLK := TRUE, 5);',
      '1:25: E(...) mixes positional and named arguments: write every argument as NAME := value',
    ],
    ['CONTINUE;', '1:1: CONTINUE is only allowed inside a FOR, WHILE or REPEAT loop'],
    [
      'x := LIMIT(MN := 0, IN := x, MX := 5);',
      '1:6: LIMIT takes positional arguments: write LIMIT(a, b, …) without NAME :=',
    ],
    ['VAR D : TON := (PT := T#2s); END_VAR', '1:16: Initial value not allowed for TON instance "D"'],
  ])('%s', (source, expected) => {
    expect(messages(source, b.timer('T1', 100), b.tag('x', 'DINT'))).toEqual([expected]);
  });
});

describe('valid IEC 61131-3 that is not supported here: one helpful error at its line and column', () => {
  const NOT_SUPPORTED = 'is valid IEC 61131-3 but not supported here';
  it.each([
    ['LREAL', 'VAR\n  r : LREAL;\nEND_VAR', '2:7: LREAL', 'declare it as REAL'],
    ['INT', 'VAR\n  n : INT := 5;\nEND_VAR\nn := 1;', '2:7: INT', 'declare it as DINT'],
    ['LTIME', 'VAR t : LTIME := T#2s; END_VAR', '1:9: LTIME', 'declare it as TIME'],
    ['STRING', 'VAR s : STRING; END_VAR', '1:9: STRING', 'no text values'],
    ['STRING[20]', 'VAR s : STRING[20]; END_VAR', '1:9: STRING', 'no text values'],
    ['ARRAY OF INT', 'VAR a : ARRAY[1..10] OF INT; END_VAR', '1:25: INT', 'declare it as DINT'],
    [
      'AT %IX0.0',
      'VAR\n  Start AT %IX0.0 : BOOL;\nEND_VAR',
      '2:9: AT (a located variable such as AT %IX0.0)',
      'IO panel',
    ],
    ['a STRING literal', "x := 'abc';", "1:6: A STRING literal ('abc')", 'no text values'],
  ])('%s', (_name, source, start, hint) => {
    const found = messages(source, b.tag('x', 'DINT'));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${start} ${NOT_SUPPORTED}: `);
    expect(found[0]).toContain(hint);
  });

  it('PROGRAM without END_PROGRAM says so at the end', () => {
    expect(messages('PROGRAM Main\nx := 1;\n', b.tag('x', 'DINT'))).toEqual([
      "3:1: Expected 'END_PROGRAM', got end of input",
    ]);
  });
});
