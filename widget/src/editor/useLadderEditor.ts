/**
 * The React side of the editing model: an `Editor` (history.ts) in React state, dispatching actions,
 * undo and redo, and the selection; the last refusal for the status line; the simulator reloaded with
 * each new document while in PROG, and `onChange` told of it.
 */
import type { Project } from '@plcsim/compiler';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  canRedo,
  canUndo,
  loadEditor,
  performEdit,
  redoEdit,
  setSelection,
  undoEdit,
  type Editor,
} from '../editing/history.ts';
import { DEFAULT_ENV } from '../editing/registry.ts';
import type { ActionArgs, ActionName, EditorEnv, Selection } from '../editing/types.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';

/** What `useLadderEditor` gives the editor's parts. */
export interface LadderEditorApi {
  editor: Editor;
  /** The simulator is in RUN: every editing tool is disabled and nothing can be selected. */
  running: boolean;
  /** The reason the last action was refused, until the next one succeeds; else null. */
  refusal: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Performs an action (with the selection first set to `at`, when given); false when refused (the
   * reason is in `refusal`) or while running.
   */
  perform<N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): boolean;
  /** Performs an action; its refusal's reason (also in `refusal`), or null when it was done. */
  attempt<N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): string | null;
  /** Shows `reason` in the status line as a refusal (e.g. "Select a rung to copy."). */
  refuse(reason: string): void;
  undo(): void;
  redo(): void;
  select(selection: Selection | null): void;
  /** Deletes whatever is selected: an element, a branch leg or a main rung. */
  deleteSelection(): boolean;
}

const noSubscribe = () => () => {};
/** Why nothing can be edited now. */
const RUNNING = 'Editing is disabled while running.';
const notRunning = () => false;

/** Options of `useLadderEditor`. */
export interface LadderEditorOptions {
  controller?: SimulatorController | undefined;
  onChange?: ((project: Project) => void) | undefined;
  env?: EditorEnv | undefined;
}

/**
 * An editor over `project`. A different `project` prop (not one this editor produced) loads it
 * afresh: empty history, nothing selected.
 */
export function useLadderEditor(project: Project, options: LadderEditorOptions = {}): LadderEditorApi {
  const { controller, onChange, env = DEFAULT_ENV } = options;
  const [editor, setEditor] = useState(() => loadEditor(project));
  const [source, setSource] = useState(project);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (project !== source) {
    setSource(project);
    if (project !== editor.state.project) setEditor(loadEditor(project));
  }

  const running = useSyncExternalStore(
    controller ? controller.subscribe : noSubscribe,
    controller ? () => controller.getSnapshot().mode === 'RUN' : notRunning,
  );

  // Running clears the selection (spec 000 §4 "Running").
  if (running && editor.state.selection) setEditor(setSelection(editor, null));

  // The simulator runs what is drawn: each new document is loaded while in PROG; the parent is told.
  const document = editor.state.project;
  const changed = useRef(onChange);
  const reported = useRef({ source: project, document: project });
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (controller) {
      const snapshot = controller.getSnapshot();
      if (snapshot.mode !== 'RUN' && snapshot.project !== document) controller.load(document);
    }
    const last = reported.current;
    // A newly loaded `project` prop is not a change; an edit (or an undo back to it) is.
    if (last.source === source && document !== last.document) changed.current?.(document);
    reported.current = { source, document };
  }, [controller, document, source]);

  const attempt = <N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): string | null => {
    if (running) return RUNNING;
    const result = performEdit(at ? setSelection(editor, at) : editor, name, args, env);
    setRefusal(result.refused ?? null);
    setEditor(result.editor);
    return result.refused ?? null;
  };
  const perform = <N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): boolean =>
    attempt(name, args, at) === null;

  const deleteSelection = () => {
    const selection = editor.state.selection;
    if (selection?.kind !== 'rung') return perform('deleteElement', {});
    const isMain = editor.state.project.rungs.includes(selection.id);
    return isMain ? perform('removeRung', {}) : perform('removeBranch', {});
  };

  return {
    editor,
    running,
    refusal,
    canUndo: !running && canUndo(editor),
    canRedo: !running && canRedo(editor),
    perform,
    attempt,
    refuse: setRefusal,
    undo: () => {
      if (running) return;
      setRefusal(null);
      setEditor(undoEdit(editor));
    },
    redo: () => {
      if (running) return;
      setRefusal(null);
      setEditor(redoEdit(editor));
    },
    select: (selection) => {
      if (!running) setEditor(setSelection(editor, selection));
    },
    deleteSelection,
  };
}
