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

/** An ST project over `tags`. */
function st(source: string, ...tags: b.TagSpec[]): Project {
  return { ...b.project(...tags), programMode: 'ST', stSource: source };
}

function run(project: Project) {
  const { program, diagnostics } = compileProject(project);
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

const errors = (project: Project) =>
  compileProject(project).diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);

describe('expressions', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['-2 ** 2', 4],
    ['2 ** 10', 1024],
    ['2 ** -1', 0],
    ['-7 / 2', -3],
    ['7 / 0', 0],
    ['-7 MOD 3', -1],
    ['7 MOD 0', 0],
    ['2147483647 + 1', -2147483648],
    ['-2147483648 / -1', -2147483648],
    ['ABS(-5)', 5],
    ['MIN(4, -2, 9)', -2],
    ['MAX(4, -2, 9)', 9],
    ['LIMIT(0, 150, 100)', 100],
    ['LIMIT(0, -3, 100)', 0],
    ['SEL(TRUE, 1, 2)', 2],
    ['SHL(1, 4)', 16],
    ['SHR(-1, 28)', 15],
    ['SHL(1, 32)', 0],
    ['NOT 5', -6],
    ['5 AND 3', 1],
    ['5 OR 3', 7],
    ['5 XOR 3', 6],
    ['T#1m30s', 90000],
    ['3 > 2', 1],
    ['1 + 2 = 3 AND 4 <> 5', 1],
  ])('%s = %i', (expression, expected) => {
    const p = run(st(`R := ${expression};`, b.tag('R', 'DINT')));
    p.scan();
    expect(p.get('R')).toBe(expected);
  });

  it('stores 0/1 into BOOL tags and uses DINT values as conditions', () => {
    const p = run(
      st(
        'B := 7; IF N THEN C := TRUE; END_IF; D := NOT B;',
        b.tag('B', 'BOOL'),
        b.tag('C', 'BOOL'),
        b.tag('D', 'BOOL'),
        b.tag('N', 'DINT', 3),
      ),
    );
    p.scan();
    expect([p.get('B'), p.get('C'), p.get('D')]).toEqual([1, 1, 0]);
  });
});

describe('statements', () => {
  it('IF / ELSIF / ELSE picks the first true branch', () => {
    const source = 'IF X > 10 THEN R := 1; ELSIF X > 5 THEN R := 2; ELSE R := 3; END_IF;';
    const p = run(st(source, b.tag('X', 'DINT'), b.tag('R', 'DINT')));
    for (const [x, r] of [
      [11, 1],
      [6, 2],
      [5, 3],
    ] as const) {
      p.set('X', x);
      p.scan();
      expect(p.get('R'), `X = ${x}`).toBe(r);
    }
  });

  it('CASE matches lists and ranges, else the ELSE', () => {
    const source = 'CASE X OF 1, 3..5: R := 10; -2: R := 20; ELSE R := 30; END_CASE;';
    const p = run(st(source, b.tag('X', 'DINT'), b.tag('R', 'DINT')));
    for (const [x, r] of [
      [1, 10],
      [4, 10],
      [2, 30],
      [-2, 20],
      [6, 30],
    ] as const) {
      p.set('X', x);
      p.scan();
      expect(p.get('R'), `X = ${x}`).toBe(r);
    }
  });

  it('FOR counts up, down with a negative BY, and EXIT leaves the loop', () => {
    const p = run(
      st(
        'S := 0; FOR I := 1 TO 10 DO S := S + I; END_FOR; D := 0; FOR I := 10 TO 1 BY -3 DO D := D * 10 + I; END_FOR; ' +
          'E := 0; FOR I := 1 TO 100 DO IF I = 4 THEN EXIT; END_IF; E := I; END_FOR;',
        b.tag('S', 'DINT'),
        b.tag('D', 'DINT'),
        b.tag('E', 'DINT'),
        b.tag('I', 'DINT'),
      ),
    );
    p.scan();
    expect([p.get('S'), p.get('D'), p.get('E')]).toEqual([55, 10741, 3]);
  });

  it('FOR with a step from a tag decides the direction at run time', () => {
    const p = run(
      st(
        'N := 0; FOR I := A TO B BY S DO N := N + 1; END_FOR;',
        ...['N', 'I', 'A', 'B', 'S'].map((n) => b.tag(n, 'DINT')),
      ),
    );
    for (const [a, bb, s, n] of [
      [1, 5, 2, 3],
      [5, 1, -1, 5],
      [5, 1, 1, 0],
    ] as const) {
      p.set('A', a);
      p.set('B', bb);
      p.set('S', s);
      p.scan();
      expect(p.get('N'), `${a} TO ${bb} BY ${s}`).toBe(n);
    }
  });

  it('REPEAT runs at least once; WHILE may not run at all', () => {
    const p = run(
      st(
        'R := 0; REPEAT R := R + 1; UNTIL TRUE END_REPEAT; W := 0; WHILE FALSE DO W := 1; END_WHILE;',
        b.tag('R', 'DINT'),
        b.tag('W', 'DINT'),
      ),
    );
    p.scan();
    expect([p.get('R'), p.get('W')]).toEqual([1, 0]);
  });

  it('caps a runaway loop at 10 000 passes, warns once naming its line, and runs on', () => {
    const p = run(
      st(
        'N := 0;\nWHILE TRUE DO\n  N := N + 1;\nEND_WHILE;\nAfter := TRUE;',
        b.tag('N', 'DINT'),
        b.tag('After', 'BOOL'),
      ),
    );
    p.scan();
    p.scan();
    expect([p.get('N'), p.get('After')]).toEqual([10000, 1]);
    expect(engine.warnings()).toEqual(['Line 2: loop stopped after 10000 iterations.']);
  });

  it('resolves tags by alias first, then by name, case-insensitively', () => {
    const p = run(
      st(
        'pb1 := TRUE; motor := 5;',
        b.tag('DI0', 'BOOL', 0, 'PB1'),
        b.tag('PB1', 'BOOL'),
        b.tag('Motor', 'DINT'),
      ),
    );
    p.scan();
    expect([p.get('DI0'), p.get('PB1'), p.get('Motor')]).toEqual([1, 0, 5]);
  });

  it('assigns members: Timer1.PRE := 5000;', () => {
    const p = run(st('Timer1.PRE := 5000; TON(Timer1, Go);', b.timer('Timer1', 100), b.tag('Go', 'BOOL', 1)));
    p.scan();
    expect([p.get('Timer1.PRE'), p.get('Timer1.ACC'), p.get('Timer1.TT')]).toEqual([5000, 100, 1]);
  });
});

describe('timers and counters behave as the ladder instructions', () => {
  const scenarios: { name: string; tags: () => b.TagSpec[]; ladder: b.RungSpec[]; st: string }[] = [
    {
      name: 'TON',
      tags: () => [b.timer('T1', 250), b.tag('Go', 'BOOL')],
      ladder: [b.rung(b.xic('Go'), b.ton('T1'))],
      st: 'TON(T1, Go);',
    },
    {
      name: 'TOF',
      tags: () => [b.timer('T1', 250), b.tag('Go', 'BOOL')],
      ladder: [b.rung(b.xic('Go'), b.tof('T1'))],
      st: 'TOF(T1, Go);',
    },
    {
      name: 'RTO and RES',
      tags: () => [b.timer('T1', 350), b.tag('Go', 'BOOL'), b.tag('Clr', 'BOOL')],
      ladder: [b.rung(b.xic('Go'), b.rto('T1')), b.rung(b.xic('Clr'), b.res('T1'))],
      st: 'RTO(T1, Go); IF Clr THEN RES(T1); END_IF;',
    },
    {
      name: 'CTU, CTD and RES',
      tags: () => [b.counter('C1', 3), b.tag('Go', 'BOOL'), b.tag('Clr', 'BOOL')],
      ladder: [
        b.rung(b.xic('Go'), b.ctu('C1')),
        b.rung(b.xio('Go'), b.ctd('C1')),
        b.rung(b.xic('Clr'), b.res('C1')),
      ],
      st: 'CTU(C1, Go); CTD(C1, NOT Go); IF Clr THEN RES(C1); END_IF;',
    },
  ];
  const inputs = [
    { Go: 1, Clr: 0 },
    { Go: 1, Clr: 0 },
    { Go: 0, Clr: 0 },
    { Go: 1, Clr: 0 },
    { Go: 1, Clr: 0 },
    { Go: 1, Clr: 0 },
    { Go: 0, Clr: 1 },
    { Go: 0, Clr: 0 },
    { Go: 0, Clr: 0 },
    { Go: 1, Clr: 0 },
  ];

  it.each(scenarios)('$name', ({ tags, ladder, st: source }) => {
    const trace = (project: Project) => {
      const p = run(project);
      return inputs.map((values) => {
        for (const [name, value] of Object.entries(values)) p.set(name, value);
        p.scan();
        return engine.snapshot();
      });
    };
    const ladderTrace = trace(b.project(...tags(), ...ladder));
    const stTrace = trace(st(source, ...tags()));
    expect(stTrace).toEqual(ladderTrace);
  });

  it('a preset argument sets .PRE before the timer runs', () => {
    const p = run(st('TON(T1, Go, T#250ms);', b.timer('T1', 0), b.tag('Go', 'BOOL', 1)));
    p.scan();
    p.scan();
    p.scan();
    expect([p.get('T1.PRE'), p.get('T1.ACC'), p.get('T1.DN')]).toEqual([250, 250, 1]);
  });

  it('TP gives one pulse of PRE on a rising edge, whatever the input does meanwhile', () => {
    const p = run(st('TP(P, Go, T#300ms);', b.timer('P', 0), b.tag('Go', 'BOOL')));
    const pulse: (number | undefined)[] = [];
    for (const go of [1, 0, 1, 0, 0, 0, 1]) {
      p.set('Go', go);
      p.scan();
      pulse.push(p.get('P.TT'));
    }
    expect(pulse).toEqual([1, 1, 0, 0, 0, 0, 1]);
  });

  it('pre-scan sets CU from the input, so an input already on is not counted', () => {
    const p = run(st('CTU(C1, Go);', b.counter('C1', 5), b.tag('Go', 'BOOL', 1)));
    p.scan();
    expect(p.get('C1.ACC')).toBe(0);
  });
});

describe('semantic diagnostics', () => {
  it.each([
    ['X := Nope;', ['1:6: Unknown tag "Nope"']],
    [
      'T1.FOO := 1;',
      [
        '1:4: Unknown member "FOO" of TIMER tag "T1" (members: PRE, ACC, EN, TT, DN; IEC names IN, PT, Q, ET)',
      ],
    ],
    ['X := X.ACC;', ['1:6: Tag "X" is a DINT and has no members']],
    ['X := T1;', ['1:6: Tag "T1" is a TIMER: use one of its members, such as T1.DN']],
    ['T1 := 5;', ['1:1: Cannot assign to TIMER tag "T1": assign one of its members, such as T1.PRE']],
    ['TON(T1);', ['1:1: TON expects 2 or 3 arguments, got 1']],
    ['X := LIMIT(1, 2);', ['1:6: LIMIT expects 3 arguments, got 2']],
    ['TON(X, TRUE);', ['1:5: The first argument of TON must be a TIMER tag']],
    ['X := FOO(1);', ['1:6: Unknown function "FOO"']],
    ['ABS(X);', ['1:1: The result of ABS(...) is not used: assign it, e.g. x := ABS(...);']],
    ['X := TON(T1, TRUE);', ['1:6: TON does not return a value: call it as a statement, e.g. TON(...);']],
    ['X := 3000000000;', ['1:6: Integer 3000000000 is out of range for DINT (-2147483648 to 2147483647)']],
    ['EXIT;', ['1:1: EXIT is only allowed inside a FOR, WHILE or REPEAT loop']],
    ['FOR B := 1 TO 2 DO END_FOR;', ['1:5: FOR variable "B" must be a DINT tag']],
    ['CASE X OF Y: X := 1; END_CASE;', ['1:11: CASE labels must be integer constants']],
  ])('%s', (source, expected) => {
    expect(
      errors(st(source, b.tag('X', 'DINT'), b.tag('Y', 'DINT'), b.tag('B', 'BOOL'), b.timer('T1', 0))),
    ).toEqual(expected);
  });

  it('gives no program when any diagnostic is an error, and reports every unknown tag', () => {
    const result = compileProject(st('A := 1;\nB := 2;', b.tag('X', 'DINT')));
    expect(result.program).toBeNull();
    expect(result.diagnostics.map((d) => d.line)).toEqual([1, 2]);
  });
});

describe('VAR header', () => {
  it('declares missing tags and ignores declarations the project already has', () => {
    const source = 'VAR\n  X : DINT := 5;\n  N : DINT := 7;\nEND_VAR\nR := X + N;';
    const p = run(st(source, b.tag('X', 'DINT', 1), b.tag('R', 'DINT')));
    p.scan();
    expect([p.get('X'), p.get('N'), p.get('R')]).toEqual([1, 7, 8]);
  });

  it('warns when a declaration disagrees with the project, and uses the project tag', () => {
    const result = compileProject(st('VAR X : BOOL; END_VAR\nX := 3;', b.tag('X', 'DINT')));
    expect(result.program).not.toBeNull();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 1,
        message: expect.stringContaining("the project's tag is used"),
      }),
    ]);
  });
});
