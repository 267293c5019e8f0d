import type { ProblemDocument } from '@plcsim/content';
import * as problems from '../data/problemRepository.ts';
import type { ProblemSummary } from '../data/problemRepository.ts';
import { notFound } from '../http/errors.ts';
import { adjacentIds, type Adjacent } from './adjacent.ts';

export const PROBLEM_ID_REQUIRED = 'Problem ID is required.';
export const PROBLEM_NOT_FOUND = 'Problem not found.';

/** Every problem's summary, by problemNumber. */
export async function listProblems(): Promise<ProblemSummary[]> {
  return problems.listProblems();
}

/** A problem; 404 when unknown. */
export async function requireProblem(problemId: string): Promise<ProblemDocument> {
  const problem = await problems.getProblem(problemId);
  if (!problem) throw notFound(PROBLEM_NOT_FOUND);
  return problem;
}

/** One problem (its tagMap is the required tag map) and its neighbours by problemNumber; 404 when unknown. */
export async function getProblem(
  problemId: string,
): Promise<{ problem: ProblemDocument; adjacent: Adjacent }> {
  const [problem, order] = await Promise.all([requireProblem(problemId), problems.problemOrder()]);
  return { problem, adjacent: adjacentIds(order, problemId) };
}
