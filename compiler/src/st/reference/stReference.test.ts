/**
 * The Structured Text reference interpreter, rule by rule (docs/decisions.md "Structured Text: exact
 * rules"), each with a tiny program read by `parseSt`.
 */
import { describe, expect, it } from 'vitest';
import type { Project } from '../../model/project.ts';
import { counter, project, tag, timer, type TagSpec } from '../../reference/builders.ts';
import { parseSt } from '../parse/parseSt.ts';
import { forLoop, programOf, whileLoop, assign, binary, nameRef, intLit, boolLit } from './astBuilders.ts';
import { loopCapWarning, StReference } from './stReference.ts';

const MIN = -2147483648;
const MAX = 2147483647;

function stProject(source: string, tags: readonly TagSpec[]): Project {
  return { ...project(...tags), programMode: 'ST', stSource: source };
}

/** a ** e modulo 2^32, as a signed 32-bit value. */
function wrappedPower(a: bigint, e: bigint): number {
  const m = 1n << 32n;
  let result = 1n;
  let base = BigInt.asUintN(32, a);
  for (let n = e; n > 0n; n >>= 1n) {
    if ((n & 1n) === 1n) result = (result * base) % m;
    base = (base * base) % m;
  }
  return Number(BigInt.asIntN(32, result));
}

/** A reference PLC for `source` over `tags` (pre-scanned unless told not to). */
function plc(source: string, tags: readonly TagSpec[], options: { prescan?: boolean } = {}): StReference {
  const parsed = parseSt(source);
  expect(parsed.diagnostics, source).toEqual([]);
  const reference = new StReference(stProject(source, tags), parsed.program, source);
  if (options.prescan ?? true) reference.prescan();
  return reference;
}

/** Runs `source` for one 100 ms scan over DINT tags D, E, F, S, N, i and BOOL tags B, X, Y, I0. */
function once(source: string, extra: readonly TagSpec[] = []): StReference {
  const tags = [
    tag('D', 'DINT'),
    tag('E', 'DINT'),
    tag('F', 'DINT'),
    tag('S', 'DINT'),
    tag('N', 'DINT'),
    tag('i', 'DINT'),
    tag('B', 'BOOL'),
    tag('X', 'BOOL'),
    tag('Y', 'BOOL'),
    tag('I0', 'BOOL'),
    ...extra,
  ];
  const reference = plc(source, tags);
  reference.scan(100);
  return reference;
}

/** The value `expression` gives when assigned to the DINT D. */
const dintOf = (expression: string): number => once(`D := ${expression};`).get('D');

describe('types', () => {
  it('comparisons give BOOL, stored as 0/1 in BOOL and DINT tags', () => {
    const r = once('B := 3 > 2; D := 3 > 2; E := 2 > 3;');
    expect([r.get('B'), r.get('D'), r.get('E')]).toEqual([1, 1, 0]);
  });

  it('counts a BOOL as 0/1 where a number is needed', () => {
    expect(dintOf('TRUE + TRUE')).toBe(2);
    expect(dintOf('FALSE - TRUE')).toBe(-1);
  });

  it('counts a DINT as true when non-zero where a condition is needed', () => {
    expect(once('D := 5; IF D THEN X := TRUE; END_IF;').get('X')).toBe(1);
    expect(once('D := 0; IF D THEN X := TRUE; END_IF;').get('X')).toBe(0);
    expect(once('D := -1; WHILE D DO D := 0; S := S + 1; END_WHILE;').get('S')).toBe(1);
  });

  it('stores 1 in a BOOL for any non-zero value', () => {
    expect(once('B := 42;').get('B')).toBe(1);
    expect(once('B := -2147483647 - 1;').get('B')).toBe(1);
    expect(once('B := TRUE; B := 0;').get('B')).toBe(0);
  });

  it('works AND, OR, XOR bit by bit (logically on BOOLs); & is AND', () => {
    const r = once('D := 12 AND 10; E := 12 OR 3; F := 12 XOR 10; S := 12 & 6; B := TRUE XOR TRUE;');
    expect([r.get('D'), r.get('E'), r.get('F'), r.get('S'), r.get('B')]).toEqual([8, 15, 6, 4, 0]);
  });

  it('applies NOT logically to a BOOL and bitwise to a DINT', () => {
    expect(dintOf('NOT 5')).toBe(-6);
    expect(dintOf('NOT TRUE')).toBe(0);
    expect(dintOf('NOT FALSE')).toBe(1);
    expect(dintOf('NOT (1 < 2)')).toBe(0);
    // a DINT 1 is bitwise-negated to -2, which is true
    expect(once('D := 1; IF NOT D THEN X := TRUE; END_IF;').get('X')).toBe(1);
  });

  it('types AND/OR/XOR as DINT when an operand is a DINT, SEL as BOOL when both choices are BOOL', () => {
    expect(dintOf('NOT (TRUE AND 2)')).toBe(-1);
    expect(dintOf('NOT SEL(FALSE, TRUE, FALSE)')).toBe(0);
    expect(dintOf('NOT SEL(FALSE, 1, FALSE)')).toBe(-2);
  });
});

describe('arithmetic', () => {
  it('wraps at 32 bits', () => {
    expect(dintOf('2147483647 + 1')).toBe(MIN);
    expect(dintOf('(-2147483647 - 1) - 1')).toBe(MAX);
    expect(dintOf('65536 * 65536')).toBe(0);
    expect(dintOf('-(-2147483647 - 1)')).toBe(MIN);
  });

  it('divides toward zero; x / 0 = 0; -2147483648 / -1 = -2147483648', () => {
    expect(dintOf('-7 / 2')).toBe(-3);
    expect(dintOf('7 / -2')).toBe(-3);
    expect(dintOf('7 / 0')).toBe(0);
    expect(dintOf('(-2147483647 - 1) / -1')).toBe(MIN);
  });

  it('gives MOD the sign of the dividend; x MOD 0 = 0', () => {
    expect(dintOf('-7 MOD 3')).toBe(-1);
    expect(dintOf('7 MOD -3')).toBe(1);
    expect(dintOf('7 MOD 0')).toBe(0);
    expect(dintOf('(-2147483647 - 1) MOD -1')).toBe(0);
  });

  it('computes ** as a wrapping integer power; negative exponents give 0 except for 1 and -1', () => {
    expect(dintOf('2 ** 10')).toBe(1024);
    expect(dintOf('2 ** 31')).toBe(MIN);
    expect(dintOf('2 ** 32')).toBe(0);
    expect(dintOf('3 ** 21')).toBe(Number(BigInt.asIntN(32, 3n ** 21n)));
    expect(dintOf('0 ** 0')).toBe(1);
    expect(dintOf('3 ** -1')).toBe(0);
    expect(dintOf('1 ** -5')).toBe(1);
    expect(dintOf('(-1) ** -3')).toBe(-1);
    expect(dintOf('(-1) ** -2')).toBe(1);
    expect(dintOf('7 ** 2147483647')).toBe(wrappedPower(7n, 2147483647n));
    expect(dintOf('-3 ** 1000001')).toBe(wrappedPower(-3n, 1000001n));
  });

  it('binds unary minus and NOT tighter than **, and follows the precedence table', () => {
    expect(dintOf('-2 ** 2')).toBe(4);
    expect(dintOf('2 + 3 * 4')).toBe(14);
    expect(dintOf('2 * 3 ** 2')).toBe(18);
    expect(dintOf('10 - 4 - 3')).toBe(3);
    expect(dintOf('1 + 2 = 3 AND 4 > 3')).toBe(1);
    expect(dintOf('TRUE OR TRUE XOR TRUE')).toBe(1);
    expect(dintOf('NOT FALSE AND FALSE')).toBe(0);
  });
});

describe('functions', () => {
  it('ABS, with ABS(-2147483648) = -2147483648', () => {
    expect(dintOf('ABS(-5)')).toBe(5);
    expect(dintOf('ABS(-2147483647 - 1)')).toBe(MIN);
  });

  it('MIN and MAX over two or more arguments', () => {
    expect(dintOf('MIN(3, 1, 2)')).toBe(1);
    expect(dintOf('MAX(3, 7, 2, 5)')).toBe(7);
    expect(dintOf('max(-1, -2)')).toBe(-1);
  });

  it('LIMIT(mn, x, mx) = MIN(MAX(x, mn), mx)', () => {
    expect(dintOf('LIMIT(0, 150, 100)')).toBe(100);
    expect(dintOf('LIMIT(0, -5, 100)')).toBe(0);
    expect(dintOf('LIMIT(10, 5, 0)')).toBe(0);
  });

  it('SEL(g, a, b) is b when g is true, else a', () => {
    expect(dintOf('SEL(FALSE, 1, 2)')).toBe(1);
    expect(dintOf('SEL(TRUE, 1, 2)')).toBe(2);
    expect(dintOf('SEL(5, 1, 2)')).toBe(2);
  });

  it('SHL and SHR shift the 32 bits filling with zeros, 0 outside 0…31', () => {
    expect(dintOf('SHL(1, 31)')).toBe(MIN);
    expect(dintOf('SHL(1, 32)')).toBe(0);
    expect(dintOf('SHL(1, -1)')).toBe(0);
    expect(dintOf('SHR(-1, 28)')).toBe(15);
    expect(dintOf('SHR(-8, 0)')).toBe(-8);
    expect(dintOf('SHR(-8, 32)')).toBe(0);
  });
});

describe('FOR', () => {
  it('runs from start to end by step; the variable ends one step past', () => {
    const r = once('FOR i := 1 TO 5 DO S := S + i; END_FOR;');
    expect([r.get('S'), r.get('i')]).toEqual([15, 6]);
    const down = once('FOR i := 10 TO 1 BY -2 DO S := S + 1; END_FOR;');
    expect([down.get('S'), down.get('i')]).toEqual([5, 0]);
  });

  it('runs no pass when the start is already past the end', () => {
    const r = once('FOR i := 5 TO 1 DO S := S + 1; END_FOR;');
    expect([r.get('S'), r.get('i')]).toEqual([0, 5]);
  });

  it('assigns the start first, then evaluates end and step once', () => {
    expect(once('N := 3; FOR i := 1 TO N DO N := N + 1; S := S + 1; END_FOR;').get('S')).toBe(3);
    expect(once('i := 100; FOR i := 1 TO i + 2 DO S := S + 1; END_FOR;').get('S')).toBe(3);
    expect(once('N := 1; FOR i := 1 TO 9 BY N DO N := 5; S := S + 1; END_FOR;').get('S')).toBe(9);
  });

  it('tests the variable as the body left it', () => {
    expect(once('FOR i := 1 TO 10 DO i := i + 1; S := S + 1; END_FOR;').get('S')).toBe(5);
  });

  it('with BY 0 runs to the cap unless the start is past the end', () => {
    const r = once('FOR i := 1 TO 1 BY 0 DO S := S + 1; END_FOR;');
    expect([r.get('S'), r.warnings()]).toEqual([10_000, [loopCapWarning(1)]]);
    expect(once('FOR i := 2 TO 1 BY 0 DO S := S + 1; END_FOR;').get('S')).toBe(0);
  });

  it('wraps the variable (and so runs on) past 2147483647', () => {
    const r = once('FOR i := 2147483646 TO 2147483647 DO S := S + 1; END_FOR;');
    expect([r.get('S'), r.warnings()]).toEqual([10_000, [loopCapWarning(1)]]);
  });

  it('ends without a warning after exactly 10 000 passes, warns at 10 001', () => {
    const exact = once('FOR i := 1 TO 10000 DO S := S + 1; END_FOR;');
    expect([exact.get('S'), exact.get('i'), exact.warnings()]).toEqual([10_000, 10_001, []]);
    const over = once('FOR i := 1 TO 10001 DO S := S + 1; END_FOR;');
    expect([over.get('S'), over.get('i'), over.warnings()]).toEqual([10_000, 10_001, [loopCapWarning(1)]]);
  });
});

describe('WHILE, REPEAT, EXIT', () => {
  it('WHILE tests before each pass', () => {
    expect(once('WHILE FALSE DO S := 1; END_WHILE;').get('S')).toBe(0);
    expect(once('WHILE S < 4 DO S := S + 1; END_WHILE;').get('S')).toBe(4);
  });

  it('REPEAT runs its body, then ends when UNTIL is true', () => {
    expect(once('REPEAT S := S + 1; UNTIL TRUE END_REPEAT;').get('S')).toBe(1);
    expect(once('REPEAT S := S + 1; UNTIL S >= 4 END_REPEAT;').get('S')).toBe(4);
  });

  it('EXIT leaves the innermost loop only', () => {
    const r = once(
      'FOR i := 1 TO 3 DO\n  WHILE TRUE DO\n    S := S + 1;\n    IF S > 0 THEN EXIT; END_IF;\n  END_WHILE;\n  N := N + 1;\nEND_FOR;',
    );
    expect([r.get('S'), r.get('N'), r.warnings()]).toEqual([3, 3, []]);
    expect(once('REPEAT S := S + 1; EXIT; S := 100; UNTIL FALSE END_REPEAT;').get('S')).toBe(1);
  });
});

describe('loop cap', () => {
  it('stops a loop after 10 000 passes and goes on after it', () => {
    const r = once('WHILE TRUE DO S := S + 1; END_WHILE; X := TRUE;');
    expect([r.get('S'), r.get('X'), r.warnings()]).toEqual([10_000, 1, [loopCapWarning(1)]]);
    expect(once('REPEAT S := S + 1; UNTIL FALSE END_REPEAT;').get('S')).toBe(10_000);
  });

  it('names the line of the loop keyword, once per line per run', () => {
    const source =
      '// counting\nS := 0;\nWHILE TRUE DO S := S + 1; END_WHILE;\n\n  REPEAT N := N + 1;\nUNTIL FALSE;';
    const r = plc(source, [tag('S', 'DINT'), tag('N', 'DINT')]);
    r.scan(100);
    r.scan(100);
    expect(r.warnings()).toEqual([
      'Line 3: loop stopped after 10000 iterations.',
      'Line 5: loop stopped after 10000 iterations.',
    ]);
    expect(r.get('N')).toBe(20_000);
  });

  it('counts the passes of each execution of a loop separately', () => {
    const r = once('FOR N := 1 TO 3 DO\n  WHILE TRUE DO S := S + 1; END_WHILE;\nEND_FOR;');
    expect([r.get('S'), r.warnings()]).toEqual([30_000, [loopCapWarning(2)]]);
  });

  it('takes the line from the loop node offset (hand-built tree)', () => {
    const source = 'x\ny\nz';
    const program = programOf([
      whileLoop(boolLit(true), [assign('S', binary('+', nameRef('S'), intLit(1)))], 4),
      forLoop('N', 0, 1, 0, [], 2),
    ]);
    const r = new StReference(stProject(source, [tag('S', 'DINT'), tag('N', 'DINT')]), program, source);
    r.scan(100);
    expect(r.warnings()).toEqual([loopCapWarning(3), loopCapWarning(2)]);
  });
});

describe('timer and counter calls', () => {
  it('TON: writes a given preset to PRE before running, then times like the ladder TON', () => {
    const r = plc('TON(T1, I0, T#250ms);', [tag('I0', 'BOOL', 1), timer('T1', 0)]);
    const seen: number[][] = [];
    for (let n = 0; n < 4; n++) {
      r.scan(100);
      seen.push(['PRE', 'ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T1.${m}`)));
    }
    expect(seen).toEqual([
      [250, 100, 1, 1, 0],
      [250, 200, 1, 1, 0],
      [250, 250, 1, 0, 1],
      [250, 250, 1, 0, 1],
    ]);
    r.set('I0', 0);
    r.scan(100);
    expect(['ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T1.${m}`))).toEqual([0, 0, 0, 0]);
  });

  it('writes the preset even when the input is false; evaluates the input before writing it', () => {
    expect(once('TON(T1, FALSE, 500);', [timer('T1', 0)]).get('T1.PRE')).toBe(500);
    // the input reads the old PRE (10), so the timer runs
    expect(once('TON(T1, T1.PRE = 10, 500);', [timer('T1', 10)]).get('T1.EN')).toBe(1);
  });

  it('TOF and RTO follow the ladder rules', () => {
    const tof = plc('TOF(T1, I0);', [tag('I0', 'BOOL', 1), timer('T1', 150)]);
    tof.scan(100);
    expect([tof.get('T1.DN'), tof.get('T1.ACC')]).toEqual([1, 0]);
    tof.set('I0', 0);
    tof.scan(100);
    expect([tof.get('T1.DN'), tof.get('T1.TT'), tof.get('T1.ACC')]).toEqual([1, 1, 100]);
    tof.scan(100);
    expect([tof.get('T1.DN'), tof.get('T1.TT'), tof.get('T1.ACC')]).toEqual([0, 0, 150]);

    const rto = plc('RTO(T1, I0);', [tag('I0', 'BOOL', 1), timer('T1', 500)]);
    rto.scan(100);
    rto.set('I0', 0);
    rto.scan(100);
    expect([rto.get('T1.ACC'), rto.get('T1.EN')]).toEqual([100, 0]);
  });

  it('CTU and CTD count rising edges of their input; a given preset is written first', () => {
    const r = plc('CTU(C1, I0, 2); CTD(C2, I0);', [tag('I0', 'BOOL'), counter('C1', 0), counter('C2', 0)]);
    for (const input of [1, 1, 0, 1, 0, 1]) {
      r.set('I0', input);
      r.scan(100);
    }
    expect([r.get('C1.PRE'), r.get('C1.ACC'), r.get('C1.DN'), r.get('C1.CU')]).toEqual([2, 3, 1, 1]);
    expect([r.get('C2.ACC'), r.get('C2.DN'), r.get('C2.CD')]).toEqual([-3, 0, 1]);
  });

  it('CTU wraps from 2147483647 and sets OV', () => {
    const r = plc('CTU(C1, I0);', [
      tag('I0', 'BOOL'),
      counter('C1', 0, { acc: MAX, members: ['PRE', 'ACC', 'DN'] }),
    ]);
    r.set('I0', 1);
    r.scan(100);
    expect([r.get('C1.ACC'), r.get('C1.OV')]).toEqual([MIN, 1]);
  });

  it('RES always resets, where it runs', () => {
    const r = plc('IF I0 THEN RES(C1); END_IF; RES(T1);', [
      tag('I0', 'BOOL'),
      counter('C1', 5, { acc: 3, bits: { DN: 1 } }),
      timer('T1', 5, { acc: 7, bits: { DN: 1, EN: 1 } }),
    ]);
    r.scan(100);
    expect([r.get('C1.ACC'), r.get('T1.ACC'), r.get('T1.DN'), r.get('T1.EN')]).toEqual([3, 0, 0, 0]);
    r.set('I0', 1);
    r.scan(100);
    expect([r.get('C1.ACC'), r.get('C1.DN')]).toEqual([0, 0]);
  });

  it('TP: a rising edge starts a pulse on TT for PRE ms; DN at its end; reset when the input is off', () => {
    const r = plc('TP(T1, I0, 250);', [tag('I0', 'BOOL'), timer('T1', 0)]);
    const state = () => ['ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T1.${m}`));
    r.scan(100);
    expect(state()).toEqual([0, 0, 0, 0]);
    r.set('I0', 1);
    r.scan(100);
    expect(state()).toEqual([100, 1, 1, 0]);
    r.set('I0', 0); // the pulse goes on without the input
    r.scan(100);
    expect(state()).toEqual([200, 0, 1, 0]);
    r.set('I0', 1); // no new edge while timing
    r.scan(100);
    expect(state()).toEqual([250, 1, 0, 1]);
    r.scan(100); // input held: done, no restart
    expect(state()).toEqual([250, 1, 0, 1]);
    r.set('I0', 0);
    r.scan(100);
    expect(state()).toEqual([0, 0, 0, 0]);
  });

  it('TP while timing sets ACC := min(ACC + dt, PRE), even from above PRE', () => {
    const r = plc('TP(T1, I0, 500);', [tag('I0', 'BOOL'), timer('T1', 0)]);
    r.set('I0', 1);
    r.scan(100);
    r.set('T1.ACC', 900);
    r.scan(100);
    expect(['ACC', 'TT', 'DN'].map((m) => r.get(`T1.${m}`))).toEqual([500, 0, 1]);
  });

  it('TP with the input already off when the pulse ends clears ACC and DN in that scan', () => {
    const r = plc('TP(T1, I0, 200);', [tag('I0', 'BOOL', 1), timer('T1', 0)]);
    r.scan(100);
    r.set('I0', 0);
    r.scan(100);
    expect(['ACC', 'TT', 'DN'].map((m) => r.get(`T1.${m}`))).toEqual([0, 0, 0]);
  });
});

describe('pre-scan', () => {
  it('runs no statement: no assignment, no loop, no preset, no RES', () => {
    const r = plc(
      'X := TRUE; WHILE TRUE DO S := S + 1; END_WHILE; TON(T1, TRUE, 900); RES(C1);',
      [tag('X', 'BOOL'), tag('S', 'DINT'), timer('T1', 100, { acc: 50 }), counter('C1', 5, { acc: 3 })],
      { prescan: false },
    );
    r.prescan();
    expect([r.get('X'), r.get('S'), r.get('T1.PRE'), r.get('T1.ACC'), r.get('C1.ACC'), r.warnings()]).toEqual(
      [0, 0, 100, 0, 3, []],
    );
  });

  it('visits every call once, whatever surrounds it, with the ladder pre-scan actions', () => {
    const r = plc(
      [
        'IF FALSE THEN',
        '  TOF(T1, TRUE, 5);',
        '  FOR i := 5 TO 1 DO CTU(C1, I0); END_FOR;',
        'END_IF;',
        'CASE 9 OF 1: TP(T2, I0); RTO(T3, FALSE); END_CASE;',
      ].join('\n'),
      [
        tag('I0', 'BOOL', 1),
        tag('i', 'DINT'),
        timer('T1', 700, { acc: 20, bits: { DN: 1, EN: 1 } }),
        timer('T2', 300, { acc: 20, bits: { DN: 1, TT: 1 } }),
        timer('T3', 300, { acc: 120, bits: { DN: 1, EN: 1, TT: 1 } }),
        counter('C1', 5, { acc: 3 }),
      ],
      { prescan: false },
    );
    r.prescan();
    expect(['PRE', 'ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T1.${m}`))).toEqual([700, 700, 0, 0, 0]);
    expect(['ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T2.${m}`))).toEqual([0, 1, 0, 0]);
    expect(['ACC', 'EN', 'TT', 'DN'].map((m) => r.get(`T3.${m}`))).toEqual([120, 0, 0, 0]);
    expect([r.get('C1.ACC'), r.get('C1.CU')]).toEqual([3, 1]);
  });
});

describe('names and memory', () => {
  it('resolves names by alias first, then by name, case-insensitively', () => {
    const r = once('pump := TRUE; MOTOR.pre := 7;', [
      tag('Motor', 'BOOL', 0, 'Pump'),
      tag('Pump', 'BOOL'),
      timer('Tmr', 0, { alias: 'Motor' }),
    ]);
    expect([r.get('Motor'), r.get('Pump'), r.get('Tmr.PRE')]).toEqual([1, 0, 7]);
  });

  it('holds the ladder reference names and initial values, all seven counter members included', () => {
    const r = plc(';', [
      tag('D', 'DINT', -4),
      counter('C1', 3, { acc: 2, members: ['PRE', 'ACC', 'DN'] }),
      timer('T1', 9),
    ]);
    expect(r.snapshot()).toEqual({
      D: -4,
      'C1.PRE': 3,
      'C1.ACC': 2,
      'C1.CU': 0,
      'C1.CD': 0,
      'C1.DN': 0,
      'C1.OV': 0,
      'C1.UN': 0,
      'T1.PRE': 9,
      'T1.ACC': 0,
      'T1.EN': 0,
      'T1.TT': 0,
      'T1.DN': 0,
    });
    r.set('d', 2.9);
    r.set('C1.DN', 5);
    expect([r.get('D'), r.get('c1.dn')]).toEqual([2, 1]);
    expect(() => r.get('nope')).toThrow();
  });
});

describe('IEC forms (issue 17)', () => {
  const iec = (source: string, tags: readonly TagSpec[], instances: { name: string; type: string }[]) => {
    const parsed = parseSt(source);
    expect(parsed.diagnostics, source).toEqual([]);
    const reference = new StReference(stProject(source, tags), parsed.program, source, instances);
    reference.prescan();
    return reference;
  };

  it('CTU stops at PV, R resets and is kept when omitted, IEC names read the members', () => {
    const r = iec(
      'C(CU := X, R := Y, PV := 2, CV => D);',
      [counter('C', 0), tag('X', 'BOOL'), tag('Y', 'BOOL'), tag('D', 'DINT')],
      [{ name: 'C', type: 'CTU' }],
    );
    for (let i = 0; i < 4; i++) {
      r.set('X', 1);
      r.scan(100);
      r.set('X', 0);
      r.scan(100);
    }
    expect([r.get('D'), r.get('C.DN'), r.get('C.R')]).toEqual([2, 1, 0]);
    r.set('Y', 1);
    r.scan(100);
    expect([r.get('C.ACC'), r.get('C.R')]).toEqual([0, 1]);
  });

  it('R_TRIG, CONTINUE and RETURN', () => {
    const r = iec(
      'E(CLK := X); IF E.Q THEN N := N + 1; END_IF; FOR i := 1 TO 4 DO IF i = 2 THEN CONTINUE; END_IF; S := S + i; END_FOR; RETURN; D := 1;',
      [tag('X', 'BOOL'), tag('N', 'DINT'), tag('i', 'DINT'), tag('S', 'DINT'), tag('D', 'DINT')],
      [{ name: 'E', type: 'R_TRIG' }],
    );
    r.set('X', 1);
    r.scan(100);
    r.scan(100);
    expect([r.get('N'), r.get('E.Q'), r.get('S'), r.get('D')]).toEqual([1, 0, 16, 0]);
  });
});
