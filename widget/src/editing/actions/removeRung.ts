import { produce } from 'immer';
import { rungSubtree, selectedMainRung } from '../ladderIndex.ts';
import { done, dropAll, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/** Removes the main rung holding the selection, with everything on it; nothing stays selected. */
export const removeRung: Action<'removeRung'> = {
  name: 'removeRung',
  label: 'Remove rung',
  perform(state) {
    const { project: base } = state;
    const rungId = selectedMainRung(base, state.selection);
    if (rungId === undefined) return refuse('Select a rung to remove.');
    const doomed = rungSubtree(base, rungId);
    const project = produce(base, (draft) => {
      draft.rungs = draft.rungs.filter((id) => id !== rungId);
      dropAll(draft, doomed);
    });
    return done(state, project, null);
  },
};
