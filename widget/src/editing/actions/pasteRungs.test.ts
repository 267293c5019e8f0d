import { describe, expect, it, vi } from 'vitest';
import { type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { ladderStructure } from '../../../../compiler/src/ladder/structure.ts';
import { ladderProject } from '../../ladder/testing.ts';
import { loadEditor, performEdit, undoEdit } from '../history.ts';
import { orphans } from '../propertyRun.ts';
import { copyRungs, rungText } from '../rungText.ts';
import { counterEnv, performOk, refusal, stateOf } from '../testing.ts';
import { pasteRungs } from './pasteRungs.ts';

// Run is an existing BOOL with alias "RunPB"; Count an existing DINT.
const p = ladderProject('XIC(Run)OTE(Lamp);\nXIC(Run)ADD(Count,1,Count);\nXIO(Run)OTE(Idle);\n');
const base: Project = {
  ...p,
  tagMap: Object.fromEntries(
    Object.entries(p.tagMap).map(([id, t]) => [id, t.name === 'Run' ? { ...t, alias: 'RunPB' } : t]),
  ),
};
const [r1 = '', r2 = '', r3 = ''] = base.rungs;
const THREE =
  'XIC(DI0)XIO(RunPB)TON(Delay,1500,0);\n[XIC(Delay.DN),XIC(Run)]ADD(Count,Step,Total);\nXIC(Delay.DN)OTE(DO0);\n';

const tagNamed = (project: Project, name: string) =>
  Object.values(project.tagMap).find((t) => t.name === name);

function sound(project: Project): void {
  expect(ladderStructure(project)).toEqual([]);
  expect(orphans(project)).toEqual([]);
  expect(parseProjectDocument(project).errors).toEqual([]);
}

describe('pasteRungs', () => {
  it('pastes three rungs, creating missing tags with inferred types', () => {
    const next = performOk(pasteRungs, stateOf(base), { text: THREE }).project;
    expect(next.rungs).toHaveLength(6);
    expect(copyRungs(next, next.rungs.slice(3))).toBe(THREE.replace('RunPB', 'Run'));
    const delay = tagNamed(next, 'Delay');
    expect(delay?.data_type).toBe('TIMER');
    const children = (delay?.children ?? []).map((id) => next.childTagMap[id]);
    expect(children.map((c) => c?.name)).toEqual(['PRE', 'ACC', 'EN', 'TT', 'DN']);
    expect(children[0]?.value).toBe(1500);
    expect(tagNamed(next, 'Total')?.data_type).toBe('DINT');
    expect(tagNamed(next, 'Step')?.data_type).toBe('DINT');
    expect(tagNamed(next, 'DI0')).toMatchObject({ data_type: 'BOOL', io_symbol: 'NO_PUSHBUTTON' });
    expect(tagNamed(next, 'DO0')).toMatchObject({ data_type: 'BOOL', io_symbol: 'INDICATOR' });
    // Existing tags (by name or alias) are used, not duplicated.
    expect(Object.values(next.tagMap).filter((t) => t.name === 'Run' || t.name === 'Count')).toHaveLength(2);
    expect(Object.keys(next.tagMap)).toHaveLength(Object.keys(base.tagMap).length + 5);
    sound(next);
  });

  it('pastes after the main rung holding the selection; the last pasted rung is selected', () => {
    const selection = { kind: 'instruction' as const, id: base.rungMap[r2]?.elements[0] ?? '' };
    const next = performOk(pasteRungs, stateOf(base, selection), { text: 'XIC(A)OTE(B);\nXIC(C)OTE(D);' });
    const [a, b] = next.project.rungs.slice(2, 4);
    expect(next.project.rungs).toEqual([r1, r2, a, b, r3]);
    expect(rungText(next.project, a ?? '')).toBe('XIC(A)OTE(B);');
    expect(next.selection).toEqual({ kind: 'rung', id: b, rungId: b });
    sound(next.project);
  });

  it('pastes at the end without a selection', () => {
    const next = performOk(pasteRungs, stateOf(base), { text: 'XIC(A)OTE(B);' });
    expect(next.project.rungs.slice(0, 3)).toEqual(base.rungs);
    expect(rungText(next.project, next.project.rungs[3] ?? '')).toBe('XIC(A)OTE(B);');
  });

  it('copy then paste gives the same rungs again', () => {
    const text = copyRungs(base, [r1, r2]);
    const next = performOk(pasteRungs, stateOf(base, { kind: 'rung', id: r3 }), { text }).project;
    expect(copyRungs(next, next.rungs)).toBe(copyRungs(base, base.rungs) + text);
    expect(next.tagMap).toBe(base.tagMap);
  });

  it('accepts text laid out with spaces and line breaks, as Studio 5000 writes it', () => {
    const text = 'XIC(Run) [XIC(Lamp) ,XIO(Idle) ] OTE(Motor) ;\r\n  XIC(Motor)OTE(Lamp) ;\r\n';
    const next = performOk(pasteRungs, stateOf(base), { text }).project;
    expect(copyRungs(next, next.rungs.slice(3))).toBe(
      'XIC(Run)[XIC(Lamp),XIO(Idle)]OTE(Motor);\nXIC(Motor)OTE(Lamp);\n',
    );
  });

  it('refuses the forms the parser does not read: SOR/BST mnemonics, L5K rung lines', () => {
    const state = stateOf(base);
    expect(refusal(pasteRungs, state, { text: 'SOR XIC Start OTE Motor EOR' })).toBe(
      "1:5: Expected '(', got 'XIC'",
    );
    expect(refusal(pasteRungs, state, { text: 'N: XIC(A)OTE(B);' })).toBe("1:2: Expected '(', got ':'");
    expect(refusal(pasteRungs, state, { text: 'XIC(A)BST XIC(B) NXB XIC(C) BND OTE(D);' })).toBe(
      "1:11: Expected '(', got 'XIC'",
    );
  });

  it('refuses a parse error or empty text and leaves the editor identical', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = loadEditor(base);
    const bad = performEdit(editor, 'pasteRungs', { text: 'XIC(A)OTE(B);\nXIC(C)OTE(D' }, counterEnv());
    expect(bad).toEqual({ editor, refused: "2:12: Expected ')', got end of input" });
    expect(bad.editor).toBe(editor);
    const empty = performEdit(editor, 'pasteRungs', { text: '\n // a comment\n' }, counterEnv());
    expect(empty).toEqual({ editor, refused: 'Nothing to paste: the text holds no rung.' });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('undo of a paste gives back the exact previous document', () => {
    const editor = loadEditor(base);
    const pasted = performEdit(editor, 'pasteRungs', { text: THREE }, counterEnv()).editor;
    expect(pasted.history).toEqual([base]);
    expect(undoEdit(pasted).state.project).toBe(base);
  });
});
