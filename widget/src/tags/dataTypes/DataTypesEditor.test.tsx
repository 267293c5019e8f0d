import { dataTypeProblems } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterEnv } from '../../editing/testing.ts';
import { EditorStore } from '../../editor/editorStore.ts';
import { panelTestProject, testController } from '../../io/testController.ts';
import type { SimulatorController } from '../../simulator/simulatorController.ts';
import { TagTable } from '../TagTable.tsx';
import { DataTypesEditor } from './DataTypesEditor.tsx';

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

async function setup() {
  const project = panelTestProject();
  controller = await testController(project);
  const store = new EditorStore(project, { controller, env: counterEnv() });
  render(
    <>
      <DataTypesEditor controller={controller} store={store} />
      <TagTable controller={controller} editing={{ store }} />
    </>,
  );
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Data types (0)' }));
  return { store, controller, user };
}

const types = () => screen.getByRole('region', { name: 'Data types' });
const memberNames = (type: string) =>
  within(screen.getByRole('table', { name: `Members of ${type}` }))
    .getAllByRole('textbox', { name: /^Name of / })
    .map((field) => (field as HTMLInputElement).value);

describe('DataTypesEditor', { timeout: 20_000 }, () => {
  it('checks a new type name as it is typed and creates the type with one member', async () => {
    const { user, store } = await setup();
    const name = screen.getByRole('textbox', { name: 'New data type name' });
    const create = screen.getByRole('button', { name: 'Add data type' });
    expect(create).toBeDisabled();
    await user.type(name, 'Timer');
    expect(name).toHaveAccessibleDescription("Timer is a built-in type's name.");
    expect(create).toBeDisabled();
    await user.clear(name);
    await user.type(name, '9Lives');
    expect(name).toHaveAccessibleDescription(
      '"9Lives" is not a name: use letters, digits and _, starting with a letter or _.',
    );
    await user.clear(name);
    await user.type(name, 'Motor{Enter}');
    expect(name).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Data types (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(memberNames('Motor')).toEqual(['Member1']);
    await user.type(name, 'motor');
    expect(name).toHaveAccessibleDescription('A data type named "Motor" already exists.');
    expect(dataTypeProblems(store.project)).toEqual([]);
  });

  it('edits members: names, types, array lengths, order, add and remove; undo gives each back', async () => {
    const { user, store } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'New data type name' }), 'Motor{Enter}');
    const rename = screen.getByRole('textbox', { name: 'Name of Motor.Member1' });
    await user.clear(rename);
    await user.type(rename, 'Run{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add a member to Motor' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of Motor.Member2' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of Motor.Member2' }), 'Speed{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Motor.Speed' }), 'REAL');
    await user.click(screen.getByRole('button', { name: 'Add a member to Motor' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of Motor.Member3' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of Motor.Member3' }), 'Delay{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Motor.Delay' }), 'TIMER');
    await user.type(screen.getByRole('textbox', { name: 'Array length of Motor.Delay' }), '2{Enter}');
    expect(memberNames('Motor')).toEqual(['Run', 'Speed', 'Delay']);
    const motor = Object.values(store.project.dataTypes ?? {})[0];
    expect(motor?.members).toEqual([
      { name: 'Run', data_type: 'BOOL', description: '' },
      { name: 'Speed', data_type: 'REAL', description: '' },
      { name: 'Delay', data_type: 'TIMER', dimension: 2, description: '' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Move Motor.Delay up' }));
    expect(memberNames('Motor')).toEqual(['Run', 'Delay', 'Speed']);
    await user.click(screen.getByRole('button', { name: 'Remove Motor.Run' }));
    expect(memberNames('Motor')).toEqual(['Delay', 'Speed']);
    // A duplicate member name is refused, with the reason.
    const dup = screen.getByRole('textbox', { name: 'Name of Motor.Speed' });
    await user.clear(dup);
    await user.type(dup, 'delay{Enter}');
    expect(within(types()).getByRole('alert')).toHaveTextContent('Motor already has a member Delay.');
    act(() => {
      store.undo();
      store.undo();
    });
    expect(memberNames('Motor')).toEqual(['Run', 'Speed', 'Delay']);
    expect(dataTypeProblems(store.project)).toEqual([]);
  });

  it('renames a type in its tags, and refuses to delete it while a tag uses it', async () => {
    const { user, store } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'New data type name' }), 'Motor{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Pumps');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'Motor');
    await user.type(screen.getByRole('textbox', { name: 'New tag array length' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const name = screen.getByRole('textbox', { name: 'Name of data type Motor' });
    await user.clear(name);
    await user.type(name, 'Drive{Enter}');
    expect(Object.values(store.project.tagMap).find((t) => t.name === 'Pumps')?.udt).toBe('Drive');
    expect(screen.getByRole('rowheader', { name: 'Pumps' }).closest('tr')).toHaveTextContent('Drive[');
    await user.click(screen.getByRole('button', { name: 'Delete data type Drive' }));
    expect(within(types()).getByRole('alert')).toHaveTextContent(
      'Drive is used by Pumps: change or delete them first.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Pumps' }));
    await user.click(screen.getByRole('button', { name: 'Delete data type Drive' }));
    expect(store.project.dataTypes).toEqual({});
    expect(dataTypeProblems(store.project)).toEqual([]);
  });

  it('is read-only while running', async () => {
    const { controller: c } = await setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'New data type name' }), 'Motor{Enter}');
    act(() => {
      c.run();
    });
    expect(screen.getByRole('textbox', { name: 'Name of data type Motor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a member to Motor' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'New data type name' })).toBeDisabled();
  });
});

describe('DataTypesEditor with Structured Text types', { timeout: 20_000 }, () => {
  it('lists the types the program declared read-only, and shows nothing read-only without types', async () => {
    const project = panelTestProject();
    const real = await testController(project);
    controller = real;
    const snapshot = real.getSnapshot();
    const declared = {
      tagMap: {},
      childTagMap: {},
      dataTypes: {
        v: {
          uuid: 'v',
          name: 'Valve',
          description: '',
          members: [
            { name: 'Open', data_type: 'BOOL' as const, description: '' },
            { name: 'Flow', data_type: 'REAL' as const, dimension: 3, description: '' },
          ],
        },
      },
    };
    const shown = { ...snapshot, compiled: snapshot.compiled && { ...snapshot.compiled, declared } };
    // The controller as the editor reads it, its compile result carrying the program's own types.
    const withTypes = Object.assign(Object.create(real) as SimulatorController, {
      subscribe: real.subscribe,
      getSnapshot: () => shown,
    });
    const store = new EditorStore(project, { controller: real, env: counterEnv() });
    const { unmount } = render(<DataTypesEditor controller={withTypes} store={store} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Data types (1)' }));
    const list = screen.getByRole('region', { name: 'Declared in the Structured Text (TYPE)' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Valve: Open BOOL, Flow REAL[3]');
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    render(<DataTypesEditor controller={real} store={store} disabled />);
    expect(screen.queryByRole('region', { name: 'Data types' })).toBeNull();
  });
});
