import { freeze } from 'immer';
import { own, rungSubtree } from '../ladderIndex.ts';
import { done, dropKey, refuse } from '../result.ts';
import { readRungs, rungText } from '../rungText.ts';
import type { Action } from '../types.ts';

/**
 * Replaces the elements of main rung `rungId` with the rung `text` describes (neutral text such as
 * `XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);`, read by `readRungs`: missing tags are created with
 * inferred types). The rung keeps its id and comment; its old instructions, branches and legs leave the
 * maps, the new ones get fresh ids; the rung becomes the selection. Text equal to the rung's own text
 * changes nothing. Refused, with the parser's `line:col: message`, when the text does not read, and when
 * it holds no rung or more than one.
 */
export const replaceRungText: Action<'replaceRungText'> = {
  name: 'replaceRungText',
  label: 'Edit rung as text',
  perform(state, { rungId, text }, env) {
    const base = state.project;
    if (!base.rungs.includes(rungId) || !own(base.rungMap, rungId)) {
      return refuse('The rung is not in the ladder.');
    }
    const selection = { kind: 'rung' as const, id: rungId, rungId };
    if (text.trim() === rungText(base, rungId)) return done(state, base, selection);
    const read = readRungs(base, text, env);
    if ('refused' in read) return read;
    const [newRungId, ...more] = read.rungIds;
    if (newRungId === undefined) return refuse('Enter the rung as text, e.g. XIC(Start)OTE(Motor);');
    if (more.length > 0) {
      return refuse(`The text holds ${read.rungIds.length} rungs; a rung's text holds one.`);
    }
    const old = rungSubtree(base, rungId);
    // The importer's ladder maps are new objects no one else holds: edited in place, without copying.
    const { rungMap, branchMap, instructionMap } = read.project;
    const rung = own(rungMap, rungId);
    if (!rung) return refuse('The rung is not in the ladder.');
    const elements = own(rungMap, newRungId)?.elements ?? [];
    dropKey(rungMap, newRungId);
    for (const id of old.instructions) dropKey(instructionMap, id);
    for (const id of old.branches) dropKey(branchMap, id);
    for (const id of old.rungs) if (id !== rungId) dropKey(rungMap, id);
    rungMap[rungId] = { ...rung, elements };
    // Frozen, as immer leaves its results, so later edits do not walk the whole document again.
    const project = freeze({ ...read.project, rungs: base.rungs }, true);
    return done(state, project, selection);
  },
};
