import type { Project, Tag } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterEnv } from '../editing/testing.ts';
import { EditorStore } from '../editor/editorStore.ts';
import { panelTestProject, testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { TagTable } from './TagTable.tsx';

let controller: SimulatorController | null = null;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  controller?.dispose();
  controller = null;
});

const arrayTag = (uuid: string, name: string, extra: Partial<Tag>): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'DINT',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** The panel project with Data DINT[3] = 4 5 6, Flags BOOL[2], Temps REAL[1..2] and Log DINT[20]. */
function arrayProject(): Project {
  const base = panelTestProject();
  return {
    ...base,
    tagMap: {
      ...base.tagMap,
      data: arrayTag('data', 'Data', { dimension: 3, values: [4, 5, 6] }),
      flags: arrayTag('flags', 'Flags', { data_type: 'BOOL', dimension: 2, values: [0, 1] }),
      temps: arrayTag('temps', 'Temps', { data_type: 'REAL', dimension: 2, lower: 1, values: [1.5] }),
      log: arrayTag('log', 'Log', { dimension: 20 }),
    },
  };
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const names = () => screen.getAllByRole('rowheader').map((h) => h.textContent?.replace(/[▸▾]/, ''));
const disclosure = (name: string) => within(row(name)).getByRole('button', { name });

async function setupView() {
  controller = await testController(arrayProject());
  render(<TagTable controller={controller} />);
  return controller;
}

async function setupEdit() {
  const project = arrayProject();
  controller = await testController(project);
  const store = new EditorStore(project, { controller, env: counterEnv() });
  render(<TagTable controller={controller} editing={{ store }} />);
  return { store, controller, user: userEvent.setup({ delay: null }) };
}

describe('TagTable with arrays', { timeout: 20_000 }, () => {
  it('shows DINT[3] and REAL[1..2] with one row per element and its value; BOOL elements too', async () => {
    await setupView();
    const all = names();
    expect(all.slice(all.indexOf('Data'), all.indexOf('Data') + 4)).toEqual([
      'Data',
      'Data[0]',
      'Data[1]',
      'Data[2]',
    ]);
    expect(cells('Data')).toEqual(['', 'DINT[3]', '3 elements']);
    expect(cells('Data[1]')).toEqual(['', 'DINT', '5']);
    expect(cells('Temps')).toEqual(['', 'REAL[1..2]', '2 elements']);
    expect(cells('Temps[1]')).toEqual(['', 'REAL', '1.5']);
    expect(cells('Temps[2]')).toEqual(['', 'REAL', '0.0']);
    expect(cells('Flags[1]')).toEqual(['', 'BOOL', '1']);
  });

  it('lists a long array collapsed; its name expands and collapses it by mouse, Enter and Space', async () => {
    await setupView();
    const log = disclosure('Log');
    expect(log).toHaveAttribute('aria-expanded', 'false');
    expect(names()).not.toContain('Log[0]');
    expect(disclosure('Data')).toHaveAttribute('aria-expanded', 'true');
    const user = userEvent.setup({ delay: null });
    await user.click(log);
    expect(disclosure('Log')).toHaveAttribute('aria-expanded', 'true');
    expect(names().filter((n) => n?.startsWith('Log['))).toHaveLength(20);
    disclosure('Log').focus();
    await user.keyboard('{Enter}');
    expect(disclosure('Log')).toHaveAttribute('aria-expanded', 'false');
    expect(names()).not.toContain('Log[19]');
    await user.keyboard(' ');
    expect(disclosure('Log')).toHaveAttribute('aria-expanded', 'true');
    expect(names()).toContain('Log[19]');
    // A short array closes the same way.
    disclosure('Data').focus();
    await user.keyboard('{Enter}');
    expect(names()).not.toContain('Data[0]');
  });

  it('shows live element values while running, read by the element name', async () => {
    const c = await setupView();
    act(() => {
      c.run();
      c.pause();
      c.write('Data[2]', 77);
      c.step();
    });
    expect(cells('Data[2]')).toEqual(['', 'DINT', '77']);
    expect(cells('Data[0]')).toEqual(['', 'DINT', '4']);
  });

  it('toggles a BOOL element in the running PLC', async () => {
    const c = await setupView();
    act(() => {
      c.run();
      c.pause();
    });
    const flag = screen.getByRole('switch', { name: 'Toggle Flags[0]' });
    expect(flag).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(flag);
    expect(c.live.value('Flags[0]')).toBe(1);
    expect(screen.getByRole('switch', { name: 'Toggle Flags[0]' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('switch', { name: 'Toggle Data[0]' })).toBeNull();
  });
});

describe('TagTable with arrays in edit mode', { timeout: 20_000 }, () => {
  it('creates a DINT array of 5 from the create row and lists its elements', async () => {
    const { user, store } = await setupEdit();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'DINT');
    await user.type(screen.getByRole('textbox', { name: 'New tag array length' }), '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const table = Object.values(store.project.tagMap).find((t) => t.name === 'Table');
    expect(table).toMatchObject({ data_type: 'DINT', dimension: 5 });
    expect(screen.getByRole('textbox', { name: 'Length of Table' })).toHaveValue('5');
    expect(names().filter((n) => n?.startsWith('Table['))).toEqual([
      'Table[0]',
      'Table[1]',
      'Table[2]',
      'Table[3]',
      'Table[4]',
    ]);
    expect(screen.getByRole('textbox', { name: 'New tag array length' })).toHaveValue('');
    // TIMER and COUNTER can be arrays too (issue 24): the length field stays on.
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'TIMER');
    expect(screen.getByRole('textbox', { name: 'New tag array length' })).toBeEnabled();
  });

  it('edits an element with the validation of its type; undo and redo go through the history', async () => {
    const { user, store } = await setupEdit();
    const field = screen.getByRole('textbox', { name: 'Value of Data[1]' });
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '42{Enter}');
    expect(store.project.tagMap.data?.values).toEqual([4, 42, 6]);
    expect(screen.getByRole('textbox', { name: 'Value of Data[1]' })).toHaveValue('42');
    const bad = screen.getByRole('textbox', { name: 'Value of Data[0]' });
    await user.clear(bad);
    await user.type(bad, '1.5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Data[0] is a DINT: its value is a whole number from -2147483648 to 2147483647.',
    );
    expect(screen.getByRole('textbox', { name: 'Value of Data[0]' })).toHaveValue('4');
    act(() => store.undo());
    expect(screen.getByRole('textbox', { name: 'Value of Data[1]' })).toHaveValue('5');
    act(() => store.redo());
    expect(screen.getByRole('textbox', { name: 'Value of Data[1]' })).toHaveValue('42');
    // A REAL element takes a REAL; a BOOL element is a 0/1 switch.
    const temp = screen.getByRole('textbox', { name: 'Value of Temps[2]' });
    await user.clear(temp);
    await user.type(temp, '-2.{Enter}');
    expect(store.project.tagMap.temps?.values).toEqual([1.5, -2]);
    await user.click(screen.getByRole('switch', { name: 'Value of Flags[0]' }));
    expect(store.project.tagMap.flags?.values).toEqual([1, 1]);
    // The simulator (in PROG) runs the edited document: the engine holds the new element value.
    expect(controller?.live.value('Data[1]')).toBe(42);
  });

  it('changes the length, keeping the values that fit', async () => {
    const { user, store } = await setupEdit();
    const length = screen.getByRole('textbox', { name: 'Length of Data' });
    await user.clear(length);
    await user.type(length, '2{Enter}');
    expect(store.project.tagMap.data).toMatchObject({ dimension: 2, values: [4, 5] });
    expect(names()).not.toContain('Data[2]');
    const longer = screen.getByRole('textbox', { name: 'Length of Data' });
    await user.clear(longer);
    await user.type(longer, '4{Enter}');
    expect(screen.getByRole('textbox', { name: 'Value of Data[3]' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Value of Data[1]' })).toHaveValue('5');
    // An IEC array keeps its bounds as declared.
    expect(screen.queryByRole('textbox', { name: 'Length of Temps' })).toBeNull();
    expect(cells('Temps')[1]).toBe('REAL[1..2]');
  });

  it('deletes an array tag with its elements', async () => {
    const { user, store } = await setupEdit();
    await user.click(screen.getByRole('button', { name: 'Delete Data' }));
    expect(store.project.tagMap.data).toBeUndefined();
    expect(names()).not.toContain('Data[0]');
  });
});
