/** A project with an Add-On Instruction and a call of it, for the AOI tests (made by the actions). */
import type { Project } from '@plcsim/compiler';
import { project, rung, tag, xic } from '../../../compiler/src/reference/builders.ts';
import { loadEditor, performEdit, type Editor } from './history.ts';
import { counterEnv } from './testing.ts';
import type { ActionArgs, ActionName } from './types.ts';

function run<N extends ActionName>(editor: Editor, name: N, args: ActionArgs[N]): Editor {
  const result = performEdit(editor, name, args, ENV);
  if (result.refused !== undefined) throw new Error(`${name} refused: ${result.refused}`);
  return result.editor;
}
const ENV = counterEnv('aoi');

/**
 * Main: `XIC(A) Seal(Seal1, Start: A, Run: ?)` (tags A, B BOOL; Level DINT); AOI Seal ("Seal-in
 * circuit"): Input Start BOOL, Output Run BOOL, Input Limit DINT (not visible), InOut Data DINT, Local
 * Count DINT. Returns the project and the call's id.
 */
export function sealProject(): { project: Project; callId: string; aoiId: string } {
  const base = project(rung(xic('A')), tag('B', 'BOOL'), tag('Level', 'DINT'));
  let editor = loadEditor(base);
  editor = run(editor, 'addAddOn', { name: 'Seal', language: 'LADDER' });
  const aoiId = editor.state.project.addOnInstructions?.[0]?.uuid ?? '';
  editor = run(editor, 'setAddOnInfo', { addOnId: aoiId, description: 'Seal-in circuit' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Start', usage: 'Input', type: 'BOOL' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Run', usage: 'Output', type: 'BOOL' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Limit', usage: 'Input', type: 'DINT' });
  const limit = Object.values(editor.state.project.addOnInstructions?.[0]?.tagMap ?? {}).find(
    (t) => t.name === 'Limit',
  );
  editor = run(editor, 'setAddOnTag', {
    addOnId: aoiId,
    tagId: limit?.uuid ?? '',
    required: false,
    visible: false,
  });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Data', usage: 'InOut', type: 'DINT' });
  editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name: 'Count', usage: 'Local', type: 'DINT' });
  editor = run(editor, 'createTag', { name: 'Seal1', type: 'Seal' });
  const rungId = editor.state.project.rungs[0] ?? '';
  editor = { ...editor, state: { ...editor.state, selection: { kind: 'rung', id: rungId } } };
  editor = run(editor, 'addInstruction', { type: 'Seal' as ActionArgs['addInstruction']['type'] });
  const callId = editor.state.selection?.id ?? '';
  const idOf = (name: string) =>
    Object.values(editor.state.project.tagMap).find((t) => t.name === name)?.uuid ?? '';
  editor = run(editor, 'setOperand', { instructionId: callId, slot: 'tag', value: idOf('Seal1') });
  editor = run(editor, 'setOperand', { instructionId: callId, slot: 'param:Start', value: idOf('A') });
  return { project: editor.state.project, callId, aoiId };
}
