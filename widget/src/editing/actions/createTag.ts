import { createTag as newTag, TAG_TYPES, type Project, type TagType } from '@plcsim/compiler';
import { freshIds, NO_FRESH_ID, refuse, done } from '../result.ts';
import { arrayLength } from '../arrayLength.ts';
import { aliasProblem } from '../tagRules.ts';
import type { Action } from '../types.ts';
import { newTagNameProblem } from './createOperandTag.ts';

/**
 * Creates a top-level tag `name` of `type` with an optional alias (the Tags tab's create row, spec 000
 * §2 "Tags tab", §5 "Tags"): BOOL, DINT and REAL with value 0; TIMER and COUNTER with their members (PRE, ACC,
 * EN, TT, DN; PRE, ACC, CU, CD, DN). A BOOL named DI{n} or DO{n} gets the I/O symbol its name implies.
 * With a `dimension` (issue 24) a BOOL, DINT or REAL tag is an array of that many elements, from 0,
 * all 0 (`DINT[10]`); a blank one makes a single value. Refused for any other type (spec: "others
 * logged as unsupported"), a name `createOperandTag` would refuse (empty, not a tag name, too long,
 * taken), an alias that is too long, not a word or taken, and a dimension that is not 1 to 1000 or is
 * given for a TIMER or COUNTER.
 * The ladder selection is left as it is.
 */
export const createTag: Action<'createTag'> = {
  name: 'createTag',
  label: 'Create tag',
  perform(state, { name, type, alias = '', dimension }, env) {
    const { project: base } = state;
    if (!(TAG_TYPES as readonly string[]).includes(type)) {
      return refuse(`Unsupported tag type "${type}": a tag is BOOL, DINT, REAL, TIMER or COUNTER.`);
    }
    const tagType = type as TagType;
    const trimmed = name.trim();
    const problem = newTagNameProblem(base, trimmed) ?? aliasProblem(base, alias.trim());
    if (problem) return refuse(problem);
    const length = arrayLength(tagType, dimension);
    if ('refused' in length) return refuse(length.refused);
    const members = tagType === 'TIMER' || tagType === 'COUNTER' ? 5 : 0;
    const ids = freshIds(base, env, 1 + members);
    if (!ids) return refuse(NO_FRESH_ID);
    let next = 0;
    const { tag, children } = newTag(trimmed, tagType, 0, () => ids[next++] ?? '');
    tag.alias = alias.trim();
    if (length.dimension !== null) {
      tag.dimension = length.dimension;
      tag.values = [];
      tag.io_symbol = null;
    }
    const childTagMap = { ...base.childTagMap };
    for (const child of children) childTagMap[child.uuid] = child;
    const project: Project = { ...base, tagMap: { ...base.tagMap, [tag.uuid]: tag }, childTagMap };
    return done(state, project);
  },
};
