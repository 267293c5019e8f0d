/** JSR's Routine Name in the editor (issue 25): the picker lists the routines; setting checks the name. */
import { describe, expect, it } from 'vitest';
import { project, rung } from '../../../compiler/src/reference/builders.ts';
import { jsr, routine } from '../../../compiler/src/reference/routineBuilders.ts';
import { ote } from '../../../compiler/src/reference/builders.ts';
import { slotsOf, parseOperand } from '../editor/operands.ts';
import { setOperand } from './actions/setOperand.ts';
import { performOk, refusal, stateOf } from './testing.ts';

// ins-1 JSR(Fill); routines Fill (ins-2 OTE(A)) and Drain (ins-3 OTE(B)).
const build = () =>
  project(rung(jsr('Fill')), routine('Fill', rung(ote('A'))), routine('Drain', rung(ote('B'))));

describe('JSR Routine Name', () => {
  it('the picker offers the project routines and shows the current one', () => {
    const p = build();
    const instruction = p.instructionMap['ins-1'];
    if (!instruction) throw new Error('no JSR');
    const [slot] = slotsOf(p, instruction);
    expect(slot).toMatchObject({ slot: 'Routine', label: 'Routine', current: 'Fill' });
    expect(slot?.choices.map((c) => c.name)).toEqual(['Fill', 'Drain']);
    if (slot) expect(parseOperand(slot, 'drain', p)).toBe('Drain');
  });

  it('sets a routine by name and refuses a name that is no routine, or MainRoutine', () => {
    const p = build();
    const next = performOk(setOperand, stateOf(p), {
      instructionId: 'ins-1',
      slot: 'Routine',
      value: 'Drain',
    });
    expect(next.project.instructionMap['ins-1']?.ref?.Routine).toBe('Drain');
    expect(refusal(setOperand, stateOf(p), { instructionId: 'ins-1', slot: 'Routine', value: 'Nope' })).toBe(
      'There is no routine named "Nope".',
    );
    expect(
      refusal(setOperand, stateOf(p), { instructionId: 'ins-1', slot: 'Routine', value: 'MainRoutine' }),
    ).toBe('JSR cannot call MainRoutine: it runs every scan by itself.');
  });
});
