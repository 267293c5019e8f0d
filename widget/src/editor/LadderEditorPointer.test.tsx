import { createEmptyProject, type Project, type Tag } from '@plcsim/compiler';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { counterEnv } from '../editing/testing.ts';
import { LadderEditor } from './LadderEditor.tsx';

function bool(uuid: string, name: string, alias: string, io_symbol: Tag['io_symbol'] = null): Tag {
  return { uuid, name, alias, data_type: 'BOOL', value: 0, children: null, io_symbol };
}

/** The Conveyor scene's I/O as the picker sees it: START and STOP inputs, MOTOR output, one internal bit. */
function conveyorTags(): Project {
  const project = createEmptyProject('Conveyor');
  project.tagMap = {
    a: bool('a', 'Flag', ''),
    b: bool('b', 'DI0', 'START', 'NO_PUSHBUTTON'),
    c: bool('c', 'DI1', 'STOP', 'NC_PUSHBUTTON'),
    d: bool('d', 'DO0', 'MOTOR', 'MOTOR_CONTACTOR'),
  };
  return project;
}

function setup() {
  const onChange = vi.fn<(project: Project) => void>();
  const project = conveyorTags();
  const view = render(<LadderEditor project={project} env={counterEnv()} onChange={onChange} />);
  const latest = () => onChange.mock.lastCall?.[0] ?? project;
  return { ...view, latest };
}

/** The operand band (`data-operand-slot`) of the drawn instruction `id`. */
function operandOf(container: HTMLElement, id: string, slot = 'tag'): Element {
  const found = container.querySelector(
    `[data-element-id="${CSS.escape(id)}"] [data-operand-slot="${slot}"]`,
  );
  if (!found) throw new Error(`no ${slot} operand drawn for ${id}`);
  return found;
}

describe('the operand picker by click and alias (issue 22, items 1 and 5)', () => {
  it('opens on one click on the ? of a new contact and lists the I/O first with aliases', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('button', { name: 'XIC' })); // new-2
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(operandOf(container, 'new-2'));
    const picker = screen.getByRole('dialog', { name: 'XIC operands' });
    const choices = within(within(picker).getByRole('group', { name: 'Tags for tag' })).getAllByRole(
      'button',
    );
    expect(choices.map((b) => b.textContent)).toEqual(['DI0 · START', 'DI1 · STOP', 'DO0 · MOTOR', 'Flag']);
  });

  it('takes a typed alias as the tag that has it, never creating a second START', async () => {
    const user = userEvent.setup();
    const { container, latest } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('button', { name: 'XIC' }));
    await user.click(operandOf(container, 'new-2'));
    await user.type(screen.getByRole('combobox'), 'start');
    const picker = screen.getByRole('dialog', { name: 'XIC operands' });
    expect(within(picker).queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'DI0 · START' })).toHaveClass('plc-picker__default');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest().instructionMap['new-2']?.tag).toBe('b');
    expect(Object.keys(latest().tagMap)).toHaveLength(4);
  });

  it('opens a box on the row clicked (Source B of ADD)', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('tab', { name: 'Math' }));
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    await user.click(operandOf(container, 'new-2', 'SrcB'));
    const picker = screen.getByRole('dialog', { name: 'ADD operands' });
    expect(within(picker).getByRole('button', { name: 'Source B' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('branch around by toolbar and by long press (issue 22, item 6)', () => {
  it('puts a branch around the selected contact with the Branch Around button', async () => {
    const user = userEvent.setup();
    const { container, latest } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('button', { name: 'XIC' })); // new-2
    await user.click(screen.getByRole('button', { name: 'OTE' })); // new-3
    await user.click(container.querySelector('[data-element-id="new-2"] .plc-hit') as Element);
    await user.click(screen.getByRole('button', { name: 'Branch Around' }));
    const rung = latest().rungMap['new-1'];
    const branchId = rung?.elements[0] ?? '';
    expect(latest().branchMap[branchId]?.rungs.map((leg) => latest().rungMap[leg]?.elements)).toEqual([
      ['new-2'],
      [],
    ]);
    expect(rung?.elements).toEqual([branchId, 'new-3']);
  });

  it('puts a branch around an instruction held by touch, and the lift does not select it', async () => {
    vi.useFakeTimers();
    try {
      const { container, latest } = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Add Rung' }));
      fireEvent.click(screen.getByRole('button', { name: 'XIC' })); // new-2
      const hit = container.querySelector('[data-element-id="new-2"] .plc-hit') as Element;
      fireEvent.pointerDown(hit, { pointerType: 'touch', clientX: 10, clientY: 10 });
      act(() => void vi.advanceTimersByTime(600));
      fireEvent.pointerUp(hit, { pointerType: 'touch' });
      fireEvent.click(hit);
      const [branchId] = latest().rungMap['new-1']?.elements ?? [];
      expect(latest().branchMap[branchId ?? '']).toBeDefined();
      expect(screen.getByRole('status')).toHaveTextContent('Selected: branch leg in rung 0');
      // A short tap does nothing of the kind.
      const before = latest();
      fireEvent.pointerDown(hit, { pointerType: 'touch', clientX: 10, clientY: 10 });
      act(() => void vi.advanceTimersByTime(200));
      fireEvent.pointerUp(hit, { pointerType: 'touch' });
      expect(latest()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the operand picker while something scrolls', () => {
  it('stays open and follows its instruction when the panel scrolls the focused ladder into view', async () => {
    const user = userEvent.setup();
    const { container, latest } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('button', { name: 'XIC' }));
    await user.click(operandOf(container, 'new-2'));
    const drawing = container.querySelector('[data-element-id="new-2"]');
    if (!drawing) throw new Error('no XIC drawn');
    vi.spyOn(drawing, 'getBoundingClientRect').mockReturnValue(new DOMRect(120, 300, 40, 30));
    act(() => {
      container.dispatchEvent(new Event('scroll'));
    });
    const picker = screen.getByRole('dialog', { name: 'XIC operands' });
    expect(picker).toHaveStyle({ left: '120px', top: '334px' });
    await user.type(screen.getByRole('combobox'), 'Flag{Enter}');
    expect(latest().instructionMap['new-2']?.tag).toBe('a');
  });

  it('closes once its instruction is scrolled out of the window', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Rung' }));
    await user.click(screen.getByRole('button', { name: 'XIC' }));
    await user.click(operandOf(container, 'new-2'));
    const drawing = container.querySelector('[data-element-id="new-2"]');
    if (!drawing) throw new Error('no XIC drawn');
    vi.spyOn(drawing, 'getBoundingClientRect').mockReturnValue(new DOMRect(120, -200, 40, 30));
    act(() => {
      container.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
