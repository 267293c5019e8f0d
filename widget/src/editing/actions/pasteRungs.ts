import { freeze } from 'immer';
import { selectedMainRung } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { readRungs } from '../rungText.ts';
import type { Action } from '../types.ts';

/**
 * Pastes the rungs of neutral `text` (one or more `;`-terminated rungs, as `copyRungs` or Studio 5000
 * writes them; read by `readRungs`: missing tags are created with inferred types) after the main rung
 * holding the selection, else at the end; the last pasted rung becomes the selection. Refused, with the
 * parser's `line:col: message`, when the text does not read or holds no rung. Ctrl/Cmd+V is left to the
 * UI's `paste` clipboard event, which performs this action with the clipboard's text.
 */
export const pasteRungs: Action<'pasteRungs'> = {
  name: 'pasteRungs',
  label: 'Paste rungs',
  perform(state, { text }, env) {
    const read = readRungs(state.project, text, env);
    if ('refused' in read) return read;
    const { rungIds } = read;
    const last = rungIds[rungIds.length - 1];
    if (last === undefined) return refuse('Nothing to paste: the text holds no rung.');
    const after = selectedMainRung(state.project, state.selection);
    const rungs = state.project.rungs.slice();
    const index = after === undefined ? -1 : rungs.indexOf(after);
    rungs.splice(index === -1 ? rungs.length : index + 1, 0, ...rungIds);
    // Frozen, as immer leaves its results, so later edits do not walk the whole document again.
    const project = freeze({ ...read.project, rungs }, true);
    return done(state, project, { kind: 'rung', id: last, rungId: last });
  },
};
