import { dataTypeProblems, type Project, type Tag } from '@plcsim/compiler';
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

const structTag = (uuid: string, name: string, extra: Partial<Tag>): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'STRUCT',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** The panel project with Motor (Run, Speed, Delay), Pump1 : Motor, Pumps : Motor[3], Delays : TIMER[2]. */
function structProject(): Project {
  const base = panelTestProject();
  return {
    ...base,
    dataTypes: {
      motor: {
        uuid: 'motor',
        name: 'Motor',
        description: 'A pump motor',
        members: [
          { name: 'Run', data_type: 'BOOL', description: '' },
          { name: 'Speed', data_type: 'REAL', description: '' },
          { name: 'Delay', data_type: 'TIMER', description: '' },
        ],
      },
    },
    tagMap: {
      ...base.tagMap,
      pump1: structTag('pump1', 'Pump1', { udt: 'Motor', memberValues: { Speed: 1.5 } }),
      pumps: structTag('pumps', 'Pumps', {
        udt: 'Motor',
        dimension: 3,
        memberValues: { '[2].Delay.PRE': 500 },
      }),
      delays: structTag('delays', 'Delays', { data_type: 'TIMER', dimension: 2 }),
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

async function setup() {
  const project = structProject();
  expect(dataTypeProblems(project)).toEqual([]);
  controller = await testController(project);
  const store = new EditorStore(project, { controller, env: counterEnv() });
  render(<TagTable controller={controller} editing={{ store }} />);
  return { store, controller, user: userEvent.setup({ delay: null }) };
}

describe('TagTable with structures', { timeout: 20_000 }, () => {
  it('shows Motor, Motor[3] and TIMER[2]; opens elements and nested members', async () => {
    const { user } = await setup();
    // A top-level structure starts open; its nested timer starts closed.
    const all = names();
    expect(all.slice(all.indexOf('Pump1'), all.indexOf('Pump1') + 4)).toEqual([
      'Pump1',
      'Pump1.Run',
      'Pump1.Speed',
      'Pump1.Delay',
    ]);
    expect(cells('Pump1')).toEqual(['', 'Motor', '3 members', '✕']);
    expect(cells('Pump1.Speed')).toEqual(['', 'REAL', '', '']);
    expect(screen.getByRole('textbox', { name: 'Value of Pump1.Speed' })).toHaveValue('1.5');
    expect(cells('Delays')).toEqual(['', 'TIMER[]', '2 elements', '✕']);
    expect(screen.getByRole('textbox', { name: 'Length of Pumps' })).toHaveValue('3');
    expect(within(row('Pumps')).getByText(/Motor\[/)).toBeInTheDocument();
    // Elements of an array of structures start closed; opening one lists its members.
    expect(names()).toContain('Pumps[2]');
    expect(names()).not.toContain('Pumps[2].Run');
    expect(disclosure('Pumps[2]')).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure('Pumps[2]'));
    expect(names()).toEqual(expect.arrayContaining(['Pumps[2].Run', 'Pumps[2].Speed', 'Pumps[2].Delay']));
    await user.click(disclosure('Pumps[2].Delay'));
    expect(cells('Pumps[2].Delay.PRE')[1]).toBe('DINT');
    expect(screen.getByRole('textbox', { name: 'Value of Pumps[2].Delay.PRE' })).toHaveValue('500');
    // A status bit inside a structure shows its value, not a field.
    expect(within(row('Pumps[2].Delay.DN')).queryByRole('switch')).toBeNull();
    await user.click(disclosure('Pumps'));
    expect(names()).not.toContain('Pumps[2]');
  });

  it('edits a REAL member with REAL validation and a BOOL member as a switch, on the history', async () => {
    const { user, store } = await setup();
    await user.click(disclosure('Pumps[1]'));
    const speed = screen.getByRole('textbox', { name: 'Value of Pumps[1].Speed' });
    await user.clear(speed);
    await user.type(speed, '2.5{Enter}');
    expect(store.project.tagMap.pumps?.memberValues).toEqual({ '[2].Delay.PRE': 500, '[1].Speed': 2.5 });
    expect(screen.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toHaveValue('2.5');
    const again = screen.getByRole('textbox', { name: 'Value of Pumps[1].Speed' });
    await user.clear(again);
    await user.type(again, 'fast{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"fast" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.',
    );
    await user.click(screen.getByRole('switch', { name: 'Value of Pumps[1].Run' }));
    expect(store.project.tagMap.pumps?.memberValues?.['[1].Run']).toBe(1);
    act(() => {
      store.undo();
      store.undo();
    });
    expect(screen.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toHaveValue('0.0');
    expect(dataTypeProblems(store.project)).toEqual([]);
  });

  it('creates a tag of a data type and an array of timers from the create row', async () => {
    const { user, store } = await setup();
    const type = screen.getByRole('combobox', { name: 'New tag type' });
    expect(within(type).getByRole('group', { name: 'Data types' })).toHaveTextContent('Motor');
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Line');
    await user.selectOptions(type, 'Motor');
    await user.type(screen.getByRole('textbox', { name: 'New tag array length' }), '4');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(Object.values(store.project.tagMap).find((t) => t.name === 'Line')).toMatchObject({
      data_type: 'STRUCT',
      udt: 'Motor',
      dimension: 4,
    });
    expect(cells('Line')[1]).toContain('Motor[');
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Waits');
    await user.selectOptions(type, 'TIMER');
    await user.type(screen.getByRole('textbox', { name: 'New tag array length' }), '3');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Length of Waits' })).toHaveValue('3');
    expect(names()).toEqual(expect.arrayContaining(['Waits[0]', 'Waits[2]']));
    expect(dataTypeProblems(store.project)).toEqual([]);
  });

  it('shows live member values by their symbol names while running; BOOL members toggle', async () => {
    const { controller: c } = await setup();
    act(() => {
      c.run();
      c.pause();
      c.write('Pump1.Speed', 7.25);
      c.step();
    });
    expect(cells('Pump1.Speed')).toEqual(['', 'REAL', '7.25', '']);
    const run = screen.getByRole('switch', { name: 'Toggle Pump1.Run' });
    await userEvent.click(run);
    expect(c.live.value('Pump1.Run')).toBe(1);
  });
});
