import type { StepResult } from '@plcsim/compiler';
import { apiRequest, wrapped } from './http.ts';

/** A row of GET /solutions: whether the signed-in user solved a problem (null when unknown). */
export interface SolutionSummary {
  problem_id: string;
  solved: boolean | null;
  updatedAt?: string;
}

/** The signed-in user's solution records (spec 000 §7 GET /solutions). */
export function fetchSolutions(signal?: AbortSignal): Promise<SolutionSummary[]> {
  return wrapped('fetch solutions', async () => {
    const answer = await apiRequest<{ solutions?: SolutionSummary[] }>('/solutions', { signal });
    return answer.solutions ?? [];
  });
}

/** One step of a graded run as the server answers it (spec 000 §7): the sequence runner's result. */
export type StepOutcome = Omit<StepResult, 'values' | 'scans'>;

/** The server's verdict on a submission (POST /solutions/{problemId}, and part of GET). */
export interface GradedSolution {
  problem_id: string;
  solved: boolean;
  results: StepOutcome[];
  /** 'All steps passed.', 'Some steps failed.', 'Error during sequence precheck' or the compile failure. */
  message: string;
  precheckErrors: string[];
  /** ISO date-time of the submission. */
  updatedAt: string;
}

/** A stored solution: the verdict and the submitted program fields (tagMap, rungs, …, programMode). */
export type StoredSolution = GradedSolution & Record<string, unknown>;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

function stepOutcome(value: unknown, index: number): StepOutcome {
  const step = record(value);
  const status = step.status === 'pass' || step.status === 'fail' ? step.status : 'pending';
  const outcome: StepOutcome = { index: typeof step.index === 'number' ? step.index : index, status };
  if (typeof step.tagName === 'string') outcome.tagName = step.tagName;
  const expected = optionalNumber(step.expected);
  if (expected !== undefined) outcome.expected = expected;
  const actual = optionalNumber(step.actual);
  if (actual !== undefined) outcome.actual = actual;
  if (typeof step.message === 'string') outcome.message = step.message;
  return outcome;
}

/** A verdict read defensively from an answer (missing fields become empty). */
export function gradedSolution(value: unknown, problemId: string): StoredSolution {
  const solution = record(value);
  return {
    ...solution,
    problem_id: typeof solution.problem_id === 'string' ? solution.problem_id : problemId,
    solved: solution.solved === true,
    results: Array.isArray(solution.results) ? solution.results.map(stepOutcome) : [],
    message: typeof solution.message === 'string' ? solution.message : '',
    precheckErrors: Array.isArray(solution.precheckErrors)
      ? solution.precheckErrors.filter((e): e is string => typeof e === 'string')
      : [],
    updatedAt: typeof solution.updatedAt === 'string' ? solution.updatedAt : '',
  };
}

/**
 * The signed-in user's last solution of `problemId` (spec 000 §7 GET /solutions/{problemId}): its
 * verdict and program fields, or null when there is none yet (the server answers 200 `{ solution: null }`;
 * a 404 means an unknown problem and is an error like any other).
 */
export async function fetchSolution(problemId: string, signal?: AbortSignal): Promise<StoredSolution | null> {
  const answer = await apiRequest<{ solution?: unknown }>(`/solutions/${encodeURIComponent(problemId)}`, {
    signal,
  });
  return answer.solution ? gradedSolution(answer.solution, problemId) : null;
}

/**
 * Sends a program to be graded (spec 000 §7 POST /solutions/{problemId}); the answer is the SERVER's
 * verdict, which it also stores as the user's solution.
 */
export async function submitSolution(
  problemId: string,
  program: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<GradedSolution> {
  const answer = await apiRequest<{ solution?: unknown }>(`/solutions/${encodeURIComponent(problemId)}`, {
    method: 'POST',
    body: program,
    signal,
  });
  return gradedSolution(answer.solution, problemId);
}
