import { produce } from 'immer';
import { done, refuse } from '../result.ts';
import { findRoutine } from '../routineRules.ts';
import type { Action } from '../types.ts';

/** Replaces the statements of Structured Text subroutine `routineId`. */
export const setRoutineSource: Action<'setRoutineSource'> = {
  name: 'setRoutineSource',
  label: 'Edit routine',
  perform(state, { routineId, source }) {
    const { project: base } = state;
    const routine = findRoutine(base, routineId);
    if (!routine) return refuse(`No routine has id "${routineId}".`);
    if (routine.language !== 'ST') return refuse(`${routine.name} is a Ladder routine.`);
    if (typeof source !== 'string') return refuse('The source of a routine is text.');
    if (source === routine.stSource) return done(state, base);
    const project = produce(base, (draft) => {
      for (const entry of draft.routines ?? []) if (entry.uuid === routineId) entry.stSource = source;
    });
    return done(state, project);
  },
};
