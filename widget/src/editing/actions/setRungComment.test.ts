import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { MAX_COMMENT_LENGTH, setRungComment } from './setRungComment.ts';
import { performOk, refusal, stateOf } from '../testing.ts';

// rung-1: [XIC(A) | XIC(B)] OTE(C) (legs rung-2, rung-3); rung-4: OTE(D)
const p = project(rung(branch([xic('A')], [xic('B')]), ote('C')), rung(ote('D')));

describe('setRungComment', () => {
  it('sets the comment of the rung holding the selection; it is saved with the project', () => {
    const next = performOk(setRungComment, stateOf(p, { kind: 'instruction', id: 'ins-1' }), {
      comment: 'Start the pump',
    });
    expect(next.project.rungMap['rung-1']?.comment).toBe('Start the pump');
    expect(next.project.rungMap['rung-4']).toBe(p.rungMap['rung-4']);
    const saved = parseProjectDocument(JSON.parse(JSON.stringify(next.project)));
    expect(saved.project?.rungMap['rung-1']?.comment).toBe('Start the pump');
  });

  it('sets a named rung, and a blank comment removes the field', () => {
    const set = performOk(setRungComment, stateOf(p), { rungId: 'rung-4', comment: 'Lamp' });
    const removed = performOk(setRungComment, set, { rungId: 'rung-4', comment: '  ' });
    expect(removed.project.rungMap['rung-4']).toEqual({ uuid: 'rung-4', elements: ['ins-4'] });
  });

  it('is refused without a rung, for a branch leg, and over 2000 characters', () => {
    expect(refusal(setRungComment, stateOf(p), { comment: 'x' })).toBe('Select a rung to comment.');
    expect(refusal(setRungComment, stateOf(p), { rungId: 'rung-2', comment: 'x' })).toBe(
      'Rung "rung-2" is not a main rung.',
    );
    expect(
      refusal(setRungComment, stateOf(p), { rungId: 'rung-1', comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) }),
    ).toMatch(/at most 2000/);
  });

  it('the schema refuses a comment over 2000 characters', () => {
    const doc = structuredClone(p);
    const target = doc.rungMap['rung-1'];
    if (target) target.comment = 'x'.repeat(2001);
    expect(parseProjectDocument(doc).errors.join()).toMatch(/rungMap\.rung-1\.comment/);
  });
});
