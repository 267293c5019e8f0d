import { produce } from 'immer';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { findRoutine, routineNameProblem } from '../routineRules.ts';
import type { Action } from '../types.ts';

/**
 * Renames subroutine `routineId` to `name`; every JSR that called it (its Routine operand, any case)
 * calls it by the new name, in every routine.
 */
export const renameRoutine: Action<'renameRoutine'> = {
  name: 'renameRoutine',
  label: 'Rename routine',
  perform(state, { routineId, name }) {
    const { project: base } = state;
    const routine = findRoutine(base, routineId);
    if (!routine) return refuse('Choose a subroutine to rename (the Main Routine keeps its name).');
    if (name === routine.name) return done(state, base);
    const problem = routineNameProblem(base, name, routineId);
    if (problem) return refuse(problem);
    const old = routine.name.toUpperCase();
    const project = produce(base, (draft) => {
      for (const entry of draft.routines ?? []) if (entry.uuid === routineId) entry.name = name;
      for (const id of Object.keys(draft.instructionMap)) {
        const instruction = own(draft.instructionMap, id);
        const called = instruction?.ref?.Routine;
        if (instruction?.ref && typeof called === 'string' && called.toUpperCase() === old) {
          instruction.ref.Routine = name;
        }
      }
    });
    return done(state, project);
  },
};
