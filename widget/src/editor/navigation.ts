/**
 * Keyboard navigation over the ladder: every selectable place of a main rung in drawing order (the
 * wire before each element, the element, a branch's legs from top to bottom, the wire after), and the
 * selection an arrow key moves to.
 */
import type { Project } from '@plcsim/compiler';
import { ladderIndex, own } from '../editing/ladderIndex.ts';
import type { Selection } from '../editing/types.ts';

/** The selection naming `id` (a main rung, branch leg, branch, instruction or wire id), or null. */
export function selectionOf(project: Project, id: string): Selection | null {
  const index = ladderIndex(project);
  if (id.startsWith('wire:')) {
    const legId = /^wire:(.+):[^:]+$/.exec(id)?.[1] ?? '';
    const leg = index.legs.get(legId);
    return leg ? { kind: 'wire', id, rungId: leg.mainId } : null;
  }
  const leg = index.legs.get(id);
  if (leg) return { kind: 'rung', id, rungId: leg.mainId };
  const place = index.elements.get(id);
  const mainId = place && index.legs.get(place.legId)?.mainId;
  if (!place || mainId === undefined) return null;
  if (own(project.instructionMap, id)) return { kind: 'instruction', id, rungId: mainId };
  if (own(project.branchMap, id)) return { kind: 'branch', id, rungId: mainId };
  return null;
}

/** The selectable ids of a rung or leg in drawing order (wires, elements, nested legs). */
export function drawingOrder(project: Project, legId: string, seen = new Set<string>()): string[] {
  const leg = own(project.rungMap, legId);
  if (!leg || seen.has(legId)) return [];
  seen.add(legId);
  const order = [`wire:${legId}:start`];
  for (const id of leg.elements) {
    if (!own(project.instructionMap, id) && !own(project.branchMap, id)) continue;
    order.push(id);
    for (const sub of own(project.branchMap, id)?.rungs ?? [])
      order.push(...drawingOrder(project, sub, seen));
    order.push(`wire:${legId}:${id}`);
  }
  return order;
}

/** The main rung holding `selection`, or undefined. */
function mainRungOf(project: Project, selection: Selection): string | undefined {
  return selectionOf(project, selection.id)?.rungId;
}

/**
 * Where an arrow key moves the selection: Left and Right step through the rung's drawing order (from a
 * rung or leg, Right goes to its first wire and Left to the place before it), Up and Down to the
 * previous or next main rung. With nothing selected any arrow selects the first rung. Null when there
 * is nowhere to go.
 */
export function moveSelection(
  project: Project,
  selection: Selection | null,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
): Selection | null {
  const first = project.rungs[0];
  const main = selection ? mainRungOf(project, selection) : undefined;
  if (!selection || main === undefined) return first === undefined ? null : selectionOf(project, first);
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const at = project.rungs.indexOf(main);
    const next = project.rungs[key === 'ArrowUp' ? at - 1 : at + 1];
    return next === undefined ? null : selectionOf(project, next);
  }
  const order = drawingOrder(project, main);
  let at = order.indexOf(selection.id);
  if (at === -1) {
    // A rung or leg: its start wire stands for it.
    const start = order.indexOf(`wire:${selection.id}:start`);
    if (start === -1) return null;
    at = key === 'ArrowRight' ? start - 1 : start;
  }
  const next = order[key === 'ArrowRight' ? at + 1 : at - 1];
  return next === undefined ? null : selectionOf(project, next);
}
