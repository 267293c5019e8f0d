import { produce } from 'immer';
import type { Routine } from '@plcsim/compiler';
import { done, refuse } from '../result.ts';
import { routineNameProblem, routinesOf } from '../routineRules.ts';
import type { Action } from '../types.ts';

/** Adds a subroutine called `name` in `language` at the end of the list: no rungs, or no statements. */
export const addRoutine: Action<'addRoutine'> = {
  name: 'addRoutine',
  label: 'Add routine',
  perform(state, { name, language }, env) {
    const { project: base } = state;
    const problem = routineNameProblem(base, name);
    if (problem) return refuse(problem);
    if (language !== 'LADDER' && language !== 'ST') return refuse('A routine is Ladder or Structured Text.');
    const taken = new Set(routinesOf(base).map((routine) => routine.uuid));
    let uuid = '';
    for (let tries = 0; tries < 1000 && (uuid === '' || taken.has(uuid)); tries++) uuid = env.newId();
    if (uuid === '' || taken.has(uuid)) return refuse('No new id could be made for the routine.');
    const routine: Routine = { uuid, name, language, rungs: [], stSource: '' };
    const project = produce(base, (draft) => {
      draft.routines = [...(draft.routines ?? []), routine];
    });
    return done(state, project, null);
  },
};
