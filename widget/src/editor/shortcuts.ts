/**
 * The editor's keyboard shortcuts: one table the key handler and the `?` overlay share. Letters insert
 * the common instructions; the registry's own key tests (Ctrl/Cmd+Shift+arrows, Ctrl/Cmd+R) also apply.
 */
import type { InstructionType } from '@plcsim/compiler';
import type { KeyLike } from '../editing/types.ts';

/** A single key (no Ctrl, Cmd or Alt) that inserts an instruction. */
export const INSERT_KEYS: Readonly<Record<string, InstructionType>> = {
  x: 'XIC',
  '/': 'XIO',
  o: 'OTE',
  l: 'OTL',
  u: 'OTU',
  n: 'ONS',
  t: 'TON',
  f: 'TOF',
  c: 'CTU',
  d: 'CTD',
  m: 'MOV',
  a: 'ADD',
  e: 'EQU',
};

/** With a main rung selected, opens the rung as text (else `e` inserts EQU, as INSERT_KEYS says). */
export const TEXT_KEY = 'e';

/** One line of the shortcuts overlay. */
export interface ShortcutHelp {
  keys: string;
  does: string;
}

/** Every shortcut, as the `?` overlay lists them. */
export const SHORTCUT_HELP: readonly ShortcutHelp[] = [
  { keys: '← →', does: 'Select the previous or next place in the rung (wires, instructions, branches)' },
  { keys: '↑ ↓', does: 'Select the previous or next rung' },
  { keys: 'Ctrl/Cmd+Shift+← →', does: 'Move the selected instruction or branch left or right' },
  { keys: 'Ctrl/Cmd+Shift+↑ ↓', does: 'Move the selected rung up or down' },
  { keys: 'Delete, Backspace', does: 'Delete the selection (instruction, branch, branch leg or rung)' },
  { keys: 'Enter', does: "Edit the selected instruction's tags" },
  {
    keys: 'e on a rung, double-click a rung number',
    does: 'Edit the rung as text (Enter applies, Escape cancels)',
  },
  { keys: 'Ctrl/Cmd+C, Ctrl/Cmd+X', does: 'Copy or cut the selected rung as text' },
  { keys: 'Ctrl/Cmd+V', does: 'Paste rungs of text after the selected rung' },
  { keys: 'Escape', does: 'Clear the selection, close the tag picker or this list' },
  { keys: 'Ctrl/Cmd+Z', does: 'Undo' },
  { keys: 'Ctrl/Cmd+Y, Ctrl/Cmd+Shift+Z', does: 'Redo' },
  { keys: 'r, Ctrl/Cmd+R', does: 'Add a rung after the selected one' },
  { keys: 'b', does: 'Add a branch after the selection' },
  { keys: 'Shift+B', does: 'Put a branch around the selected instruction or branch' },
  ...Object.entries(INSERT_KEYS).map(([key, type]) => ({
    keys: key,
    does: key === TEXT_KEY ? `Insert ${type} (unless a rung is selected)` : `Insert ${type}`,
  })),
  { keys: '?', does: 'Show or hide this list' },
];

/** True when no Ctrl, Cmd or Alt is held: a plain typing key. */
export function isPlainKey(event: KeyLike & { altKey?: boolean }): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey;
}
