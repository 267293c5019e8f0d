import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WARNINGS, MinorFault, Trap } from '../shared/layout.ts';
import { Op } from '../shared/opcodes.ts';
import { disassemble } from './disassemble.ts';
import { minorFaultMessage } from './traps.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import { bitsToReal, realToBits } from './real.ts';
import { referenceToDint, typedProgram, type SlotType } from './realTesting.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const QUIET_NAN = 0x7fc00000;
const fr = Math.fround;

/** Loads `code` over `slots`; fails the test when the VM refuses it. */
function load(code: readonly number[], slots: readonly (readonly [SlotType, number])[]): void {
  expect(engine.load(typedProgram(code, slots))).toEqual({ ok: true, trap: Trap.NONE, message: null });
}

/** The result of one two-operand REAL instruction `op` on (a, b) after one scan. */
function binaryResult(op: Op, a: number, b: number): number | undefined {
  load(
    [op, 0, 1, 2, Op.END],
    [
      ['REAL', a],
      ['REAL', b],
      [op >= Op.EQF3 && op <= Op.GEF3 ? 'DINT' : 'REAL', 0],
    ],
  );
  engine.scan(100);
  return engine.get('S2');
}

/** The result of one one-operand instruction `op` on `s` (typed `from`, result typed `to`). */
function unaryResult(op: Op, s: number, from: SlotType = 'REAL', to: SlotType = 'REAL'): number | undefined {
  load(
    [op, 0, 1, Op.END],
    [
      [from, s],
      [to, 0],
    ],
  );
  engine.scan(100);
  return engine.get('S1');
}

const messages = () => engine.minorFaults().map((f) => f.message);

describe('every REAL opcode', () => {
  it('ADDF3, SUBF3, MULF3, DIVF3 compute in single precision', () => {
    expect(binaryResult(Op.ADDF3, 0.1, 0.2)).toBe(fr(fr(0.1) + fr(0.2)));
    expect(binaryResult(Op.ADDF3, 0.1, 0.2)).not.toBe(0.1 + 0.2);
    expect(binaryResult(Op.SUBF3, 1.5, 4)).toBe(-2.5);
    expect(binaryResult(Op.MULF3, 1.5, -4)).toBe(-6);
    expect(binaryResult(Op.DIVF3, 1, 3)).toBe(fr(1 / 3));
    // 16777216 + 1 is not a single: it rounds back to 16777216.
    expect(binaryResult(Op.ADDF3, 16777216, 1)).toBe(16777216);
  });

  it('EQF3 … GEF3 compare as IEEE: NaN is equal to nothing and different from everything', () => {
    const table: [Op, number, number, number][] = [
      [Op.EQF3, 1.5, 1.5, 1],
      [Op.EQF3, 0, -0, 1],
      [Op.EQF3, NaN, NaN, 0],
      [Op.NEF3, 1.5, 2, 1],
      [Op.NEF3, NaN, NaN, 1],
      [Op.NEF3, NaN, 1, 1],
      [Op.LTF3, -1, 1, 1],
      [Op.LTF3, NaN, 1, 0],
      [Op.LEF3, 2, 2, 1],
      [Op.LEF3, 1, NaN, 0],
      [Op.GTF3, Infinity, 3e38, 1],
      [Op.GTF3, NaN, -Infinity, 0],
      [Op.GEF3, -0, 0, 1],
      [Op.GEF3, NaN, NaN, 0],
    ];
    for (const [op, a, b, expected] of table) {
      expect(binaryResult(op, a, b), `${Op[op]} ${a} ${b}`).toBe(expected);
    }
  });

  it('MINF3 and MAXF3 pick by `<` and `>`: with a NaN the second operand', () => {
    expect(binaryResult(Op.MINF3, 2.5, -1)).toBe(-1);
    expect(binaryResult(Op.MAXF3, 2.5, -1)).toBe(2.5);
    expect(binaryResult(Op.MINF3, NaN, 4)).toBe(4);
    expect(binaryResult(Op.MAXF3, 4, NaN)).toBeNaN();
  });

  it('NEGF, ABSF and SQRTF (a negative source: the root of its absolute value, as Logix SQR)', () => {
    expect(unaryResult(Op.NEGF, 2.5)).toBe(-2.5);
    expect(Object.is(unaryResult(Op.NEGF, 0), -0)).toBe(true);
    expect(unaryResult(Op.ABSF, -7.25)).toBe(7.25);
    expect(unaryResult(Op.ABSF, -Infinity)).toBe(Infinity);
    expect(unaryResult(Op.SQRTF, 2)).toBe(fr(Math.SQRT2));
    expect(unaryResult(Op.SQRTF, -16)).toBe(4);
    expect(messages()).toEqual([]);
  });

  it('ITOF rounds a DINT to the nearest single', () => {
    expect(unaryResult(Op.ITOF, -7, 'DINT')).toBe(-7);
    expect(unaryResult(Op.ITOF, 16777217, 'DINT')).toBe(16777216);
    expect(unaryResult(Op.ITOF, 2147483647, 'DINT')).toBe(2147483648);
  });

  it('FTOI rounds half to even; TRUNCF truncates toward zero', () => {
    const ties: [number, number][] = [
      [2.5, 2],
      [3.5, 4],
      [-2.5, -2],
      [0.5, 0],
      [1.5, 2],
      [-0.5, 0],
      [2.4999998, 2],
      [-3.7, -4],
    ];
    for (const [value, expected] of ties) {
      expect(unaryResult(Op.FTOI, value, 'REAL', 'DINT'), `FTOI ${value}`).toBe(expected);
    }
    expect(unaryResult(Op.TRUNCF, 2.7, 'REAL', 'DINT')).toBe(2);
    expect(unaryResult(Op.TRUNCF, -2.7, 'REAL', 'DINT')).toBe(-2);
    expect(unaryResult(Op.FTOI, -2147483648, 'REAL', 'DINT')).toBe(-2147483648);
    expect(unaryResult(Op.FTOI, 2147483520, 'REAL', 'DINT')).toBe(2147483520);
    expect(messages()).toEqual([]);
  });

  it('LIMITF4 n x m d: MAXF3 (x, n) then MINF3 (that, m)', () => {
    const limit = (n: number, x: number, m: number) => {
      load(
        [Op.LIMITF4, 0, 1, 2, 3, Op.END],
        [
          ['REAL', n],
          ['REAL', x],
          ['REAL', m],
          ['REAL', 0],
        ],
      );
      engine.scan(100);
      return engine.get('S3');
    };
    expect(limit(0, 5.5, 10)).toBe(5.5);
    expect(limit(0, -5.5, 10)).toBe(0);
    expect(limit(0, 15.5, 10)).toBe(10);
    expect(limit(0, NaN, 10)).toBe(0);
  });
});

describe('REAL results are bit-identical to Math.fround of the JavaScript computation', () => {
  /** A deterministic generator (mulberry32). */
  function random(seed: number): () => number {
    let t = seed >>> 0;
    return () => {
      t = (t + 0x6d2b79f5) >>> 0;
      let x = Math.imul(t ^ (t >>> 15), t | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
  }
  const specials = [
    NaN,
    Infinity,
    -Infinity,
    0,
    -0,
    1,
    -1,
    0.5,
    2.5,
    -2.5,
    bitsToReal(1), // the smallest denormal
    bitsToReal(0x007fffff), // the largest denormal
    bitsToReal(0x00800000), // the smallest normal
    bitsToReal(0x7f7fffff), // the largest single
    -bitsToReal(0x7f7fffff),
    2147483520,
    2147483648,
    -2147483648,
    3e9,
    -3e9,
    bitsToReal(0x7fa00000), // a signalling NaN's bits
    bitsToReal(0xffc00001 | 0), // a negative NaN with a payload
  ];

  /** The bits of a single: a special value, any 32-bit pattern, a denormal, or a moderate number. */
  function singleBits(next: () => number): number {
    const pick = next();
    const sign = next() < 0.5 ? 0 : 0x80000000;
    if (pick < 0.2) {
      const special = specials[Math.floor(next() * specials.length)] ?? 0;
      // NaNs with payloads go in as raw bits (a number would lose the payload).
      if (Number.isNaN(special)) return [0x7fa00000, 0xffc00001 | 0, QUIET_NAN][Math.floor(next() * 3)] ?? 0;
      return realToBits(special);
    }
    if (pick < 0.6) return (next() * 4294967296) | 0;
    if (pick < 0.75) return sign | Math.floor(next() * 0x800000) | 0;
    if (pick < 0.9) return realToBits((next() * 2 - 1) * 10 ** Math.floor(next() * 14 - 4));
    return realToBits(Math.round((next() * 2 - 1) * 20) / 2);
  }

  function dintOf(next: () => number): number {
    const pick = next();
    if (pick < 0.5) return (next() * 4294967296) | 0;
    if (pick < 0.8) return Math.round((next() * 2 - 1) * 2 ** 25);
    return [2147483647, -2147483648, 16777217, -16777217, 0, 1][Math.floor(next() * 6)] ?? 0;
  }

  // Slots: S0 a, S1 b, S2 i (DINT), S3 c; results from S4 on, in the order of `checks` below.
  const code = [
    ...[Op.ADDF3, 0, 1, 4],
    ...[Op.SUBF3, 0, 1, 5],
    ...[Op.MULF3, 0, 1, 6],
    ...[Op.DIVF3, 0, 1, 7],
    ...[Op.SQRTF, 0, 8],
    ...[Op.ITOF, 2, 9],
    ...[Op.MINF3, 0, 1, 10],
    ...[Op.MAXF3, 0, 1, 11],
    ...[Op.NEGF, 0, 12],
    ...[Op.ABSF, 0, 13],
    ...[Op.LIMITF4, 1, 0, 3, 14],
    ...[Op.EQF3, 0, 1, 15],
    ...[Op.NEF3, 0, 1, 16],
    ...[Op.LTF3, 0, 1, 17],
    ...[Op.LEF3, 0, 1, 18],
    ...[Op.GTF3, 0, 1, 19],
    ...[Op.GEF3, 0, 1, 20],
    ...[Op.FTOI, 0, 21],
    ...[Op.TRUNCF, 0, 22],
    Op.END,
  ];
  const real = (a: number, b: number, i: number, c: number) => ({ a, b, i, c });
  type In = ReturnType<typeof real>;
  const reals: [string, (v: In) => number][] = [
    ['ADDF3', (v) => fr(v.a + v.b)],
    ['SUBF3', (v) => fr(v.a - v.b)],
    ['MULF3', (v) => fr(v.a * v.b)],
    ['DIVF3', (v) => fr(v.a / v.b)],
    ['SQRTF', (v) => fr(Math.sqrt(Math.abs(v.a)))],
    ['ITOF', (v) => fr(v.i)],
    ['MINF3', (v) => (v.a < v.b ? v.a : v.b)],
    ['MAXF3', (v) => (v.a > v.b ? v.a : v.b)],
    ['NEGF', (v) => -v.a],
    ['ABSF', (v) => Math.abs(v.a)],
    ['LIMITF4', (v) => ((v.a > v.b ? v.a : v.b) < v.c ? (v.a > v.b ? v.a : v.b) : v.c)],
  ];
  const dints: [string, (v: In) => number][] = [
    ['EQF3', (v) => Number(v.a === v.b)],
    ['NEF3', (v) => Number(v.a !== v.b)],
    ['LTF3', (v) => Number(v.a < v.b)],
    ['LEF3', (v) => Number(v.a <= v.b)],
    ['GTF3', (v) => Number(v.a > v.b)],
    ['GEF3', (v) => Number(v.a >= v.b)],
    ['FTOI', (v) => referenceToDint(v.a, 'round').value],
    ['TRUNCF', (v) => referenceToDint(v.a, 'trunc').value],
  ];

  it('over 10 000 random pairs (NaN, ±Infinity, -0, denormals, huge values), with the minor faults', () => {
    load(code, [
      ['REAL', 0],
      ['REAL', 0],
      ['DINT', 0],
      ['REAL', 0],
      ...Array.from({ length: 19 }, (_, k): [SlotType, number] => [k < 11 ? 'REAL' : 'DINT', 0]),
    ]);
    const next = random(24);
    const slots = engine.slots();
    const mismatches: string[] = [];
    const covered = { nan: 0, infinite: 0, negativeZero: 0, denormal: 0, divideByZero: 0, conversion: 0 };
    for (let n = 0; n < 10000 && mismatches.length < 5; n++) {
      const bits = [singleBits(next), singleBits(next), dintOf(next), singleBits(next)];
      const v = real(
        bitsToReal(bits[0] ?? 0),
        bitsToReal(bits[1] ?? 0),
        bits[2] ?? 0,
        bitsToReal(bits[3] ?? 0),
      );
      // The pre-scan starts the minor-fault list over (and computes once); the scan computes again.
      slots.set(bits, 0);
      engine.prescan();
      expect(engine.scan(100).ok).toBe(true);
      reals.forEach(([name, f], k) => {
        const expected = f(v);
        const want = Number.isNaN(expected) ? QUIET_NAN : realToBits(expected);
        const got = slots[4 + k];
        if (got !== want) mismatches.push(`${name}(${bits.join(', ')}): ${got} ≠ ${want}`);
      });
      dints.forEach(([name, f], k) => {
        const got = slots[15 + k];
        if (got !== f(v)) mismatches.push(`${name}(${bits.join(', ')}): ${got} ≠ ${f(v)}`);
      });
      const kinds = engine.minorFaults().map((f) => f.kind);
      const divideByZero = v.b === 0;
      const conversion = referenceToDint(v.a, 'round').fault || referenceToDint(v.a, 'trunc').fault;
      if (
        kinds.includes(MinorFault.DIVIDE_BY_ZERO) !== divideByZero ||
        kinds.includes(MinorFault.CONVERSION) !== conversion
      )
        mismatches.push(`minor faults of (${bits.join(', ')}): ${kinds.join(' ')}`);
      covered.nan += Number(Number.isNaN(v.a));
      covered.infinite += Number(!Number.isFinite(v.a) && !Number.isNaN(v.a));
      covered.negativeZero += Number(Object.is(v.a, -0));
      covered.denormal += Number(v.a !== 0 && Math.abs(v.a) < bitsToReal(0x00800000));
      covered.divideByZero += Number(divideByZero);
      covered.conversion += Number(conversion);
    }
    expect(mismatches).toEqual([]);
    for (const [what, count] of Object.entries(covered)) expect(count, what).toBeGreaterThan(20);
  });
});

describe('minor faults, located and reported once', () => {
  // Structured Text: word 0 on line 3, word 4 on line 7.
  const stProgram = (value: number) => {
    const p = typedProgram(
      [Op.MOV_S, 2, 3, Op.FTOI, 0, 1, Op.END],
      [
        ['REAL', value],
        ['DINT', 5],
        ['DINT', 0],
        ['DINT', 0],
      ],
    );
    p.lines = Int32Array.from([0, 3, 3, 7]);
    return p;
  };
  const conversionAtLine7 =
    'Minor fault at line 7: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).';

  it('FTOI saturates 3e9, -3e9 and gives 0 for NaN, with a CONVERSION minor fault naming the line', () => {
    for (const [value, expected] of [
      [3e9, 2147483647],
      [-3e9, -2147483648],
      [NaN, 0],
      [Infinity, 2147483647],
      [2147483648, 2147483647],
    ] as const) {
      expect(engine.load(stProgram(value)).ok).toBe(true);
      expect(engine.scan(100)).toEqual({ ok: true, trap: Trap.NONE, message: null });
      expect(engine.get('S1'), String(value)).toBe(expected);
      expect(engine.minorFaults()).toEqual([
        { kind: 2, word: 3, location: { line: 7 }, message: conversionAtLine7 },
      ]);
    }
  });

  it('TRUNCF saturates the same way', () => {
    load(
      [Op.RUNG, Op.TRUNCF, 0, 1, Op.END],
      [
        ['REAL', -1e20],
        ['DINT', 0],
      ],
    );
    engine.scan(100);
    expect(engine.get('S1')).toBe(-2147483648);
    expect(messages()).toEqual([
      'Minor fault at rung 0: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).',
    ]);
  });

  it('DIVF3 by zero gives the IEEE result and a DIVIDE_BY_ZERO minor fault naming the rung', () => {
    // Rung 0: nothing; rung 1: S3 := S0 / S2, S4 := S1 / S2, S5 := S2 / S2 (S2 = 0).
    const code = [Op.RUNG, Op.RUNG, Op.DIVF3, 0, 2, 3, Op.DIVF3, 1, 2, 4, Op.DIVF3, 2, 2, 5, Op.END];
    load(code, [
      ['REAL', 1],
      ['REAL', -1],
      ['REAL', 0],
      ['REAL', 0],
      ['REAL', 0],
      ['REAL', 0],
    ]);
    expect(engine.scan(100).ok).toBe(true);
    expect([engine.get('S3'), engine.get('S4'), engine.get('S5')]).toEqual([Infinity, -Infinity, NaN]);
    expect(engine.minorFaults()).toEqual([
      {
        kind: 1,
        word: 2,
        location: { rung: 1 },
        message:
          'Minor fault at rung 1: division by zero in REAL math; the result is ±∞ or NaN and the scan went on.',
      },
    ]);
    // Again in every scan: still once. By -0 too.
    engine.set('S2', -0);
    expect(engine.runScans(10, 100).ok).toBe(true);
    expect(engine.get('S3')).toBe(-Infinity);
    expect(engine.minorFaults()).toHaveLength(1);
    // A new run (pre-scan) reports it again.
    engine.prescan();
    expect(engine.minorFaults()).toHaveLength(1);
    engine.scan(100);
    expect(engine.minorFaults()).toHaveLength(1);
    // A non-zero divisor: no fault.
    engine.set('S2', 4);
    engine.prescan();
    engine.scan(100);
    expect(engine.get('S3')).toBe(0.25);
    expect(engine.minorFaults()).toEqual([]);
  });

  it('keeps one record per place and kind, both kinds and at most MAX_WARNINGS between two reads', () => {
    // 40 rungs, each dividing by zero and converting NaN.
    const rung = [Op.RUNG, Op.DIVF3, 0, 1, 2, Op.FTOI, 2, 3];
    load(
      [...Array.from({ length: 40 }, () => rung).flat(), Op.END],
      [
        ['REAL', 0],
        ['REAL', 0],
        ['REAL', 0],
        ['DINT', 0],
      ],
    );
    engine.scan(100);
    const faults = engine.minorFaults();
    expect(faults).toHaveLength(MAX_WARNINGS);
    expect(faults.slice(0, 3).map((f) => [f.kind, f.location])).toEqual([
      [1, { rung: 0 }],
      [2, { rung: 0 }],
      [1, { rung: 1 }],
    ]);
  });

  it('are cleared when a program is loaded', () => {
    expect(engine.load(stProgram(NaN)).ok).toBe(true);
    engine.scan(100);
    expect(messages()).toEqual([conversionAtLine7]);
    expect(engine.load(stProgram(1.5)).ok).toBe(true);
    expect(messages()).toEqual([]);
    engine.scan(100);
    expect(engine.get('S1')).toBe(2);
    expect(messages()).toEqual([]);
  });
});

describe('SKIP', () => {
  // Rung 0: XIC S0, SKIP over `S3 := S1 + S2`, then OTE S4.
  const code = [Op.RUNG, Op.XIC, 0, Op.SKIP, 9, Op.ADDF3, 1, 2, 3, Op.OTE, 4, Op.END];
  const slots: [SlotType, number][] = [
    ['BOOL', 0],
    ['REAL', 1.5],
    ['REAL', 2],
    ['REAL', 0],
    ['BOOL', 0],
  ];

  it('skips the output while the rung condition is false and runs it while true', () => {
    load(code, slots);
    engine.scan(100);
    expect([engine.get('S3'), engine.get('S4')]).toEqual([0, 0]);
    engine.set('S0', 1);
    engine.scan(100);
    expect([engine.get('S3'), engine.get('S4')]).toEqual([3.5, 1]);
  });

  it('skips it in the pre-scan even with a true rung condition', () => {
    load(code, slots);
    engine.set('S0', 1);
    expect(engine.prescan().ok).toBe(true);
    expect(engine.get('S3')).toBe(0);
  });

  it('may skip inside a branch leg', () => {
    // BST [XIC S0, SKIP, ADDF3] NXB [XIC S5] BND OTE S4
    const branched = [
      ...[Op.RUNG, Op.BST, Op.XIC, 0, Op.SKIP, 10, Op.ADDF3, 1, 2, 3],
      ...[Op.NXB, Op.XIC, 5, Op.BND, Op.OTE, 4, Op.END],
    ];
    load(branched, [...slots, ['BOOL', 1]]);
    engine.scan(100);
    expect([engine.get('S3'), engine.get('S4')]).toEqual([0, 1]);
    engine.set('S0', 1);
    engine.scan(100);
    expect(engine.get('S3')).toBe(3.5);
  });

  it('refuses a SKIP backwards or over a branch instruction', () => {
    for (const bad of [
      [Op.RUNG, Op.XIC, 0, Op.SKIP, 1, Op.END],
      [Op.RUNG, Op.BST, Op.XIC, 0, Op.SKIP, 8, Op.NXB, Op.BND, Op.OTE, 4, Op.END],
      [Op.RUNG, Op.SKIP, 7, Op.BST, Op.XIC, 0, Op.BND, Op.OTE, 4, Op.END],
    ]) {
      expect(engine.load(typedProgram(bad, slots)).trap, bad.join(' ')).toBe(Trap.BAD_PROGRAM);
    }
  });
});

describe('the disassembler', () => {
  it('names the REAL opcodes and SKIP', () => {
    const text = disassemble(
      Int32Array.from([Op.SKIP, 9, Op.DIVF3, 0, 1, 2, Op.FTOI, 2, 3, Op.END]),
      new Map([[2, 'Ratio']]),
    );
    expect(text).toBe(
      [
        '0000  SKIP        9',
        '0002  DIVF3       0 1 2(Ratio)',
        '0006  FTOI        2(Ratio) 3',
        '0009  END',
      ].join('\n'),
    );
  });
});

describe('minor-fault messages', () => {
  it('name the line, the rung, or no place', () => {
    expect(minorFaultMessage(MinorFault.DIVIDE_BY_ZERO, { line: 7 })).toBe(
      'Minor fault at line 7: division by zero in REAL math; the result is ±∞ or NaN and the scan went on.',
    );
    expect(minorFaultMessage(MinorFault.CONVERSION, { rung: 4 })).toBe(
      'Minor fault at rung 4: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).',
    );
    expect(minorFaultMessage(MinorFault.CONVERSION, null)).toBe(
      'Minor fault: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).',
    );
  });
});
