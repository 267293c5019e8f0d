/**
 * The routine an editor works on (issue 25). The editing actions know one rung list, the project's
 * `rungs`; to edit a Ladder subroutine they get a view of the project whose `rungs` are that routine's
 * (rungMap, branchMap, instructionMap and the tags are shared by every routine), and what they return
 * is written back: the new rung list into the routine, the Main Routine's own `rungs` untouched.
 * The Main Routine (null), a Structured Text routine or an id no routine has is the project itself.
 */
import type { Project } from '@plcsim/compiler';
import { findRoutine } from './routineRules.ts';
import { addOnView, parseAddOnRoutineId, writeAddOnView } from './addOnView.ts';

/** Views made so far, by project and routine id (a view keeps its identity while the project does). */
const views = new WeakMap<Project, Map<string, Project>>();

/** The project as the ladder editor shows routine `routineId`: its rungs as `rungs`. */
export function routineView(project: Project, routineId: string | null | undefined): Project {
  if (parseAddOnRoutineId(routineId)) return addOnView(project, routineId as string);
  const routine = findRoutine(project, routineId);
  if (!routine || routine.language !== 'LADDER') return project;
  let made = views.get(project);
  if (!made) {
    made = new Map();
    views.set(project, made);
  }
  const known = made.get(routine.uuid);
  if (known) return known;
  const view: Project = { ...project, rungs: routine.rungs };
  made.set(routine.uuid, view);
  return view;
}

/**
 * The project after an action turned `view` (routineView(project, routineId)) into `edited`: the
 * edited document with the Main Routine's rungs back in `rungs` and the edited rung list in the
 * routine (unless the action removed the routine). `project` itself when nothing changed.
 */
export function writeRoutineView(
  project: Project,
  routineId: string | null | undefined,
  view: Project,
  edited: Project,
): Project {
  if (parseAddOnRoutineId(routineId)) return writeAddOnView(project, routineId as string, view, edited);
  if (edited === view) return project;
  if (view === project) return edited;
  const routines = edited.routines ?? [];
  const kept = routines.some((routine) => routine.uuid === routineId);
  return {
    ...edited,
    rungs: project.rungs,
    ...(kept && edited.rungs !== view.rungs
      ? {
          routines: routines.map((routine) =>
            routine.uuid === routineId ? { ...routine, rungs: edited.rungs } : routine,
          ),
        }
      : {}),
  };
}
