import {
  hasMemberValues,
  memberPath,
  parseOperandPath,
  TypeTable,
  typeText,
  walkSegments,
  type ChildTag,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import {
  arrayBounds,
  arrayRangeText,
  elementName,
  isArrayTag,
  parseElementOperand,
  storedElement,
} from '../../tags/arrayTags.ts';
import { isRealLiteral, parseRealEntry } from '../../tags/formatValue.ts';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { findTag } from '../tagRules.ts';
import type { Action, EditorState } from '../types.ts';

const DINT_MIN = -(2 ** 31);
const DINT_MAX = 2 ** 31 - 1;

/** The number an entered value stands for ("Entered values become numbers"); NaN when none. */
export function enteredNumber(value: number | string | boolean): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value.trim());
}

/** The largest size of a REAL (a single), as the refusal writes it. */
const REAL_MAX_TEXT = '3.4028235E+38';

/** Why `value` is no REAL ('syntax': not a REAL literal; 'range': beyond a single), or its single. */
function realValue(value: number | string | boolean): number | 'syntax' | 'range' {
  if (typeof value === 'string') {
    if (!isRealLiteral(value)) return 'syntax';
    return parseRealEntry(value) ?? 'range';
  }
  const n = enteredNumber(value);
  if (Number.isNaN(n)) return 'syntax';
  return Number.isFinite(Math.fround(n)) ? Math.fround(n) : 'range';
}

/** What `value` becomes in a tag of `type` shown as `shown`: the number to store, or the refusal. */
function checkedValue(
  type: string,
  shown: string,
  value: number | string | boolean,
): { value: number } | { refused: string } {
  if (type === 'REAL') {
    const real = realValue(value);
    if (real === 'syntax') {
      return { refused: `"${String(value)}" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.` };
    }
    if (real === 'range') {
      return { refused: `${shown} is a REAL: its value is from -${REAL_MAX_TEXT} to ${REAL_MAX_TEXT}.` };
    }
    return { value: real };
  }
  const n = enteredNumber(value);
  if (Number.isNaN(n)) return { refused: `"${String(value)}" is not a number.` };
  if (type === 'BOOL' && n !== 0 && n !== 1) return { refused: `${shown} is a BOOL: its value is 0 or 1.` };
  if (!Number.isInteger(n) || n < DINT_MIN || n > DINT_MAX) {
    return { refused: `${shown} is a DINT: its value is a whole number from ${DINT_MIN} to ${DINT_MAX}.` };
  }
  return { value: n };
}

/**
 * Sets the stored value of a tag or child tag (spec 000 §5 "Tags": values are editable only for BOOL
 * and DINT tags; entered values become numbers; issue 24 adds REAL): a BOOL tag takes 0 or 1, a DINT
 * tag a whole number in the 32-bit range, a REAL tag a REAL literal (`1.5`, `-2.`, `.5`, `1.0E-3`,
 * `1e3`) or a finite number, stored as the single it rounds to (`Math.fround`). A timer's or
 * counter's DINT members PRE and ACC are DINT tags too and take a value the same way (a preset set
 * from the table); its BOOL members (EN, TT, DN, CU, CD) are status bits
 * its instruction writes and are refused, as are TIMER and COUNTER tags themselves, missing tags and
 * children that do not belong to their parent. An element of an array tag (`tagId` the element
 * operand `arrayId[3]`, issue 24) takes a value as a tag of the array's type does, stored in the
 * array's `values`; the array tag itself and an index outside its bounds are refused. The same value
 * is no change. A one-slot member of a STRUCT tag or of an array of TIMER, COUNTER or STRUCT (`tagId`
 * its operand path `tagId.Speed`, `tagId[2].Delay.PRE`, constant indexes) takes a value as a tag of its
 * type does, stored in the tag's `memberValues` under its path (`Speed`, `[2].Delay.PRE`); a timer's or
 * counter's status bits inside it are refused as a top-level one's are.
 */
export const setTagValue: Action<'setTagValue'> = {
  name: 'setTagValue',
  label: 'Set value',
  perform(state, { tagId, value }) {
    const { project: base } = state;
    const found = findTag(base, tagId);
    if ('problem' in found) {
      const element = parseElementOperand(tagId);
      const array =
        element && typeof element.index === 'number' ? own(base.tagMap, element.array) : undefined;
      if (array && hasMemberValues(array)) return setMember(state, tagId, value);
      if (!element || typeof element.index !== 'number' || !array || !isArrayTag(array)) {
        return element ? refuse(found.problem) : setMember(state, tagId, value, found.problem);
      }
      return setElement(state, array, element.index, value);
    }
    const { tag, child } = found;
    const target = child ?? tag;
    const shown = child ? `${tag.name}.${child.name}` : tag.name;
    if (target.data_type === 'TIMER' || target.data_type === 'COUNTER' || target.data_type === 'CONTROL') {
      const members = target.data_type === 'CONTROL' ? 'LEN, POS' : 'PRE, ACC';
      return refuse(`${shown} is a ${target.data_type}: set the values of its members (${members}).`);
    }
    if (child && child.data_type === 'BOOL') {
      return refuse(`${shown} is a status bit its instruction sets; its value cannot be edited.`);
    }
    if (!child && hasMemberValues(tag)) {
      return refuse(`${shown} is a ${typeText(tag)}: set the values of its members.`);
    }
    if (!child && isArrayTag(tag)) {
      return refuse(`${shown} is an array: set the values of its elements (${arrayRangeText(tag)}).`);
    }
    const checked = checkedValue(target.data_type, shown, value);
    if ('refused' in checked) return refuse(checked.refused);
    if (Object.is(checked.value, target.value)) return { state };
    return done(state, withValue(base, tag, child, checked.value));
  },
};

/** Sets element `index` (as its name writes it) of `array` to `value`, keeping the other values. */
function setElement(state: EditorState, array: Tag, index: number, value: number | string | boolean) {
  const { lower, upper } = arrayBounds(array);
  if (index < lower || index > upper) {
    return refuse(`Array index ${index} is out of range for ${arrayRangeText(array)}`);
  }
  const checked = checkedValue(array.data_type, elementName(array.name, index), value);
  if ('refused' in checked) return refuse(checked.refused);
  const position = index - lower;
  if (Object.is(checked.value, storedElement(array, position))) return { state };
  const values = Array.from({ length: Math.max(array.values?.length ?? 0, position + 1) }, (_, i) =>
    storedElement(array, i),
  );
  values[position] = checked.value;
  const project = state.project;
  return done(state, { ...project, tagMap: { ...project.tagMap, [array.uuid]: { ...array, values } } });
}

/** `base` with the value of `child` (when given) or else of `tag` set to `value`. */
function withValue(base: Project, tag: Tag, child: ChildTag | undefined, value: number): Project {
  return child
    ? { ...base, childTagMap: { ...base.childTagMap, [child.uuid]: { ...child, value } } }
    : { ...base, tagMap: { ...base.tagMap, [tag.uuid]: { ...tag, value } } };
}

/**
 * Sets the one-slot member `operand` names (`tagId.Speed`, `tagId[2].Delay.PRE`) to `value`, in its
 * tag's `memberValues`; `missing` is the refusal when the operand is no member path.
 */
function setMember(
  state: EditorState,
  operand: string,
  value: number | string | boolean,
  missing = `Tag "${operand}" does not exist.`,
) {
  const path = parseOperandPath(operand);
  const tag = path ? own(state.project.tagMap, path.tag) : undefined;
  if (!path || !tag || path.segments.some((s) => s.kind === 'index' && typeof s.index !== 'number')) {
    return refuse(missing);
  }
  const table = new TypeTable(state.project.dataTypes, state.project.addOnInstructions);
  const walked = table.walk(tag, walkSegments(path.segments));
  const leaf =
    'access' in walked ? table.leaves(tag).find((l) => l.offset === walked.access.offset) : undefined;
  if (
    !('access' in walked) ||
    !leaf ||
    walked.access.ref.dimension !== undefined ||
    leaf.type !== walked.access.ref.data_type
  ) {
    return refuse(
      `${tag.name}${operand.slice(path.tag.length)} is not a value of ${tag.name}: set the values of its members.`,
    );
  }
  const shown = `${tag.name}${leaf.path}`;
  const last = path.segments[path.segments.length - 1];
  const parent = table.walk(tag, walkSegments(path.segments.slice(0, -1)));
  const inBlock =
    'access' in parent &&
    (parent.access.ref.data_type === 'TIMER' ||
      parent.access.ref.data_type === 'COUNTER' ||
      parent.access.ref.data_type === 'CONTROL');
  if (inBlock && last?.kind === 'member' && leaf.type === 'BOOL') {
    return refuse(`${shown} is a status bit its instruction sets; its value cannot be edited.`);
  }
  const checked = checkedValue(leaf.type, shown, value);
  if ('refused' in checked) return refuse(checked.refused);
  const key = memberPath(leaf.path);
  const stored = tag.memberValues ?? {};
  const existing = Object.keys(stored).find((k) => k.toUpperCase() === key.toUpperCase());
  const before = existing === undefined ? 0 : (stored[existing] ?? 0);
  if (Object.is(checked.value, before)) return { state };
  const memberValues = { ...stored };
  if (existing !== undefined) Reflect.deleteProperty(memberValues, existing);
  memberValues[key] = checked.value;
  const project = state.project;
  return done(state, { ...project, tagMap: { ...project.tagMap, [tag.uuid]: { ...tag, memberValues } } });
}
