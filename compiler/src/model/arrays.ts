/**
 * Array tags and array-element operands (issue 24). An array tag is a BOOL, DINT or REAL tag with a
 * `dimension` (its element count) and, for IEC arrays, a `lower` first index; its elements live in
 * consecutive tag slots. A ladder operand names one element as `arrayId[3]` (a constant index) or
 * `arrayId[indexId]` (the value of a DINT tag or child, checked by the VM on every use).
 */
import type { Tag, TagType } from './project.ts';

/** Most elements one array may have. */
export const MAX_ARRAY_LENGTH = 1000;

/** Element types an array may have: every tag type (TIMER, COUNTER and STRUCT arrays keep `memberValues`). */
export const ARRAY_ELEMENT_TYPES: readonly TagType[] = [
  'BOOL',
  'DINT',
  'REAL',
  'TIMER',
  'COUNTER',
  'STRUCT',
  'CONTROL',
];
/** Element types whose array keeps its element values in `values`. */
export const SCALAR_ARRAY_TYPES: readonly TagType[] = ['BOOL', 'DINT', 'REAL'];

/** One element of an array tag, as an operand names it. */
export interface ElementRef {
  /** The array tag's id. */
  array: string;
  /** A constant index, or the id of the DINT tag or child tag holding the index. */
  index: number | string;
}

/** True for an array tag. */
export function isArrayTag(tag: Pick<Tag, 'dimension'>): boolean {
  return tag.dimension !== undefined;
}

/** First and last index of an array tag (`{ lower: 0, upper: 9 }` for `DINT[10]`). */
export function arrayBounds(tag: Pick<Tag, 'dimension' | 'lower'>): { lower: number; upper: number } {
  const lower = tag.lower ?? 0;
  return { lower, upper: lower + (tag.dimension ?? 1) - 1 };
}

/** `Data[0..9]`: an array's name and bounds, as messages write them. */
export function arrayRangeText(tag: Pick<Tag, 'name' | 'dimension' | 'lower'>): string {
  const { lower, upper } = arrayBounds(tag);
  return `${tag.name}[${lower}..${upper}]`;
}

/** `Data[3]`: the name of one element. */
export function elementName(name: string, index: number): string {
  return `${name}[${index}]`;
}

/** The operand string naming element `index` of array `arrayId`. */
export function elementOperand(arrayId: string, index: number | string): string {
  return `${arrayId}[${index}]`;
}

const ELEMENT_OPERAND = /^([^[\]]+)\[([^[\]]+)\]$/;
const INTEGER = /^-?\d+$/;

/** The array element an operand names, or null when it is not an `id[index]` operand. */
export function parseElementOperand(operand: unknown): ElementRef | null {
  if (typeof operand !== 'string') return null;
  const match = ELEMENT_OPERAND.exec(operand);
  if (!match) return null;
  const [, array = '', index = ''] = match;
  return { array, index: INTEGER.test(index) ? Number(index) : index };
}

/** The value of element `index` (0-based position) as stored: `values[index]`, else 0. */
export function storedElement(tag: Pick<Tag, 'values'>, position: number): number {
  const value = tag.values?.[position];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * What a document gets wrong about its arrays, as `tagMap.abc.dimension: …` messages: `lower` or
 * `values` without a dimension, or more values than elements. (model/dataTypes.ts checks the rest.)
 */
export function arrayProblems(tagMap: Readonly<Record<string, Tag>>): string[] {
  const problems: string[] = [];
  for (const [key, tag] of Object.entries(tagMap)) {
    const where = /^[^\s.[\]"']+$/.test(key) ? `tagMap.${key}` : `tagMap[${JSON.stringify(key)}]`;
    if (tag.dimension === undefined) {
      if (tag.lower !== undefined || tag.values !== undefined)
        problems.push(`${where}: lower and values need a dimension (they belong to arrays)`);
      continue;
    }
    if (tag.values !== undefined && tag.values.length > tag.dimension)
      problems.push(`${where}.values: must have at most ${tag.dimension} values, the array's dimension`);
  }
  return problems;
}
