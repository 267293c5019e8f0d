/**
 * A problem's solved indicator (spec 000 §2 "Toolbar"): unknown until the signed-in user's last graded
 * solution is known (and for visitors who are signed out), then solved or not solved. The state lives
 * in the workspace's sequence store: the last solution (GET /solutions/{id}, loaded by the workspace;
 * `{ solution: null }` while there is none, so the indicator stays unknown)
 * and each Submit's server verdict set it, Clear resets it.
 */
import { useSequenceState, type SequenceStore, type SolvedState } from './sequence/sequenceStore.ts';

export type { SolvedState };

export function useSolved(store: SequenceStore): SolvedState {
  return useSequenceState(store).solved;
}

/** The indicator's accessible name. */
export const SOLVED_LABELS: Record<SolvedState, string> = {
  unknown: 'Not graded yet',
  true: 'Solved',
  false: 'Not solved yet',
};
