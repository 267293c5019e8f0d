/**
 * One editor (document, selection, undo history) outside React, so the ladder editor, the Tags tab and
 * the I/O palette can share it: a host creates an `EditorStore` and passes it to `LadderEditor`,
 * `TagTable` (edit mode) and `IoPalette`; an undo in any of them undoes the last edit of any other.
 * `LadderEditor` without a store makes its own. Views read it with `useSyncExternalStore`
 * (`subscribe` / `getSnapshot`, or the `useEditorStore` hook). Undo and redo are history.ts's.
 */
import type { Project } from '@plcsim/compiler';
import { useSyncExternalStore } from 'react';
import {
  MAX_HISTORY,
  canRedo,
  canUndo,
  loadEditor,
  performEdit,
  redoEdit,
  setSelection,
  undoEdit,
  withProject,
  type Editor,
} from '../editing/history.ts';
import { DEFAULT_ENV } from '../editing/registry.ts';
import { findRoutine } from '../editing/routineRules.ts';
import { routineView } from '../editing/routineView.ts';
import { findAddOnRoutine } from '../editing/addOnView.ts';
import type { ActionArgs, ActionName, EditorEnv, Selection } from '../editing/types.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';

import { EDITING_DISABLED_WHILE_RUNNING } from '../simulator/useRunning.ts';

export { EDITING_DISABLED_WHILE_RUNNING, useRunning } from '../simulator/useRunning.ts';

/** Options of `EditorStore`. */
export interface EditorStoreOptions {
  /**
   * The simulator: each new document is loaded into it while it is in PROG; every edit, undo, redo
   * and selection is refused while it is in RUN.
   */
  controller?: SimulatorController | undefined;
  /** New ids for added tags, rungs, branches and instructions (default `crypto.randomUUID`). */
  env?: EditorEnv | undefined;
}

/**
 * The editor's state outside React: `getSnapshot()` is the current `Editor` (history.ts: the state,
 * the history and the future), a new object after every change.
 */
export class EditorStore {
  #editor: Editor;
  #loaded: Project;
  #routine: string | null = null;
  #listeners = new Set<() => void>();
  /** The simulator (see `EditorStoreOptions.controller`); may be set later. */
  controller: SimulatorController | undefined;
  /** New ids for the actions. */
  env: EditorEnv;

  constructor(project: Project, options: EditorStoreOptions = {}) {
    this.#editor = loadEditor(project);
    this.#loaded = project;
    this.controller = options.controller;
    this.env = options.env ?? DEFAULT_ENV;
  }

  /** Adds a listener called after each change; returns its removal. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current editor (a new object after each change). */
  readonly getSnapshot = (): Editor => this.#editor;

  /** The document being edited. */
  get project(): Project {
    return this.#editor.state.project;
  }

  /**
   * The subroutine being edited (issue 25): its uuid, or null for the Main Routine (also once the
   * chosen routine is gone, by an undo or a delete).
   */
  get routine(): string | null {
    const known = findRoutine(this.project, this.#routine) ?? findAddOnRoutine(this.project, this.#routine);
    return known ? this.#routine : null;
  }

  /** What the ladder editor shows and edits: the document with the chosen routine's rungs as `rungs`. */
  get view(): Project {
    return routineView(this.project, this.routine);
  }

  /**
   * Chooses the routine to edit (null: the Main Routine); nothing stays selected. Allowed while
   * running (choosing a routine only changes what is shown).
   */
  chooseRoutine(id: string | null): void {
    const next = (findRoutine(this.project, id) ?? findAddOnRoutine(this.project, id)) ? id : null;
    if (next === this.routine) return;
    this.#routine = next;
    this.#set({ ...this.#editor, state: { ...this.#editor.state, selection: null } });
  }

  /** The project last given to the constructor or `load` (a new one marks a fresh load, not an edit). */
  get loaded(): Project {
    return this.#loaded;
  }

  /** True while the simulator is in RUN. */
  get running(): boolean {
    return this.controller?.getSnapshot().mode === 'RUN';
  }

  get canUndo(): boolean {
    return !this.running && canUndo(this.#editor);
  }

  get canRedo(): boolean {
    return !this.running && canRedo(this.#editor);
  }

  /** Attaches the simulator once it exists (it then runs what the store holds). */
  attach(controller: SimulatorController): void {
    this.controller = controller;
  }

  /** Loads `project` afresh: nothing selected, empty history and future (spec 000 §4 "Workspace context"). */
  load(project: Project): void {
    this.#loaded = project;
    this.#routine = null;
    this.#set(loadEditor(project));
  }

  /**
   * Performs action `name` (with the selection first set to `at`, when given) on the history: its
   * refusal's reason, or null when it was done. Refused while running.
   */
  perform<N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): string | null {
    if (this.running) return EDITING_DISABLED_WHILE_RUNNING;
    const editor = at ? setSelection(this.#editor, at) : this.#editor;
    const result = performEdit(editor, name, args, this.env, this.routine);
    this.#set(result.editor);
    return result.refused ?? null;
  }

  /**
   * Performs action `name` on the whole project, whatever routine is open (the Add-On Instructions
   * panel's edits, issue 25): its refusal's reason, or null. Refused while running.
   */
  performOnProject<N extends ActionName>(name: N, args: ActionArgs[N]): string | null {
    if (this.running) return EDITING_DISABLED_WHILE_RUNNING;
    const result = performEdit(this.#editor, name, args, this.env, null);
    this.#set(result.editor);
    return result.refused ?? null;
  }

  /** Back one document; false when there is none or while running. */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.#set(undoEdit(this.#editor, this.routine));
    return true;
  }

  /** Forward one undone document; false when there is none or while running. */
  redo(): boolean {
    if (!this.canRedo) return false;
    this.#set(redoEdit(this.#editor, this.routine));
    return true;
  }

  /**
   * Replaces the whole document as one undoable step: what is edited outside the ladder (the name,
   * the description, the scene, the program mode). The selection stays while it still names
   * something. Refused while running.
   */
  replace(project: Project): string | null {
    if (this.running) return EDITING_DISABLED_WHILE_RUNNING;
    if (project === this.project) return null;
    this.#set({
      state: withProject(this.#editor.state, project, this.routine),
      history: [...this.#editor.history, this.project].slice(-MAX_HISTORY),
      future: [],
    });
    return null;
  }

  /** Sets the ladder selection (no history step); ignored while running, except clearing it. */
  select(selection: Selection | null): void {
    if (selection !== null && this.running) return;
    if (selection === null && this.#editor.state.selection === null) return;
    this.#set(setSelection(this.#editor, selection));
  }

  /** Loads the document into the simulator when it is in PROG and holds another document. */
  syncController(): void {
    const controller = this.controller;
    if (!controller) return;
    const snapshot = controller.getSnapshot();
    if (snapshot.mode !== 'RUN' && snapshot.project !== this.project) controller.load(this.project);
  }

  #set(editor: Editor): void {
    if (editor === this.#editor) return;
    const documentChanged = editor.state.project !== this.#editor.state.project;
    this.#editor = editor;
    if (documentChanged) this.syncController();
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The store's current editor, re-rendering on each change. */
export function useEditorStore(store: EditorStore): Editor {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
