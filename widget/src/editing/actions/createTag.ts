import {
  createTag as newTag,
  isPidType,
  PID_DEFAULT_MEMBER_VALUES,
  TypeTable,
  type Project,
  type Tag,
  type TagType,
} from '@plcsim/compiler';
import { freshIds, NO_FRESH_ID, refuse, done } from '../result.ts';
import { arrayLength } from '../arrayLength.ts';
import { aliasProblem } from '../tagRules.ts';
import type { Action } from '../types.ts';
import { newTagNameProblem } from './createOperandTag.ts';

/** The built-in types the create row offers (a STRUCT tag is made by naming its data type). */
const BUILTIN_TYPES: readonly TagType[] = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'CONTROL'];

/**
 * Creates a top-level tag `name` of `type` with an optional alias (the Tags tab's create row, spec 000
 * §2 "Tags tab", §5 "Tags"): BOOL, DINT and REAL with value 0; TIMER and COUNTER with their members (PRE, ACC,
 * EN, TT, DN; PRE, ACC, CU, CD, DN). A BOOL named DI{n} or DO{n} gets the I/O symbol its name implies.
 * `type` may also be the name of a user-defined data type (issue 24, case-insensitively): a STRUCT tag
 * of that type, its members all 0. With a `dimension` (issue 24) the tag is an array of that many
 * elements of the type, from 0, all 0 (`DINT[10]`, `TIMER[3]`, `Motor[4]`); an array of timers,
 * counters or structures keeps its values as member values and has no child tags. A blank dimension
 * makes a single value. Refused for any other type (spec: "others logged as unsupported"), a name
 * `createOperandTag` would refuse (empty, not a tag name, too long, taken), an alias that is too long,
 * not a word or taken, and a dimension that is not 1 to 1000, or an array too big for tag memory.
 * The ladder selection is left as it is.
 */
export const createTag: Action<'createTag'> = {
  name: 'createTag',
  label: 'Create tag',
  perform(state, { name, type, alias = '', dimension }, env) {
    const { project: base } = state;
    const builtin = BUILTIN_TYPES.find((t) => t === type);
    const dataType = builtin ? undefined : new TypeTable(base.dataTypes, base.addOnInstructions).find(type);
    if (!builtin && !dataType) {
      return refuse(
        `Unsupported tag type "${type}": a tag is BOOL, DINT, REAL, TIMER, COUNTER, CONTROL or a data type's name.`,
      );
    }
    const tagType: TagType = builtin ?? 'STRUCT';
    const trimmed = name.trim();
    const problem = newTagNameProblem(base, trimmed) ?? aliasProblem(base, alias.trim());
    if (problem) return refuse(problem);
    const length = arrayLength(tagType, dimension);
    if ('refused' in length) return refuse(length.refused);
    const array = length.dimension !== null;
    const block = tagType === 'TIMER' || tagType === 'COUNTER' || tagType === 'CONTROL';
    const members = block && !array ? (tagType === 'CONTROL' ? 8 : 5) : 0;
    const ids = freshIds(base, env, 1 + members);
    if (!ids) return refuse(NO_FRESH_ID);
    let next = 0;
    const made = newTag(trimmed, block && array ? 'DINT' : tagType, 0, () => ids[next++] ?? '');
    const tag: Tag = { ...made.tag, data_type: tagType, alias: alias.trim() };
    const children = block && array ? [] : made.children;
    if (dataType) {
      tag.udt = dataType.name;
      tag.io_symbol = null;
      // A PID starts with Studio 5000's output limits, 0–100 %.
      if (isPidType(dataType.name) && length.dimension === null)
        tag.memberValues = { ...PID_DEFAULT_MEMBER_VALUES };
    }
    if (length.dimension !== null) {
      tag.dimension = length.dimension;
      if (!block && !dataType) tag.values = [];
      tag.io_symbol = null;
    }
    if (new TypeTable(base.dataTypes, base.addOnInstructions).size(tag) === undefined) {
      return refuse(`${trimmed} would take too much tag memory: make the array shorter.`);
    }
    const childTagMap = { ...base.childTagMap };
    for (const child of children) childTagMap[child.uuid] = child;
    const project: Project = { ...base, tagMap: { ...base.tagMap, [tag.uuid]: tag }, childTagMap };
    return done(state, project);
  },
};
