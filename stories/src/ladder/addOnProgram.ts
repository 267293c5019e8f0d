/**
 * A project with an Add-On Instruction (issue 25) for the stories, made the way a learner makes it: by
 * the editing actions. AOI `SealIn` ("Seal-in motor start"): Inputs Start and Stop, Output Run; its
 * Logic `XIC(Start) XIO(Stop) OTL(Run)`, `XIC(Stop) OTU(Run)`. Main: `SealIn(Motor1, DI0, DI1, DO0)`.
 */
import { importNeutralText, type Project } from '@plcsim/compiler';
import {
  addOnRoutineId,
  loadEditor,
  performEdit,
  type ActionArgs,
  type ActionName,
  type Editor,
} from '@plcsim/widget/editor';

let counter = 0;
const env = { newId: () => `story-aoi-${++counter}` };

function run<N extends ActionName>(
  editor: Editor,
  name: N,
  args: ActionArgs[N],
  routine: string | null = null,
): Editor {
  const result = performEdit(editor, name, args, env, routine);
  if (result.refused !== undefined) throw new Error(`${name}: ${result.refused}`);
  return result.editor;
}

const idOf = (tags: Project['tagMap'], name: string) =>
  Object.values(tags).find((t) => t.name === name)?.uuid ?? '';

/** One rung of `types` in `routine`, each instruction on the tag named in `operands` (AOI tags there). */
function addRung(editor: Editor, routine: string | null, items: readonly [string, string][]): Editor {
  let next = run(editor, 'addRung', {}, routine);
  for (const [type, operand] of items) {
    next = run(next, 'addInstruction', { type: type as ActionArgs['addInstruction']['type'] }, routine);
    const instructionId = next.state.selection?.id ?? '';
    const view = next.state.project.addOnInstructions?.[0];
    const tags = routine === null ? next.state.project.tagMap : (view?.tagMap ?? {});
    next = run(next, 'setOperand', { instructionId, slot: 'tag', value: idOf(tags, operand) }, routine);
  }
  return next;
}

/** The SealIn project. */
export function sealInProject(): Project {
  counter = 0;
  const base = importNeutralText('', { projectName: 'Add-On Instruction' }).project;
  let editor = loadEditor(base);
  for (const name of ['DI0', 'DI1', 'DO0']) editor = run(editor, 'createTag', { name, type: 'BOOL' });
  editor = run(editor, 'addAddOn', { name: 'SealIn', language: 'LADDER' });
  const aoiId = editor.state.project.addOnInstructions?.[0]?.uuid ?? '';
  editor = run(editor, 'setAddOnInfo', { addOnId: aoiId, description: 'Seal-in motor start' });
  for (const [name, usage] of [
    ['Start', 'Input'],
    ['Stop', 'Input'],
    ['Run', 'Output'],
  ] as const) {
    editor = run(editor, 'addAddOnTag', { addOnId: aoiId, name, usage, type: 'BOOL' });
  }
  const logic = addOnRoutineId(aoiId, 'logic');
  editor = addRung(editor, logic, [
    ['XIC', 'Start'],
    ['XIO', 'Stop'],
    ['OTL', 'Run'],
  ]);
  editor = addRung(editor, logic, [
    ['XIC', 'Stop'],
    ['OTU', 'Run'],
  ]);
  editor = run(editor, 'createTag', { name: 'Motor1', type: 'SealIn' });
  editor = run(editor, 'addRung', {});
  editor = run(editor, 'addInstruction', { type: 'SealIn' as ActionArgs['addInstruction']['type'] });
  const call = editor.state.selection?.id ?? '';
  const tags = editor.state.project.tagMap;
  editor = run(editor, 'setOperand', { instructionId: call, slot: 'tag', value: idOf(tags, 'Motor1') });
  editor = run(editor, 'setOperand', { instructionId: call, slot: 'param:Start', value: idOf(tags, 'DI0') });
  editor = run(editor, 'setOperand', { instructionId: call, slot: 'param:Stop', value: idOf(tags, 'DI1') });
  editor = run(editor, 'setOperand', { instructionId: call, slot: 'param:Run', value: idOf(tags, 'DO0') });
  return editor.state.project;
}
