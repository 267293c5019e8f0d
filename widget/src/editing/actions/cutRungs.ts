import { produce } from 'immer';
import { own, rungSubtree, selectedMainRung } from '../ladderIndex.ts';
import { done, dropAll, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Removes main rungs `rungIds` (default: the main rung holding the selection) with everything on them;
 * nothing stays selected. The cut's text is `copyRungs(project, rungIds)`, taken before this action:
 * the UI's `cut` clipboard event (Ctrl/Cmd+X) puts it on the clipboard and then performs this action,
 * so there is no key test here. Refused when no rung is given or selected, or when an id is not a main
 * rung.
 */
export const cutRungs: Action<'cutRungs'> = {
  name: 'cutRungs',
  label: 'Cut rungs',
  perform(state, { rungIds }) {
    const base = state.project;
    const selected = selectedMainRung(base, state.selection);
    const wanted = rungIds ?? (selected === undefined ? [] : [selected]);
    if (wanted.length === 0) return refuse(rungIds ? 'No rung to cut.' : 'Select a rung to cut.');
    const missing = wanted.find((id) => !base.rungs.includes(id) || !own(base.rungMap, id));
    if (missing !== undefined) return refuse(`Rung "${missing}" is not in the ladder.`);
    const cut = new Set(wanted);
    const project = produce(base, (draft) => {
      draft.rungs = draft.rungs.filter((id) => !cut.has(id));
      for (const id of cut) dropAll(draft, rungSubtree(base, id));
    });
    return done(state, project, null);
  },
};
