/**
 * Issue 16 "Proof that every grader is strong": for every reference solution of every problem, the
 * problem's sequence must fail at least 85 % of the mutants that compile and are not equivalent.
 * `npm run content:report` prints the same scores as a table.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { referencePairs, SCORE_BAR, scorePair } from './allScores.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const pairs = referencePairs().map(
  (pair) =>
    [
      `${pair.problem.problemNumber} ${pair.problem.problemName} (${pair.solution.programMode})`,
      pair,
    ] as const,
);

describe('mutation score', () => {
  it.each(pairs)(
    'problem %s: the sequence fails at least 85 % of the non-equivalent mutants',
    async (_, { problem, solution }) => {
      const score = await scorePair(engine, problem, solution);
      const survivors = score.outcomes
        .filter((o) => o.status === 'survived')
        .map((o) => `${o.operator}: ${o.description}`);
      expect(score.killed + score.survived).toBeGreaterThan(0);
      expect(score.score, `passes ${survivors.join('; ')}`).toBeGreaterThanOrEqual(SCORE_BAR);
    },
    120_000,
  );
});
