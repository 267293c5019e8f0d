/**
 * The subroutines of a project (issue 25), read defensively, and the rules for their names: a Logix
 * name (letters, digits, single underscores, not ending in one, starting with a letter or an
 * underscore, at most 40 characters), unique case-insensitively, never MainRoutine.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { MAIN_ROUTINE_NAME, type Project, type Routine } from '../model/project.ts';
import { duplicateRoutineName, invalidRoutineName, routineNamedMain } from './messages.ts';

/** The project's subroutines that are well formed enough to compile, in list order. */
export function subroutines(project: Project): Routine[] {
  const routines: unknown = (project as { routines?: unknown } | null)?.routines;
  if (!Array.isArray(routines)) return [];
  return routines.filter(
    (r): r is Routine =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as Routine).name === 'string' &&
      ((r as Routine).language === 'ST'
        ? typeof (r as Routine).stSource === 'string'
        : Array.isArray((r as Routine).rungs)),
  );
}

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
