import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterEnv } from '../editing/testing.ts';
import { EditorStore } from '../editor/editorStore.ts';
import { LadderEditor } from '../editor/LadderEditor.tsx';
import { IoPalette } from '../io/IoPalette.tsx';
import { panelTestProject, testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { TagTable, type TagTableEditing } from './TagTable.tsx';

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

// The garage door: DO0 FWD, DO1 REV, DI2 UP, DI3 DOWN required by the scene; DI0 START, DI1 STOP (NC);
// timers T1, T2 and counter C1.
async function setup(options: Omit<TagTableEditing, 'store'> = {}) {
  const project = panelTestProject();
  controller = await testController(project);
  const store = new EditorStore(project, { controller, env: counterEnv() });
  const view = render(<TagTable controller={controller} editing={{ store, ...options }} />);
  return { ...view, store, controller, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const names = () => screen.getAllByRole('rowheader').map((h) => h.textContent);
const tagNamed = (store: EditorStore, name: string) =>
  Object.values(store.project.tagMap).find((t) => t.name === name);

describe('TagTable in edit mode', () => {
  it('creates a tag from the create row; Create is disabled while the name is empty', async () => {
    const { user, store, controller: c } = await setup();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), '   ');
    expect(create).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'New tag name' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Delay');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'TIMER');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(tagNamed(store, 'Delay')?.data_type).toBe('TIMER');
    // Sorted by name with its members as parent.child.
    const all = names();
    expect(all.slice(all.indexOf('Delay'), all.indexOf('Delay') + 6)).toEqual([
      'Delay',
      'Delay.PRE',
      'Delay.ACC',
      'Delay.EN',
      'Delay.TT',
      'Delay.DN',
    ]);
    expect(all.indexOf('Delay')).toBeLessThan(all.indexOf('DI0'));
    expect(screen.getByRole('textbox', { name: 'New tag name' })).toHaveValue('');
    // The simulator (in PROG) runs the new document.
    expect(c.getSnapshot().project).toBe(store.project);
  });

  it('shows a refused name to the user', async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'di0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A tag named "DI0" already exists (BOOL).');
  });

  it('hides the create row when creating is not allowed (examples)', async () => {
    await setup({ canCreate: false });
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New tag name' })).toBeNull();
  });

  it('edits an alias; the alias of a required tag is disabled with the tooltip', async () => {
    const { user, store } = await setup();
    const alias = screen.getByRole('textbox', { name: 'Alias of DI0' });
    await user.clear(alias);
    await user.type(alias, 'GO{Enter}');
    expect(tagNamed(store, 'DI0')?.alias).toBe('GO');
    const required = screen.getByRole('textbox', { name: 'Alias of DO0' });
    expect(required).toBeDisabled();
    expect(required).toHaveValue('FWD');
    expect(required).toHaveAttribute('title', 'This tag alias is required by the selected scene');
    // The action refuses it too, with the same words.
    act(() => void store.perform('setTagAlias', { tagId: tagNamed(store, 'DO0')?.uuid ?? '', alias: 'X' }));
    expect(tagNamed(store, 'DO0')?.alias).toBe('FWD');
  });

  it('refuses a taken alias, puts the field back and says why', async () => {
    const { user, store } = await setup();
    const alias = screen.getByRole('textbox', { name: 'Alias of DI0' });
    await user.clear(alias);
    await user.type(alias, 'stop');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The alias "stop" is already used by DI1.');
    expect(alias).toHaveValue('START');
    expect(tagNamed(store, 'DI0')?.alias).toBe('START');
  });

  it('toggles a BOOL value and edits a DINT (a timer preset); TIMER tags and status bits have no field', async () => {
    const { user, store } = await setup();
    const start = screen.getByRole('switch', { name: 'Value of DI0' });
    expect(start).toHaveAttribute('aria-checked', 'false');
    await user.click(start);
    expect(tagNamed(store, 'DI0')?.value).toBe(1);
    expect(screen.getByRole('switch', { name: 'Value of DI0' })).toHaveAttribute('aria-checked', 'true');
    const pre = screen.getByRole('textbox', { name: 'Value of T1.PRE' });
    expect(pre).toHaveValue('3000');
    await user.clear(pre);
    await user.type(pre, '1500{Enter}');
    const t1 = tagNamed(store, 'T1');
    const preId = t1?.children?.find((id) => store.project.childTagMap[id]?.name === 'PRE') ?? '';
    expect(store.project.childTagMap[preId]?.value).toBe(1500);
    expect(screen.queryByRole('textbox', { name: 'Value of T1' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Value of T1.DN' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Value of T1.DN' })).toBeNull();
    const acc = screen.getByRole('textbox', { name: 'Value of T1.ACC' });
    await user.clear(acc);
    await user.type(acc, 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"abc" is not a number.');
  });

  it('creates a REAL tag and edits its value: 1.5, -2., .5, 1.0E-3 and 0.1 show as REAL; abc is refused', async () => {
    const { user, store } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Level');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'REAL');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(tagNamed(store, 'Level')).toMatchObject({ data_type: 'REAL', value: 0 });
    expect(within(row('Level')).getAllByRole('cell')[1]).toHaveTextContent('REAL');
    const value = () => screen.getByRole('textbox', { name: 'Value of Level' });
    expect(value()).toHaveValue('0.0');
    const typed: [string, string, number][] = [
      ['1.5', '1.5', 1.5],
      ['-2.', '-2.0', -2],
      ['.5', '0.5', 0.5],
      ['1.0E-3', '0.001', Math.fround(0.001)],
      ['0.1', '0.1', Math.fround(0.1)],
    ];
    for (const [entry, shown, stored] of typed) {
      await user.clear(value());
      await user.type(value(), `${entry}{Enter}`);
      expect(value()).toHaveValue(shown);
      expect(tagNamed(store, 'Level')?.value).toBe(stored);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.clear(value());
    await user.type(value(), 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"abc" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.',
    );
    expect(value()).toHaveValue('0.1');
    expect(tagNamed(store, 'Level')?.value).toBe(Math.fround(0.1));
  });

  it("shows a REAL's live value with 6 significant digits while running", async () => {
    const { user, store, controller: c } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Ratio');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'REAL');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const id = tagNamed(store, 'Ratio')?.uuid;
    // The PLC holds 1/3 as a single (read through the live reader, as the engine host gives it).
    const real = vi.spyOn(c.live, 'valueOfId');
    real.mockImplementation((tagId) => (tagId === id ? Math.fround(1 / 3) : undefined));
    act(() => {
      c.run();
      c.pause();
      c.step(1);
    });
    expect(within(row('Ratio')).getAllByRole('cell')[2]).toHaveTextContent(/^0\.333333$/);
    act(() => c.stop());
    expect(screen.getByRole('textbox', { name: 'Value of Ratio' })).toHaveValue('0.0');
  });

  it('fixes child names with the tooltip', async () => {
    await setup();
    expect(screen.getByRole('rowheader', { name: 'T1.PRE' })).toHaveAttribute(
      'title',
      'This child tag name is defined by its parent',
    );
    expect(within(row('T1.PRE')).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('deletes a tag; the delete button of a required tag is disabled', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete T2' }));
    expect(tagNamed(store, 'T2')).toBeUndefined();
    expect(names()).not.toContain('T2.DN');
    const required = screen.getByRole('button', { name: 'Delete DO0' });
    expect(required).toBeDisabled();
    expect(required).toHaveAttribute('title', 'Tag "DO0" is required by the selected scene.');
  });

  it('disables everything while running and shows live values', async () => {
    const { store, controller: c } = await setup();
    act(() => {
      c.run();
      c.pause();
      c.step(3);
    });
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'New tag name' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'New tag type' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Alias of DI0' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete DI0' })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: 'Value of DI0' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Value of T1.PRE' })).toBeNull();
    expect(within(row('T2.ACC')).getAllByRole('cell')[2]).toHaveTextContent('300');
    expect(screen.getByRole('status')).toHaveTextContent('Editing is disabled while running.');
    expect(store.perform('createTag', { name: 'X', type: 'BOOL' })).toBe(
      'Editing is disabled while running.',
    );
  });

  it('reports a click on a tag name for the I/O palette', async () => {
    const onSelectTag = vi.fn();
    const { user, store } = await setup({ onSelectTag, selectedTagId: null });
    await user.click(screen.getByRole('button', { name: 'DI0' }));
    expect(onSelectTag).toHaveBeenCalledWith(tagNamed(store, 'DI0')?.uuid);
    expect(screen.queryByRole('button', { name: 'T1.PRE' })).toBeNull();
  });
});

describe('one undo history for the ladder editor, the Tags tab and the I/O palette', () => {
  function Workspace({ store, controller: c }: { store: EditorStore; controller: SimulatorController }) {
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <>
        <IoPalette store={store} selectedTagId={selected} onSelectTag={setSelected} />
        <LadderEditor store={store} controller={c} />
        <TagTable controller={c} editing={{ store, selectedTagId: selected, onSelectTag: setSelected }} />
      </>
    );
  }

  it('undo in the ladder editor undoes a tag creation and a palette addition; redo brings them back', async () => {
    const project = panelTestProject();
    controller = await testController(project);
    const store = new EditorStore(project, { controller, env: counterEnv() });
    render(<Workspace store={store} controller={controller} />);
    const user = userEvent.setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New tag name' }), 'Count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New tag type' }), 'DINT');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(names()).toContain('Count');
    await user.click(
      within(screen.getByRole('group', { name: 'Outputs' })).getByRole('button', { name: 'Solenoid' }),
    );
    expect(names()).toContain('DO2');
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(names()).not.toContain('DO2');
    expect(names()).toContain('Count');
    await user.click(undo);
    expect(names()).not.toContain('Count');
    expect(undo).toBeDisabled();
    expect(controller.getSnapshot().project).toBe(project);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(names()).toContain('Count');
  });

  it('selecting a tag in the table lets the palette change its symbol', async () => {
    const project = panelTestProject();
    controller = await testController(project);
    const store = new EditorStore(project, { controller, env: counterEnv() });
    render(<Workspace store={store} controller={controller} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'DI0' }));
    const inputs = within(screen.getByRole('group', { name: 'Inputs' }));
    expect(inputs.getByRole('button', { name: 'Normally open pushbutton' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(inputs.getByRole('button', { name: 'Normally closed limit switch' }));
    expect(tagNamed(store, 'DI0')).toMatchObject({ io_symbol: 'NC_LIMIT_SWITCH', value: 1 });
    expect(screen.getByRole('switch', { name: 'Value of DI0' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(tagNamed(store, 'DI0')).toMatchObject({ io_symbol: 'NO_PUSHBUTTON', value: 0 });
  });
});
