/**
 * JSR's Routine Name operand in the editor (issue 25): it names one of the project's subroutines (not a
 * tag), so the picker lists the routines and setting it checks the name.
 */
import { MAIN_ROUTINE_NAME, type Project } from '@plcsim/compiler';

/** The pseudo data type of a slot taking a routine's name. */
export const ROUTINE_TYPE = 'ROUTINE';

/** The project's subroutine names, in list order. */
export function routineNames(project: Project): string[] {
  return (project.routines ?? []).map((r) => r.name);
}

/** Why `name` cannot be a JSR's routine, or null (it names a subroutine; case-insensitive). */
export function routineNameProblem(project: Project, name: string): string | null {
  if (name.toUpperCase() === MAIN_ROUTINE_NAME.toUpperCase())
    return `JSR cannot call ${MAIN_ROUTINE_NAME}: it runs every scan by itself.`;
  if (routineNames(project).some((n) => n.toUpperCase() === name.toUpperCase())) return null;
  return `There is no routine named "${name}".`;
}
