import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, xio, ote } from '../../../../compiler/src/reference/builders.ts';
import { moveElementTo } from './moveElementTo.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) [XIC(B) | XIC(C)] XIO(D) OTE(E); the second rung: XIC(F) OTE(G)
const p = project(
  rung(xic('A'), branch([xic('B')], [xic('C')]), xio('D'), ote('E')),
  rung(xic('F'), ote('G')),
);
const none = stateOf(p, null);
const second = p.rungs[1] ?? '';

describe('moveElementTo (a drag of an instruction, issue 22 item 7)', () => {
  it('moves an instruction to a wire, into a leg, or to another rung, selecting it', () => {
    // XIO(D) onto the bottom leg's start wire: [XIC(B) | XIO(D) XIC(C)].
    const legId = p.branchMap['branch-1']?.rungs[1] ?? '';
    const intoLeg = performOk(moveElementTo, none, {
      elementId: 'ins-4',
      target: { kind: 'wire', id: `wire:${legId}:start` },
    });
    expect(shape(intoLeg.project, 'rung-1')).toBe('XIC [XIC|XIO XIC] OTE');
    expect(intoLeg.selection).toEqual({ kind: 'instruction', id: 'ins-4', rungId: 'rung-1' });
    // XIC(A) after XIC(F) in rung 2.
    const across = performOk(moveElementTo, none, {
      elementId: 'ins-1',
      target: { kind: 'instruction', id: 'ins-6' },
    });
    expect(shape(across.project, 'rung-1')).toBe('[XIC|XIC] XIO OTE');
    expect(shape(across.project, second)).toBe('XIC XIC OTE');
    expect(across.selection).toEqual({ kind: 'instruction', id: 'ins-1', rungId: second });
  });

  it('moves a whole branch, but never into itself', () => {
    const moved = performOk(moveElementTo, none, {
      elementId: 'branch-1',
      target: { kind: 'instruction', id: 'ins-4' },
    });
    expect(shape(moved.project, 'rung-1')).toBe('XIC XIO [XIC|XIC] OTE');
    expect(
      refusal(moveElementTo, none, { elementId: 'branch-1', target: { kind: 'instruction', id: 'ins-2' } }),
    ).toBe('A branch cannot go inside itself.');
  });

  it('keeps conditions ahead of outputs and refuses unknown elements', () => {
    expect(
      refusal(moveElementTo, none, { elementId: 'ins-5', target: { kind: 'instruction', id: 'ins-1' } }),
    ).toBe('Conditions stay ahead of outputs.');
    expect(refusal(moveElementTo, none, { elementId: 'nope', target: { kind: 'rung', id: 'rung-1' } })).toBe(
      'Element "nope" does not exist.',
    );
  });
});
