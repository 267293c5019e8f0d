import { produce } from 'immer';
import { conditionsFirst, ladderIndex, own, rungSubtree } from '../ladderIndex.ts';
import { done, dropKey, dropAll, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Removes the selected branch leg and everything on it. A branch left with one leg dissolves: that
 * leg's elements take the branch's place in the parent rung or leg (conditions kept ahead of outputs
 * there), and the parent becomes the selection; a branch left with more legs stays selected; a
 * branch left with none is removed.
 */
export const removeBranch: Action<'removeBranch'> = {
  name: 'removeBranch',
  label: 'Remove branch leg',
  perform(state) {
    const { project: base, selection } = state;
    const index = ladderIndex(base);
    const info = selection?.kind === 'rung' ? index.legs.get(selection.id) : undefined;
    if (!selection || !info || info.branchId === null) return refuse('Select a branch leg to remove.');
    const branchId = info.branchId;
    const branch = own(base.branchMap, branchId);
    const place = index.elements.get(branchId);
    const parent = place && own(base.rungMap, place.legId);
    if (!branch || !place || !parent) return refuse('The selected branch is not in the ladder.');
    const doomed = rungSubtree(base, selection.id);
    const rest = branch.rungs.filter((id) => id !== selection.id);
    const survivor = rest.length === 1 ? own(base.rungMap, rest[0]) : undefined;
    const merged =
      rest.length > 1
        ? null
        : conditionsFirst(base, [
            ...parent.elements.slice(0, place.index),
            ...(survivor?.elements ?? []),
            ...parent.elements.slice(place.index + 1),
          ]);
    const project = produce(base, (draft) => {
      dropAll(draft, doomed);
      if (merged === null) {
        const draftBranch = draft.branchMap[branchId];
        if (draftBranch) draftBranch.rungs = rest;
        return;
      }
      dropKey(draft.branchMap, branchId);
      if (survivor) dropKey(draft.rungMap, survivor.uuid);
      const draftParent = draft.rungMap[place.legId];
      if (draftParent) draftParent.elements = [...merged];
    });
    const parentInfo = index.legs.get(place.legId);
    return done(
      state,
      project,
      merged === null
        ? { kind: 'branch', id: branchId, rungId: info.mainId }
        : { kind: 'rung', id: place.legId, rungId: parentInfo?.mainId ?? info.mainId },
    );
  },
};
