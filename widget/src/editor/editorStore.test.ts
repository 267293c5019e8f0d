import { createEmptyProject } from '@plcsim/compiler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { project, rung, tag, xic } from '../../../compiler/src/reference/builders.ts';
import { counterEnv } from '../editing/testing.ts';
import { testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { EditorStore } from './editorStore.ts';

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

describe('EditorStore', () => {
  it('performs actions on one history; undo and redo move documents; listeners hear each change', () => {
    const start = project(tag('A', 'BOOL'), rung(xic('A')));
    const store = new EditorStore(start, { env: counterEnv() });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    expect(store.perform('createTag', { name: 'B', type: 'BOOL' })).toBeNull();
    expect(store.perform('addRung', {})).toBeNull();
    expect(store.getSnapshot().history).toHaveLength(2);
    expect(store.canUndo).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.project).toBe(start);
    expect(store.undo()).toBe(false);
    expect(store.redo()).toBe(true);
    expect(Object.values(store.project.tagMap).map((t) => t.name)).toEqual(['A', 'B']);
    expect(heard).toHaveBeenCalledTimes(5);
    stop();
  });

  it('a refusal returns its reason and leaves the document and history as they were', () => {
    const store = new EditorStore(createEmptyProject('x'));
    const before = store.getSnapshot();
    expect(store.perform('createTag', { name: 'X', type: 'LREAL' })).toBe(
      'Unsupported tag type "LREAL": a tag is BOOL, DINT, REAL, TIMER, COUNTER, CONTROL or a data type\'s name.',
    );
    expect(store.getSnapshot()).toBe(before);
  });

  it('load starts afresh: nothing selected, empty history and future', () => {
    const store = new EditorStore(createEmptyProject('x'));
    store.perform('addRung', {});
    const next = createEmptyProject('y');
    store.load(next);
    expect(store.getSnapshot()).toEqual({
      state: { project: next, selection: null },
      history: [],
      future: [],
    });
    expect(store.loaded).toBe(next);
  });

  it('loads each new document into the simulator in PROG and refuses edits in RUN', async () => {
    const start = createEmptyProject('x');
    controller = await testController(start);
    const store = new EditorStore(start, { controller, env: counterEnv() });
    store.perform('addIoTag', { direction: 'input', symbol: 'NO_PUSHBUTTON' });
    expect(controller.getSnapshot().project).toBe(store.project);
    controller.run();
    expect(store.running).toBe(true);
    expect(store.perform('addRung', {})).toBe('Editing is disabled while running.');
    expect(store.undo()).toBe(false);
    store.select({ kind: 'rung', id: 'r' });
    expect(store.getSnapshot().state.selection).toBeNull();
    controller.stop();
    expect(store.undo()).toBe(true);
    expect(controller.getSnapshot().project).toBe(start);
  });
});

describe('EditorStore.replace', () => {
  it('replaces the document as one undoable step and keeps a selection that still exists', () => {
    const start = createEmptyProject('Start');
    const store = new EditorStore(start);
    expect(store.perform('addRung', {})).toBeNull();
    const withRung = store.project;
    const selection = store.getSnapshot().state.selection;
    expect(store.replace({ ...withRung, projectName: 'Renamed' })).toBeNull();
    expect(store.project.projectName).toBe('Renamed');
    expect(store.getSnapshot().state.selection).toEqual(selection);
    expect(store.undo()).toBe(true);
    expect(store.project).toBe(withRung);
    expect(store.undo()).toBe(true);
    expect(store.project).toBe(start);
  });

  it('edits the chosen routine: its rungs change, the Main Routine stays, undo keeps the choice', () => {
    const start = project(tag('A', 'BOOL'), rung(xic('A')));
    const store = new EditorStore(start, { env: counterEnv() });
    expect(store.perform('addRoutine', { name: 'Fill', language: 'LADDER' })).toBeNull();
    const id = store.project.routines?.[0]?.uuid ?? '';
    store.chooseRoutine(id);
    expect(store.routine).toBe(id);
    expect(store.view.rungs).toEqual([]);
    expect(store.perform('addRung', {})).toBeNull();
    expect(store.project.rungs).toEqual(start.rungs);
    expect(store.project.routines?.[0]?.rungs).toHaveLength(1);
    expect(store.view.rungs).toEqual(store.project.routines?.[0]?.rungs);
    expect(store.undo()).toBe(true);
    expect(store.routine).toBe(id);
    expect(store.undo()).toBe(true);
    // The routine is gone: the store is back on the Main Routine.
    expect(store.routine).toBeNull();
    expect(store.view).toBe(store.project);
    store.chooseRoutine('no-such-routine');
    expect(store.routine).toBeNull();
  });
});
