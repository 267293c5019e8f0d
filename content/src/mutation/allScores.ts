/** Scores every reference solution of every problem (one or two per problem), in problem order. */
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { Engine } from '@plcsim/engine-wasm';
import { PROBLEMS, SOLUTIONS, type ProblemDocument, type SolutionDocument } from '../index.ts';
import { DEFAULT_BUDGET, scoreSolution, type EquivalenceBudget, type SolutionScore } from './score.ts';

/** The bar every solution's score must reach (issue 16). */
export const SCORE_BAR = 0.85;

/** Each problem with each of its reference solutions, in problem order (ladder before ST). */
export function referencePairs(): { problem: ProblemDocument; solution: SolutionDocument }[] {
  return PROBLEMS.flatMap((problem) =>
    SOLUTIONS.filter((s) => s.problem_id === problem.problem_id)
      .map((solution) => ({ problem, solution }))
      .sort((a, b) => Number(a.solution.programMode === 'ST') - Number(b.solution.programMode === 'ST')),
  );
}

export function scorePair(
  engine: Engine,
  problem: ProblemDocument,
  solution: SolutionDocument,
  budget: EquivalenceBudget = DEFAULT_BUDGET,
): Promise<SolutionScore> {
  const { project, errors } = parseProjectDocument(solution);
  if (!project) throw new Error(`solution of ${problem.problem_id}: ${errors.join('; ')}`);
  return scoreSolution(engine, problem, project, budget);
}
