/**
 * The React side of the editing model: an `EditorStore` (editorStore.ts: the `Editor` of history.ts
 * with its undo history), the host's or one of its own, dispatching actions, undo and redo, and the
 * selection; the last refusal for the status line; the simulator reloaded with each new document while
 * in PROG, and `onChange` told of it.
 */
import type { Project } from '@plcsim/compiler';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '../editing/history.ts';
import type { ActionArgs, ActionName, EditorEnv, Selection } from '../editing/types.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { EDITING_DISABLED_WHILE_RUNNING, EditorStore, useEditorStore, useRunning } from './editorStore.ts';

/** What `useLadderEditor` gives the editor's parts. */
export interface LadderEditorApi {
  /**
   * The editor as the ladder shows it: its document is the chosen routine's view (routineView.ts:
   * a Ladder subroutine's rungs as `rungs`), its history whole documents.
   */
  editor: Editor;
  /** The store the editor works on (the host's, or the editor's own). */
  store: EditorStore;
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

/** Options of `useLadderEditor`. */
export interface LadderEditorOptions {
  controller?: SimulatorController | undefined;
  onChange?: ((project: Project) => void) | undefined;
  /** New ids for the editor's own store (ignored with `store`). */
  env?: EditorEnv | undefined;
  /**
   * A store shared with other views (the Tags tab, the I/O palette): the editor works on its document
   * and history, and `project` is ignored (the host loads the store). Without it the editor makes its
   * own store.
   */
  store?: EditorStore | undefined;
}

/**
 * An editor over `project`, or over `options.store` when given. Without a store, a different
 * `project` prop (not one this editor produced) loads it afresh: empty history, nothing selected.
 */
export function useLadderEditor(
  project: Project | undefined,
  options: LadderEditorOptions = {},
): LadderEditorApi {
  const { controller, onChange, env, store: shared } = options;
  const [own, setOwn] = useState<EditorStore | null>(() =>
    shared ? null : new EditorStore(project ?? emptyProjectError(), { controller, env }),
  );
  const [source, setSource] = useState(project);
  let store: EditorStore;
  if (shared) {
    store = shared;
  } else if (!own || (project !== source && project !== undefined && project !== own.project)) {
    // A new document from the parent (or a store given before and taken away): a fresh editor.
    store = new EditorStore(project ?? emptyProjectError(), { controller, env });
    setOwn(store);
    setSource(project);
  } else {
    store = own;
    if (project !== source) setSource(project);
  }
  if (!shared && store.controller !== controller) store.controller = controller;
  if (!shared && env && store.env !== env) store.env = env;

  const whole = useEditorStore(store);
  const routine = store.routine;
  const editor = useMemo(() => {
    const view = store.view;
    return view === whole.state.project ? whole : { ...whole, state: { ...whole.state, project: view } };
    // The store's view follows its snapshot (`whole`) and its chosen routine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whole, routine, store]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRunning(controller ?? store.controller);

  // Running clears the selection (spec 000 §4 "Running").
  const selected = editor.state.selection !== null;
  useEffect(() => {
    if (running && selected) store.select(null);
  }, [running, selected, store]);

  // The simulator runs what is drawn: each new document is loaded while in PROG; the parent is told.
  const document = whole.state.project;
  const loaded = store.loaded;
  const changed = useRef(onChange);
  const reported = useRef({ loaded, document });
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (controller && controller !== store.controller) {
      const snapshot = controller.getSnapshot();
      if (snapshot.mode !== 'RUN' && snapshot.project !== document) controller.load(document);
    } else {
      store.syncController();
    }
    const last = reported.current;
    // A newly loaded project is not a change; an edit (or an undo back to it) is.
    if (last.loaded === loaded && document !== last.document) changed.current?.(document);
    reported.current = { loaded, document };
  }, [controller, document, loaded, store]);

  const attempt = <N extends ActionName>(name: N, args: ActionArgs[N], at?: Selection): string | null => {
    if (running) return EDITING_DISABLED_WHILE_RUNNING;
    const refused = store.perform(name, args, at);
    setRefusal(refused);
    return refused;
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
    store,
    running,
    refusal,
    canUndo: !running && editor.history.length > 0,
    canRedo: !running && editor.future.length > 0,
    perform,
    attempt,
    refuse: setRefusal,
    undo: () => {
      if (running) return;
      setRefusal(null);
      store.undo();
    },
    redo: () => {
      if (running) return;
      setRefusal(null);
      store.redo();
    },
    select: (selection) => {
      if (!running) store.select(selection);
    },
    deleteSelection,
  };
}

function emptyProjectError(): never {
  throw new Error('LadderEditor needs a project or a store.');
}
