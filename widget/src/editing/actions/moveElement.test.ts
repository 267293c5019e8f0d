import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, xio, ote, otl } from '../../../../compiler/src/reference/builders.ts';
import { moveElement } from './moveElement.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) XIO(B) [XIC(C) | XIC(D)] OTE(E) OTL(F)
const p = project(rung(xic('A'), xio('B'), branch([xic('C')], [xic('D')]), ote('E'), otl('F')));
const at = (id: string) => stateOf(p, { kind: 'instruction', id });

describe('moveElement', () => {
  it('swaps the selected instruction with its neighbour, keeping the selection', () => {
    const next = performOk(moveElement, at('ins-2'), { direction: 'left' });
    expect(shape(next.project, 'rung-1')).toBe('XIO XIC [XIC|XIC] OTE OTL');
    expect(next.selection).toEqual({ kind: 'instruction', id: 'ins-2' });
    const outputs = performOk(moveElement, at('ins-5'), { direction: 'right' });
    expect(shape(outputs.project, 'rung-1')).toBe('XIC XIO [XIC|XIC] OTL OTE');
  });

  it('moves a branch and moves within a leg', () => {
    const next = performOk(moveElement, stateOf(p, { kind: 'branch', id: 'branch-1' }), {
      direction: 'right',
    });
    expect(shape(next.project, 'rung-1')).toBe('XIC XIO OTE [XIC|XIC] OTL');
  });

  it('keeps conditions ahead of outputs', () => {
    const q = project(rung(xic('A'), ote('B')));
    expect(
      refusal(moveElement, stateOf(q, { kind: 'instruction', id: 'ins-1' }), { direction: 'right' }),
    ).toBe('Conditions stay ahead of outputs.');
    expect(
      refusal(moveElement, stateOf(q, { kind: 'instruction', id: 'ins-2' }), { direction: 'left' }),
    ).toBe('Conditions stay ahead of outputs.');
  });

  it('is refused at either end, and without an element selected', () => {
    expect(refusal(moveElement, at('ins-1'), { direction: 'left' })).toMatch(/already at the left end/);
    expect(refusal(moveElement, at('ins-6'), { direction: 'right' })).toMatch(/already at the right end/);
    expect(refusal(moveElement, stateOf(p, { kind: 'rung', id: 'rung-1' }), { direction: 'left' })).toMatch(
      /Select an instruction or a branch/,
    );
    expect(refusal(moveElement, at('ins-3'), { direction: 'left' })).toMatch(/already at the left end/);
  });
});
