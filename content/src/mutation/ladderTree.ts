/** Small helpers over a ladder program's maps, for the ladder mutation operators. */
import type { Project } from '@plcsim/compiler';

/** A deep copy of a project, to mutate freely. */
export function copyProject(project: Project): Project {
  return structuredClone(project);
}

/** A tag or child tag id as the learner reads it ('DI0', 'Batch.DN'); the id when unknown. */
export function tagLabel(project: Project, id: string | null | undefined): string {
  if (id == null) return '?';
  const tag = project.tagMap[id];
  if (tag) return tag.name;
  const child = project.childTagMap[id];
  if (!child) return id;
  return `${project.tagMap[child.parent]?.name ?? child.parent}.${child.name}`;
}

/**
 * Every main rung of the program's ladder logic: the Main Routine's, then each ladder subroutine's,
 * then each Add-On Instruction's Logic and EnableInFalse routine (all share the project's maps).
 */
function ladderRungs(project: Project): string[] {
  const rungs = [...project.rungs];
  for (const routine of project.routines ?? []) if (routine.language !== 'ST') rungs.push(...routine.rungs);
  for (const aoi of project.addOnInstructions ?? [])
    for (const routine of [aoi.logic, aoi.enableInFalse])
      if (routine && routine.language !== 'ST') rungs.push(...routine.rungs);
  return rungs;
}

/**
 * Every instruction id of the program, main rungs top to bottom (subroutines and Add-On Instructions
 * after the Main Routine), each rung left to right, legs top down.
 */
export function instructionOrder(project: Project): string[] {
  const order: string[] = [];
  const visitRung = (rungId: string): void => {
    for (const element of project.rungMap[rungId]?.elements ?? []) {
      const branch = project.branchMap[element];
      if (branch) branch.rungs.forEach(visitRung);
      else if (project.instructionMap[element]) order.push(element);
    }
  };
  ladderRungs(project).forEach(visitRung);
  return order;
}

/** Every branch id of the program, in the same order as {@link instructionOrder}. */
export function branchOrder(project: Project): string[] {
  const order: string[] = [];
  const visitRung = (rungId: string): void => {
    for (const element of project.rungMap[rungId]?.elements ?? []) {
      const branch = project.branchMap[element];
      if (!branch) continue;
      order.push(element);
      branch.rungs.forEach(visitRung);
    }
  };
  ladderRungs(project).forEach(visitRung);
  return order;
}

/** Every rung, branch and instruction id inside a rung (main rung or leg), the rung's own id included. */
function idsInRung(project: Project, rungId: string, ids: Set<string>): Set<string> {
  ids.add(rungId);
  for (const element of project.rungMap[rungId]?.elements ?? []) {
    ids.add(element);
    project.branchMap[element]?.rungs.forEach((leg) => idsInRung(project, leg, ids));
  }
  return ids;
}

function without<T>(map: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([id]) => !ids.has(id)));
}

/** Removes a rung (main rung or leg) and everything in it from the maps (not from any list naming it). */
export function removeRungTree(project: Project, rungId: string): void {
  const ids = idsInRung(project, rungId, new Set());
  project.rungMap = without(project.rungMap, ids);
  project.branchMap = without(project.branchMap, ids);
  project.instructionMap = without(project.instructionMap, ids);
}
