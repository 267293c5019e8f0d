import { LANGUAGE_NAMES, useRunning } from '@plcsim/widget';
import { historyKey, useEditorStore } from '@plcsim/widget/editor';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useWorkspace } from '../workspaceContext.ts';
import { DeleteRoutineDialog } from './DeleteRoutineDialog.tsx';
import { openRoutine, panelOf, routineItems, type RoutineItem } from './routineItems.ts';
import { RoutineForm } from './RoutineForm.tsx';
import './routines.css';

type Editing = { kind: 'add' } | { kind: 'rename'; item: RoutineItem & { id: string } } | null;

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The routine list above the program editors (issue 25; Studio 5000's controller organizer, simply):
 * MainRoutine, then the subroutines, each with its language. Click, tap or Enter opens one in the
 * Ladder or Structured Text tab; arrows, Home and End move along the list; F2 renames and Delete
 * deletes the focused subroutine (after a confirmation naming it; undo brings it back). Add, Rename
 * and Delete buttons do the same by mouse and touch where the program can be edited.
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
  const [focused, setFocused] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoutineItem | null>(null);
  /** The last delete ("Deleted Fill." with an Undo button) or a refusal. */
  const [status, setStatus] = useState<{ text: string; undo: boolean } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const active = focused !== null && focused < items.length ? focused : chosenIndex;
  const editable = programEditable && !running;
  const chosenItem = items[chosenIndex];

  const focusOption = (index: number) => {
    setFocused(index);
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[index]?.focus();
  };
  /** After the list changes (or the tab does), the chosen routine's entry in the shown tab takes the focus. */
  const refocus = (language: RoutineItem['language']) =>
    requestAnimationFrame(() => {
      const panel = panelOf(language) === 'st' ? '.workspace-st' : '.workspace-ladder';
      document
        .querySelector<HTMLElement>(`${panel} .workspace-routines [role="option"][aria-selected="true"]`)
        ?.focus();
    });
  const open = (item: RoutineItem) => {
    setStatus(null);
    openRoutine(store, item, focusPanel);
    setFocused(null);
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

  const keys = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = items[active];
    const history = historyKey(event);
    if (history && programEditable) {
      event.preventDefault();
      if (history === 'undo') store.undo();
      else store.redo();
      setStatus(null);
      return;
    }
    if (NEXT.has(event.key)) focusOption(Math.min(items.length - 1, active + 1));
    else if (PREVIOUS.has(event.key)) focusOption(Math.max(0, active - 1));
    else if (event.key === 'Home') focusOption(0);
    else if (event.key === 'End') focusOption(items.length - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && item) open(item);
    else if (event.key === 'F2') startRename(item);
    else if (event.key === 'Delete' || event.key === 'Backspace') startDelete(item);
    else return;
    event.preventDefault();
  };

  const closeForm = () => {
    setEditing(null);
    refocus(chosenItem?.language ?? 'LADDER');
  };

  return (
    <div className="workspace-routines">
      <ul
        ref={list}
        className="workspace-routines__list"
        role="listbox"
        aria-label="Routines"
        aria-orientation="horizontal"
        onKeyDown={keys}
      >
        {items.map((item, index) => (
          <li
            key={item.id ?? 'main'}
            role="option"
            className="workspace-routines__item"
            aria-selected={index === chosenIndex}
            tabIndex={index === active ? 0 : -1}
            data-routine={item.name}
            onClick={() => open(item)}
            onDoubleClick={() => startRename(item)}
            onFocus={() => setFocused(index)}
          >
            <span className="workspace-routines__name">{item.name}</span>
            <span className="visually-hidden">, {LANGUAGE_NAMES[item.language]}</span>
            <span className="workspace-routines__language" aria-hidden="true">
              {item.language === 'ST' ? 'ST' : 'LD'}
            </span>
          </li>
        ))}
      </ul>
      {programEditable && (
        <div className="workspace-routines__actions">
          <button
            type="button"
            className="workspace-button"
            disabled={running}
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add routine
          </button>
          <button
            type="button"
            className="workspace-button"
            disabled={!editable || chosen === null}
            onClick={() => startRename(chosenItem)}
          >
            Rename routine
          </button>
          <button
            type="button"
            className="workspace-button"
            disabled={!editable || chosen === null}
            onClick={() => startDelete(chosenItem)}
          >
            Delete routine
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
