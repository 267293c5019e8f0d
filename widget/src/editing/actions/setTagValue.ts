import { done, refuse } from '../result.ts';
import { findTag } from '../tagRules.ts';
import type { Action } from '../types.ts';

const DINT_MIN = -(2 ** 31);
const DINT_MAX = 2 ** 31 - 1;

/** The number an entered value stands for ("Entered values become numbers"); NaN when none. */
export function enteredNumber(value: number | string | boolean): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value.trim());
}

/**
 * Sets the stored value of a tag or child tag (spec 000 §5 "Tags": values are editable only for BOOL
 * and DINT tags; entered values become numbers): a BOOL tag takes 0 or 1, a DINT tag a whole number in
 * the 32-bit range. A timer's or counter's DINT members PRE and ACC are DINT tags too and take a value
 * the same way (a preset set from the table); its BOOL members (EN, TT, DN, CU, CD) are status bits
 * its instruction writes and are refused, as are TIMER and COUNTER tags themselves, missing tags and
 * children that do not belong to their parent. The same value is no change.
 */
export const setTagValue: Action<'setTagValue'> = {
  name: 'setTagValue',
  label: 'Set value',
  perform(state, { tagId, value }) {
    const { project: base } = state;
    const found = findTag(base, tagId);
    if ('problem' in found) return refuse(found.problem);
    const { tag, child } = found;
    const target = child ?? tag;
    const shown = child ? `${tag.name}.${child.name}` : tag.name;
    if (target.data_type === 'TIMER' || target.data_type === 'COUNTER') {
      return refuse(`${shown} is a ${target.data_type}: set the values of its members (PRE, ACC).`);
    }
    if (child && child.data_type === 'BOOL') {
      return refuse(`${shown} is a status bit its instruction sets; its value cannot be edited.`);
    }
    const n = enteredNumber(value);
    if (Number.isNaN(n)) return refuse(`"${String(value)}" is not a number.`);
    if (target.data_type === 'BOOL' && n !== 0 && n !== 1)
      return refuse(`${shown} is a BOOL: its value is 0 or 1.`);
    if (!Number.isInteger(n) || n < DINT_MIN || n > DINT_MAX) {
      return refuse(`${shown} is a DINT: its value is a whole number from ${DINT_MIN} to ${DINT_MAX}.`);
    }
    if (n === target.value) return { state };
    const project = child
      ? { ...base, childTagMap: { ...base.childTagMap, [child.uuid]: { ...child, value: n } } }
      : { ...base, tagMap: { ...base.tagMap, [tag.uuid]: { ...tag, value: n } } };
    return done(state, project);
  },
};
