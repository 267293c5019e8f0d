/**
 * What the Sequence and Submissions tabs and the toolbar's solved indicator share, outside React: the
 * solved state (set only by the server's verdict), the outcome shown in the Sequence tab, the latest
 * graded submission and whether the learner is signed in. Submit and Clear write it; the toolbar reads it.
 */
import { useSyncExternalStore } from 'react';
import type { GradedSolution, StepOutcome } from '../../api/solutions.ts';

/** The indicator: grey unknown, green solved, amber not solved (spec 000 §2 "Toolbar"). */
export type SolvedState = 'unknown' | 'true' | 'false';

/** An outcome shown in the Sequence tab. */
export interface SequenceOutcome {
  passed: boolean;
  /** 'All steps passed.', 'Some steps failed.', 'Error during sequence precheck', or another reason. */
  message: string;
  steps: StepOutcome[];
  precheckErrors: string[];
  /** Graded by the server, or run in this browser (own projects, or a signed-out Submit). */
  origin: 'server' | 'local';
  /** A problem submitted while signed out: the result was not saved. */
  signedOut?: boolean;
}

export interface SequenceState {
  solved: SolvedState;
  outcome: SequenceOutcome | null;
  /** The latest graded submission (GET /solutions/{id} or the last POST answer). */
  submission: GradedSolution | null;
  /** null until known. */
  signedIn: boolean | null;
  /** A Submit or a run is under way. */
  busy: boolean;
  /** Why the last Submit could not reach the server. */
  error: string | null;
  /** The step "Show me" replayed up to (0-based), while its trend is shown. */
  shownStep: number | null;
}

export const INITIAL_SEQUENCE_STATE: SequenceState = {
  solved: 'unknown',
  outcome: null,
  submission: null,
  signedIn: null,
  busy: false,
  error: null,
  shownStep: null,
};

/** The solved state a verdict gives. */
export function solvedOf(solved: boolean | null | undefined): SolvedState {
  return solved === true ? 'true' : solved === false ? 'false' : 'unknown';
}

/** A server verdict as the Sequence tab shows it. */
export function outcomeOfVerdict(verdict: GradedSolution): SequenceOutcome {
  return {
    passed: verdict.solved,
    message: verdict.message,
    steps: verdict.results,
    precheckErrors: verdict.precheckErrors,
    origin: 'server',
  };
}

export class SequenceStore {
  #state: SequenceState = INITIAL_SEQUENCE_STATE;
  #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SequenceState => this.#state;

  update(changes: Partial<SequenceState>): void {
    const next = { ...this.#state, ...changes };
    if ((Object.keys(changes) as (keyof SequenceState)[]).every((k) => this.#state[k] === next[k])) return;
    this.#state = next;
    for (const listener of [...this.#listeners]) listener();
  }

  /** The server's verdict: sets the indicator, the outcome shown and the latest submission. */
  graded(verdict: GradedSolution): void {
    this.update({
      solved: solvedOf(verdict.solved),
      outcome: outcomeOfVerdict(verdict),
      submission: verdict,
      busy: false,
      error: null,
      shownStep: null,
    });
  }

  /** Clear: the outcome and the indicator go back to before Submit (the submission stays listed). */
  clear(): void {
    this.update({ solved: 'unknown', outcome: null, error: null, shownStep: null });
  }
}

export function useSequenceState(store: SequenceStore): SequenceState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
