/**
 * Learn progress kept in this browser (docs/decisions.md "Learn progress"): the problems a signed-out
 * learner solved (a Submit whose run in the browser passed every step), and, per account, the ones that
 * account chose to keep after signing in. Kept tiny: the workspace imports `recordLocalSolve`.
 */
import { storage } from '../storage.ts';

/** Problems solved while signed out, not yet kept or discarded: problem id → ISO date of the solve. */
export const LOCAL_SOLVED_KEY = 'plcsim.learn.solvedSignedOut';
/** Problems an account kept from this device's signed-out progress: `plcsim.learn.kept.{username}`. */
export const keptKey = (username: string): string => `plcsim.learn.kept.${username}`;

export type SolvedDates = Readonly<Record<string, string>>;

function readDates(key: string): SolvedDates {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const writeDates = (key: string, dates: SolvedDates): boolean => storage.set(key, JSON.stringify(dates));

/** The problems solved on this device while signed out. */
export const readLocalSolved = (): SolvedDates => readDates(LOCAL_SOLVED_KEY);

/** The problems `username` kept from this device. */
export const readKept = (username: string): SolvedDates => readDates(keptKey(username));

/** A signed-out Submit passed: remember the problem (the first date stays). */
export function recordLocalSolve(problemId: string, at: Date = new Date()): void {
  const solved = readLocalSolved();
  if (solved[problemId]) return;
  writeDates(LOCAL_SOLVED_KEY, { ...solved, [problemId]: at.toISOString() });
}

/** Keep: the signed-out progress becomes `username`'s on this device, and the signed-out record empties. */
export function keepLocalProgress(username: string): void {
  const kept = { ...readLocalSolved(), ...readKept(username) };
  if (writeDates(keptKey(username), kept)) storage.remove(LOCAL_SOLVED_KEY);
}

/** Not mine: forget the signed-out progress. */
export function discardLocalProgress(): void {
  storage.remove(LOCAL_SOLVED_KEY);
}
