/**
 * The editing model's property run: random action sequences on random projects and on bench B1. Each
 * sequence must never throw, must leave a document `parseProjectDocument` accepts and `compileProject`
 * compiles without an internal error, must keep every map entry reachable and conditions ahead of
 * outputs (when the start had both), and undoing all the way must give back the starting document.
 * Used by editing.property.test.ts; a CLI can call `runEditingProperty` with more sequences.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  compileProject,
  INPUT_SYMBOLS,
  INSTRUCTION_TYPES,
  OUTPUT_SYMBOLS,
  TAG_TYPES,
  type InstructionType,
  type Operand,
  type Project,
} from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { Dice, mulberry32 } from '../../../compiler/src/reference/random.ts';
import { randomProject } from '../../../compiler/src/reference/randomProgram.ts';
import {
  canUndo,
  loadEditor,
  performEdit,
  redoEdit,
  setSelection,
  undoEdit,
  type Editor,
} from './history.ts';
import { conditionsAhead, ladderIndex, own } from './ladderIndex.ts';
import { ACTION_NAMES } from './registry.ts';
import { ADD_ON_STEP_CHANCE, ADD_ON_WEIGHTS, addOnStep, randomAddOnArgs } from './addOnPropertyArgs.ts';
import { slotRules } from './actions/setOperand.ts';
import { copyRungs, rungText } from './rungText.ts';
import type { ActionArgs, ActionName, EditorEnv, OperandSlot, Selection } from './types.ts';

/** Options of {@link runEditingProperty}. */
export interface PropertyOptions {
  /** Number of sequences. */
  sequences: number;
  /** Actions per sequence. */
  steps: number;
  /** Seed of the whole run. */
  seed?: number;
  /** The B1 project; every `b1Every`-th sequence starts from it when given. */
  b1?: Project;
  /** How often a sequence starts from B1 (default every 10th). */
  b1Every?: number;
}

/** What a run did. */
export interface PropertyCounts {
  sequences: number;
  onB1: number;
  actions: number;
  performed: number;
  refused: number;
  undos: number;
  redos: number;
  /** Performed and refused counts by action name. */
  byAction: Record<string, { performed: number; refused: number }>;
  /** End documents that compiled to a program (no diagnostics). */
  compiledClean: number;
  /** Problems found (empty when the property holds); at most 20 kept. */
  failures: string[];
}

const ALL_SLOTS: readonly OperandSlot[] = ['tag', 'SrcA', 'SrcB', 'Src', 'Dest', 'Stor', 'Out'];

/** Map entries no main rung reaches. */
export function orphans(project: Project): string[] {
  const { legs, elements } = ladderIndex(project);
  return [
    ...Object.keys(project.rungMap).filter((id) => !legs.has(id)),
    ...Object.keys(project.branchMap).filter((id) => !elements.has(id)),
    ...Object.keys(project.instructionMap).filter((id) => !elements.has(id)),
  ];
}

/** True when every rung and leg keeps its conditions ahead of its outputs. */
export function allConditionsAhead(project: Project): boolean {
  return Object.values(project.rungMap).every((rung) => conditionsAhead(project, rung.elements));
}

function randomSelection(dice: Dice, project: Project): Selection | null {
  const { legs, elements } = ladderIndex(project);
  const legIds = [...legs.keys()];
  const elementIds = [...elements.keys()];
  const kind = dice.weighted({ none: 1, rung: 3, element: 6, wire: 2, stale: 1 });
  if (kind === 'none') return null;
  if (kind === 'stale') {
    return {
      kind: dice.pick(['rung', 'branch', 'instruction', 'wire'] as const),
      id: `gone-${dice.int(0, 9)}`,
    };
  }
  if (kind === 'rung' && legIds.length > 0) return { kind: 'rung', id: dice.pick(legIds) };
  if (kind === 'wire' && legIds.length > 0) {
    const legId = dice.pick(legIds);
    const inLeg = project.rungMap[legId]?.elements ?? [];
    const left = inLeg.length > 0 && dice.chance(0.7) ? dice.pick(inLeg) : 'start';
    return { kind: 'wire', id: `wire:${legId}:${left}` };
  }
  if (elementIds.length === 0) return null;
  const id = dice.pick(elementIds);
  // Now and then the wrong kind for the id.
  const isBranch = Object.hasOwn(project.branchMap, id);
  return { kind: isBranch !== dice.chance(0.05) ? 'branch' : 'instruction', id };
}

function randomOperand(dice: Dice, project: Project, type: string, slot: OperandSlot): Operand | null {
  const rule = slotRules(type)?.[slot];
  const tags = Object.values(project.tagMap);
  const children = Object.values(project.childTagMap);
  if (rule && dice.chance(0.7)) {
    if (rule.constant && dice.chance(0.3)) return dice.int(-1000, 1000);
    const fitting = [
      ...tags.filter((t) => rule.types.includes(t.data_type)).map((t) => t.uuid),
      ...children.filter((c) => rule.types.includes(c.data_type)).map((c) => c.uuid),
    ];
    if (fitting.length > 0) return dice.pick(fitting);
  }
  switch (dice.weighted({ tag: 3, child: 3, constant: 1, odd: 1, none: 1, bogus: 1 })) {
    case 'tag':
      return tags.length > 0 ? dice.pick(tags).uuid : null;
    case 'child':
      return children.length > 0 ? dice.pick(children).uuid : null;
    case 'constant':
      return dice.int32();
    case 'odd':
      return dice.pick([1.5, 2 ** 40, -(2 ** 40), Number.NaN]);
    case 'none':
      return null;
    default:
      return 'no-such-tag';
  }
}

function randomArgs(dice: Dice, project: Project, name: ActionName): ActionArgs[ActionName] {
  switch (name) {
    case 'addBranch':
      return { around: dice.chance(0.5) };
    case 'addInstruction':
      return { type: dice.chance(0.03) ? ('BOGUS' as InstructionType) : dice.pick(INSTRUCTION_TYPES) };
    case 'moveRung':
      return { direction: dice.pick(['up', 'down'] as const) };
    case 'moveElement':
      return { direction: dice.pick(['left', 'right'] as const) };
    case 'moveElementTo': {
      const elements = [...Object.keys(project.instructionMap), ...Object.keys(project.branchMap)];
      const targets = [...project.rungs, ...Object.keys(project.rungMap), ...elements];
      const id = elements.length > 0 ? dice.pick(elements) : 'no-such-element';
      const targetId = targets.length > 0 ? dice.pick(targets) : 'no-such-rung';
      const kind = own(project.instructionMap, targetId)
        ? 'instruction'
        : own(project.branchMap, targetId)
          ? 'branch'
          : 'rung';
      return { elementId: id, target: { kind, id: targetId } };
    }
    case 'setOperand': {
      const instructions = Object.values(project.instructionMap);
      if (instructions.length === 0 || dice.chance(0.03)) {
        return { instructionId: 'no-such-instruction', slot: 'tag', value: null };
      }
      const instruction = dice.pick(instructions);
      const own = Object.keys(slotRules(instruction.type) ?? {}) as OperandSlot[];
      const slot = own.length > 0 && dice.chance(0.85) ? dice.pick(own) : dice.pick(ALL_SLOTS);
      return {
        instructionId: instruction.uuid,
        slot,
        value: randomOperand(dice, project, instruction.type, slot),
      };
    }
    case 'createOperandTag': {
      const instructions = Object.values(project.instructionMap);
      const names = [
        'NewTag',
        `T${dice.int(0, 9)}`,
        'bad name',
        '',
        '9x',
        ...Object.values(project.tagMap).map((t) => t.name),
      ];
      if (instructions.length === 0 || dice.chance(0.03)) {
        return { instructionId: 'no-such-instruction', slot: 'tag', name: 'X' };
      }
      const instruction = dice.pick(instructions);
      const own = Object.keys(slotRules(instruction.type) ?? {}) as OperandSlot[];
      const slot = own.length > 0 && dice.chance(0.85) ? dice.pick(own) : dice.pick(ALL_SLOTS);
      return {
        instructionId: instruction.uuid,
        slot,
        name: `${dice.pick(names)}${dice.chance(0.5) ? dice.int(0, 99) : ''}`,
      };
    }
    case 'deleteTag': {
      const ids = [
        ...Object.keys(project.tagMap),
        ...Object.keys(project.childTagMap).slice(0, 3),
        'no-such-tag',
      ];
      return { tagId: dice.pick(ids) };
    }
    case 'setRungComment': {
      const comment = dice.chance(0.05)
        ? 'x'.repeat(2001)
        : dice.chance(0.2)
          ? ''
          : `Comment ${dice.int(0, 999)}${dice.chance(0.3) ? '\nsecond line' : ''}`;
      return dice.chance(0.3) && project.rungs.length > 0
        ? { comment, rungId: dice.pick(project.rungs) }
        : { comment };
    }
    case 'replaceRungText': {
      const rungId =
        project.rungs.length > 0 && dice.chance(0.95) ? dice.pick(project.rungs) : 'no-such-rung';
      const own = rungText(project, rungId);
      const text = dice.weighted({ own: 2, other: 2, random: 5, bad: 1 });
      if (text === 'own') return { rungId, text: `${own} ` };
      if (text === 'other' && project.rungs.length > 0) {
        return { rungId, text: rungText(project, dice.pick(project.rungs)) };
      }
      return { rungId, text: text === 'bad' ? badRungText(dice) : randomRungText(dice, project) };
    }
    case 'cutRungs': {
      const kind = dice.weighted({ selected: 3, some: 3, bogus: 1, none: 1 });
      if (kind === 'selected') return {};
      if (kind === 'none') return { rungIds: [] };
      if (kind === 'bogus') return { rungIds: ['no-such-rung'] };
      return { rungIds: project.rungs.filter(() => dice.chance(0.3)) };
    }
    case 'pasteRungs': {
      const kind = dice.weighted({ copy: 3, random: 4, bad: 1, empty: 1 });
      if (kind === 'copy')
        return {
          text: copyRungs(
            project,
            project.rungs.filter(() => dice.chance(0.3)),
          ),
        };
      if (kind === 'bad') return { text: badRungText(dice) };
      if (kind === 'empty') return { text: '' };
      const count = dice.int(1, 3);
      return { text: Array.from({ length: count }, () => randomRungText(dice, project)).join('\n') };
    }
    case 'createTag': {
      const names = [
        'NewTag',
        `T${dice.int(0, 9)}`,
        `DI${dice.int(0, 9)}`,
        'bad name',
        '',
        ...tagNames(project),
      ];
      const udts = Object.values(project.dataTypes ?? {}).map((t) => t.name);
      const type = dice.chance(0.05)
        ? dice.pick(['REAL', 'STRING', 'bool'])
        : udts.length > 0 && dice.chance(0.2)
          ? dice.pick(udts)
          : dice.pick(TAG_TYPES);
      const name = `${dice.pick(names)}${dice.chance(0.5) ? dice.int(0, 99) : ''}`;
      const args = dice.chance(0.3) ? { name, type, alias: randomAlias(dice, project) } : { name, type };
      return dice.chance(0.2)
        ? { ...args, dimension: dice.pick<number | string>([1, 3, 10, '', 0, 1001, 'x']) }
        : args;
    }
    case 'setTagDimension':
      return {
        tagId: dice.chance(0.8) ? randomArrayId(dice, project) : randomTagId(dice, project),
        dimension: dice.pick<number | string>([1, 2, 5, 20, '', 0, 1001, '3']),
      };
    case 'setTagAlias':
      return { tagId: randomTagId(dice, project), alias: randomAlias(dice, project) };
    case 'setTagValue':
      return {
        tagId: dice.chance(0.2)
          ? `${randomArrayId(dice, project)}[${dice.int(-1, 12)}]`
          : randomTagId(dice, project),
        value: dice.pick<number | string | boolean>([
          0,
          1,
          dice.int(-1000, 1000),
          dice.int32(),
          2 ** 40,
          1.5,
          '42',
          ' 1 ',
          'abc',
          '',
          true,
        ]),
      };
    case 'createDataType':
      return { name: dice.pick(['Motor', 'Valve', `Udt${dice.int(0, 9)}`, 'BOOL', 'bad name', '']) };
    case 'setDataType': {
      const types = Object.values(project.dataTypes ?? {});
      const typeId = types.length > 0 && dice.chance(0.9) ? dice.pick(types).uuid : 'no-such-type';
      const names = types.map((t) => t.name);
      const kind = dice.weighted({ members: 4, name: 1, description: 1 });
      if (kind === 'name') return { typeId, name: dice.pick([...names, 'Pump', 'TIMER', '1x']) };
      if (kind === 'description') return { typeId, description: 'What it holds' };
      const count = dice.int(0, 4);
      const members = Array.from({ length: count }, (_, i) => ({
        name: dice.chance(0.9) ? `M${i}` : dice.pick(['M0', 'bad name']),
        type: dice.pick(['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'STRING', ...names]),
        ...(dice.chance(0.2) ? { dimension: dice.pick<number | string>([2, 5, '', 0, 'x']) } : {}),
      }));
      return { typeId, members };
    }
    case 'deleteDataType': {
      const types = Object.keys(project.dataTypes ?? {});
      return { typeId: types.length > 0 && dice.chance(0.9) ? dice.pick(types) : 'no-such-type' };
    }
    case 'addIoTag': {
      const direction = dice.pick(['input', 'output'] as const);
      const fitting = direction === 'input' ? INPUT_SYMBOLS : OUTPUT_SYMBOLS;
      const symbol = dice.chance(0.85)
        ? dice.pick(fitting)
        : dice.pick([...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS, 'NO_TEMPERATURE_SWITCH', 'BOGUS']);
      return { direction, symbol };
    }
    case 'setIoSymbol': {
      const io = Object.values(project.tagMap).filter((t) => /^D[IO]\d+$/i.test(t.name));
      const tagId = io.length > 0 && dice.chance(0.8) ? dice.pick(io).uuid : randomTagId(dice, project);
      const tag = project.tagMap[tagId];
      const own = tag && /^DI/i.test(tag.name) ? INPUT_SYMBOLS : OUTPUT_SYMBOLS;
      return {
        tagId,
        symbol: dice.chance(0.7) ? dice.pick(own) : dice.pick([...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS, 'BOGUS']),
      };
    }
    case 'addRoutine':
    case 'renameRoutine':
    case 'deleteRoutine':
    case 'setRoutineSource':
      return randomRoutineArgs(dice, project, name);
    default:
      return randomAddOnArgs(dice, project, name) ?? {};
  }
}

/** Arguments of the routine actions: known and missing routines, good and bad names. */
function randomRoutineArgs(dice: Dice, project: Project, name: ActionName): ActionArgs[ActionName] {
  const ids = (project.routines ?? []).map((routine) => routine.uuid);
  const routineId = ids.length > 0 && dice.chance(0.9) ? dice.pick(ids) : 'no-such-routine';
  const routineName = dice.pick([
    'Fill',
    'Drain',
    `Sub${dice.int(0, 9)}`,
    'MainRoutine',
    'bad name',
    '',
    '2x',
  ]);
  if (name === 'addRoutine') return { name: routineName, language: dice.pick(['LADDER', 'ST'] as const) };
  if (name === 'renameRoutine') return { routineId, name: routineName };
  if (name === 'deleteRoutine') return { routineId };
  return { routineId, source: dice.pick(['', 'A := 1;', 'IF A THEN B := 1; END_IF;']) };
}

function tagNames(project: Project): string[] {
  return Object.values(project.tagMap).map((t) => t.name);
}

/** A tag id, a child id or a missing id. */
function randomTagId(dice: Dice, project: Project): string {
  const kind = dice.weighted({ tag: 6, child: 2, missing: 1 });
  const tags = Object.keys(project.tagMap);
  const children = Object.keys(project.childTagMap);
  if (kind === 'tag' && tags.length > 0) return dice.pick(tags);
  if (kind === 'child' && children.length > 0) return dice.pick(children);
  return 'no-such-tag';
}

/** The id of an array tag, or a missing id when there is none. */
function randomArrayId(dice: Dice, project: Project): string {
  const arrays = Object.values(project.tagMap).filter((tag) => tag.dimension !== undefined);
  return arrays.length > 0 ? dice.pick(arrays).uuid : 'no-such-array';
}

/** An alias: blank, fresh, another tag's (refused), too long or with a space (refused). */
function randomAlias(dice: Dice, project: Project): string {
  const taken = Object.values(project.tagMap)
    .map((t) => t.alias)
    .filter((a) => a !== '');
  switch (dice.weighted({ blank: 1, fresh: 5, taken: 1, long: 1, spaced: 1 })) {
    case 'blank':
      return '';
    case 'taken':
      return taken.length > 0 ? dice.pick(taken) : 'PB1';
    case 'long':
      return 'A'.repeat(41);
    case 'spaced':
      return 'two words';
    default:
      return `AL${dice.int(0, 999)}`;
  }
}

/** A name for a neutral-text operand: one of the document's tags, or a new one. */
function randomName(dice: Dice, project: Project, fresh: string): string {
  const tags = Object.values(project.tagMap);
  return tags.length > 0 && dice.chance(0.4) ? dice.pick(tags).name : `${fresh}${dice.int(0, 4)}`;
}

/** One random rung of neutral text: conditions (maybe a branch of them), then outputs; may misfit tags. */
function randomRungText(dice: Dice, project: Project): string {
  const name = (fresh: string) => randomName(dice, project, fresh);
  const contact = () =>
    dice.pick([
      () => `XIC(${name(dice.pick(['In', 'DI', 'Flag']))})`,
      () => `XIO(${name('Flag')})`,
      () => `XIC(${name('Tmr')}.DN)`,
      () => `GRT(${name('Val')},${dice.int(-5, 50)})`,
    ])();
  const output = () =>
    dice.pick([
      () => `OTE(${name(dice.pick(['Out', 'DO']))})`,
      () => `TON(${name('Tmr')},${dice.int(0, 5000)},0)`,
      () => `CTU(${name('Cnt')},${dice.int(0, 10)},?)`,
      () => `ADD(${name('Val')},${dice.int(0, 9)},${name('Sum')})`,
      () => `MOV(${dice.int(0, 99)},${name('Val')})`,
    ])();
  const many = (make: () => string, min: number, max: number) =>
    Array.from({ length: dice.int(min, max) }, make).join('');
  const branch = dice.chance(0.3) ? `[${many(contact, 0, 2)},${many(contact, 1, 2)}]` : '';
  const outputs = dice.chance(0.2) ? `[${many(output, 1, 2)},${many(output, 1, 1)}]` : many(output, 0, 2);
  return `${many(contact, 0, 2)}${branch}${outputs};`;
}

/** Text the parser or the editor refuses. */
function badRungText(dice: Dice): string {
  return dice.pick([
    'XIC(A',
    'XIC(A)OTE(B);;XIC(',
    'OTE(A)XIC(B);',
    'FOO(A);',
    'XIC(A,B);',
    'SOR XIC A EOR',
    '[XIC(A);',
  ]);
}

const WEIGHTS: Record<ActionName, number> = {
  addRung: 2,
  addBranch: 3,
  addInstruction: 6,
  deleteElement: 3,
  removeBranch: 2,
  removeRung: 1,
  moveRung: 2,
  moveElement: 3,
  moveElementTo: 2,
  setOperand: 5,
  createOperandTag: 2,
  deleteTag: 1,
  setRungComment: 2,
  replaceRungText: 2,
  cutRungs: 1,
  pasteRungs: 2,
  createTag: 2,
  setTagAlias: 1,
  setTagValue: 2,
  setTagDimension: 1,
  createDataType: 1,
  setDataType: 2,
  deleteDataType: 1,
  addIoTag: 2,
  setIoSymbol: 1,
  addRoutine: 1,
  renameRoutine: 1,
  deleteRoutine: 1,
  setRoutineSource: 1,
  ...ADD_ON_WEIGHTS,
} as Record<ActionName, number>;

/** Now and then marks a few tags as required by the scene (the tag actions refuse some edits of them). */
function withRequiredTags(dice: Dice, project: Project): Project {
  if (!dice.chance(0.3)) return project;
  const tagMap = { ...project.tagMap };
  for (const [id, tag] of Object.entries(tagMap)) if (dice.chance(0.3)) tagMap[id] = { ...tag, req: true };
  return { ...project, tagMap };
}

/** Runs the property; never throws for a property failure (see `failures`), only for a crash. */
export function runEditingProperty(options: PropertyOptions): PropertyCounts {
  const { sequences, steps, seed = 1, b1, b1Every = 10 } = options;
  const dice = new Dice(mulberry32(seed));
  const counts: PropertyCounts = {
    sequences: 0,
    onB1: 0,
    actions: 0,
    performed: 0,
    refused: 0,
    undos: 0,
    redos: 0,
    byAction: Object.fromEntries(ACTION_NAMES.map((n) => [n, { performed: 0, refused: 0 }])),
    compiledClean: 0,
    failures: [],
  };
  const fail = (message: string) => {
    if (counts.failures.length < 20) counts.failures.push(message);
  };
  /** Counts one performed or refused action. */
  const record = (name: ActionName, before: Editor, result: { editor: Editor; refused?: string }) => {
    counts.actions++;
    const tally = counts.byAction[name] as { performed: number; refused: number };
    if (result.refused !== undefined) {
      counts.refused++;
      tally.refused++;
      if (result.editor !== before) fail(`${name} refused but changed the editor`);
    } else {
      counts.performed++;
      tally.performed++;
    }
  };
  const b1Copy = b1 ? structuredClone(b1) : undefined;
  // Add-On Instruction actions: extra steps from their own dice (addOnPropertyArgs.ts).
  const addOnDice = new Dice(mulberry32(seed + 0x5eed));
  for (let s = 0; s < sequences; s++) {
    const onB1 = b1 !== undefined && s % b1Every === b1Every - 1;
    const start = onB1 ? b1 : withRequiredTags(dice, randomProject(dice.int32() >>> 0, { rungs: [1, 8] }));
    const startCopy = onB1 ? (b1Copy as Project) : structuredClone(start);
    const startOrphans = orphans(start).length === 0;
    const startOrdered = allConditionsAhead(start);
    let n = 0;
    const env: EditorEnv = { newId: () => `e${s}-${++n}` };
    let editor: Editor = loadEditor(start);
    for (let step = 0; step < steps; step++) {
      const roll = dice.next();
      if (roll < 0.05) {
        editor = undoEdit(editor);
        counts.undos++;
        continue;
      }
      if (roll < 0.08) {
        editor = redoEdit(editor);
        counts.redos++;
        continue;
      }
      editor = setSelection(editor, randomSelection(dice, editor.state.project));
      const name = dice.weighted(WEIGHTS);
      const args = randomArgs(dice, editor.state.project, name);
      const before = editor;
      const result = performEdit(editor, name, args as never, env);
      record(name, before, result);
      editor = result.editor;
      if (addOnDice.chance(ADD_ON_STEP_CHANCE)) {
        const extra = addOnStep(addOnDice, editor.state.project);
        const extraResult = performEdit(editor, extra.name, extra.args as never, env);
        record(extra.name, editor, extraResult);
        editor = extraResult.editor;
      }
    }
    const end = editor.state.project;
    const where = `sequence ${s}${onB1 ? ' (B1)' : ''}`;
    const parsed = parseProjectDocument(end);
    if (!parsed.project)
      fail(`${where}: parseProjectDocument refused: ${parsed.errors.slice(0, 3).join('; ')}`);
    const compiled = compileProject(end);
    const internal = compiled.diagnostics.find((d) => d.message.startsWith('Internal compiler error'));
    if (internal) fail(`${where}: ${internal.message}`);
    if (compiled.program && compiled.diagnostics.length === 0) counts.compiledClean++;
    if (startOrphans && orphans(end).length > 0)
      fail(`${where}: orphan entries ${orphans(end).slice(0, 3).join(', ')}`);
    if (startOrdered && !allConditionsAhead(end)) fail(`${where}: a condition after an output`);
    while (canUndo(editor)) editor = undoEdit(editor);
    if (!isDeepStrictEqual(editor.state.project, startCopy))
      fail(`${where}: undo all the way differs from the start`);
    counts.sequences++;
    if (onB1) counts.onB1++;
  }
  return counts;
}
