/**
 * Moving an instruction or branch to another place in the ladder: out of its leg and into another
 * leg (or elsewhere in its own), as Move Left/Right into and out of branch legs and a drag do.
 */
import type { Project } from '@plcsim/compiler';
import { produce } from 'immer';
import { MAX_NESTING } from './actions/addBranch.ts';
import { branchHeight, conditionsAhead, ladderIndex, own, subtree } from './ladderIndex.ts';

/** Where an element goes: a leg and the position in it, counted before the element leaves its place. */
export interface Destination {
  legId: string;
  index: number;
}

/**
 * The document with element `id` moved to `to`, or the reason it cannot go there: a place inside
 * itself, branches nested deeper than MAX_NESTING, or a condition after an output in the leg it
 * lands in. The same document when `to` is where the element already is.
 */
export function relocate(project: Project, id: string, to: Destination): Project | string {
  const index = ladderIndex(project);
  const from = index.elements.get(id);
  const target = index.legs.get(to.legId);
  const targetLeg = own(project.rungMap, to.legId);
  if (!from || !target || !targetLeg) return 'That place is not in the ladder.';
  if (subtree(project, id).rungs.includes(to.legId)) return 'A branch cannot go inside itself.';
  const sameLeg = from.legId === to.legId;
  const at = sameLeg && from.index < to.index ? to.index - 1 : to.index;
  if (sameLeg && at === from.index) return project;
  if (target.level + branchHeight(project, id) > MAX_NESTING) {
    return `Branches cannot nest deeper than ${MAX_NESTING}.`;
  }
  const landed = targetLeg.elements.filter((e) => e !== id);
  landed.splice(Math.max(0, Math.min(at, landed.length)), 0, id);
  if (!conditionsAhead(project, landed)) return 'Conditions stay ahead of outputs.';
  return produce(project, (draft) => {
    const source = draft.rungMap[from.legId];
    const leg = draft.rungMap[to.legId];
    if (!source || !leg) return;
    source.elements.splice(from.index, 1);
    leg.elements = landed;
  });
}

/** The main rung a leg belongs to, if it is in the ladder. */
export function mainRungOfLeg(project: Project, legId: string): string | undefined {
  return ladderIndex(project).legs.get(legId)?.mainId;
}
