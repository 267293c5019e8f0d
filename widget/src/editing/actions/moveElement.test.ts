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
  });

  // Issue 22 item 6: one position at a time, into and out of branch legs.
  it('steps into a branch beside it and out of the leg it ends, one position at a time', () => {
    // XIO(B) right: into the top leg's start.
    const into = performOk(moveElement, at('ins-2'), { direction: 'right' });
    expect(shape(into.project, 'rung-1')).toBe('XIC [XIO XIC|XIC] OTE OTL');
    expect(into.selection).toEqual({ kind: 'instruction', id: 'ins-2' });
    // Right again: past XIC(C) in the leg; then out of the leg, after the branch.
    const along = performOk(moveElement, into, { direction: 'right' });
    expect(shape(along.project, 'rung-1')).toBe('XIC [XIC XIO|XIC] OTE OTL');
    const out = performOk(moveElement, along, { direction: 'right' });
    expect(shape(out.project, 'rung-1')).toBe('XIC [XIC|XIC] XIO OTE OTL');
    // Left from there: back into the top leg's end.
    const back = performOk(moveElement, out, { direction: 'left' });
    expect(shape(back.project, 'rung-1')).toBe('XIC [XIC XIO|XIC] OTE OTL');
    // XIC(C) left at the start of its leg: out, before the branch.
    const before = performOk(moveElement, at('ins-3'), { direction: 'left' });
    expect(shape(before.project, 'rung-1')).toBe('XIC XIO XIC [|XIC] OTE OTL');
  });

  it('keeps conditions ahead of outputs when stepping into or out of a leg', () => {
    const q = project(rung(branch([xic('C')], [xic('D')]), ote('E')));
    // OTE(E) left: into the top leg's end is fine (an output after the leg's condition).
    const inLeg = performOk(moveElement, stateOf(q, { kind: 'instruction', id: 'ins-3' }), {
      direction: 'left',
    });
    expect(shape(inLeg.project, 'rung-1')).toBe('[XIC OTE|XIC]');
    // A contact steps out of its leg ahead of the output, and no further.
    const outOfLeg = performOk(moveElement, stateOf(q, { kind: 'instruction', id: 'ins-1' }), {
      direction: 'right',
    });
    expect(shape(outOfLeg.project, 'rung-1')).toBe('[|XIC] XIC OTE');
    expect(refusal(moveElement, outOfLeg, { direction: 'right' })).toBe('Conditions stay ahead of outputs.');
    // An output cannot step out of a leg ahead of a contact.
    const s = project(rung(branch([xic('C'), ote('X')], [xic('D')]), xic('E'), ote('F')));
    expect(
      refusal(moveElement, stateOf(s, { kind: 'instruction', id: 'ins-2' }), { direction: 'right' }),
    ).toBe('Conditions stay ahead of outputs.');
  });
});
