/**
 * Subroutine rules (issue 25): a routine's name follows Logix's naming rules, and the routine an
 * editor works on is found by its uuid (null, or an id no routine has, is the Main Routine).
 */
import { MAIN_ROUTINE_NAME, type Project, type Routine } from '@plcsim/compiler';

/** Longest routine name (Logix: 40 characters). */
export const MAX_ROUTINE_NAME = 40;

/** The project's subroutines in list order (none when absent). */
export function routinesOf(project: Project): readonly Routine[] {
  return project.routines ?? [];
}

/** The subroutine with uuid `id`, or undefined (null and unknown ids name the Main Routine). */
export function findRoutine(project: Project, id: string | null | undefined): Routine | undefined {
  if (id === null || id === undefined) return undefined;
  return routinesOf(project).find((routine) => routine.uuid === id);
}

/**
 * Why `name` cannot name a routine (of `exceptId`, when renaming), or null when it can (Logix: a
 * letter or _ first, then letters, digits and single underscores, not ending in _, at most 40
 * characters, unique ignoring case, never MainRoutine).
 */
export function routineNameProblem(project: Project, name: string, exceptId?: string): string | null {
  if (name.trim() === '') return 'Enter a routine name.';
  if (name.length > MAX_ROUTINE_NAME) return `A routine name has at most ${MAX_ROUTINE_NAME} characters.`;
  if (!/^[A-Za-z_]/.test(name)) return 'A routine name starts with a letter or _.';
  if (/[^A-Za-z0-9_]/.test(name)) return 'A routine name uses only letters, digits and _ (no spaces).';
  if (name.includes('__')) return 'A routine name has no two _ in a row.';
  if (name.length > 1 && name.endsWith('_')) return 'A routine name does not end with _.';
  const upper = name.toUpperCase();
  if (upper === MAIN_ROUTINE_NAME.toUpperCase()) return `${MAIN_ROUTINE_NAME} is the Main Routine's name.`;
  const clash = routinesOf(project).find(
    (routine) => routine.uuid !== exceptId && routine.name.toUpperCase() === upper,
  );
  return clash ? `A routine named ${clash.name} already exists.` : null;
}
