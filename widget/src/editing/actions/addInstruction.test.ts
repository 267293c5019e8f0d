import { describe, expect, it } from 'vitest';
import { branch, project, rung, xic, xio, ote, ton } from '../../../../compiler/src/reference/builders.ts';
import { addInstruction } from './addInstruction.ts';
import { performOk, refusal, shape, stateOf } from '../testing.ts';

// rung-1: XIC(A) XIO(B) OTE(C) TON(T1); rung-2: [XIC(D) | ] OTE(E)
const p = project(rung(xic('A'), xio('B'), ote('C'), ton('T1')), rung(branch([xic('D')], []), ote('E')));
const at = (id: string) => stateOf(p, { kind: 'instruction', id });

describe('addInstruction', () => {
  it('inserts after the selected instruction and selects the new one', () => {
    const next = performOk(addInstruction, at('ins-1'), { type: 'XIO' });
    expect(shape(next.project, 'rung-1')).toBe('XIC XIO XIO OTE TON');
    expect(next.project.rungMap['rung-1']?.elements[1]).toBe('new-1');
    expect(next.project.instructionMap['new-1']).toEqual({ uuid: 'new-1', type: 'XIO', tag: null });
    expect(next.selection).toEqual({ kind: 'instruction', id: 'new-1', rungId: 'rung-1' });
  });

  it('keeps conditions ahead: a condition asked after an output goes before the first output', () => {
    const next = performOk(addInstruction, at('ins-4'), { type: 'GRT' });
    expect(shape(next.project, 'rung-1')).toBe('XIC XIO GRT OTE TON');
  });

  it('keeps conditions ahead: an output asked among conditions goes after the last condition', () => {
    const next = performOk(addInstruction, at('ins-1'), { type: 'OTL' });
    expect(shape(next.project, 'rung-1')).toBe('XIC XIO OTL OTE TON');
  });

  it('appends to the end of a selected rung or leg', () => {
    const onRung = performOk(addInstruction, stateOf(p, { kind: 'rung', id: 'rung-1' }), { type: 'OTU' });
    expect(shape(onRung.project, 'rung-1')).toBe('XIC XIO OTE TON OTU');
    const onLeg = performOk(addInstruction, stateOf(p, { kind: 'rung', id: 'rung-4' }), { type: 'XIC' });
    expect(shape(onLeg.project, 'rung-2')).toBe('[XIC|XIC] OTE');
    expect(onLeg.selection?.rungId).toBe('rung-2');
  });

  it('inserts at a selected wire', () => {
    const start = performOk(addInstruction, stateOf(p, { kind: 'wire', id: 'wire:rung-1:start' }), {
      type: 'ONS',
    });
    expect(shape(start.project, 'rung-1')).toBe('ONS XIC XIO OTE TON');
  });

  it('gives math, MOV, compares and OSR/OSF their empty operand slots', () => {
    const add = performOk(addInstruction, at('ins-4'), { type: 'ADD' });
    expect(add.project.instructionMap['new-1']?.ref).toEqual({ SrcA: null, SrcB: null, Dest: null });
    const osr = performOk(addInstruction, at('ins-4'), { type: 'OSR' });
    expect(osr.project.instructionMap['new-1']?.ref).toEqual({ Stor: null, Out: null });
  });

  it('is refused without a selection, with a stale one, or for an unknown type', () => {
    expect(refusal(addInstruction, stateOf(p), { type: 'XIC' })).toMatch(/Select/);
    expect(refusal(addInstruction, at('gone'), { type: 'XIC' })).toMatch(/not in the ladder/);
    expect(refusal(addInstruction, stateOf(p, { kind: 'branch', id: 'ins-1' }), { type: 'XIC' })).toMatch(
      /not in the ladder/,
    );
    expect(refusal(addInstruction, at('ins-1'), { type: 'JSX' as never })).toBe(
      'Unknown instruction type "JSX".',
    );
  });
});
