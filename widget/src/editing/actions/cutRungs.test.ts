import { describe, expect, it } from 'vitest';
import { ladderProject } from '../../ladder/testing.ts';
import { loadEditor, performEdit, undoEdit } from '../history.ts';
import { orphans } from '../propertyRun.ts';
import { copyRungs } from '../rungText.ts';
import { counterEnv, performOk, refusal, stateOf } from '../testing.ts';
import { cutRungs } from './cutRungs.ts';

const p = ladderProject('XIC(A)OTE(B);\n[XIC(C),XIO(D)]OTE(E);\nXIC(F)TON(T1,100,0);\n');
const [r1 = '', r2 = '', r3 = ''] = p.rungs;

describe('cutRungs', () => {
  it('removes the given rungs with everything on them; nothing stays selected', () => {
    const next = performOk(cutRungs, stateOf(p, { kind: 'rung', id: r1 }), { rungIds: [r3, r2] });
    expect(next.project.rungs).toEqual([r1]);
    expect(orphans(next.project)).toEqual([]);
    expect(next.project.branchMap).toEqual({});
    expect(Object.keys(next.project.instructionMap)).toHaveLength(2);
    expect(next.project.tagMap).toBe(p.tagMap);
    expect(next.selection).toBeNull();
  });

  it('cuts the main rung holding the selection by default', () => {
    const legSelection = {
      kind: 'rung' as const,
      id: p.branchMap[p.rungMap[r2]?.elements[0] ?? '']?.rungs[1] ?? '',
    };
    const next = performOk(cutRungs, stateOf(p, legSelection), {});
    expect(next.project.rungs).toEqual([r1, r3]);
  });

  it('is refused without a rung, for an id that is not a main rung, and for an empty list', () => {
    expect(refusal(cutRungs, stateOf(p), {})).toBe('Select a rung to cut.');
    const leg = p.branchMap[p.rungMap[r2]?.elements[0] ?? '']?.rungs[0] ?? '';
    expect(refusal(cutRungs, stateOf(p), { rungIds: [r1, leg] })).toBe(`Rung "${leg}" is not in the ladder.`);
    expect(refusal(cutRungs, stateOf(p), { rungIds: [] })).toBe('No rung to cut.');
  });

  it('copy, cut, then paste moves rungs; undo steps back exactly', () => {
    const text = copyRungs(p, [r1]);
    let editor = loadEditor(p);
    editor = performEdit(editor, 'cutRungs', { rungIds: [r1] }).editor;
    const cut = editor.state.project;
    editor = performEdit(editor, 'pasteRungs', { text }, counterEnv()).editor;
    expect(copyRungs(editor.state.project, editor.state.project.rungs)).toBe(
      '[XIC(C),XIO(D)]OTE(E);\nXIC(F)TON(T1,100,0);\nXIC(A)OTE(B);\n',
    );
    editor = undoEdit(editor);
    expect(editor.state.project).toBe(cut);
    expect(undoEdit(editor).state.project).toBe(p);
  });
});
