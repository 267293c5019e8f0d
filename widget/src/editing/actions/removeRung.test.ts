import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { removeRung } from './removeRung.ts';
import { performOk, refusal, stateOf } from '../testing.ts';

// rung-1: XIC(A) OTE(B); rung-2: [XIC(C) | XIC(D)] OTE(E)
const p = project(rung(xic('A'), ote('B')), rung(branch([xic('C')], [xic('D')]), ote('E')));

describe('removeRung', () => {
  it('removes the selected main rung with everything on it; nothing stays selected', () => {
    const next = performOk(removeRung, stateOf(p, { kind: 'rung', id: 'rung-2' }), {});
    expect(next.project.rungs).toEqual(['rung-1']);
    expect(Object.keys(next.project.rungMap)).toEqual(['rung-1']);
    expect(next.project.branchMap).toEqual({});
    expect(Object.keys(next.project.instructionMap)).toEqual(['ins-1', 'ins-2']);
    expect(next.selection).toBeNull();
    expect(next.project.rungMap['rung-1']).toBe(p.rungMap['rung-1']);
  });

  it('removes the main rung holding a selected element', () => {
    const next = performOk(removeRung, stateOf(p, { kind: 'instruction', id: 'ins-3' }), {});
    expect(next.project.rungs).toEqual(['rung-1']);
  });

  it('is refused without a selection', () => {
    expect(refusal(removeRung, stateOf(p), {})).toBe('Select a rung to remove.');
  });
});
