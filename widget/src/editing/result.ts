/** Small helpers the actions share to build their results. */
import type { ActionResult, EditorEnv, EditorState, Selection } from './types.ts';
import type { Project } from '@plcsim/compiler';

/** A refusal: the state stays as it was. */
export function refuse(reason: string): ActionResult {
  return { refused: reason };
}

/** The new state; the same state object when neither the document nor the selection changed. */
export function done(
  state: EditorState,
  project: Project,
  selection: Selection | null = state.selection,
): ActionResult {
  if (project === state.project && sameSelection(selection, state.selection)) return { state };
  return { state: { project, selection } };
}

function sameSelection(a: Selection | null, b: Selection | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.kind === b.kind && a.id === b.id && a.rungId === b.rungId;
}

/** True when `id` is a key of any of the document's maps. */
function used(project: Project, id: string): boolean {
  return [
    project.tagMap,
    project.childTagMap,
    project.rungMap,
    project.branchMap,
    project.instructionMap,
  ].some((map) => Object.hasOwn(map, id));
}

/** `count` new ids from `env.newId`, skipping any the document already uses (at most 1000 tries). */
export function freshIds(project: Project, env: EditorEnv, count: number): string[] | null {
  const ids: string[] = [];
  for (let tries = 0; ids.length < count && tries < 1000; tries++) {
    const id = env.newId();
    if (id !== '' && !used(project, id) && !ids.includes(id)) ids.push(id);
  }
  return ids.length === count ? ids : null;
}

/** The refusal when no fresh id could be made. */
export const NO_FRESH_ID = 'Could not make a new id.';

/** Ids to drop from the document's ladder maps. */
export interface Doomed {
  instructions: readonly string[];
  branches: readonly string[];
  rungs: readonly string[];
}

/** Removes key `id` from a map (a draft's map inside `produce`). */
export function dropKey(map: Record<string, unknown>, id: string): void {
  Reflect.deleteProperty(map, id);
}

/** Removes the doomed instructions, branches and rungs from a draft document's maps. */
export function dropAll(draft: Project, doomed: Doomed): void {
  for (const id of doomed.instructions) dropKey(draft.instructionMap, id);
  for (const id of doomed.branches) dropKey(draft.branchMap, id);
  for (const id of doomed.rungs) dropKey(draft.rungMap, id);
}
