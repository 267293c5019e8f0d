import { apiRequest, wrapped } from './http.ts';
import type { ListTag } from './projects.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** A row of GET /problems (spec 000 §3 "Problem"). */
export interface ProblemSummary {
  problem_id: string;
  problemNumber: number;
  problemName: string;
  description?: string;
  difficulty: Difficulty | string;
  scene: string;
  createdAt?: string;
  tagMap: Record<string, ListTag> | null;
}

export const PROBLEM_ID_REQUIRED = 'Problem ID is required.';

/** Every problem, by number (spec 000 §7 GET /problems). */
export function fetchProblems(signal?: AbortSignal): Promise<ProblemSummary[]> {
  return wrapped('fetch problems', async () => {
    const answer = await apiRequest<{ problems?: ProblemSummary[] }>('/problems', { signal });
    return answer.problems ?? [];
  });
}
