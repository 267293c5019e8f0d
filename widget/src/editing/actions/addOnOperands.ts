/**
 * The operands of an Add-On Instruction call (issue 25): its instance (a tag whose data type is the
 * AOI) and one argument per parameter, stored in `params` by the parameter's name. Input arguments are
 * a tag of the parameter's type or a constant; Output arguments a tag of its type (or none: the value
 * stays in the instance); InOut arguments a tag of its type. The operand picker offers these, and a
 * tag created from it gets the slot's type (the AOI's name for the instance).
 */
import { produce } from 'immer';
import type { AddOnInstruction, AddOnTag, Instruction, Operand, Project } from '@plcsim/compiler';
import { calledAddOn, isParamSlot, paramOfSlot } from '../../ladder/addOnKind.ts';
import { isArrayTag } from '../../tags/arrayTags.ts';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { ActionResult, EditorEnv, EditorState, OperandSlot } from '../types.ts';
import { createTag } from './createTag.ts';
import type { SlotRule } from './setOperand.ts';
import { operandType } from './setOperand.ts';

/** The type name a parameter's arguments have: BOOL, DINT, REAL, TIMER, … or its data type's name. */
export function addOnTagType(tag: Pick<AddOnTag, 'data_type' | 'udt'>): string {
  return tag.data_type === 'STRUCT' ? (tag.udt ?? 'STRUCT') : tag.data_type;
}

function paramRule(tag: AddOnTag): SlotRule {
  const type = addOnTagType(tag);
  const scalar = type === 'BOOL' || type === 'DINT' || type === 'REAL';
  return {
    types: [type],
    constant: tag.usage === 'Input' && scalar,
    label: `${tag.name} (${tag.usage} ${type}${tag.dimension !== undefined ? `[${tag.dimension}]` : ''})`,
  };
}

/** The slots of a call of `aoi`: the instance, then its parameters in order (locals have none). */
export function addOnRules(aoi: AddOnInstruction): Partial<Record<OperandSlot, SlotRule>> {
  const rules: Partial<Record<OperandSlot, SlotRule>> = {
    tag: { types: [aoi.name], constant: false, label: `Instance (${aoi.name})` },
  };
  for (const id of aoi.tagOrder) {
    const tag = aoi.tagMap[id];
    if (tag && tag.usage !== 'Local') rules[`param:${tag.name}`] = paramRule(tag);
  }
  return rules;
}

/** The slot rules of `instruction` when it calls an AOI of `project`, else undefined. */
export function addOnSlotRules(
  project: Project,
  instruction: Pick<Instruction, 'type'>,
): Partial<Record<OperandSlot, SlotRule>> | undefined {
  const aoi = calledAddOn(project, instruction);
  return aoi ? addOnRules(aoi) : undefined;
}

/** The current operand of `slot` on a call. */
export function addOnOperand(instruction: Instruction, slot: OperandSlot): Operand | null | undefined {
  if (slot === 'tag') return instruction.tag;
  return isParamSlot(slot) ? instruction.params?.[paramOfSlot(slot)] : undefined;
}

/** The type name tag or path `id` has (a structure's data type by name), or why it names none. */
function argumentType(
  project: Project,
  id: string,
  wantsArray: boolean,
): { type: string } | { refused: string } {
  const tag = own(project.tagMap, id);
  if (tag && (tag.data_type === 'STRUCT' || (wantsArray && isArrayTag(tag)))) {
    return { type: addOnTagType(tag) };
  }
  return operandType(project, id);
}

/** Sets operand `slot` of AOI call `instruction` to `value` (checked against the parameter). */
export function setAddOnOperand(
  state: EditorState,
  instruction: Instruction,
  slot: OperandSlot,
  value: Operand | null,
): ActionResult {
  const { project: base } = state;
  const aoi = calledAddOn(base, instruction);
  const rule = aoi ? addOnRules(aoi)[slot] : undefined;
  if (!aoi || !rule) return refuse(`${instruction.type} has no ${slot} operand.`);
  const what = slot === 'tag' ? 'Its instance' : paramOfSlot(slot as `param:${string}`);
  if (typeof value === 'number') {
    if (!rule.constant) return refuse(`${aoi.name} ${what} takes a tag, not a constant.`);
    if (!Number.isFinite(value)) return refuse(`${value} is not a number.`);
    if (rule.types[0] !== 'REAL' && !Number.isInteger(value)) return refuse(`${value} is not an integer.`);
    if (rule.types[0] === 'BOOL' && value !== 0 && value !== 1) return refuse('A BOOL constant is 0 or 1.');
  } else if (typeof value === 'string') {
    const param = isParamSlot(slot)
      ? Object.values(aoi.tagMap).find((t) => t.name === paramOfSlot(slot))
      : undefined;
    const found = argumentType(base, value, param?.dimension !== undefined);
    if ('refused' in found) return refuse(found.refused);
    if (found.type.toUpperCase() !== (rule.types[0] ?? '').toUpperCase()) {
      return refuse(`${aoi.name} ${what} takes a ${rule.types[0]} tag, not ${found.type}.`);
    }
  } else if (value !== null) {
    return refuse('An operand is a tag id, a number or null.');
  }
  const project = produce(base, (draft) => {
    const target = draft.instructionMap[instruction.uuid];
    if (!target) return;
    if (slot === 'tag') target.tag = typeof value === 'string' ? value : null;
    else if (isParamSlot(slot)) target.params = { ...(target.params ?? {}), [paramOfSlot(slot)]: value };
  });
  return done(state, project);
}

/** Creates tag `name` of `slot`'s type (the AOI for the instance) and sets the slot to it. */
export function createAddOnOperandTag(
  state: EditorState,
  instruction: Instruction,
  slot: OperandSlot,
  name: string,
  env: EditorEnv,
): ActionResult {
  const rule = addOnSlotRules(state.project, instruction)?.[slot];
  const type = rule?.types[0];
  if (!rule || type === undefined) return refuse(`${instruction.type} has no ${slot} operand.`);
  const made = createTag.perform(state, { name, type }, env);
  if ('refused' in made) return made;
  const project = made.state.project;
  const id = Object.keys(project.tagMap).find((key) => !Object.hasOwn(state.project.tagMap, key));
  const current = own(project.instructionMap, instruction.uuid);
  if (!id || !current) return refuse('The tag could not be made.');
  return setAddOnOperand({ ...state, project }, current, slot, id);
}

/** The type a tag created for `slot` of AOI call `instruction` gets, if it is one. */
export function addOnNewTagType(
  project: Project,
  instruction: Instruction,
  slot: OperandSlot,
): string | undefined {
  return addOnSlotRules(project, instruction)?.[slot]?.types[0];
}
