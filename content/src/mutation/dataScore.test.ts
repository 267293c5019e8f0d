/**
 * The issue-27 operators against sequences: one that checks the behaviour a mutant changes kills it;
 * one that does not leaves it surviving (the random schedules, REAL values drawn from their range,
 * tell it apart), or equivalent when no schedule can.
 */
import { compileProject, type Project, type SequenceStep } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataStep, neutralLadder, structuredText, tinyProblem, tinyProject } from './fixtures.ts';
import { checkTolerances, scoreSolution } from './score.ts';
import { runTrace } from './trace.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The status of each mutant whose description is listed, when `solution` is graded by `sequence`. */
async function statusesOf(
  solution: Project,
  sequence: SequenceStep[],
  descriptions: readonly string[],
): Promise<Record<string, string | undefined>> {
  const score = await scoreSolution(engine, tinyProblem(sequence), solution);
  return Object.fromEntries(
    descriptions.map((d) => [d, score.outcomes.find((o) => o.description === d)?.status]),
  );
}

const FIFO = `TAG
Fifo : DINT[3];
Ctl : CONTROL;
Code : DINT;
Out : DINT;
END_TAG
XIC(DI0)FFL(Code,Fifo[0],Ctl,3,0);
XIC(DI1)FFU(Fifo[0],Out,Ctl,3,0);`;

/** Load `code` with a press of DI0. */
const load = (code: number) => [dataStep([0, 0], [0, 0], { Code: code }), dataStep([1, 0], [0, 0])];
const unload = (out: number) => [dataStep([0, 0], [0, 0]), dataStep([0, 1], [0, 0], {}, { Out: out })];

describe('FIFO, LIFO and load/unload', () => {
  const mutants = ['FFU Ctl → LFU', 'FFL and FFU Ctl trade places'];

  it('a sequence that unloads one of two loaded values kills the LIFO mutant', async () => {
    expect(await statusesOf(neutralLadder(FIFO), [...load(7), ...load(8), ...unload(7)], mutants)).toEqual({
      'FFU Ctl → LFU': 'killed',
      'FFL and FFU Ctl trade places': 'killed',
    });
  });

  it('one that loads a single value passes it, and a random schedule tells it apart', async () => {
    expect(await statusesOf(neutralLadder(FIFO), [...load(7), ...unload(7)], mutants)).toEqual({
      'FFU Ctl → LFU': 'survived',
      'FFL and FFU Ctl trade places': 'killed',
    });
  });
});

describe('BSL and BSR', () => {
  const SHIFT = `TAG\nBits : DINT[1];\nBCtl : CONTROL;\nEND_TAG\nXIC(DI0)BSL(Bits[0],BCtl,DI1,4);`;

  it('checking the bits after one shift kills BSR; checking them before any shift does not', async () => {
    const shifted = [dataStep([0, 1], [0, 0]), dataStep([1, 1], [0, 0], {}, { 'Bits[0]': 1 })];
    expect(await statusesOf(neutralLadder(SHIFT), shifted, ['BSL BCtl → BSR'])).toEqual({
      'BSL BCtl → BSR': 'killed',
    });
    const before = [dataStep([0, 0], [0, 0], {}, { 'Bits[0]': 0 })];
    expect(await statusesOf(neutralLadder(SHIFT), before, ['BSL BCtl → BSR'])).toEqual({
      'BSL BCtl → BSR': 'survived',
    });
  });
});

describe('LIM bounds', () => {
  const LIM = `TAG\nLevel : REAL;\nEND_TAG\nLIM(20.0,Level,80.0)OTE(DO0);`;
  const mutants = [
    'LIM LowLimit 20 → 22',
    'LIM LowLimit 20 → 18',
    'LIM HighLimit 80 → 88',
    'LIM HighLimit 80 → 72',
    'LIM limits 20 and 80 swapped',
  ];
  const at = (level: number, on: number) => dataStep([0, 0], [on, 0], { Level: level });

  it('values just inside and outside each limit kill every nudge', async () => {
    const edges = [at(19, 0), at(21, 1), at(50, 1), at(79, 1), at(81, 0)];
    const statuses = await statusesOf(neutralLadder(LIM), edges, mutants);
    expect(statuses).toEqual(Object.fromEntries(mutants.map((m) => [m, 'killed'])));
  });

  it('values far from the limits leave the nudges surviving (the swap is still caught)', async () => {
    expect(await statusesOf(neutralLadder(LIM), [at(50, 1), at(5, 0)], mutants)).toEqual({
      'LIM LowLimit 20 → 22': 'survived',
      'LIM LowLimit 20 → 18': 'survived',
      'LIM HighLimit 80 → 88': 'survived',
      'LIM HighLimit 80 → 72': 'survived',
      'LIM limits 20 and 80 swapped': 'killed',
    });
  });
});

describe('REAL comparisons', () => {
  const solution = () => structuredText(tinyProject(), 'VAR Level : REAL; END_VAR\nDO0 := Level > 50.0;');
  const mutants = ['> → <=', '> → <', '> → >=', '50.0 → 45.0', '50.0 → 55.0', '50.0 → (-50.0)'];
  const at = (level: number, on: number) => dataStep([0, 0], [on, 0], { Level: level });

  it('a sequence with values near the threshold, and on it, kills every flip and scale', async () => {
    const near = [at(47, 0), at(53, 1), at(50, 0), at(80, 1), at(20, 0)];
    expect(await statusesOf(solution(), near, mutants)).toEqual(
      Object.fromEntries(mutants.map((m) => [m, 'killed'])),
    );
  });

  it('one far from it leaves the scaled threshold surviving, and > → >= equivalent (no draw hits 50.0)', async () => {
    expect(await statusesOf(solution(), [at(80, 1), at(20, 0)], mutants)).toEqual({
      '> → <=': 'killed',
      '> → <': 'killed',
      '> → >=': 'equivalent',
      '50.0 → 45.0': 'survived',
      '50.0 → 55.0': 'survived',
      '50.0 → (-50.0)': 'killed',
    });
  });
});

describe('scale constants', () => {
  const MUL = `TAG\nLevel : REAL;\nOut : REAL;\nEND_TAG\nMUL(Level,2.5,Out);`;
  const mutants = ['MUL SrcB 2.5 → 2.25', 'MUL SrcB 2.5 → 2.75', 'MUL SrcB 2.5 → -2.5'];

  it('checking the product of a non-zero value kills every scale', async () => {
    const sequence = [dataStep([0, 0], [0, 0], { Level: 10 }, { Out: [25, 0.1] })];
    expect(await statusesOf(neutralLadder(MUL), sequence, mutants)).toEqual(
      Object.fromEntries(mutants.map((m) => [m, 'killed'])),
    );
  });

  it('checking it at 0 only leaves them surviving', async () => {
    const sequence = [dataStep([0, 0], [0, 0], { Level: 0 }, { Out: 0 })];
    expect(await statusesOf(neutralLadder(MUL), sequence, mutants)).toEqual(
      Object.fromEntries(mutants.map((m) => [m, 'survived'])),
    );
  });
});

describe('REAL tolerance in the equivalence traces', () => {
  const program = (source: string) => {
    const compiled = compileProject(
      structuredText(tinyProject(), `VAR Level : REAL; Out : REAL; END_VAR\n${source}`),
    ).program;
    if (!compiled) throw new Error(`does not compile: ${source}`);
    return compiled;
  };
  const schedule = {
    segments: [0.3, 7, 12.34, 99.9, 1e-3].map((level) => ({
      inputs: [0, 0],
      sets: [{ name: 'Level', value: level }],
      scans: 2,
    })),
  };
  const trace = (source: string, reference?: Int32Array, tolerances?: number[]) =>
    runTrace(engine, program(source), schedule, ['DI0', 'DI1'], ['DO0', 'Out'], reference, tolerances);

  it('float rounding noise alone (÷ 10 against × 0.1) does not tell two programs apart', () => {
    const reference = trace('Out := Level / 10.0;').trace;
    const noisy = trace('Out := Level * 0.1;').trace;
    expect(Array.from(noisy)).not.toEqual(Array.from(reference));
    expect(trace('Out := Level * 0.1;', reference).same).toBe(true);
    expect(trace('Out := Level * 0.11;', reference).same).toBe(false);
  });

  it("a difference within the sequence's check tolerance does not either", () => {
    const reference = trace('Out := Level + 0.01;').trace;
    expect(trace('Out := Level + 0.011;', reference).same).toBe(false);
    expect(trace('Out := Level + 0.011;', reference, [0, 0.5]).same).toBe(true);
  });

  it('takes the least tolerance each observed tag is checked with (0 when checked exactly)', () => {
    const problem = tinyProblem([
      dataStep([0, 0], [0, 0], {}, { Out: [5, 0.5], Level: [1, 0.2] }),
      dataStep([0, 0], [0, 0], {}, { Out: [6, 0.1], Level: 1 }),
    ]);
    expect(checkTolerances(problem, ['DO0', 'Out', 'Level'])).toEqual([0, 0.1, 0]);
  });

  it('counts a scaled constant within the check tolerance as equivalent', async () => {
    const solution = structuredText(
      tinyProject(),
      'VAR Level : REAL; Out : REAL; END_VAR\nOut := Level + 0.01;',
    );
    const sequence = [dataStep([0, 0], [0, 0], { Level: 50 }, { Out: [50.01, 0.5] })];
    expect(
      await statusesOf(solution, sequence, ['0.01 → 0.009', '0.01 → 0.011', 'delete "Out := Level + 0.01;"']),
    ).toEqual({
      '0.01 → 0.009': 'equivalent',
      '0.01 → 0.011': 'equivalent',
      'delete "Out := Level + 0.01;"': 'killed',
    });
  });
});
