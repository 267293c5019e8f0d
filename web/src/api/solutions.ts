import { ApiRequestError, apiRequest, wrapped } from './http.ts';

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

/** Whether the signed-in user solved problem `problemId`: true, false, or null when never submitted. */
export async function fetchSolved(problemId: string, signal?: AbortSignal): Promise<boolean | null> {
  try {
    const answer = await apiRequest<{ solution?: { solved?: unknown } }>(
      `/solutions/${encodeURIComponent(problemId)}`,
      { signal },
    );
    const solved = answer.solution?.solved;
    return typeof solved === 'boolean' ? solved : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
