import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { deleteElement } from './deleteElement.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) [XIC(B) | XIC(C)] OTE(D)
const p = project(rung(xic('A'), branch([xic('B')], [xic('C')]), ote('D')));

describe('deleteElement', () => {
  it('deletes the selected instruction from its rung and the instruction map; its rung becomes selected', () => {
    const next = performOk(deleteElement, stateOf(p, { kind: 'instruction', id: 'ins-1' }), {});
    expect(shape(next.project, 'rung-1')).toBe('[XIC|XIC] OTE');
    expect(next.project.instructionMap['ins-1']).toBeUndefined();
    expect(next.selection).toEqual({ kind: 'rung', id: 'rung-1', rungId: 'rung-1' });
    expect(next.project.tagMap).toBe(p.tagMap);
  });

  it('deletes a selected branch with its legs and their instructions', () => {
    const next = performOk(deleteElement, stateOf(p, { kind: 'branch', id: 'branch-1' }), {});
    expect(shape(next.project, 'rung-1')).toBe('XIC OTE');
    expect(Object.keys(next.project.branchMap)).toEqual([]);
    expect(Object.keys(next.project.rungMap)).toEqual(['rung-1']);
    expect(Object.keys(next.project.instructionMap)).toEqual(['ins-1', 'ins-4']);
  });

  it('deletes inside a leg', () => {
    const next = performOk(deleteElement, stateOf(p, { kind: 'instruction', id: 'ins-2' }), {});
    expect(shape(next.project, 'rung-1')).toBe('XIC [|XIC] OTE');
    expect(next.selection).toEqual({ kind: 'rung', id: 'rung-2', rungId: 'rung-1' });
  });

  it('is refused without an element selected', () => {
    expect(refusal(deleteElement, stateOf(p), {})).toMatch(/Select an instruction or a branch/);
    expect(refusal(deleteElement, stateOf(p, { kind: 'rung', id: 'rung-1' }), {})).toMatch(/Select/);
    expect(refusal(deleteElement, stateOf(p, { kind: 'instruction', id: 'gone' }), {})).toMatch(
      /not in the ladder/,
    );
  });

  it('is bound to Delete and Backspace', () => {
    expect(deleteElement.keyTest?.({ key: 'Delete', ctrlKey: false, metaKey: false, shiftKey: false })).toBe(
      true,
    );
    expect(
      deleteElement.keyTest?.({ key: 'Backspace', ctrlKey: false, metaKey: false, shiftKey: false }),
    ).toBe(true);
  });
});
