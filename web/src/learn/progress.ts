/**
 * What the Learn pages show as solved: for a signed-in learner their graded solutions (GET /solutions)
 * plus the problems they kept from this device; signed out, this device's record. Pure, so the rules are
 * tested without storage or a server.
 */
import type { LearnUnit } from '@plcsim/content/learn';

/** Where a solve is known from: the account's graded solutions, or this browser. */
export type SolvedSource = 'account' | 'device';

/** Solved problems by id. */
export type SolvedProblems = ReadonlyMap<string, SolvedSource>;

export interface ProgressInputs {
  /** null while signed out. */
  username: string | null;
  /** Problem ids the server says the user solved (empty while signed out). */
  accountSolved: readonly string[];
  /** This device's signed-out record. */
  localSolved: readonly string[];
  /** The problems this account kept from the device (empty while signed out). */
  kept: readonly string[];
}

export interface Progress {
  solved: SolvedProblems;
  /**
   * Signed in with a signed-out record the account has not yet kept or discarded: the problems it would
   * add (those not already solved on the account). Empty when there is nothing to offer.
   */
  offer: readonly string[];
}

export function learnProgress(inputs: ProgressInputs): Progress {
  const solved = new Map<string, SolvedSource>();
  if (inputs.username === null) {
    for (const id of inputs.localSolved) solved.set(id, 'device');
    return { solved, offer: [] };
  }
  for (const id of inputs.kept) solved.set(id, 'device');
  for (const id of inputs.accountSolved) solved.set(id, 'account');
  return { solved, offer: inputs.localSolved.filter((id) => !solved.has(id)) };
}

/** How many of a unit's problems are solved. */
export function unitProgress(unit: LearnUnit, solved: SolvedProblems): { solved: number; total: number } {
  return { solved: unit.problems.filter((p) => solved.has(p.id)).length, total: unit.problems.length };
}

/** '3 of 11 problems solved', 'No problems yet'. */
export function progressText({ solved, total }: { solved: number; total: number }): string {
  if (total === 0) return 'No problems yet';
  return `${solved} of ${total} ${total === 1 ? 'problem' : 'problems'} solved`;
}
