import { produce } from 'immer';
import { elementRole, own, selectedElement } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Swaps the selected instruction or branch with its left or right neighbour in its rung or leg.
 * Refused at either end, and when the swap would put a condition after an output.
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
    if (neighbour === undefined) return refuse(`The ${selection.kind} is already at the ${direction} end.`);
    const [left, right] = direction === 'left' ? [selection.id, neighbour] : [neighbour, selection.id];
    if (elementRole(base, left) === 'output' && elementRole(base, right) === 'condition') {
      return refuse('Conditions stay ahead of outputs.');
    }
    const project = produce(base, (draft) => {
      const elements = draft.rungMap[place.legId]?.elements;
      if (!elements) return;
      elements[to] = selection.id;
      elements[place.index] = neighbour;
    });
    return done(state, project);
  },
  keyTest: (event) =>
    (event.ctrlKey || event.metaKey) &&
    event.shiftKey &&
    (event.key === 'ArrowLeft' || event.key === 'ArrowRight'),
  keyArgs: (event) => ({ direction: event.key === 'ArrowLeft' ? 'left' : 'right' }),
};
