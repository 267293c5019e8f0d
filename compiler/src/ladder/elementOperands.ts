/**
 * Ladder operands as people read and type them (issue 24, arrays): `operandText` turns a stored operand
 * (a tag id, a child id, an element `arrayId[3]` / `arrayId[indexId]`, a constant) into `Data[3]`,
 * `Data[Index]`, `Timer1.ACC`, `5`; `elementOperandFromText` turns `Data[3]` or `Data[Index]` typed by a
 * user into the stored operand string, or says why it names no element. `operandDataType` is the type
 * an operand reads as (an element reads as its array's element type).
 */
import {
  arrayBounds,
  arrayRangeText,
  elementOperand,
  isArrayTag,
  parseElementOperand,
} from '../model/arrays.ts';
import { DINT_CHILDREN, type ChildTag, type Operand, type Project, type Tag } from '../model/project.ts';
import { own } from './read.ts';
import { constantText } from './realOperands.ts';
import {
  arrayNotIndexable,
  indexNotDint,
  indexOutOfRange,
  notAnElement,
  unknownTagName,
} from './arrayMessages.ts';

/** `?`: an operand that is not set or names nothing (as neutral text writes it). */
export const UNSET_OPERAND = '?';

type TagMaps = Pick<Project, 'tagMap' | 'childTagMap'>;

/** `Timer1.ACC`: a child tag's name with its parent's; undefined when the parent is missing. */
function childName(project: TagMaps, child: ChildTag): string | undefined {
  const parent = own(project.tagMap, child.parent);
  return parent ? `${parent.name}.${child.name}` : undefined;
}

/** The name of the tag or child tag `id` (`Start`, `Timer1.ACC`), or undefined. */
function tagOrChildName(project: TagMaps, id: string): string | undefined {
  const tag = own(project.tagMap, id);
  if (tag) return tag.name;
  const child = own(project.childTagMap, id);
  return child ? childName(project, child) : undefined;
}

/**
 * A stored operand as people read it: `Start`, `Timer1.ACC`, `Data[3]`, `Data[Index]`,
 * `Data[Timer1.ACC]`, a constant (`5`, `1.5`), or `?` when it is unset or names nothing.
 */
export function operandText(project: TagMaps, operand: Operand | null | undefined): string {
  if (typeof operand === 'number') return constantText(operand);
  if (typeof operand !== 'string') return UNSET_OPERAND;
  const name = tagOrChildName(project, operand);
  if (name !== undefined) return name;
  const element = parseElementOperand(operand);
  const array = element ? own(project.tagMap, element.array) : undefined;
  if (!element || !array) return UNSET_OPERAND;
  const index =
    typeof element.index === 'number' ? String(element.index) : tagOrChildName(project, element.index);
  return `${array.name}[${index ?? UNSET_OPERAND}]`;
}

/**
 * The data type an operand reads as: a tag's type (an array tag itself gives undefined: it needs an
 * index), a child's (DINT for PRE/ACC, else BOOL), an element's array's element type; undefined for
 * anything else. Does not check the index (validation does).
 */
export function operandDataType(project: TagMaps, operand: unknown): Tag['data_type'] | undefined {
  if (typeof operand !== 'string') return undefined;
  const tag = own(project.tagMap, operand);
  if (tag) return isArrayTag(tag) ? undefined : tag.data_type;
  const child = own(project.childTagMap, operand);
  if (child) return DINT_CHILDREN.includes(child.name.toUpperCase()) ? 'DINT' : 'BOOL';
  const element = parseElementOperand(operand);
  const array = element ? own(project.tagMap, element.array) : undefined;
  return array && isArrayTag(array) ? array.data_type : undefined;
}

/** The tag called `name` (case-insensitively), else the tag with that alias. */
function findTag(project: TagMaps, name: string): Tag | undefined {
  const key = name.toUpperCase();
  const tags = Object.values(project.tagMap);
  return (
    tags.find((t) => t.name.toUpperCase() === key) ??
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === key)
  );
}

/** The DINT tag or child named `text` (`Index`, `Timer1.ACC`), or why it cannot be an index. */
function findIndex(project: TagMaps, text: string, element: string): { id: string } | { reason: string } {
  const dot = text.indexOf('.');
  if (dot < 0) {
    const tag = findTag(project, text);
    if (!tag) return { reason: unknownTagName(text) };
    if (tag.data_type !== 'DINT' || isArrayTag(tag))
      return { reason: indexNotDint(element, tag.name, isArrayTag(tag) ? 'an array' : tag.data_type) };
    return { id: tag.uuid };
  }
  const parent = findTag(project, text.slice(0, dot));
  const member = text
    .slice(dot + 1)
    .trim()
    .toUpperCase();
  const child = parent?.children
    ?.map((id) => own(project.childTagMap, id))
    .find((c) => c !== undefined && c.name.toUpperCase() === member);
  if (!parent || !child) return { reason: unknownTagName(text) };
  const name = `${parent.name}.${child.name}`;
  if (!DINT_CHILDREN.includes(member)) return { reason: indexNotDint(element, name, 'BOOL') };
  return { id: child.uuid };
}

/** What {@link elementOperandFromText} found. */
export type ElementOperandResult =
  | {
      /** The operand to store: `arrayId[3]` or `arrayId[indexId]`. */
      operand: string;
      /** The element type (what the operand reads as). */
      type: 'BOOL' | 'DINT' | 'REAL';
      reason: null;
    }
  | { operand: null; type: null; reason: string };

const TYPED_ELEMENT = /^\s*([^[\]\s]+)\s*\[\s*([^[\]]*?)\s*\]\s*$/;
const INTEGER = /^[+-]?\d+$/;

/**
 * The element operand for `Data[3]` or `Data[Index]` (also `Data[Timer1.ACC]`) typed by a user: names
 * resolve case-insensitively, by tag name then alias. Null with the reason when the text names no
 * element: not `Name[index]`, an unknown or non-array tag, an index that is not a DINT tag, child or
 * whole number, or a constant index outside the array's bounds
 * (`Array index 12 is out of range for Data[0..9]`).
 */
export function elementOperandFromText(project: TagMaps, text: string): ElementOperandResult {
  const fail = (reason: string): ElementOperandResult => ({ operand: null, type: null, reason });
  const match = TYPED_ELEMENT.exec(text);
  if (!match) return fail(notAnElement(text.trim()));
  const [, name = '', indexText = ''] = match;
  const array = findTag(project, name);
  if (!array) return fail(unknownTagName(name));
  if (!isArrayTag(array)) return fail(arrayNotIndexable(array.name));
  if (array.data_type !== 'BOOL' && array.data_type !== 'DINT' && array.data_type !== 'REAL')
    return fail(arrayNotIndexable(array.name));
  const type = array.data_type;
  if (indexText === '') return fail(notAnElement(text.trim()));
  if (INTEGER.test(indexText)) {
    const index = Number(indexText);
    const { lower, upper } = arrayBounds(array);
    if (index < lower || index > upper) return fail(indexOutOfRange(index, arrayRangeText(array)));
    return { operand: elementOperand(array.uuid, index), type, reason: null };
  }
  const found = findIndex(project, indexText, `${array.name}[${indexText}]`);
  if ('reason' in found) return fail(found.reason);
  return { operand: elementOperand(array.uuid, found.id), type, reason: null };
}
