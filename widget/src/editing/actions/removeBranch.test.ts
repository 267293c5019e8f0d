import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, xio, ote, otl } from '../../../../compiler/src/reference/builders.ts';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { removeBranch } from './removeBranch.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) [XIC(B) XIO(C) | XIC(D)] OTE(E); branch-1 legs rung-2, rung-3
const p = project(rung(xic('A'), branch([xic('B'), xio('C')], [xic('D')]), ote('E')));

describe('removeBranch', () => {
  it('removing one of two legs dissolves the branch: the other leg merges into the parent in its place', () => {
    const next = performOk(removeBranch, stateOf(p, { kind: 'rung', id: 'rung-3' }), {});
    expect(shape(next.project, 'rung-1')).toBe('XIC XIC XIO OTE');
    expect(next.project.branchMap).toEqual({});
    expect(Object.keys(next.project.rungMap)).toEqual(['rung-1']);
    expect(next.project.instructionMap['ins-4']).toBeUndefined();
    expect(next.selection).toEqual({ kind: 'rung', id: 'rung-1', rungId: 'rung-1' });
    expect(parseProjectDocument(next.project).errors).toEqual([]);
  });

  it('removing a leg of three keeps the branch with the other two', () => {
    const q = project(rung(branch([xic('A')], [xic('B')], [xic('C')]), ote('D')));
    const next = performOk(removeBranch, stateOf(q, { kind: 'rung', id: 'rung-3' }), {});
    expect(shape(next.project, 'rung-1')).toBe('[XIC|XIC] OTE');
    expect(next.selection).toEqual({ kind: 'branch', id: 'branch-1', rungId: 'rung-1' });
  });

  it('keeps conditions ahead of outputs when a merged leg ends in an output', () => {
    // rung-1: [OTL(A) | XIC(B)] XIC(C) OTE(D): dissolving leaves OTL before XIC(C), so it moves after.
    const q = project(rung(branch([otl('A')], [xic('B')]), xic('C'), ote('D')));
    const next = performOk(removeBranch, stateOf(q, { kind: 'rung', id: 'rung-3' }), {});
    expect(shape(next.project, 'rung-1')).toBe('XIC OTL OTE');
  });

  it('is refused for a main rung, an element or no selection', () => {
    expect(refusal(removeBranch, stateOf(p, { kind: 'rung', id: 'rung-1' }), {})).toBe(
      'Select a branch leg to remove.',
    );
    expect(refusal(removeBranch, stateOf(p, { kind: 'branch', id: 'branch-1' }), {})).toMatch(
      /Select a branch leg/,
    );
    expect(refusal(removeBranch, stateOf(p), {})).toMatch(/Select a branch leg/);
  });
});
