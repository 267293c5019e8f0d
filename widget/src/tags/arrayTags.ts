/**
 * Array tags as the views show them (issue 24): the type text (`DINT[10]`, `REAL[1..10]`) and the
 * model's array helpers (compiler/src/model/arrays.ts), re-exported for the widget's views.
 */
import { arrayBounds, isArrayTag, type Tag } from '@plcsim/compiler';

export {
  ARRAY_ELEMENT_TYPES,
  MAX_ARRAY_LENGTH,
  arrayBounds,
  arrayRangeText,
  elementName,
  elementOperand,
  isArrayTag,
  parseElementOperand,
  storedElement,
  type ElementRef,
} from '@plcsim/compiler';

/** Arrays with more elements than this start collapsed in the Tags tab. */
export const COLLAPSED_OVER = 16;

/**
 * The type column's text: `DINT[10]` for an array from 0 (as Logix declares it), `REAL[1..10]` for one
 * whose first index is not 0 (as its IEC declaration `ARRAY[1..10] OF REAL` gives it), else the type.
 */
export function tagTypeText(tag: Pick<Tag, 'data_type' | 'dimension' | 'lower'>): string {
  if (!isArrayTag(tag)) return tag.data_type;
  const { lower, upper } = arrayBounds(tag);
  return lower === 0 ? `${tag.data_type}[${tag.dimension}]` : `${tag.data_type}[${lower}..${upper}]`;
}
