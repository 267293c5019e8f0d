import { produce } from 'immer';
import { branchHeight, insertPoint, ladderIndex } from '../ladderIndex.ts';
import { done, freshIds, NO_FRESH_ID, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/** Deepest branch nesting a document may have: the compiler's MAX_BRANCH_NESTING (ladder/structure.ts). */
export const MAX_NESTING = 32;

/**
 * Adds a branch of two legs after the selected element, at the selected wire, or at the end of the
 * selected rung or leg. With `around`, the selected instruction or branch moves into the first leg
 * (the branch takes its place). The first leg becomes the selection. Refused without a valid
 * selection, or when branches would nest deeper than MAX_NESTING.
 */
export const addBranch: Action<'addBranch'> = {
  name: 'addBranch',
  label: 'Add branch',
  perform(state, { around = false }, env) {
    const { project: base, selection } = state;
    const point = insertPoint(base, selection);
    if (typeof point === 'string') return refuse(point);
    if (around && selection?.kind !== 'instruction' && selection?.kind !== 'branch') {
      return refuse('Select an instruction or a branch to put a branch around it.');
    }
    const level = ladderIndex(base).legs.get(point.legId)?.level ?? 0;
    const wrapped = around && selection ? selection.id : null;
    const deepest = level + 1 + (wrapped === null ? 0 : branchHeight(base, wrapped));
    if (deepest > MAX_NESTING) return refuse(`Branches cannot nest deeper than ${MAX_NESTING}.`);
    const ids = freshIds(base, env, 3);
    if (!ids) return refuse(NO_FRESH_ID);
    const [uuid, top, bottom] = ids as [string, string, string];
    const project = produce(base, (draft) => {
      draft.rungMap[top] = { uuid: top, elements: wrapped === null ? [] : [wrapped] };
      draft.rungMap[bottom] = { uuid: bottom, elements: [] };
      draft.branchMap[uuid] = { uuid, rungs: [top, bottom] };
      const leg = draft.rungMap[point.legId];
      if (!leg) return;
      // `point.index` is just after the selected element; around it, the branch takes its place.
      if (wrapped === null) leg.elements.splice(point.index, 0, uuid);
      else leg.elements.splice(point.index - 1, 1, uuid);
    });
    return done(state, project, { kind: 'rung', id: top, rungId: point.mainId });
  },
};
