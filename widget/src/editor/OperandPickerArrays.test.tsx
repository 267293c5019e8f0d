import type { Project } from '@plcsim/compiler';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { array, mov, project as build, rung, tag, xic } from '../../../compiler/src/reference/builders.ts';
import { counterEnv } from '../editing/testing.ts';
import { LadderEditor } from './LadderEditor.tsx';

// Data tag-1 DINT[10], Bits tag-2 BOOL[4], Index tag-3 DINT, X tag-4 DINT, Level tag-5 REAL.
// rung-1: XIC(Bits[1]) MOV(5, X)
function arrays(): Project {
  const p = build(
    array('Data', 'DINT', 10),
    array('Bits', 'BOOL', 4),
    tag('Index', 'DINT'),
    tag('X', 'DINT'),
    tag('Level', 'DINT'),
    rung(xic('Bits[1]'), mov(5, 'X')),
  );
  const level = p.tagMap['tag-5'];
  if (level) level.data_type = 'REAL';
  return p;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function setup() {
  const project = arrays();
  const onChange = vi.fn<(project: Project) => void>();
  const view = render(<LadderEditor project={project} env={counterEnv()} onChange={onChange} />);
  const latest = () => onChange.mock.lastCall?.[0] ?? project;
  return { ...view, latest };
}

function drawn(container: HTMLElement, id: string): Element {
  const found = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!found) throw new Error(`nothing drawn for ${id}`);
  return found;
}

describe('OperandPicker: array elements', { timeout: 30_000 }, () => {
  it('takes Data[Index] and Data[3] typed in full, and says why Data[12] is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const { container, latest } = setup();
    await user.dblClick(drawn(container, 'ins-2'));
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.type(input, 'Data[[12]{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Array index 12 is out of range for Data[0..9].');
    await user.clear(input);
    await user.type(input, 'data[[index]{Enter}');
    expect(latest().instructionMap['ins-2']?.ref?.Src).toBe('tag-1[tag-3]');
    // The picker moved on to the destination; a BOOL element is refused there, a DINT one taken.
    const dest = screen.getByRole('combobox');
    await user.clear(dest);
    await user.type(dest, 'Bits[[2]{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Bits[2] is a BOOL: this slot takes DINT or REAL.');
    await user.clear(dest);
    await user.type(dest, 'Data[[3]{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest().instructionMap['ins-2']?.ref?.Dest).toBe('tag-1[3]');
    // The box draws the elements by name.
    expect(drawn(container, 'ins-2').textContent).toContain('Data[Index]');
    expect(drawn(container, 'ins-2').textContent).toContain('Data[3]');
  });

  it('lists the array with its bounds; picking it writes Data[] for the index', async () => {
    const user = userEvent.setup({ delay: null });
    const { container, latest } = setup();
    await user.dblClick(drawn(container, 'ins-2'));
    const choices = within(screen.getByRole('group', { name: 'Tags for source' }));
    expect(choices.getByRole('button', { name: 'Data[0..9]' })).toBeInTheDocument();
    expect(choices.queryByRole('button', { name: /Bits/ })).toBeNull();
    await user.click(choices.getByRole('button', { name: 'Data[0..9]' }));
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Data[]');
    expect(input).toHaveFocus();
    await user.keyboard('Index{Enter}');
    expect(latest().instructionMap['ins-2']?.ref?.Src).toBe('tag-1[tag-3]');
  });

  it('picks a BOOL array for a contact by keyboard: Bits, Enter, the index, Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { container, latest } = setup();
    await user.dblClick(drawn(container, 'ins-1'));
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Bits[1]');
    await user.clear(input);
    await user.type(input, 'Bits{Enter}');
    expect(input).toHaveValue('Bits[]');
    await user.keyboard('2{Enter}');
    expect(latest().instructionMap['ins-1']?.tag).toBe('tag-2[2]');
    expect(drawn(container, 'ins-1').textContent).toContain('Bits[2]');
  });
});
