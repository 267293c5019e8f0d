/**
 * The rules for subroutine names (issue 25): a Logix name (letters, digits, single underscores, not
 * ending in one, starting with a letter or an underscore, at most 40 characters), unique
 * case-insensitively, never MainRoutine. Ladder chunk only: the Structured Text page need not load it.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { MAIN_ROUTINE_NAME, type Routine } from '../model/project.ts';
import { duplicateRoutineName, invalidRoutineName, routineNamedMain } from './routineMessages.ts';

/** True when `name` is a valid Logix name. */
export function isLogixName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(name) && !/__/.test(name) && !name.endsWith('_');
}

/** Errors of the routine names: invalid, MainRoutine, duplicates (each reported once). */
export function routineNameErrors(routines: readonly Routine[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const error = (message: string, routine: string): void => {
    out.push({ source: 'ladder', severity: 'error', message, routine });
  };
  const byName = new Map<string, { name: string; count: number }>();
  for (const { name } of routines) {
    if (name.toUpperCase() === MAIN_ROUTINE_NAME.toUpperCase()) error(routineNamedMain(name), name);
    else if (!isLogixName(name)) error(invalidRoutineName(name), name);
    const seen = byName.get(name.toUpperCase());
    if (seen) seen.count++;
    else byName.set(name.toUpperCase(), { name, count: 1 });
  }
  for (const { name, count } of byName.values())
    if (count > 1) error(duplicateRoutineName(name, count), name);
  return out;
}
