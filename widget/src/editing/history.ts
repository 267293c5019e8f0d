/**
 * Undo and redo over document snapshots (spec 000 §4 "Undo/redo"): each performed action that changes
 * the document pushes the previous document on the history and clears the future; undo and redo move
 * documents between the two; loading a project empties both. At most MAX_HISTORY steps are kept.
 */
import type { Project } from '@plcsim/compiler';
import { selectionExists } from './ladderIndex.ts';
import { DEFAULT_ENV, performAction } from './registry.ts';
import { routineView, writeRoutineView } from './routineView.ts';
import type { ActionArgs, ActionName, EditorEnv, EditorState, KeyLike } from './types.ts';

/** Most undo steps kept; older documents are dropped. */
export const MAX_HISTORY = 100;

/** The editor: its state, the documents before it (oldest first) and the undone ones (next redo last). */
export interface Editor {
  state: EditorState;
  history: readonly Project[];
  future: readonly Project[];
}

/** A freshly loaded project: nothing selected, empty history and future. */
export function loadEditor(project: Project): Editor {
  return { state: { project, selection: null }, history: [], future: [] };
}

/**
 * Performs action `name` on the editor. A change to the document pushes the previous one on the
 * history and clears the future; a change of selection only does neither. A refusal (logged once)
 * returns the same editor object and the reason. With `routine` (a subroutine's uuid), the action
 * works on that routine's rungs (routineView.ts); the history holds whole documents.
 */
export function performEdit<N extends ActionName>(
  editor: Editor,
  name: N,
  args: ActionArgs[N],
  env: EditorEnv = DEFAULT_ENV,
  routine: string | null = null,
): { editor: Editor; refused?: string } {
  const full = editor.state.project;
  const view = routineView(full, routine);
  const state = view === full ? editor.state : { ...editor.state, project: view };
  const result = performAction(state, name, args, env);
  if ('refused' in result) return { editor, refused: result.refused };
  if (result.state === state) return { editor };
  const project = writeRoutineView(full, routine, view, result.state.project);
  const next = { project, selection: result.state.selection };
  if (project === full) return { editor: { ...editor, state: next } };
  return {
    editor: {
      state: next,
      history: [...editor.history, full].slice(-MAX_HISTORY),
      future: [],
    },
  };
}

/** Sets the selection (no history step). */
export function setSelection(editor: Editor, selection: EditorState['selection']): Editor {
  return { ...editor, state: { ...editor.state, selection } };
}

/** True when there is something to undo. */
export function canUndo(editor: Editor): boolean {
  return editor.history.length > 0;
}

/** True when there is something to redo. */
export function canRedo(editor: Editor): boolean {
  return editor.future.length > 0;
}

/**
 * The state with `project`, keeping the selection only while it still names something (on the rungs
 * of `routine`, when given).
 */
export function withProject(
  state: EditorState,
  project: Project,
  routine: string | null = null,
): EditorState {
  const shown = routineView(project, routine);
  return { project, selection: selectionExists(shown, state.selection) ? state.selection : null };
}

/** Back to the previous document; the same editor when there is none. */
export function undoEdit(editor: Editor, routine: string | null = null): Editor {
  const previous = editor.history[editor.history.length - 1];
  if (previous === undefined) return editor;
  return {
    state: withProject(editor.state, previous, routine),
    history: editor.history.slice(0, -1),
    future: [...editor.future, editor.state.project],
  };
}

/** Forward to the last undone document; the same editor when there is none. */
export function redoEdit(editor: Editor, routine: string | null = null): Editor {
  const next = editor.future[editor.future.length - 1];
  if (next === undefined) return editor;
  return {
    state: withProject(editor.state, next, routine),
    history: [...editor.history, editor.state.project].slice(-MAX_HISTORY),
    future: editor.future.slice(0, -1),
  };
}

/** 'undo' for Ctrl/Cmd+Z, 'redo' for Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y, else null. */
export function historyKey(event: KeyLike): 'undo' | 'redo' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
