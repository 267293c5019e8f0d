/** Editing a PID instruction: adding it, its slots and what each takes, creating its tags. */
import { compileProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { project, rung, struct, tag, xic } from '../../../../compiler/src/reference/builders.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { addInstruction } from './addInstruction.ts';
import { createOperandTag } from './createOperandTag.ts';
import { createTag } from './createTag.ts';
import { setOperand } from './setOperand.ts';
import { slotsOf } from '../../editor/operands.ts';

// Tags: tag-1 Go (BOOL), tag-2 Level (REAL), tag-3 Raw (DINT), tag-4 Loop1 (PID), tag-5 Pump (UDT-less STRUCT).
const base = project(
  tag('Go', 'BOOL'),
  tag('Level', 'REAL'),
  tag('Raw', 'DINT'),
  struct('Loop1', 'PID', { MAXO: 100 }),
  rung(xic('Go')),
);
const named = (p: typeof base, name: string) => Object.values(p.tagMap).find((t) => t.name === name);

function withPid() {
  const s = stateOf(base, { kind: 'instruction', id: 'ins-1' });
  const added = performOk(addInstruction, s, { type: 'PID' });
  const id = added.selection?.kind === 'instruction' ? added.selection.id : '';
  return { state: added, id };
}

describe('PID in the editor', () => {
  it('adds a PID with empty PID, Process Variable and Control Variable slots', () => {
    const { state, id } = withPid();
    expect(state.project.instructionMap[id]).toMatchObject({
      type: 'PID',
      tag: null,
      ref: { Src: null, Dest: null },
    });
    const slots = slotsOf(state.project, state.project.instructionMap[id] as never);
    expect(slots.map((s) => [s.label, s.choices.map((c) => c.name)])).toEqual([
      ['PID', ['Loop1']],
      ['Process Variable', ['Level', 'Raw']],
      ['Control Variable', ['Level', 'Raw']],
    ]);
  });

  it('takes only a PID tag in the PID slot, and REAL or DINT tags for PV and CV', () => {
    const { state, id } = withPid();
    expect(refusal(setOperand, state, { instructionId: id, slot: 'tag', value: 'tag-2' })).toBe(
      'PID PID takes a PID tag, not REAL.',
    );
    expect(refusal(setOperand, state, { instructionId: id, slot: 'Src', value: 'tag-1' })).toBe(
      'PID Process Variable takes a REAL or DINT tag, not BOOL.',
    );
    let next = performOk(setOperand, state, { instructionId: id, slot: 'tag', value: 'tag-4' });
    next = performOk(setOperand, next, { instructionId: id, slot: 'Src', value: 'tag-2' });
    next = performOk(setOperand, next, { instructionId: id, slot: 'Dest', value: 'tag-3' });
    expect(compileProject(next.project).diagnostics).toEqual([]);
  });

  it('creates a PID tag (MAXO 100) from the PID slot and a REAL from the PV slot', () => {
    const { state, id } = withPid();
    let next = performOk(createOperandTag, state, { instructionId: id, slot: 'tag', name: 'TankLoop' });
    expect(named(next.project, 'TankLoop')).toMatchObject({
      data_type: 'STRUCT',
      udt: 'PID',
      memberValues: { MAXO: 100 },
    });
    next = performOk(createOperandTag, next, { instructionId: id, slot: 'Src', name: 'TankLevel' });
    expect(named(next.project, 'TankLevel')).toMatchObject({ data_type: 'REAL' });
    expect(next.project.instructionMap[id]?.tag).toBe(named(next.project, 'TankLoop')?.uuid);
  });

  it('creates a PID tag from the Tags tab’s create row', () => {
    const next = performOk(createTag, stateOf(base), { name: 'Oven', type: 'PID' });
    expect(named(next.project, 'Oven')).toMatchObject({
      data_type: 'STRUCT',
      udt: 'PID',
      memberValues: { MAXO: 100 },
    });
  });
});
