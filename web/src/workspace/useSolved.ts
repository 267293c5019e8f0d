/**
 * A problem's solved indicator (spec 000 §2 "Toolbar"): unknown until the signed-in user's last graded
 * solution is known (and for visitors who are signed out), then solved or not solved.
 */
import { useEffect, useState } from 'react';
import { fetchSolved } from '../api/solutions.ts';

export type SolvedState = 'unknown' | 'true' | 'false';

export function useSolved(problemId: string | undefined): SolvedState {
  const [state, setState] = useState<{ id: string; solved: SolvedState } | null>(null);
  useEffect(() => {
    if (!problemId) return;
    const controller = new AbortController();
    void (async () => {
      const { currentUser } = await import('../auth/session.ts');
      if (!(await currentUser().catch(() => null)) || controller.signal.aborted) return;
      const solved = await fetchSolved(problemId, controller.signal).catch((error: unknown) => {
        console.info('The solved state could not be loaded.', error);
        return null;
      });
      if (!controller.signal.aborted)
        setState({ id: problemId, solved: solved === null ? 'unknown' : solved ? 'true' : 'false' });
    })();
    return () => controller.abort();
  }, [problemId]);
  return state && state.id === problemId ? state.solved : 'unknown';
}

/** The indicator's accessible name. */
export const SOLVED_LABELS: Record<SolvedState, string> = {
  unknown: 'Not graded yet',
  true: 'Solved',
  false: 'Not solved yet',
};
