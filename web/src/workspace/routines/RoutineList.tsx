import { LANGUAGE_NAMES, useRunning } from '@plcsim/widget';
import { historyKey, useEditorStore } from '@plcsim/widget/editor';
import { useState, type KeyboardEvent } from 'react';
import { useWorkspace } from '../workspaceContext.ts';
import { RoutineActionIcon } from './actionIcons.tsx';
import { DeleteRoutineDialog } from './DeleteRoutineDialog.tsx';
import { openRoutine, panelOf, routineItems, type RoutineItem } from './routineItems.ts';
import { RoutineForm } from './RoutineForm.tsx';
import './routines.css';

type Editing = { kind: 'add' } | { kind: 'rename'; item: RoutineItem & { id: string } } | null;

/** `Fill (Ladder)`: an entry of the routine picker, with its language. */
export const routineLabel = (item: RoutineItem): string => `${item.name} (${LANGUAGE_NAMES[item.language]})`;

/**
 * The routine list above the program editors (issue 25; Studio 5000's controller organizer, simply), in
 * one compact row: a picker of MainRoutine, then the subroutines, each with its language (choosing one
 * opens it in the Ladder or Structured Text tab; the arrows walk the list), and Add, Rename and Delete
 * buttons where the program can be edited. On the picker, F2 renames and Delete deletes the chosen
 * subroutine (after a confirmation naming it; undo brings it back).
 */
export function RoutineList() {
  const { project, store, programEditable, controller, focusPanel } = useWorkspace();
  useEditorStore(store);
  const running = useRunning(controller);
  const items = routineItems(project);
  const chosen = store.routine;
  const chosenIndex = Math.max(
    0,
    items.findIndex((item) => item.id === chosen),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoutineItem | null>(null);
  /** The last delete ("Deleted Fill." with an Undo button) or a refusal. */
  const [status, setStatus] = useState<{ text: string; undo: boolean } | null>(null);
  const editable = programEditable && !running;
  const chosenItem = items[chosenIndex];

  /** After the list changes (or the tab does), the picker in the shown tab takes the focus. */
  const refocus = (language: RoutineItem['language']) =>
    requestAnimationFrame(() => {
      const panel = panelOf(language) === 'st' ? '.workspace-st' : '.workspace-ladder';
      document.querySelector<HTMLElement>(`${panel} .workspace-routines__select`)?.focus();
    });
  const open = (item: RoutineItem) => {
    setStatus(null);
    openRoutine(store, item, focusPanel);
    refocus(item.language);
  };
  const subroutine = (item: RoutineItem | undefined): (RoutineItem & { id: string }) | null =>
    item && item.id !== null ? { ...item, id: item.id } : null;
  const startRename = (item: RoutineItem | undefined) => {
    const sub = subroutine(item);
    if (sub && editable) setEditing({ kind: 'rename', item: sub });
  };
  const startDelete = (item: RoutineItem | undefined) => {
    if (subroutine(item) && editable && item) setDeleting(item);
  };

  const keys = (event: KeyboardEvent<HTMLSelectElement>) => {
    const history = historyKey(event);
    if (history && programEditable) {
      event.preventDefault();
      if (history === 'undo') store.undo();
      else store.redo();
      setStatus(null);
      return;
    }
    if (event.key === 'F2') startRename(chosenItem);
    else if (event.key === 'Delete' || event.key === 'Backspace') startDelete(chosenItem);
    else return;
    event.preventDefault();
  };

  const closeForm = () => {
    setEditing(null);
    refocus(chosenItem?.language ?? 'LADDER');
  };

  return (
    <div className="workspace-routines">
      <select
        className="workspace-routines__select"
        aria-label="Routine"
        title={chosenItem ? routineLabel(chosenItem) : undefined}
        value={chosenItem?.name}
        onChange={(event) => {
          const item = items.find((entry) => entry.name === event.target.value);
          if (item) open(item);
        }}
        onKeyDown={keys}
      >
        {items.map((item) => (
          <option key={item.id ?? 'main'} value={item.name}>
            {routineLabel(item)}
          </option>
        ))}
      </select>
      {programEditable && (
        <div className="workspace-routines__actions">
          <button
            type="button"
            className="workspace-button"
            aria-label="Add routine"
            title="Add routine"
            disabled={running}
            onClick={() => setEditing({ kind: 'add' })}
          >
            <RoutineActionIcon action="add" />
            <span className="workspace-routines__action-text">Add</span>
          </button>
          <button
            type="button"
            className="workspace-button"
            aria-label="Rename routine"
            title="Rename routine"
            disabled={!editable || chosen === null}
            onClick={() => startRename(chosenItem)}
          >
            <RoutineActionIcon action="rename" />
            <span className="workspace-routines__action-text">Rename</span>
          </button>
          <button
            type="button"
            className="workspace-button"
            aria-label="Delete routine"
            title="Delete routine"
            disabled={!editable || chosen === null}
            onClick={() => startDelete(chosenItem)}
          >
            <RoutineActionIcon action="delete" />
            <span className="workspace-routines__action-text">Delete</span>
          </button>
        </div>
      )}
      {editing && (
        <RoutineForm
          key={editing.kind === 'add' ? 'add' : editing.item.id}
          {...(editing.kind === 'rename' ? { renaming: editing.item } : {})}
          onCancel={closeForm}
          onSubmit={(name, language) => {
            if (editing.kind === 'rename') {
              const refused = store.perform('renameRoutine', { routineId: editing.item.id, name });
              if (refused === null) closeForm();
              return refused;
            }
            const refused = store.perform('addRoutine', { name, language });
            if (refused !== null) return refused;
            setEditing(null);
            const added = routineItems(store.project).find((item) => item.name === name);
            if (added) open(added);
            return null;
          }}
        />
      )}
      {status && (
        <p className="workspace-routines__status" role="status">
          {status.text}{' '}
          {status.undo && (
            <button
              type="button"
              className="workspace-button"
              onClick={() => {
                store.undo();
                setStatus(null);
              }}
            >
              Undo
            </button>
          )}
        </p>
      )}
      {deleting && (
        <DeleteRoutineDialog
          routine={deleting}
          onCancel={() => {
            setDeleting(null);
            refocus(chosenItem?.language ?? 'LADDER');
          }}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            if (id === null) return;
            const refused = store.perform('deleteRoutine', { routineId: id });
            if (refused === null) open(items[0] as RoutineItem);
            setStatus(
              refused === null
                ? { text: `Deleted ${deleting.name}.`, undo: true }
                : { text: refused, undo: false },
            );
          }}
        />
      )}
    </div>
  );
}
