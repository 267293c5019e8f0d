import { produce } from 'immer';
import { selectedMainRung } from '../ladderIndex.ts';
import { done, freshIds, NO_FRESH_ID, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Adds an empty main rung after the selected rung (the main rung holding the selection), else at the
 * end; the new rung becomes the selection.
 */
export const addRung: Action<'addRung'> = {
  name: 'addRung',
  label: 'Add rung',
  perform(state, _args, env) {
    const [uuid] = freshIds(state.project, env, 1) ?? [];
    if (uuid === undefined) return refuse(NO_FRESH_ID);
    const after = selectedMainRung(state.project, state.selection);
    const project = produce(state.project, (draft) => {
      draft.rungMap[uuid] = { uuid, elements: [] };
      const at = after === undefined ? -1 : draft.rungs.indexOf(after);
      if (at === -1) draft.rungs.push(uuid);
      else draft.rungs.splice(at + 1, 0, uuid);
    });
    return done(state, project, { kind: 'rung', id: uuid, rungId: uuid });
  },
  keyTest: (event) => (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'r',
};
