/** The array length typed in the Tags tab (editor only; tagRules.ts is also read by the Tags table). */
import { ARRAY_ELEMENT_TYPES, MAX_ARRAY_LENGTH } from '../tags/arrayTags.ts';

/**
 * The element count typed for an array of `type` (issue 24): a whole number from 1 to
 * MAX_ARRAY_LENGTH, for any tag type (BOOL, DINT, REAL, TIMER, COUNTER and STRUCT); `null` for blank (a
 * single value), or the refusal.
 */
export function arrayLength(
  type: string,
  entry: number | string | undefined,
): { dimension: number | null } | { refused: string } {
  const text = typeof entry === 'number' ? String(entry) : (entry ?? '').trim();
  if (text === '') return { dimension: null };
  if (!(ARRAY_ELEMENT_TYPES as readonly string[]).includes(type)) {
    return { refused: `An array holds ${ARRAY_ELEMENT_TYPES.join(', ')}: a ${type} cannot be one.` };
  }
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ARRAY_LENGTH) {
    return { refused: `An array has 1 to ${MAX_ARRAY_LENGTH} elements: "${text}" is not such a length.` };
  }
  return { dimension: n };
}
