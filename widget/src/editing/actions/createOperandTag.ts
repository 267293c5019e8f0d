import {
  createTag,
  PID_DEFAULT_MEMBER_VALUES,
  PID_TYPE_NAME,
  type Project,
  type Tag,
  type TagType,
} from '@plcsim/compiler';
import { own } from '../ladderIndex.ts';
import { freshIds, NO_FRESH_ID, refuse } from '../result.ts';
import type { Action, OperandSlot } from '../types.ts';
import { addOnSlotRules, createAddOnOperandTag } from './addOnOperands.ts';
import { setOperand, slotRules } from './setOperand.ts';

/** A tag name: a letter or underscore, then letters, digits and underscores (usable from ST too). */
const TAG_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Longest tag name accepted. */
export const MAX_TAG_NAME = 40;

/**
 * The type a new tag gets when created for `slot` of an instruction of `type`: the one type the slot
 * takes (BOOL for contacts and coils, TIMER for TON, TOF and RTO, COUNTER for CTU and CTD), DINT for
 * math, move and compare operands (which take REAL tags too; a REAL is made in the Tags tab);
 * undefined when the slot takes several and names none (RES) or none.
 */
export function inferredTagType(type: string, slot: OperandSlot): TagType | undefined {
  const rule = slotRules(type)?.[slot];
  if (rule?.newTag !== undefined) return rule.newTag as TagType;
  return rule?.types.length === 1 ? (rule.types[0] as TagType) : undefined;
}

/** Why `name` cannot be a new tag of `project` (taken as a name or an alias), or null when it can. */
export function newTagNameProblem(project: Project, name: string): string | null {
  if (name === '') return 'Type a name for the new tag.';
  if (name.length > MAX_TAG_NAME) return `A tag name has at most ${MAX_TAG_NAME} characters.`;
  if (!TAG_NAME.test(name)) {
    return `"${name}" is not a tag name: use letters, digits and _, starting with a letter or _.`;
  }
  const upper = name.toUpperCase();
  const clash = Object.values(project.tagMap).find((tag) => tag.name.toUpperCase() === upper);
  if (clash) return `A tag named "${clash.name}" already exists (${clash.data_type}).`;
  // Programs name tags by alias too (ST resolves aliases first): a tag named like an alias would be
  // a second START beside the scene's DI0 (START), and the program would read the wrong one.
  const aliased = Object.values(project.tagMap).find((tag) => tag.alias.toUpperCase() === upper);
  return aliased
    ? `"${name}" is the alias of ${aliased.name}: use ${aliased.name} or choose another name.`
    : null;
}

/**
 * Creates a tag called `name` with the type the instruction's slot implies (TIMER for TON, DINT for a
 * math destination, BOOL for a contact; timers and counters with their members) and sets the slot to
 * it, as one step. Refused when the name is not a valid new name, the slot takes several types (RES:
 * create the timer or counter from its TON or CTU), or the instruction or slot does not exist.
 */
export const createOperandTag: Action<'createOperandTag'> = {
  name: 'createOperandTag',
  label: 'Create tag',
  perform(state, { instructionId, slot, name }, env) {
    const { project: base } = state;
    const instruction = own(base.instructionMap, instructionId);
    if (!instruction) return refuse(`Instruction "${instructionId}" does not exist.`);
    if (addOnSlotRules(base, instruction)) return createAddOnOperandTag(state, instruction, slot, name, env);
    if (!slotRules(instruction.type)?.[slot]) return refuse(`${instruction.type} has no ${slot} operand.`);
    if (slotRules(instruction.type)?.[slot]?.array)
      return refuse(
        'Create the array in the Tags tab (a DINT or REAL tag with a dimension), then choose it.',
      );
    const type = inferredTagType(instruction.type, slot);
    if (!type) {
      return refuse(`${instruction.type} takes a TIMER or a COUNTER: create it from its TON or CTU first.`);
    }
    const trimmed = name.trim();
    const problem = newTagNameProblem(base, trimmed);
    if (problem) return refuse(problem);
    if ((type as string) === PID_TYPE_NAME) {
      // PID's PID slot: a tag of the built-in PID structure, output limits 0–100 % as Studio 5000's.
      const [uuid] = freshIds(base, env, 1) ?? [];
      if (uuid === undefined) return refuse(NO_FRESH_ID);
      const tag: Tag = {
        uuid,
        name: trimmed,
        alias: '',
        data_type: 'STRUCT',
        udt: PID_TYPE_NAME,
        value: 0,
        children: null,
        io_symbol: null,
        memberValues: { ...PID_DEFAULT_MEMBER_VALUES },
      };
      const project: Project = { ...base, tagMap: { ...base.tagMap, [uuid]: tag } };
      return setOperand.perform({ ...state, project }, { instructionId, slot, value: uuid }, env);
    }
    const members = type === 'TIMER' || type === 'COUNTER' ? 5 : type === 'CONTROL' ? 8 : 0;
    const ids = freshIds(base, env, 1 + members);
    if (!ids) return refuse(NO_FRESH_ID);
    let next = 0;
    const { tag, children } = createTag(trimmed, type, 0, () => ids[next++] ?? '');
    const childTagMap = { ...base.childTagMap };
    for (const child of children) childTagMap[child.uuid] = child;
    const project: Project = { ...base, tagMap: { ...base.tagMap, [tag.uuid]: tag }, childTagMap };
    return setOperand.perform({ ...state, project }, { instructionId, slot, value: tag.uuid }, env);
  },
};
