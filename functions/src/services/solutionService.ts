import type { Caller } from '../auth/caller.ts';
import * as solutions from '../data/solutionRepository.ts';
import type { SolutionStatus, StoredSolution, Verdict } from '../data/solutionRepository.ts';
import { ItemTooLargeError } from '../data/itemSize.ts';
import { tooLarge } from '../http/errors.ts';
import type * as GradingService from './gradingService.ts';
import { requireProblem } from './problemService.ts';

/**
 * The grading code (the compiler and the VM, most of the bundle): imported on the first submission,
 * not when the Lambda starts, so the solution list and reads never evaluate it and a 401 answers
 * before it loads (docs/operations.md "Lambda cold start").
 */
let gradingModule: Promise<typeof GradingService> | null = null;
const gradingService = () => (gradingModule ??= import('./gradingService.ts'));

export const SOLUTION_TOO_LARGE = 'The program is too large to store (at most 400 KB once stored).';

/** The answer of POST /solutions/{problemId}: the server's verdict. */
export type GradedSolution = Verdict & { problem_id: string; updatedAt: string };

/** Which problems the caller has solved. */
export async function listSolutions(caller: Caller): Promise<SolutionStatus[]> {
  return solutions.listSolutions(caller.sub);
}

/**
 * The caller's solution of a problem: its verdict and its program fields (to load over the problem);
 * null when the caller has not submitted one yet (no solution is not an error), 404 for an unknown problem.
 */
export async function getSolution(
  caller: Caller,
  problemId: string,
): Promise<Record<string, unknown> | null> {
  const stored = await solutions.getSolution(caller.sub, problemId);
  if (!stored) {
    await requireProblem(problemId);
    return null;
  }
  const { program, ...verdict } = stored;
  return { ...verdict, ...program };
}

/**
 * Grades the caller's program for a problem on the server, stores it with the verdict and returns
 * the verdict. 404 for an unknown problem, 400 for a body that is not a program, 413 when the
 * program with its verdict is too large to store; a `solved` or `results` in the body is ignored.
 */
export async function submitSolution(
  caller: Caller,
  problemId: string,
  body: Record<string, unknown>,
): Promise<GradedSolution> {
  const { grade, programContent, submissionProject, submittedProgram } = await gradingService();
  const program = submittedProgram(body);
  const problem = await requireProblem(problemId);
  const project = submissionProject(problem, program);
  const verdict = await grade(problem, project);
  const stored: StoredSolution = {
    problem_id: problem.problem_id,
    ...verdict,
    program: programContent(project),
    updatedAt: new Date().toISOString(),
  };
  try {
    await solutions.putSolution(caller.sub, stored);
  } catch (error) {
    if (error instanceof ItemTooLargeError) throw tooLarge(SOLUTION_TOO_LARGE);
    throw error;
  }
  return { problem_id: stored.problem_id, ...verdict, updatedAt: stored.updatedAt };
}
