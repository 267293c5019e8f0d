import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { addBranch, MAX_NESTING } from './addBranch.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) XIC(B) OTE(C)
const p = project(rung(xic('A'), xic('B'), ote('C')));
const at = (id: string) => stateOf(p, { kind: 'instruction', id });

describe('addBranch', () => {
  it('adds a branch of two empty legs after the selected element and selects its first leg', () => {
    const next = performOk(addBranch, at('ins-1'), {});
    expect(shape(next.project, 'rung-1')).toBe('XIC [|] XIC OTE');
    expect(next.project.branchMap['new-1']).toEqual({ uuid: 'new-1', rungs: ['new-2', 'new-3'] });
    expect(next.selection).toEqual({ kind: 'rung', id: 'new-2', rungId: 'rung-1' });
  });

  it('with around, puts the selected element in the first leg, in its place', () => {
    const next = performOk(addBranch, at('ins-2'), { around: true });
    expect(shape(next.project, 'rung-1')).toBe('XIC [XIC|] OTE');
    expect(parseProjectDocument(next.project).errors).toEqual([]);
  });

  it('goes at a selected wire or at the end of a selected rung', () => {
    const wire = performOk(addBranch, stateOf(p, { kind: 'wire', id: 'wire:rung-1:start' }), {});
    expect(shape(wire.project, 'rung-1')).toBe('[|] XIC XIC OTE');
    const end = performOk(addBranch, stateOf(p, { kind: 'rung', id: 'rung-1' }), {});
    expect(shape(end.project, 'rung-1')).toBe('XIC XIC OTE [|]');
  });

  it('is refused without a valid selection, and around a rung', () => {
    expect(refusal(addBranch, stateOf(p), {})).toMatch(/Select/);
    expect(refusal(addBranch, at('gone'), {})).toMatch(/not in the ladder/);
    expect(refusal(addBranch, stateOf(p, { kind: 'rung', id: 'rung-1' }), { around: true })).toMatch(
      /Select an instruction or a branch/,
    );
  });

  it('is refused when branches would nest deeper than the compiler allows', () => {
    let deep = rung(xic('A'));
    for (let i = 0; i < MAX_NESTING; i++) deep = rung(branch(deep.elements, []));
    const q = project(deep);
    expect(parseProjectDocument(q).errors).toEqual([]);
    const innermost = Object.keys(q.instructionMap)[0] as string;
    expect(refusal(addBranch, stateOf(q, { kind: 'instruction', id: innermost }), {})).toMatch(
      /deeper than 32/,
    );
    expect(refusal(addBranch, stateOf(q, { kind: 'branch', id: 'branch-1' }), { around: true })).toMatch(
      /deeper/,
    );
  });
});
