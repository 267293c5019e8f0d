/** The subroutines of a project (issue 25), read defensively (ladder/routineNames.ts: their name rules). */
import type { Project, Routine } from '../model/project.ts';

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
