import { produce } from 'immer';
import { rungSubtree } from '../ladderIndex.ts';
import { done, dropAll, refuse } from '../result.ts';
import { findRoutine } from '../routineRules.ts';
import type { Action } from '../types.ts';

/**
 * Deletes subroutine `routineId` with its rungs and everything on them (an undo brings it back). JSRs
 * that called it keep its name, so the Errors tab shows them.
 */
export const deleteRoutine: Action<'deleteRoutine'> = {
  name: 'deleteRoutine',
  label: 'Delete routine',
  perform(state, { routineId }) {
    const { project: base } = state;
    const routine = findRoutine(base, routineId);
    if (!routine) return refuse('Choose a subroutine to delete (the Main Routine cannot be deleted).');
    const doomed = routine.rungs.map((rungId) => rungSubtree(base, rungId));
    const project = produce(base, (draft) => {
      const rest = (draft.routines ?? []).filter((entry) => entry.uuid !== routineId);
      if (rest.length === 0) delete draft.routines;
      else draft.routines = rest;
      for (const part of doomed) dropAll(draft, part);
    });
    return done(state, project, null);
  },
};
