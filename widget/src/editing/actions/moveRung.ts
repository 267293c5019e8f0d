import { produce } from 'immer';
import { selectedMainRung } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/** Moves the main rung holding the selection one place up or down; refused at the top or bottom. */
export const moveRung: Action<'moveRung'> = {
  name: 'moveRung',
  label: 'Move rung',
  perform(state, { direction }) {
    const { project: base } = state;
    const rungId = selectedMainRung(base, state.selection);
    if (rungId === undefined) return refuse('Select a rung to move.');
    const from = base.rungs.indexOf(rungId);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= base.rungs.length) {
      return refuse(
        direction === 'up' ? 'The rung is already at the top.' : 'The rung is already at the bottom.',
      );
    }
    const project = produce(base, (draft) => {
      const other = draft.rungs[to] as string;
      draft.rungs[to] = rungId;
      draft.rungs[from] = other;
    });
    return done(state, project);
  },
  keyTest: (event) =>
    (event.ctrlKey || event.metaKey) &&
    event.shiftKey &&
    (event.key === 'ArrowUp' || event.key === 'ArrowDown'),
  keyArgs: (event) => ({ direction: event.key === 'ArrowUp' ? 'up' : 'down' }),
};
