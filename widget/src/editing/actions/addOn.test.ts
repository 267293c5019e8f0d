import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import { project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { loadEditor, performEdit, undoEdit, type Editor } from '../history.ts';
import { addOnRoutineId, addOnView, callableAddOns, findAddOn } from '../addOnView.ts';
import { addOnNameProblem } from '../addOnRules.ts';
import { counterEnv } from '../testing.ts';
import type { ActionArgs, ActionName } from '../types.ts';

const env = counterEnv('id');

/** Performs on the editor (on `routine`'s view when given); throws on a refusal. */
function run<N extends ActionName>(
  editor: Editor,
  name: N,
  args: ActionArgs[N],
  routine: string | null = null,
): Editor {
  const result = performEdit(editor, name, args, env, routine);
  if (result.refused !== undefined) throw new Error(`refused: ${result.refused}`);
  return result.editor;
}
function refusedOf<N extends ActionName>(
  editor: Editor,
  name: N,
  args: ActionArgs[N],
  routine: string | null = null,
): string {
  return performEdit(editor, name, args, env, routine).refused ?? 'performed';
}

/** A project (Main: XIC(A) OTE(B)) with AOI Seal: Input Start, Output Run, Local Count (DINT). */
function withSeal(): { editor: Editor; aoiId: string } {
  let editor = loadEditor(project(rung(xic('A'), ote('B'))));
  editor = run(editor, 'addAddOn', { language: 'LADDER' });
  const aoiId = editor.state.project.addOnInstructions?.[0]?.uuid ?? '';
  editor = run(editor, 'renameAddOn', { addOnId: aoiId, name: 'Seal' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Start', usage: 'Input', type: 'BOOL' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Count', usage: 'Local', type: 'DINT' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Run', usage: 'Output', type: 'BOOL' });
  return { editor, aoiId };
}
const seal = (p: Project, id: string) => {
  const aoi = findAddOn(p, id);
  if (!aoi) throw new Error('no AOI');
  return aoi;
};
const names = (p: Project, id: string) =>
  seal(p, id).tagOrder.map((t) => `${seal(p, id).tagMap[t]?.name}:${seal(p, id).tagMap[t]?.usage}`);

describe('Add-On Instruction definitions', () => {
  it('adds AOI1, AOI2, … with a Logic routine in the chosen language, one undo step each', () => {
    let editor = loadEditor(project(rung(xic('A'))));
    editor = run(editor, 'addAddOn', { language: 'LADDER' });
    editor = run(editor, 'addAddOn', { language: 'ST' });
    expect(
      editor.state.project.addOnInstructions?.map((a) => `${a.name}:${a.logic.language}:${a.revision}`),
    ).toEqual(['AOI1:LADDER:1.0', 'AOI2:ST:1.0']);
    expect(undoEdit(editor).state.project.addOnInstructions?.map((a) => a.name)).toEqual(['AOI1']);
  });

  it('says why a name cannot name an AOI', () => {
    const { editor, aoiId } = withSeal();
    const p = editor.state.project;
    expect(addOnNameProblem(p, '')).toBe('Enter a name for the Add-On Instruction.');
    expect(addOnNameProblem(p, '2Seal')).toBe('An Add-On Instruction name starts with a letter or _.');
    expect(addOnNameProblem(p, 'Seal In')).toBe(
      'An Add-On Instruction name uses only letters, digits and _ (no spaces).',
    );
    expect(addOnNameProblem(p, 'ton')).toBe('TON is a built-in instruction: choose another name.');
    expect(addOnNameProblem(p, 'TIMER')).toBe("TIMER is a built-in data type's name.");
    expect(addOnNameProblem(p, 'SEAL')).toBe('An Add-On Instruction named Seal already exists.');
    expect(addOnNameProblem(p, 'SEAL', aoiId)).toBeNull();
    const typed = { ...p, dataTypes: { t: { uuid: 't', name: 'Motor', description: '', members: [] } } };
    expect(addOnNameProblem(typed, 'motor')).toBe(
      "A data type named Motor already exists: an AOI's name is its data type's.",
    );
  });

  it('keeps parameters before locals, with Logix usage rules for types', () => {
    const { editor, aoiId } = withSeal();
    expect(names(editor.state.project, aoiId)).toEqual(['Start:Input', 'Run:Output', 'Count:Local']);
    expect(
      refusedOf(editor, 'addAddOnTag', { addOnId: aoiId, name: 'T', usage: 'Input', type: 'TIMER' }),
    ).toBe('An Input parameter is BOOL, DINT or REAL: pass TIMER data as an InOut parameter.');
    expect(
      refusedOf(editor, 'addAddOnTag', { addOnId: aoiId, name: 'EnableIn', usage: 'Local', type: 'BOOL' }),
    ).toBe("EnableIn and EnableOut are every Add-On Instruction's own parameters.");
    expect(
      refusedOf(editor, 'addAddOnTag', { addOnId: aoiId, name: 'start', usage: 'Local', type: 'BOOL' }),
    ).toBe('Seal already has a parameter or local tag named Start.');
    const next = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Delay', usage: 'Local', type: 'TIMER' });
    const delay = Object.values(seal(next.state.project, aoiId).tagMap).find((t) => t.name === 'Delay');
    expect(delay?.children?.map((c) => seal(next.state.project, aoiId).childTagMap[c]?.name)).toEqual([
      'PRE',
      'ACC',
      'EN',
      'TT',
      'DN',
    ]);
    // The project's own tags are untouched.
    expect(
      Object.values(next.state.project.tagMap)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['A', 'B']);
  });

  it('changes, reorders and deletes parameters; calls follow a rename', () => {
    const seeded = withSeal();
    const { aoiId } = seeded;
    let { editor } = seeded;
    const runId =
      Object.values(seal(editor.state.project, aoiId).tagMap).find((t) => t.name === 'Run')?.uuid ?? '';
    const startId =
      Object.values(seal(editor.state.project, aoiId).tagMap).find((t) => t.name === 'Start')?.uuid ?? '';
    // A call on the main rung.
    editor = { ...editor, state: { ...editor.state, selection: { kind: 'rung', id: 'rung-1' } } };
    editor = run(editor, 'addInstruction', { type: 'Seal' as never });
    const call = Object.values(editor.state.project.instructionMap).find((i) => i.type === 'Seal');
    expect(call?.params).toEqual({ Start: null, Run: null });
    editor = run(editor, 'setAddOnTag', {
      addOnId: aoiId,
      tagId: runId,
      name: 'Running',
      description: 'Motor on',
      type: 'DINT',
    });
    editor = run(editor, 'setAddOnTag', {
      addOnId: aoiId,
      tagId: startId,
      value: 1,
      visible: false,
      required: false,
    });
    editor = run(editor, 'moveAddOnTag', { addOnId: aoiId, tagId: runId, offset: -1 });
    const p = editor.state.project;
    expect(names(p, aoiId)).toEqual(['Running:Output', 'Start:Input', 'Count:Local']);
    expect(seal(p, aoiId).tagMap[runId]).toMatchObject({
      data_type: 'DINT',
      description: 'Motor on',
      required: true,
    });
    expect(seal(p, aoiId).tagMap[startId]).toMatchObject({ value: 1, visible: false, required: false });
    expect(p.instructionMap[call?.uuid ?? '']?.params).toEqual({ Start: null, Running: null });
    expect(refusedOf(editor, 'moveAddOnTag', { addOnId: aoiId, tagId: startId, offset: 1 })).toBe(
      'Start is already last.',
    );
    editor = run(editor, 'deleteAddOnTag', { addOnId: aoiId, tagId: startId });
    expect(names(editor.state.project, aoiId)).toEqual(['Running:Output', 'Count:Local']);
    expect(editor.state.project.instructionMap[call?.uuid ?? '']?.params).toEqual({ Running: null });
  });

  it('edits the Logic through a view whose tags are the AOI own; a tag made there is a Local', () => {
    const seeded = withSeal();
    const { aoiId } = seeded;
    let { editor } = seeded;
    const logic = addOnRoutineId(aoiId, 'logic');
    editor = run(editor, 'addRung', {}, logic);
    const aoi = seal(editor.state.project, aoiId);
    const rungId = aoi.logic.rungs[0] ?? '';
    expect(editor.state.project.rungs).toEqual(['rung-1']);
    editor = { ...editor, state: { ...editor.state, selection: { kind: 'rung', id: rungId } } };
    editor = run(editor, 'addInstruction', { type: 'XIC' }, logic);
    const xicId = editor.state.selection?.id ?? '';
    const startId = Object.values(aoi.tagMap).find((t) => t.name === 'Start')?.uuid ?? '';
    editor = run(editor, 'setOperand', { instructionId: xicId, slot: 'tag', value: startId }, logic);
    // The project's tag A is not in the AOI's scope.
    expect(
      refusedOf(
        editor,
        'setOperand',
        {
          instructionId: xicId,
          slot: 'tag',
          value: Object.values(editor.state.project.tagMap).find((t) => t.name === 'A')?.uuid ?? '',
        },
        logic,
      ),
    ).toMatch(/does not exist/);
    editor = run(editor, 'addInstruction', { type: 'OTE' }, logic);
    editor = run(
      editor,
      'createOperandTag',
      { instructionId: editor.state.selection?.id ?? '', slot: 'tag', name: 'Sealed' },
      logic,
    );
    const p = editor.state.project;
    expect(names(p, aoiId)).toEqual(['Start:Input', 'Run:Output', 'Count:Local', 'Sealed:Local']);
    expect(
      Object.values(p.tagMap)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(p.instructionMap[xicId]?.tag).toBe(startId);
  });

  it('adds and removes the EnableInFalse routine, edits ST source, and refuses to delete a used AOI', () => {
    const seeded = withSeal();
    const { aoiId } = seeded;
    let { editor } = seeded;
    editor = run(editor, 'addEnableInFalse', { addOnId: aoiId, language: 'ST' });
    editor = run(editor, 'setAddOnSource', { addOnId: aoiId, part: 'enableInFalse', source: 'Run := 0;' });
    expect(seal(editor.state.project, aoiId).enableInFalse).toEqual({
      language: 'ST',
      rungs: [],
      stSource: 'Run := 0;',
    });
    editor = run(editor, 'removeEnableInFalse', { addOnId: aoiId });
    expect(seal(editor.state.project, aoiId).enableInFalse).toBeUndefined();
    editor = run(editor, 'setAddOnInfo', { addOnId: aoiId, description: 'Seal-in circuit', revision: '1.2' });
    expect(seal(editor.state.project, aoiId)).toMatchObject({
      description: 'Seal-in circuit',
      revision: '1.2',
    });
    const withCall = run(
      { ...editor, state: { ...editor.state, selection: { kind: 'rung', id: 'rung-1' } } },
      'addInstruction',
      {
        type: 'Seal' as never,
      },
    );
    expect(refusedOf(withCall, 'deleteAddOn', { addOnId: aoiId })).toBe(
      'Seal is used by 1 call in the ladder: delete it first.',
    );
    const renamed = run(withCall, 'renameAddOn', { addOnId: aoiId, name: 'SealIn' });
    expect(
      Object.values(renamed.state.project.instructionMap).filter((i) => i.type === 'SealIn'),
    ).toHaveLength(1);
    const gone = run(editor, 'deleteAddOn', { addOnId: aoiId });
    expect(gone.state.project.addOnInstructions).toBeUndefined();
  });
});

describe('callableAddOns', () => {
  it('offers every AOI on the MainRoutine, but not an AOI inside its own Logic', () => {
    let editor = loadEditor(project(rung(xic('A'))));
    editor = run(editor, 'addAddOn', { language: 'LADDER' });
    editor = run(editor, 'addAddOn', { language: 'LADDER' });
    const p = editor.state.project;
    const first = p.addOnInstructions?.[0]?.uuid ?? '';
    expect(callableAddOns(p).map((a) => a.name)).toEqual(['AOI1', 'AOI2']);
    expect(callableAddOns(addOnView(p, addOnRoutineId(first, 'logic'))).map((a) => a.name)).toEqual(['AOI2']);
  });
});
