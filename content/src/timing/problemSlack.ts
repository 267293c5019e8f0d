/**
 * The slack rule applied to a content problem: its checks against the run of each of its reference
 * solutions (one or two, graded as the server grades), so a check is clear of the transitions of
 * every reference.
 */
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { Engine } from '@plcsim/engine-wasm';
import type { ProblemDocument, SolutionDocument } from '../documents.ts';
import { SOLUTIONS } from '../index.ts';
import { compileSubmission } from '../mutation/grade.ts';
import { checkSlacks, leastSlack, type CheckSlack } from './slack.ts';

/**
 * Every check's slack in `problem`'s sequence, from the run of each of its reference solutions (by
 * default the content package's; `plcsim content check` passes those of the folder it checks).
 */
export function problemSlacks(
  engine: Engine,
  problem: ProblemDocument,
  solutions: readonly SolutionDocument[] = SOLUTIONS.filter((s) => s.problem_id === problem.problem_id),
): CheckSlack[] {
  if (solutions.length === 0) throw new Error(`${problem.problem_id} has no reference solution`);
  return solutions.flatMap((solution) => {
    const { project } = parseProjectDocument(solution);
    const submission = project ? compileSubmission(problem, project) : undefined;
    if (!submission) throw new Error(`a reference solution of ${problem.problem_id} does not compile`);
    return checkSlacks(engine, submission.project, submission.program, problem.sequence);
  });
}

/** The least slack of `problem` (undefined when no check has a timed transition of its tag). */
export function problemLeastSlack(
  engine: Engine,
  problem: ProblemDocument,
  solutions?: readonly SolutionDocument[],
): CheckSlack | undefined {
  return leastSlack(problemSlacks(engine, problem, solutions));
}
