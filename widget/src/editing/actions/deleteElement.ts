import { produce } from 'immer';
import { selectedElement, subtree } from '../ladderIndex.ts';
import { done, dropAll, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Deletes the selected instruction, or the selected branch with everything in it, from its leg and
 * from the document's maps; the leg it was in becomes the selection.
 */
export const deleteElement: Action<'deleteElement'> = {
  name: 'deleteElement',
  label: 'Delete',
  perform(state) {
    const { project: base, selection } = state;
    if (selection?.kind !== 'instruction' && selection?.kind !== 'branch') {
      return refuse('Select an instruction or a branch to delete.');
    }
    const place = selectedElement(base, selection);
    if (!place) return refuse(`The selected ${selection.kind} is not in the ladder.`);
    const doomed = subtree(base, selection.id);
    const project = produce(base, (draft) => {
      draft.rungMap[place.legId]?.elements.splice(place.index, 1);
      dropAll(draft, doomed);
    });
    return done(state, project, { kind: 'rung', id: place.legId, rungId: place.mainId });
  },
  keyTest: (event) =>
    !event.ctrlKey && !event.metaKey && (event.key === 'Delete' || event.key === 'Backspace'),
};
