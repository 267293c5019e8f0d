import { importNeutralText, type Project } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { SimulatorController } from '@plcsim/widget';
import { EditorStore, useEditorStore } from '@plcsim/widget/editor';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PanelId } from '../layoutModel.ts';
import { LadderPanel } from '../panels/LadderPanel.tsx';
import { WorkspaceApiContext, type WorkspaceApi } from '../workspaceContext.ts';

let controller: SimulatorController;
beforeAll(async () => {
  controller = SimulatorController.create(await loadEmbeddedEngine());
});

/** Main: XIC(DI0)OTE(DO0); Ladder subroutine Fill: XIC(DI1)OTE(DO1) (made by the editing actions). */
function twoRoutines(): EditorStore {
  const store = new EditorStore(importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Tank' }).project, {
    controller,
  });
  expect(store.perform('addRoutine', { name: 'Fill', language: 'LADDER' })).toBeNull();
  store.chooseRoutine(store.project.routines?.[0]?.uuid ?? null);
  expect(store.perform('pasteRungs', { text: 'XIC(DI1)OTE(DO1);' })).toBeNull();
  store.chooseRoutine(null);
  return store;
}

/** The workspace's context around the Ladder tab, its document the store's. */
function Harness({
  store,
  focusPanel,
  children,
}: {
  store: EditorStore;
  focusPanel: (id: PanelId) => void;
  children: ReactNode;
}) {
  const project: Project = useEditorStore(store).state.project;
  const [content] = useState(() => ({ context: 'new' as const, project, name: 'Tank' }));
  const api = {
    content,
    controller,
    project,
    setProject: (next: Project) => store.replace(next),
    programEditable: true,
    own: true,
    focusPanel,
    revealElement: vi.fn(),
    chooseLanguage: vi.fn(),
    markSaved: vi.fn(),
    unsaved: false,
    store,
    selectedTagId: null,
    selectTag: vi.fn(),
    sequence: undefined as never,
  } satisfies WorkspaceApi;
  return (
    <MemoryRouter>
      <WorkspaceApiContext.Provider value={api}>{children}</WorkspaceApiContext.Provider>
    </MemoryRouter>
  );
}

function setup() {
  const store = twoRoutines();
  const focusPanel = vi.fn<(id: PanelId) => void>();
  const view = render(
    <Harness store={store} focusPanel={focusPanel}>
      <LadderPanel />
    </Harness>,
  );
  const ladder = () => view.container.querySelector('.workspace-routined__body') as HTMLElement;
  return { store, focusPanel, ladder };
}

const picker = () => screen.getByRole('combobox', { name: 'Routine' });
const options = () => within(picker()).getAllByRole('option');
/** Chooses routine `name` in the picker, as a click in its list or an arrow key does. */
const choose = (name: string) => fireEvent.change(picker(), { target: { value: name } });

describe('the routine list', () => {
  it('lists MainRoutine first, then the subroutines, with their languages, in one picker', () => {
    setup();
    expect(options().map((option) => option.textContent)).toEqual(['MainRoutine (Ladder)', 'Fill (Ladder)']);
    expect(screen.getByRole('option', { name: 'MainRoutine (Ladder)' })).toBe(options()[0]);
    expect(picker()).toHaveValue('MainRoutine');
    expect(picker()).toHaveAttribute('title', 'MainRoutine (Ladder)');
    // The actions are buttons beside it, named for what they do to the routine.
    for (const name of ['Add routine', 'Rename routine', 'Delete routine'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('choosing a routine opens it: the ladder shows its rungs', () => {
    const { store, focusPanel, ladder } = setup();
    expect(ladder().textContent).toContain('DO0');
    expect(ladder().textContent).not.toContain('DO1');
    choose('Fill');
    expect(picker()).toHaveValue('Fill');
    expect(store.routine).toBe(store.project.routines?.[0]?.uuid);
    expect(focusPanel).toHaveBeenLastCalledWith('ladder');
    expect(ladder().textContent).toContain('DO1');
    expect(ladder().textContent).not.toContain('DO0');
    choose('MainRoutine');
    expect(store.routine).toBeNull();
    expect(ladder().textContent).toContain('DO0');
  });

  it('adds a routine by keyboard, with the naming rules said under the field', () => {
    const { store, focusPanel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add routine' }));
    const name = screen.getByRole('textbox', { name: 'Routine name' });
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: '2Tank' } });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A routine name starts with a letter or _.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'fill' } });
    expect(screen.getByText('A routine named Fill already exists.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Mainroutine' } });
    expect(screen.getByText("MainRoutine is the Main Routine's name.")).toBeInTheDocument();
    fireEvent.submit(name);
    expect(store.project.routines).toHaveLength(1);
    fireEvent.change(name, { target: { value: 'Alarm' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ST' } });
    fireEvent.submit(name);
    expect(store.project.routines?.map((r) => `${r.name}:${r.language}`)).toEqual([
      'Fill:LADDER',
      'Alarm:ST',
    ]);
    expect(screen.getByRole('option', { name: 'Alarm (Structured Text)' })).toBe(options()[2]);
    expect(picker()).toHaveValue('Alarm');
    expect(store.routine).toBe(store.project.routines?.[1]?.uuid);
    expect(focusPanel).toHaveBeenLastCalledWith('st');
    expect(screen.getByText(/Alarm is a Structured Text routine\./)).toBeInTheDocument();
  });

  it('F2 on the picker renames the chosen subroutine; Escape cancels; MainRoutine cannot be renamed', () => {
    const { store } = setup();
    fireEvent.keyDown(picker(), { key: 'F2' });
    expect(screen.queryByRole('form', { name: /Rename/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename routine' })).toBeDisabled();
    choose('Fill');
    expect(screen.getByRole('button', { name: 'Rename routine' })).toBeEnabled();
    fireEvent.keyDown(picker(), { key: 'F2' });
    const name = screen.getByRole('textbox', { name: 'New name' });
    expect(name).toHaveValue('Fill');
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'New name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rename routine' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New name' }), { target: { value: 'Fill_Tank' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'New name' }));
    expect(store.project.routines?.[0]?.name).toBe('Fill_Tank');
    expect(screen.getByRole('option', { name: 'Fill_Tank (Ladder)' })).toBe(options()[1]);
    expect(picker()).toHaveValue('Fill_Tank');
  });

  it('Delete asks first, naming the routine and its rungs; Undo brings it back', () => {
    const { store, ladder } = setup();
    fireEvent.keyDown(picker(), { key: 'Delete' });
    expect(screen.queryByRole('dialog', { name: 'Delete Routine?' })).toBeNull();
    choose('Fill');
    fireEvent.keyDown(picker(), { key: 'Delete' });
    const dialog = screen.getByRole('dialog', { name: 'Delete Routine?' });
    expect(dialog).toHaveTextContent('Delete the routine Fill and its 1 rung? Undo brings it back.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.project.routines).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete routine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Fill' }));
    expect(store.project.routines).toBeUndefined();
    expect(options()).toHaveLength(1);
    expect(picker()).toHaveValue('MainRoutine');
    const status = screen.getByText('Deleted Fill.', { exact: false });
    expect(status).toHaveAttribute('role', 'status');
    expect(ladder().textContent).toContain('DO0');
    fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(store.project.routines?.map((r) => r.name)).toEqual(['Fill']);
    expect(options()).toHaveLength(2);
    // Ctrl+Z and Ctrl+Y on the picker walk the same history (here: the rung pasted into Fill).
    fireEvent.keyDown(picker(), { key: 'z', ctrlKey: true });
    expect(store.project.routines?.[0]?.rungs).toEqual([]);
    fireEvent.keyDown(picker(), { key: 'y', ctrlKey: true });
    expect(store.project.routines?.[0]?.rungs).toHaveLength(1);
  });

  it('the operand picker of an instruction in a routine closes when another routine is chosen', () => {
    const { store, ladder } = setup();
    choose('Fill');
    const ote = Object.values(store.project.instructionMap).find(
      (i) => i.type === 'OTE' && ladder().querySelector(`[data-element-id="${i.uuid}"]`) !== null,
    );
    expect(ote).toBeDefined();
    fireEvent.doubleClick(ladder().querySelector(`[data-element-id="${ote?.uuid ?? ''}"]`) as Element);
    expect(screen.getByRole('dialog', { name: /operands/ })).toBeInTheDocument();
    act(() => store.chooseRoutine(null));
    expect(screen.queryByRole('dialog', { name: /operands/ })).toBeNull();
  });
});
