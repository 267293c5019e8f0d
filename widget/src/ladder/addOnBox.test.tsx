/** An Add-On Instruction call drawn as Studio 5000 draws it, its operand picker slots and the Add-On toolset. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sealProject } from '../editing/addOnTesting.ts';
import { performOk, refusal, stateOf } from '../editing/testing.ts';
import { setOperand } from '../editing/actions/setOperand.ts';
import { createOperandTag } from '../editing/actions/createOperandTag.ts';
import { slotsOf } from '../editor/operands.ts';
import { Toolsets } from '../editor/Toolsets.tsx';
import { LadderView } from './LadderView.tsx';

const texts = (element: Element) => [...element.querySelectorAll('text')].map((t) => t.textContent);

describe('an Add-On Instruction call', () => {
  it('is a box titled with the AOI name and description, the instance, then its shown parameters', () => {
    const { project } = sealProject();
    const { container } = render(<LadderView project={project} />);
    const box = container.querySelector('[data-type="Seal"]');
    if (!box) throw new Error('no Seal box');
    // Limit is neither required nor visible; Count is local: neither is drawn. Run (no argument) shows Seal1.Run.
    expect(texts(box)).toEqual([
      'Seal',
      'Seal-in circuit',
      'Seal',
      'Seal1',
      'Start',
      'A',
      '0',
      'Run',
      'Seal1.Run',
      '0',
      'Data',
      '?',
    ]);
    expect(
      [...box.querySelectorAll('[data-operand-slot]')].map((e) => e.getAttribute('data-operand-slot')),
    ).toEqual(['tag', 'param:Start', 'param:Run', 'param:Data']);
  });

  it('offers instances of the AOI for its instance and tags of each parameter type', () => {
    const { project, callId } = sealProject();
    const call = project.instructionMap[callId];
    if (!call) throw new Error('no call');
    const slots = slotsOf(project, call);
    expect(slots.map((s) => `${s.label}=${s.current}`)).toEqual([
      'Instance (Seal)=Seal1',
      'Start (Input BOOL)=A',
      'Run (Output BOOL)=',
      'Limit (Input DINT)=',
      'Data (InOut DINT)=',
    ]);
    expect(slots[0]?.choices.map((c) => c.name)).toEqual(['Seal1']);
    expect(slots[3]?.choices.map((c) => c.name)).toEqual(['Level']);
    expect(slots[3]?.constant).toBe(true);
    const level = slots[3]?.choices[0]?.id ?? '';
    const state = stateOf(project);
    expect(refusal(setOperand, state, { instructionId: callId, slot: 'param:Start', value: level })).toBe(
      'Seal Start takes a BOOL tag, not DINT.',
    );
    expect(refusal(setOperand, state, { instructionId: callId, slot: 'param:Data', value: 5 })).toBe(
      'Seal Data takes a tag, not a constant.',
    );
    const set = performOk(setOperand, state, { instructionId: callId, slot: 'param:Limit', value: 40 });
    expect(set.project.instructionMap[callId]?.params?.Limit).toBe(40);
    // A new instance from the picker: a tag of the AOI's type.
    const made = performOk(createOperandTag, state, { instructionId: callId, slot: 'tag', name: 'Seal2' });
    const seal2 = Object.values(made.project.tagMap).find((t) => t.name === 'Seal2');
    expect(seal2).toMatchObject({ data_type: 'STRUCT', udt: 'Seal' });
    expect(made.project.instructionMap[callId]?.tag).toBe(seal2?.uuid);
  });

  it('is in the Add-On toolset, whose button inserts a call', () => {
    const onInsert = vi.fn();
    render(<Toolsets onInsert={onInsert} addOns={[{ name: 'Seal', description: 'Seal-in circuit' }]} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Add-On' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seal' }));
    expect(onInsert).toHaveBeenCalledWith('Seal');
  });

  it('says where to make one when the project has none', () => {
    render(<Toolsets onInsert={() => undefined} addOns={[]} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Add-On' }));
    expect(
      screen.getByText('No Add-On Instructions yet: make one in the Add-On Instructions panel.'),
    ).toBeTruthy();
  });
});
