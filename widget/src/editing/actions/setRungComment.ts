import { produce } from 'immer';
import { own, selectedMainRung } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/** Longest rung comment (the schema's maxLength). */
export const MAX_COMMENT_LENGTH = 2000;

/**
 * Sets the comment of main rung `rungId` (default: the main rung holding the selection); a blank
 * comment removes the field. Refused for a missing rung, a branch leg, or more than 2000 characters.
 */
export const setRungComment: Action<'setRungComment'> = {
  name: 'setRungComment',
  label: 'Rung comment',
  perform(state, { comment, rungId }) {
    const { project: base } = state;
    const id = rungId ?? selectedMainRung(base, state.selection);
    if (id === undefined) return refuse('Select a rung to comment.');
    if (!own(base.rungMap, id) || !base.rungs.includes(id)) return refuse(`Rung "${id}" is not a main rung.`);
    if (typeof comment !== 'string') return refuse('A comment is text.');
    if (comment.length > MAX_COMMENT_LENGTH) {
      return refuse(`A rung comment has at most ${MAX_COMMENT_LENGTH} characters.`);
    }
    const project = produce(base, (draft) => {
      const rung = draft.rungMap[id];
      if (!rung) return;
      if (comment.trim() === '') delete rung.comment;
      else rung.comment = comment;
    });
    return done(state, project);
  },
};
