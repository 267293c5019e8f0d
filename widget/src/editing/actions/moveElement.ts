import { produce } from 'immer';
import { elementRole, ladderIndex, own, selectedElement } from '../ladderIndex.ts';
import { relocate, type Destination } from '../relocate.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Moves the selected instruction or branch one position left or right: past an instruction beside it
 * (they swap), into a branch beside it (the top leg's near end), or out of the branch leg it ends
 * (just before or after that branch). Refused at either end of a main rung, and when the move would
 * put a condition after an output.
 */
export const moveElement: Action<'moveElement'> = {
  name: 'moveElement',
  label: 'Move element',
  perform(state, { direction }) {
    const { project: base, selection } = state;
    if (selection?.kind !== 'instruction' && selection?.kind !== 'branch') {
      return refuse('Select an instruction or a branch to move.');
    }
    const place = selectedElement(base, selection);
    const leg = place && own(base.rungMap, place.legId);
    if (!place || !leg) return refuse(`The selected ${selection.kind} is not in the ladder.`);
    const to = direction === 'left' ? place.index - 1 : place.index + 1;
    const neighbour = leg.elements[to];
    let destination: Destination | undefined;
    if (neighbour === undefined) {
      // At the end of a branch leg: out of the branch, beside it.
      const branchId = ladderIndex(base).legs.get(place.legId)?.branchId ?? null;
      const branchPlace = branchId === null ? undefined : ladderIndex(base).elements.get(branchId);
      if (!branchPlace) return refuse(`The ${selection.kind} is already at the ${direction} end.`);
      destination = {
        legId: branchPlace.legId,
        index: direction === 'left' ? branchPlace.index : branchPlace.index + 1,
      };
    } else {
      const branch = own(base.branchMap, neighbour);
      const top = branch?.rungs[0];
      const topLeg = top === undefined ? undefined : own(base.rungMap, top);
      if (top !== undefined && topLeg) {
        // Into the branch beside it: the top leg, at the end nearest the element.
        destination = { legId: top, index: direction === 'left' ? topLeg.elements.length : 0 };
      }
    }
    if (destination) {
      const moved = relocate(base, selection.id, destination);
      return typeof moved === 'string' ? refuse(moved) : done(state, moved);
    }
    const other = neighbour as string;
    const [left, right] = direction === 'left' ? [selection.id, other] : [other, selection.id];
    if (elementRole(base, left) === 'output' && elementRole(base, right) === 'condition') {
      return refuse('Conditions stay ahead of outputs.');
    }
    const project = produce(base, (draft) => {
      const elements = draft.rungMap[place.legId]?.elements;
      if (!elements) return;
      elements[to] = selection.id;
      elements[place.index] = other;
    });
    return done(state, project);
  },
  keyTest: (event) =>
    (event.ctrlKey || event.metaKey) &&
    event.shiftKey &&
    (event.key === 'ArrowLeft' || event.key === 'ArrowRight'),
  keyArgs: (event) => ({ direction: event.key === 'ArrowLeft' ? 'left' : 'right' }),
};
