/**
 * The code the ladder emitter writes for REAL (docs/decisions.md "REAL in ladder"), read back as a
 * listing: tags by name, constants as `#value` (REAL constants as `#1.5`), scratch slots as `s1`, `s2`…
 * in order of first use, jump targets as `@word`.
 */
import { Op, OperandKind, bitsToReal, operandCount, operandKind } from '@plcsim/engine-wasm';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { realText } from '../model/realText.ts';
import * as b from '../reference/builders.ts';

/** Opcodes whose first two operands are REAL sources. */
const FLOAT_SOURCES: readonly number[] = [
  Op.ADDF3,
  Op.SUBF3,
  Op.MULF3,
  Op.DIVF3,
  Op.EQF3,
  Op.NEF3,
  Op.LTF3,
  Op.LEF3,
  Op.GTF3,
  Op.GEF3,
];

/** The program of `rungs` (tags declared by `tags`) as one listing line per instruction. */
function listing(tags: b.TagSpec[], ...rungs: b.RungSpec[]): string[] {
  const { program, diagnostics } = compileProject(b.project(tags, ...rungs));
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (program === null) throw new Error('no program');
  const names = new Map(program.symbols.map((s) => [s.slot, s.name]));
  const reals = new Set<number>();
  const scratch = new Map<number, string>();
  // Slots read as REALs: a constant there is shown as a REAL.
  const { code, initial } = program;
  for (let pc = 0; pc < code.length; pc += 1 + Math.max(0, operandCount(code[pc] ?? 0))) {
    const op = code[pc] ?? 0;
    if (FLOAT_SOURCES.includes(op)) {
      reals.add(code[pc + 1] ?? -1);
      reals.add(code[pc + 2] ?? -1);
    }
    if (op === Op.FTOI) reals.add(code[pc + 1] ?? -1);
  }
  const lines: string[] = [];
  for (let pc = 0; pc < code.length;) {
    const op = code[pc] ?? 0;
    const n = Math.max(0, operandCount(op));
    const args: string[] = [];
    for (let i = 0; i < n; i++) {
      const word = code[pc + 1 + i] ?? 0;
      if (operandKind(op, i) === OperandKind.CODE) {
        args.push(`@${word}`);
        continue;
      }
      const name = names.get(word);
      const value = initial[word] ?? 0;
      if (name !== undefined) args.push(name);
      else if (value !== 0 || (reals.has(word) && !scratch.has(word) && isConstant(code, word))) {
        args.push(`#${reals.has(word) ? realText(bitsToReal(value)) : value}`);
      } else {
        if (!scratch.has(word)) scratch.set(word, `s${scratch.size + 1}`);
        args.push(scratch.get(word) ?? '');
      }
    }
    lines.push(`${pc} ${Op[op]} ${args.join(' ')}`.trimEnd());
    pc += 1 + n;
  }
  return lines;
}

/** True when no instruction writes `slot` (its last operand is the destination of every writer). */
function isConstant(code: Int32Array, slot: number): boolean {
  for (let pc = 0; pc < code.length; pc += 1 + Math.max(0, operandCount(code[pc] ?? 0))) {
    const n = operandCount(code[pc] ?? 0);
    if (n >= 2 && code[pc + n] === slot) return false;
  }
  return true;
}

const real = (name: string, value = 0) => b.tag(name, 'REAL', value);
const dint = (name: string, value = 0) => b.tag(name, 'DINT', value);

describe('ladder math with a REAL operand computes in REAL', () => {
  it('REAL + DINT into a REAL: the DINT widens into a scratch slot, all inside SKIP', () => {
    expect(
      listing([real('Speed'), dint('Count'), real('Out')], b.rung(b.add('Speed', 'Count', 'Out'))),
    ).toEqual(['0 RUNG', '1 SKIP @10', '3 ITOF Count s1', '6 ADDF3 Speed s1 Out', '10 END']);
  });

  it('a REAL constant makes DINT math REAL; the result rounds into the DINT destination (FTOI)', () => {
    expect(listing([dint('A'), dint('D')], b.rung(b.xic('Go'), b.mul('A', 2.5, 'D')))).toEqual([
      '0 RUNG',
      '1 XIC Go',
      '3 SKIP @15',
      '5 ITOF A s1',
      '8 MULF3 s1 #2.5 s2',
      '12 FTOI s2 D',
      '15 END',
    ]);
  });

  it('a REAL destination alone promotes DINT sources; DINT constants become REAL constants', () => {
    expect(listing([dint('A'), real('R')], b.rung(b.sub('A', 3, 'R')), b.rung(b.div(7, 2, 'R')))).toEqual([
      '0 RUNG',
      '1 SKIP @10',
      '3 ITOF A s1',
      '6 SUBF3 s1 #3.0 R',
      '10 RUNG',
      '11 SKIP @17',
      '13 DIVF3 #7.0 #2.0 R',
      '17 END',
    ]);
  });

  it('MOV: DINT → REAL is ITOF, REAL → DINT is FTOI, REAL → REAL a plain MOV', () => {
    expect(
      listing(
        [dint('D'), real('R'), real('Q')],
        b.rung(b.mov('D', 'R'), b.mov('R', 'D'), b.mov(-2.5, 'D'), b.mov(5, 'R'), b.mov('R', 'Q')),
      ),
    ).toEqual([
      '0 RUNG',
      '1 SKIP @6',
      '3 ITOF D R',
      '6 SKIP @11',
      '8 FTOI R D',
      '11 SKIP @16',
      '13 FTOI #-2.5 D',
      '16 SKIP @21',
      '18 ITOF #5 R',
      '21 MOV R Q',
      '24 END',
    ]);
  });
});

describe('ladder compares with a REAL operand compare in REAL', () => {
  it('the DINT side widens, the compare writes a scratch bit, XIC reads it', () => {
    expect(
      listing(
        [real('Level'), dint('Limit')],
        b.rung(b.grt('Level', 'Limit'), b.leq(0.1, 'Level'), b.ote('Y')),
      ),
    ).toEqual([
      '0 RUNG',
      '1 ITOF Limit s1',
      '4 GTF3 Level s1 s2',
      '8 XIC s2',
      '10 LEF3 #0.1 Level s3',
      '14 XIC s3',
      '16 OTE Y',
      '18 END',
    ]);
  });

  it('every compare has its REAL opcode', () => {
    const ops = ['equ', 'neq', 'grt', 'geq', 'les', 'leq'] as const;
    const code = listing([real('R')], b.rung(...ops.map((op) => b[op]('R', 1.5)), b.ote('Y')));
    expect(code.filter((line) => line.includes('F3')).map((line) => line.split(' ')[1])).toEqual([
      'EQF3',
      'NEF3',
      'GTF3',
      'GEF3',
      'LTF3',
      'LEF3',
    ]);
  });
});

describe('integer instructions are untouched', () => {
  it('DINT math, MOV and compares keep their one-word opcodes', () => {
    expect(
      listing([dint('A'), dint('D')], b.rung(b.les('A', 10), b.add('A', 1, 'D'), b.mov(2, 'D'))),
    ).toEqual(['0 RUNG', '1 LES A #10', '4 ADD A #1 D', '8 MOV #2 D', '11 END']);
  });
});
