import { createEmptyProject, type Project, type Tag } from '@plcsim/compiler';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterEnv, shape } from '../editing/testing.ts';
import { testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { LadderEditor } from './LadderEditor.tsx';

const SEAL_IN = '[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);';

function bool(uuid: string, name: string): Tag {
  return { uuid, name, alias: '', data_type: 'BOOL', value: 0, children: null, io_symbol: null };
}

/** An empty ladder with the tags Start, Stop and Motor. */
function motorTags(): Project {
  const project = createEmptyProject('Motor');
  project.tagMap = { t1: bool('t1', 'Start'), t2: bool('t2', 'Stop'), t3: bool('t3', 'Motor') };
  return project;
}

let warn: ReturnType<typeof vi.spyOn>;
let controller: SimulatorController | null = null;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  controller?.dispose();
  controller = null;
});

function setup(project = motorTags()) {
  const onChange = vi.fn<(project: Project) => void>();
  const view = render(<LadderEditor project={project} env={counterEnv()} onChange={onChange} />);
  const latest = () => onChange.mock.lastCall?.[0] ?? project;
  return { ...view, onChange, latest, project };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const rung = (n: number) => screen.getByRole('group', { name: `Rung ${n}` });

/** The drawn element with `data-element-id` = id. */
function drawn(container: HTMLElement, id: string): Element {
  const found = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!found) throw new Error(`nothing drawn for ${id}`);
  return found;
}

describe('LadderEditor: mouse and touch', () => {
  it('builds the seal-in rung with clicks only, then undoes everything', async () => {
    const user = userEvent.setup();
    const { container, latest, project } = setup();
    const pick = async (id: string, tag: string) => {
      await user.dblClick(drawn(container, id));
      const picker = screen.getByRole('dialog', { name: /operands/ });
      await user.click(within(picker).getByRole('button', { name: tag }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    };

    await user.click(button('Add Rung')); // new-1
    expect(status()).toHaveTextContent('Selected: rung 0');
    await user.click(button('Add Branch')); // new-2, legs new-3 and new-4
    await user.click(button('XIC')); // new-5 in the top leg
    expect(drawn(container, 'new-5')).toHaveAttribute('data-selected', 'true');
    await pick('new-5', 'Start');
    await user.click(drawn(container, 'wire:new-4:start'));
    expect(status()).toHaveTextContent('Selected: wire in rung 0');
    await user.click(button('XIC')); // new-6 in the bottom leg
    await pick('new-6', 'Motor');
    await user.click(drawn(container, 'wire:new-1:new-2'));
    await user.click(button('XIO')); // new-7 after the branch
    await pick('new-7', 'Stop');
    await user.click(button('OTE')); // new-8 after XIO
    await pick('new-8', 'Motor');

    expect(rung(0)).toHaveAccessibleDescription(SEAL_IN);
    expect(shape(latest(), 'new-1')).toBe('[XIC|XIC] XIO OTE');
    expect(status()).toHaveTextContent('Selected: OTE Motor');

    // Blank space clears the selection; a rung number selects the rung.
    await user.click(container.querySelector('.plc-ladder-end') as Element);
    expect(status()).toHaveTextContent('Nothing selected');
    await user.click(rung(0).querySelector('svg') as Element);
    expect(rung(0)).toHaveAttribute('data-selected', 'true');

    for (let i = 0; i < 10; i++) await user.click(button('Undo'));
    expect(button('Undo')).toBeDisabled();
    expect(latest()).toBe(project);
    expect(screen.queryByRole('group', { name: 'Rung 0' })).not.toBeInTheDocument();
    await user.click(button('Redo'));
    expect(shape(latest(), 'new-1')).toBe('');
  }, 15_000); // the file's first test pays for loading the editor: slow on a loaded 2-core machine

  it('moves and deletes with the toolbar, showing refusals in the status line', async () => {
    const user = userEvent.setup();
    const { container, latest } = setup();
    await user.click(button('XIC'));
    expect(status()).toHaveTextContent('Select a rung, an element or a wire first.');
    await user.click(button('Delete'));
    expect(status()).toHaveTextContent('Select an instruction or a branch to delete.');

    await user.click(button('Add Rung')); // new-1
    await user.click(button('XIC')); // new-2
    await user.click(button('XIO')); // new-3
    await user.click(button('Move Right'));
    expect(status()).toHaveTextContent('The instruction is already at the right end.');
    await user.click(button('Move Left'));
    expect(shape(latest(), 'new-1')).toBe('XIO XIC');
    await user.click(button('OTE')); // new-4 after XIO, kept after XIC
    await user.click(drawn(container, 'new-2'));
    await user.click(button('Delete'));
    expect(shape(latest(), 'new-1')).toBe('XIO OTE');

    await user.click(button('Add Rung')); // new-5, after rung 0
    await user.click(button('Move Up'));
    expect(latest().rungs).toEqual(['new-5', 'new-1']);
    await user.click(button('Move Up'));
    expect(status()).toHaveTextContent('The rung is already at the top.');
    await user.click(button('Delete'));
    expect(latest().rungs).toEqual(['new-1']);
  });

  it('switches toolset tabs as a tablist', async () => {
    const user = userEvent.setup();
    setup();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Favorites',
      'Bit',
      'Timer',
      'Counter',
      'Math',
      'Compare',
      'Compute',
      'File/Misc',
      'Program Control',
      'Process',
      'Add-On',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Timer' }));
    expect(screen.getByRole('tab', { name: 'Timer' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual(['TON', 'TOF', 'RTO', 'RES']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Counter' })).toHaveFocus();
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['CTU', 'CTD', 'RES']);
  });
});

describe('LadderEditor: keyboard', () => {
  it('builds the seal-in rung with the keyboard only, then undoes everything', async () => {
    const user = userEvent.setup();
    const { latest, project } = setup();
    const ladder = screen.getByRole('region', { name: /^Ladder/ });
    for (let i = 0; i < 40 && document.activeElement !== ladder; i++) await user.tab();
    expect(ladder).toHaveFocus();
    const pick = async (tag: string) => {
      await user.keyboard('{Enter}');
      expect(screen.getByRole('combobox')).toHaveFocus();
      await user.keyboard(`${tag}{Enter}`);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(ladder).toHaveFocus();
    };

    await user.keyboard('r'); // new-1
    await user.keyboard('b'); // branch new-2, legs new-3, new-4: the top leg selected
    await user.keyboard('x'); // new-5
    await pick('Start');
    await user.keyboard('{ArrowRight}{ArrowRight}'); // the bottom leg's wire
    expect(status()).toHaveTextContent('Selected: wire in rung 0');
    await user.keyboard('x'); // new-6
    await pick('Motor');
    await user.keyboard('{ArrowRight}{ArrowRight}'); // the wire after the branch
    await user.keyboard('/'); // XIO new-7
    await pick('Stop');
    await user.keyboard('o'); // OTE new-8
    await pick('mot'); // one match: Motor

    expect(rung(0)).toHaveAccessibleDescription(SEAL_IN);
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Selected: wire in rung 0');
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Selected: XIO Stop');

    for (let i = 0; i < 10; i++) await user.keyboard('{Control>}z{/Control}');
    expect(latest()).toBe(project);
    await user.keyboard('{Control>}y{/Control}');
    expect(latest().rungs).toEqual(['new-1']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(shape(latest(), 'new-1')).toBe('[|]');
  });

  it('moves between rungs, deletes, and puts a branch around with Shift+B', async () => {
    const user = userEvent.setup();
    const { latest } = setup();
    screen.getByRole('region', { name: /^Ladder/ }).focus();
    await user.keyboard('rxr'); // rung new-1 with XIC new-2, rung new-3
    expect(status()).toHaveTextContent('Selected: rung 1');
    await user.keyboard('{ArrowUp}');
    expect(status()).toHaveTextContent('Selected: rung 0');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toHaveTextContent('Selected: XIC');
    await user.keyboard('B');
    expect(shape(latest(), 'new-1')).toBe('[XIC|]');
    await user.keyboard('{Delete}'); // the top leg: the branch dissolves
    expect(shape(latest(), 'new-1')).toBe('');
    await user.keyboard('{ArrowDown}{Backspace}');
    expect(latest().rungs).toEqual(['new-1']);
    await user.keyboard('{Escape}');
    expect(status()).toHaveTextContent('Nothing selected');
  });

  it('shows every shortcut in a dialog on ?, closed by Escape', async () => {
    const user = userEvent.setup();
    setup();
    const ladder = screen.getByRole('region', { name: /^Ladder/ });
    ladder.focus();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Insert XIC')).toBeInTheDocument();
    expect(within(dialog).getByText('Undo')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ladder).toHaveFocus();
    await user.click(button('Shortcuts'));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.click(button('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels the picker with Escape and rejects a tag of the wrong type', async () => {
    const user = userEvent.setup();
    const project = motorTags();
    project.tagMap['t4'] = { ...bool('t4', 'Count'), data_type: 'DINT' };
    const { latest } = setup(project);
    screen.getByRole('region', { name: /^Ladder/ }).focus();
    await user.keyboard('rx{Enter}');
    await user.keyboard('Count{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"Count" is not a tag this slot takes.');
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest().instructionMap['new-2']?.tag).toBeNull();

    // With a tag chosen, the picker opens on its name and still lists every BOOL tag.
    await user.keyboard('{Enter}Sta{Enter}{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('Start');
    const choices = within(screen.getByRole('group', { name: 'Tags for tag' })).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual(['Motor', 'Start', 'Stop']);
  });
});

describe('LadderEditor: dragging instructions', () => {
  it('drops a toolset button on a wire to insert the instruction there', () => {
    const { container, latest } = setup();
    fireEvent.click(button('Add Rung')); // new-1
    fireEvent.click(button('XIC')); // new-2
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => void data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(button('XIO'), { dataTransfer });
    const wire = drawn(container, 'wire:new-1:start');
    fireEvent.dragOver(wire, { dataTransfer });
    expect(wire).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(wire, { dataTransfer });
    expect(wire).not.toHaveAttribute('data-drop-target');
    expect(shape(latest(), 'new-1')).toBe('XIO XIC');
    expect(drawn(container, 'new-3')).toHaveAttribute('data-selected', 'true');
  });
});

describe('LadderEditor: creating tags from the picker', () => {
  it('creates a missing name with the type the instruction implies, as one undo step', async () => {
    const user = userEvent.setup();
    const { latest } = setup();
    screen.getByRole('region', { name: /^Ladder/ }).focus();
    // A contact: a new BOOL, by Enter.
    await user.keyboard('rx{Enter}Lamp');
    expect(button('Create BOOL tag “Lamp”')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const lamp = Object.values(latest().tagMap).find((t) => t.name === 'Lamp');
    expect(lamp?.data_type).toBe('BOOL');
    expect(latest().instructionMap['new-2']?.tag).toBe(lamp?.uuid);
    // A timer: a new TIMER, by the button.
    await user.keyboard('t{Enter}');
    await user.type(screen.getByRole('combobox'), 'Delay');
    await user.click(button('Create TIMER tag “Delay”'));
    const delay = Object.values(latest().tagMap).find((t) => t.name === 'Delay');
    expect(delay?.data_type).toBe('TIMER');
    expect(delay?.children).toHaveLength(5);
    // Undo removes the tag and the operand together.
    await user.keyboard('{Control>}z{/Control}');
    expect(Object.values(latest().tagMap).some((t) => t.name === 'Delay')).toBe(false);
    // A bad name is not offered.
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('combobox'), '9lives');
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
  });
});

describe('LadderEditor: running', () => {
  it('reloads the simulator with each edit, and disables editing while running', async () => {
    const user = userEvent.setup();
    controller = await testController();
    const c = controller;
    const start = c.getSnapshot().project as Project;
    render(<LadderEditor project={start} controller={c} env={counterEnv()} />);
    await user.click(rung(0).querySelector('svg') as Element);
    expect(status()).toHaveTextContent('Selected: rung 0');
    await user.click(button('Add Rung'));
    const edited = c.getSnapshot().project as Project;
    expect(edited).not.toBe(start);
    expect(edited.rungs).toHaveLength(start.rungs.length + 1);
    await user.click(button('Undo'));
    expect(c.getSnapshot().project).toBe(start);

    await user.click(rung(0).querySelector('svg') as Element);
    expect(rung(0)).toHaveAttribute('data-selected', 'true');
    act(() => void c.run());
    expect(c.getSnapshot().mode).toBe('RUN');
    expect(rung(0)).not.toHaveAttribute('data-selected');
    expect(status()).toHaveTextContent('Editing is disabled while running.');
    for (const name of ['Add Rung', 'Add Branch', 'Undo', 'Redo', 'Move Up', 'Delete', 'XIC', 'OTE']) {
      expect(button(name)).toBeDisabled();
    }
    await user.click(rung(1).querySelector('svg') as Element);
    expect(rung(1)).not.toHaveAttribute('data-selected');
    screen.getByRole('region', { name: /^Ladder/ }).focus();
    await user.keyboard('r{Control>}z{/Control}');
    expect(c.getSnapshot().project?.rungs).toHaveLength(start.rungs.length);
    expect(c.getSnapshot().mode).toBe('RUN');

    act(() => c.stop());
    expect(button('Add Rung')).toBeEnabled();
    expect(button('Redo')).toBeEnabled();
  });
});
