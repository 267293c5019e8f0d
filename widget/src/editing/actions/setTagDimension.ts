import { arrayRangeText, isArrayTag, MAX_ARRAY_LENGTH } from '../../tags/arrayTags.ts';
import { TypeTable } from '@plcsim/compiler';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { arrayLength } from '../arrayLength.ts';
import type { Action } from '../types.ts';

/**
 * Changes the element count of array tag `tagId` (the Tags tab's length field, issue 24): a whole
 * number from 1 to 1000. The values that still fit are kept (a shorter array drops the last ones, a
 * longer one gets 0s); the first index stays. Refused for a missing tag, a tag that is not an array
 * and a length that is blank or out of range. The same length is no change. Operands naming an
 * element past the new end stay as they are: validation reports them (`Array index 12 is out of range
 * for Data[0..9]`) on the rung that uses them.
 */
export const setTagDimension: Action<'setTagDimension'> = {
  name: 'setTagDimension',
  label: 'Set array length',
  perform(state, { tagId, dimension }) {
    const { project: base } = state;
    const tag = own(base.tagMap, tagId);
    if (!tag) return refuse(`Tag "${tagId}" does not exist.`);
    if (!isArrayTag(tag)) return refuse(`${tag.name} is not an array.`);
    const length = arrayLength(tag.data_type, dimension);
    if ('refused' in length) return refuse(length.refused);
    if (length.dimension === null) {
      return refuse(`Type the length of ${arrayRangeText(tag)}: 1 to ${MAX_ARRAY_LENGTH} elements.`);
    }
    if (length.dimension === tag.dimension) return { state };
    const next = { ...tag, dimension: length.dimension };
    if (tag.values !== undefined) next.values = tag.values.slice(0, length.dimension);
    if (tag.memberValues !== undefined) {
      // An array of timers, counters or structures: the values of the elements past the end go.
      const upper = (tag.lower ?? 0) + length.dimension - 1;
      next.memberValues = Object.fromEntries(
        Object.entries(tag.memberValues).filter(([path]) => Number(/^\[(-?\d+)\]/.exec(path)?.[1]) <= upper),
      );
    }
    if (new TypeTable(base.dataTypes, base.addOnInstructions).size(next) === undefined) {
      return refuse(`${tag.name} would take too much tag memory: make the array shorter.`);
    }
    return done(state, { ...base, tagMap: { ...base.tagMap, [tagId]: next } });
  },
};
