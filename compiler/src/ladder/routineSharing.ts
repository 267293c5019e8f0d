/**
 * A rung (or a branch or instruction under it) that two routines list (issue 25): the Main Routine and
 * a subroutine, or two subroutines. rungMap, branchMap and instructionMap are shared by every routine,
 * so only the routines' rung lists keep them apart; each routine is validated on its own (its rungs
 * counted within it), so this is the one check that looks across them. The later routine in program
 * order (the Main Routine first, then the subroutines in list order) reports what an earlier one
 * already lists, naming both routines and their rung numbers.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { MAIN_ROUTINE_NAME, type Project } from '../model/project.ts';
import { subroutines } from '../routines/names.ts';
import { dict, entry, idText, list } from './read.ts';

/** Where an id is first listed: the routine's name and the 0-based rung of that routine. */
interface Owner {
  routine: string;
  rung: number;
}

type Kind = 'Rung' | 'Branch' | 'Instruction';

/** `Rung "r3" is listed by both MainRoutine (rung 2) and Fill (rung 0): a rung belongs to one routine`. */
export function sharedAcrossRoutines(kind: Kind, id: string, first: Owner, second: Owner): string {
  return (
    `${kind} "${id}" is listed by both ${first.routine} (rung ${first.rung}) and ${second.routine} ` +
    `(rung ${second.rung}): ${kind === 'Instruction' ? 'an' : 'a'} ${kind.toLowerCase()} belongs to one routine`
  );
}

/** The ladder routines that run, in program order, with their rung lists. */
function ladderRoutines(project: Project): { name: string; rungs: readonly unknown[] }[] {
  const out: { name: string; rungs: readonly unknown[] }[] = [];
  if (project.programMode !== 'ST') out.push({ name: MAIN_ROUTINE_NAME, rungs: list(project.rungs) });
  for (const routine of subroutines(project))
    if (routine.language !== 'ST') out.push({ name: routine.name, rungs: list(routine.rungs) });
  return out;
}

/**
 * Walks the rungs of one routine: `visit` gets every rung, branch and instruction id (once) with its
 * top rung's index, and answers whether to go on below it.
 */
function walk(
  project: Project,
  rungs: readonly unknown[],
  visit: (kind: Kind, id: string, rung: number) => boolean,
): void {
  const rungMap = dict(project.rungMap);
  const branchMap = dict(project.branchMap);
  const instructionMap = dict(project.instructionMap);
  const seen = new Set<string>();
  rungs.forEach((top, index) => {
    const stack: unknown[] = [top];
    for (let leg = stack.pop(); leg !== undefined; leg = stack.pop()) {
      const legId = idText(leg);
      const rung = entry(rungMap, leg);
      if (!rung || seen.has(`r:${legId}`)) continue;
      seen.add(`r:${legId}`);
      if (!visit('Rung', legId, index)) continue;
      for (const element of list(rung.elements)) {
        const id = idText(element);
        const branch = entry(branchMap, element);
        if (branch) {
          if (seen.has(`b:${id}`)) continue;
          seen.add(`b:${id}`);
          if (visit('Branch', id, index)) stack.push(...list(branch.rungs));
        } else if (entry(instructionMap, element) && !seen.has(`i:${id}`)) {
          seen.add(`i:${id}`);
          visit('Instruction', id, index);
        }
      }
    }
  });
}

const owners = new WeakMap<Project, Map<string, Owner>>();

/** Where each rung, branch and instruction is first listed, over the routines in program order. */
function firstOwners(project: Project): Map<string, Owner> {
  const known = owners.get(project);
  if (known) return known;
  const first = new Map<string, Owner>();
  for (const { name, rungs } of ladderRoutines(project)) {
    walk(project, rungs, (kind, id, rung) => {
      const key = `${kind}:${id}`;
      if (!first.has(key)) first.set(key, { routine: name, rung });
      return true;
    });
  }
  owners.set(project, first);
  return first;
}

/**
 * The errors of routine `name` (rungs `rungs`) for what an earlier routine already lists: the topmost
 * shared id only (a shared rung's contents are not listed again). `project` is the whole project.
 */
export function routineSharingErrors(
  project: Project,
  name: string,
  rungs: readonly unknown[],
): Diagnostic[] {
  const first = firstOwners(project);
  const out: Diagnostic[] = [];
  walk(project, rungs, (kind, id, rung) => {
    const owner = first.get(`${kind}:${id}`);
    if (!owner || owner.routine === name) return true;
    out.push({
      source: 'ladder',
      severity: 'error',
      message: sharedAcrossRoutines(kind, id, owner, { routine: name, rung }),
      rung,
      ...(kind === 'Instruction' ? { elementId: id } : {}),
    });
    return false;
  });
  return out;
}
