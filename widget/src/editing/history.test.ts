import { afterEach, describe, expect, it, vi } from 'vitest';
import { project, rung, xic, ote } from '../../../compiler/src/reference/builders.ts';
import {
  canRedo,
  canUndo,
  historyKey,
  loadEditor,
  MAX_HISTORY,
  performEdit,
  redoEdit,
  setSelection,
  undoEdit,
} from './history.ts';
import { counterEnv } from './testing.ts';

const p = project(rung(xic('A'), ote('B')));

describe('history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loading gives an empty history and future and no selection', () => {
    const editor = loadEditor(p);
    expect(editor).toEqual({ state: { project: p, selection: null }, history: [], future: [] });
    expect(canUndo(editor) || canRedo(editor)).toBe(false);
  });

  it('a performed action pushes the previous document and clears the future', () => {
    const env = counterEnv();
    const first = performEdit(loadEditor(p), 'addRung', {}, env).editor;
    expect(first.history).toEqual([p]);
    const undone = undoEdit(first);
    expect(undone.future).toHaveLength(1);
    const again = performEdit(undone, 'addRung', {}, env).editor;
    expect(again.history).toEqual([p]);
    expect(again.future).toEqual([]);
  });

  it('undo and redo move documents between history and future', () => {
    const env = counterEnv();
    const one = performEdit(loadEditor(p), 'addRung', {}, env).editor;
    const two = performEdit(one, 'addRung', {}, env).editor;
    const back = undoEdit(two);
    expect(back.state.project).toBe(one.state.project);
    expect(back.future).toEqual([two.state.project]);
    const start = undoEdit(back);
    expect(start.state.project).toBe(p);
    expect(canUndo(start)).toBe(false);
    expect(undoEdit(start)).toBe(start);
    const forward = redoEdit(redoEdit(start));
    expect(forward.state.project).toBe(two.state.project);
    expect(redoEdit(forward)).toBe(forward);
  });

  it('undo drops a selection the restored document no longer has', () => {
    const added = performEdit(loadEditor(p), 'addRung', {}, counterEnv()).editor;
    expect(added.state.selection?.id).toBe('new-1');
    expect(undoEdit(added).state.selection).toBeNull();
    const kept = setSelection(added, { kind: 'rung', id: 'rung-1' });
    expect(undoEdit(kept).state.selection).toEqual({ kind: 'rung', id: 'rung-1' });
  });

  it('keeps at most 100 steps', () => {
    let editor = loadEditor(p);
    const env = counterEnv();
    for (let i = 0; i < MAX_HISTORY + 5; i++) editor = performEdit(editor, 'addRung', {}, env).editor;
    expect(editor.history).toHaveLength(MAX_HISTORY);
    while (canUndo(editor)) editor = undoEdit(editor);
    expect(editor.state.project.rungs).toHaveLength(1 + 5);
  });

  it('a refusal returns the same editor and its reason, warned once; a selection-only change adds no step', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = loadEditor(p);
    const result = performEdit(editor, 'removeRung', {});
    expect(result.editor).toBe(editor);
    expect(result.refused).toBe('Select a rung to remove.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('removeRung: Select a rung to remove.');
    const same = performEdit(editor, 'setRungComment', { rungId: 'rung-1', comment: '' });
    expect(same.editor).toBe(editor);
  });

  it('maps Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y to redo', () => {
    const key = (k: string, shiftKey = false, metaKey = false) => ({
      key: k,
      ctrlKey: !metaKey,
      metaKey,
      shiftKey,
    });
    expect(historyKey(key('z'))).toBe('undo');
    expect(historyKey(key('Z', true))).toBe('redo');
    expect(historyKey(key('y'))).toBe('redo');
    expect(historyKey(key('z', false, true))).toBe('undo');
    expect(historyKey({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false })).toBeNull();
  });
});
