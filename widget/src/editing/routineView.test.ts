import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import { project, rung, ote, xic } from '../../../compiler/src/reference/builders.ts';
import { loadEditor, performEdit, redoEdit, undoEdit, type Editor } from './history.ts';
import { copyRungs, rungText } from './rungText.ts';
import { routineView, writeRoutineView } from './routineView.ts';
import { counterEnv, shape } from './testing.ts';

// Main: rung-1 XIC(A) OTE(B); Ladder subroutine Fill: rung-2 OTE(C); ST subroutine Calc.
function withRoutines(): Project {
  const base = project(rung(xic('A'), ote('B')), rung(ote('C')));
  return {
    ...base,
    rungs: ['rung-1'],
    routines: [
      { uuid: 'r-fill', name: 'Fill', language: 'LADDER', rungs: ['rung-2'], stSource: '' },
      { uuid: 'r-calc', name: 'Calc', language: 'ST', rungs: [], stSource: 'B := A;' },
    ],
  };
}

function edit(editor: Editor, step: Parameters<typeof performEdit>[1], args: object, routine: string | null) {
  const result = performEdit(editor, step, args as never, counterEnv(), routine);
  if (result.refused !== undefined) throw new Error(result.refused);
  return result.editor;
}

describe('routineView', () => {
  it("shows a Ladder subroutine's rungs as the rungs, and keeps its identity", () => {
    const p = withRoutines();
    const view = routineView(p, 'r-fill');
    expect(view.rungs).toEqual(['rung-2']);
    expect(view.rungMap).toBe(p.rungMap);
    expect(routineView(p, 'r-fill')).toBe(view);
  });

  it('is the project itself for the Main Routine, an ST routine and an unknown id', () => {
    const p = withRoutines();
    expect(routineView(p, null)).toBe(p);
    expect(routineView(p, 'r-calc')).toBe(p);
    expect(routineView(p, 'gone')).toBe(p);
  });

  it('writes nothing back when the view did not change', () => {
    const p = withRoutines();
    const view = routineView(p, 'r-fill');
    expect(writeRoutineView(p, 'r-fill', view, view)).toBe(p);
  });
});

describe('editing actions on a subroutine', () => {
  it("add rung and add instruction go into the routine; the Main Routine's rungs stay", () => {
    let editor = loadEditor(withRoutines());
    editor = edit(editor, 'addRung', {}, 'r-fill');
    const fill = editor.state.project.routines?.[0];
    expect(fill?.rungs).toHaveLength(2);
    expect(editor.state.project.rungs).toEqual(['rung-1']);
    const added = fill?.rungs[1] as string;
    editor = edit(editor, 'addInstruction', { type: 'OTE' }, 'r-fill');
    expect(shape(editor.state.project, added)).toBe('OTE');
    expect(shape(editor.state.project, 'rung-1')).toBe('XIC OTE');
  });

  it('rung text, cut and paste work on the routine’s rungs', () => {
    let editor = loadEditor(withRoutines());
    editor = edit(editor, 'replaceRungText', { rungId: 'rung-2', text: 'XIC(A)OTE(D);' }, 'r-fill');
    expect(rungText(editor.state.project, 'rung-2')).toBe('XIC(A)OTE(D);');
    const text = copyRungs(routineView(editor.state.project, 'r-fill'), ['rung-2']);
    editor = edit(editor, 'pasteRungs', { text }, 'r-fill');
    const rungs = editor.state.project.routines?.[0]?.rungs ?? [];
    expect(rungs.map((id) => rungText(editor.state.project, id))).toEqual(['XIC(A)OTE(D);', 'XIC(A)OTE(D);']);
    expect(editor.state.project.rungs).toEqual(['rung-1']);
    editor = edit(editor, 'cutRungs', { rungIds: ['rung-2'] }, 'r-fill');
    expect(editor.state.project.routines?.[0]?.rungs).toEqual([rungs[1]]);
    expect(editor.state.project.rungMap['rung-2']).toBeUndefined();
  });

  it('refuses a main rung id inside a subroutine (it is not one of its rungs)', () => {
    const result = performEdit(
      loadEditor(withRoutines()),
      'setRungComment',
      { rungId: 'rung-1', comment: 'x' },
      counterEnv(),
      'r-fill',
    );
    expect(result.refused).toBe('Rung "rung-1" is not a main rung.');
  });

  it('undo and redo restore whole documents; a selection on the routine survives', () => {
    const start = loadEditor(withRoutines());
    let editor = edit(start, 'addRung', {}, 'r-fill');
    editor = { ...editor, state: { ...editor.state, selection: { kind: 'rung', id: 'rung-2' } } };
    editor = edit(editor, 'addInstruction', { type: 'XIC' }, 'r-fill');
    const selected = { kind: 'rung' as const, id: 'rung-2' };
    editor = { ...editor, state: { ...editor.state, selection: selected } };
    const undone = undoEdit(editor, 'r-fill');
    expect(undone.state.selection).toEqual(selected);
    const back = undoEdit(undone, 'r-fill');
    expect(back.state.project).toBe(start.state.project);
    expect(redoEdit(back, 'r-fill').state.project.routines?.[0]?.rungs).toHaveLength(2);
  });

  it('routine actions through the view: deleting the routine being edited', () => {
    const editor = edit(loadEditor(withRoutines()), 'deleteRoutine', { routineId: 'r-fill' }, 'r-fill');
    expect(editor.state.project.rungs).toEqual(['rung-1']);
    expect(editor.state.project.routines?.map((r) => r.name)).toEqual(['Calc']);
    expect(editor.state.project.rungMap['rung-2']).toBeUndefined();
  });
});
