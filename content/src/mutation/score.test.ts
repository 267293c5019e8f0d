import { applyScene, createEmptyProject } from '@plcsim/compiler';
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataStep, ladder, neutralLadder, step, tinyProblem, tinyProject } from './fixtures.ts';
import { seededRandom } from './prng.ts';
import { probeValues, randomSchedule, scheduleSpace } from './schedules.ts';
import { scoreSolution } from './score.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** DO0 follows DI0; the internal bit X follows DI1, and no grader can see it. */
const solution = () =>
  ladder(tinyProject(), [
    [
      ['XIC', 'DI0'],
      ['OTE', 'DO0'],
    ],
    [
      ['XIC', 'DI1'],
      ['OTE', 'X'],
    ],
  ]);

const statuses = (outcomes: readonly { description: string; status: string }[]) =>
  Object.fromEntries(outcomes.map((o) => [o.description, o.status]));

describe('scoreSolution', () => {
  it('kills what the sequence catches and drops what no schedule can tell apart', async () => {
    const problem = tinyProblem([step([1, 0], [1, 0]), step([0, 0], [0, 0])]);
    const score = await scoreSolution(engine, problem, solution());
    expect(statuses(score.outcomes)).toEqual({
      'delete rung 0': 'killed',
      'delete rung 1': 'equivalent',
      'XIC DI0 → XIO': 'killed',
      'XIC DI1 → XIO': 'equivalent',
      'OTE DO0 → OTL': 'killed',
      'OTE X → OTL': 'equivalent',
      'swap OTE DO0 and OTE X': 'killed',
    });
    expect({ killed: score.killed, equivalent: score.equivalent, survived: score.survived }).toEqual({
      killed: 4,
      equivalent: 3,
      survived: 0,
    });
    expect(score.score).toBe(1);
  });

  it('counts a mutant the sequence passes but a random schedule tells apart as survived', async () => {
    // Never releases DI0: the OTL mutant passes, yet it differs once DI0 is released.
    const problem = tinyProblem([step([0, 0], [0, 0]), step([1, 0], [1, 0])]);
    const score = await scoreSolution(engine, problem, solution());
    const otl = score.outcomes.find((o) => o.description === 'OTE DO0 → OTL');
    expect(otl?.status).toBe('survived');
    expect(score.survived).toBe(1);
    expect(score.score).toBeCloseTo(3 / 4);
  });

  it('refuses a reference solution that fails its own sequence', async () => {
    const problem = tinyProblem([step([1, 0], [0, 1])]);
    await expect(scoreSolution(engine, problem, solution())).rejects.toThrow(/fails its sequence/);
  });
});

describe('random schedules', () => {
  it('are the same for the same seed and differ between seeds', () => {
    const problem = tinyProblem([step([1, 0], [1, 0], 3000)]);
    const space = scheduleSpace(problem, solution());
    expect(space.inputs).toEqual([
      { name: 'DI0', rest: 0, sensor: false },
      { name: 'DI1', rest: 0, sensor: false },
    ]);
    // 1.5 × the longest fastForward, in 100 ms scans.
    expect(space.longHold).toBe(45);
    expect(randomSchedule(space, 7, 500)).toEqual(randomSchedule(space, 7, 500));
    expect(randomSchedule(space, 7, 500)).not.toEqual(randomSchedule(space, 8, 500));
    const total = randomSchedule(space, 7, 500).segments.reduce((n, s) => n + s.scans, 0);
    expect(total).toBeGreaterThanOrEqual(500);
  });

  it("change only the operator's inputs, not the scene's sensors", () => {
    let next = 0;
    const tank = applyScene(createEmptyProject(), 'WATER_TANK', () => `id-${next++}`);
    if (!tank) throw new Error('no scene');
    const problem = { ...tinyProblem([]), ...tank, sequence: [] };
    const space = scheduleSpace(problem, tank);
    expect(space.inputs.map((i) => [i.name, i.rest, i.sensor])).toEqual([
      ['DI0', 0, false],
      ['DI1', 1, false],
      ['DI2', 0, true],
      ['DI3', 0, true],
    ]);
    for (const seed of [0, 1, 2]) {
      const sensors = randomSchedule(space, seed, 300).segments.map((s) => s.inputs.slice(2));
      expect(new Set(sensors.map(String)), `family ${seed}`).toEqual(new Set(['0,0']));
    }
  });

  it('replay the sequence in their third family', () => {
    const steps = [step([1, 0], [1, 0]), step([0, 1], [0, 0], 1000)];
    const space = scheduleSpace(tinyProblem(steps), solution());
    expect(space.sequence).toEqual([
      { inputs: [1, 0], sets: [], scans: 2 },
      { inputs: [0, 1], sets: [], scans: 11 },
    ]);
    // Family 2 begins with the steps (some stretched, cut or skipped), then pulses from rest.
    const first = randomSchedule(space, 2, 200).segments[0];
    expect([
      [1, 0],
      [0, 1],
    ]).toContainEqual(first?.inputs);
  });

  it('draw a REAL the sequence sets from its range and beside the constants, a DINT from its values', () => {
    const project = neutralLadder(
      'TAG\nLevel : REAL;\nCount : DINT;\nEND_TAG\nLIM(20.0,Level,80.0)OTE(DO0);',
    );
    const problem = tinyProblem([dataStep([0, 0], [1, 0], { Level: 50, Count: 5 })]);
    const space = scheduleSpace(problem, project, { constants: [20, 80] });
    expect(probeValues([20, 80])).toEqual([19, 19.5, 20.5, 21, 76, 79.5, 80.5, 84]);
    expect(space.sets).toEqual([
      {
        name: 'Level',
        values: [0, 19, 19.5, 20.5, 21, 49, 50, 51, 76, 79.5, 80.5, 84],
        range: { min: 0, max: 100 },
      },
      { name: 'Count', values: [0, 4, 5, 6] },
    ]);
    const written = (name: string) =>
      [0, 1, 2].flatMap((seed) =>
        randomSchedule(space, seed, 2000).segments.flatMap((s) => s.sets.filter((x) => x.name === name)),
      );
    const levels = written('Level').map((x) => x.value);
    expect(levels.some((v) => !space.sets[0]?.values.includes(v))).toBe(true);
    expect(levels.every((v) => v >= 0 && v <= 100)).toBe(true);
    expect(written('Count').every((x) => [0, 4, 5, 6].includes(x.value))).toBe(true);
  });

  it("turn the operator's analog inputs too, from rest and beside the constants", () => {
    const project = neutralLadder('GRT(AI0,50.0)OTE(DO0);');
    expect(Object.values(project.tagMap).find((t) => t.name === 'AI0')?.io_symbol).toBe('POTENTIOMETER');
    const space = scheduleSpace(tinyProblem([step([0, 0], [0, 0])]), project, { constants: [50] });
    expect(space.sets).toEqual([
      { name: 'AI0', values: [0, 47.5, 49.5, 50.5, 52.5], range: { min: 0, max: 100 } },
    ]);
  });

  it('come from a PRNG that replays its numbers', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const numbers = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(numbers);
    expect(numbers.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
