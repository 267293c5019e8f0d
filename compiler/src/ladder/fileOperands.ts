/**
 * The operands of COP and FLL (docs/decisions.md "COP and FLL"): a whole tag (a scalar, an array, a
 * structure, an array of structures), an array element with a constant index (`Data[2]`: the copy starts
 * there), a member path (`Line.Recipe`, `Pumps[1]`) or a TIMER/COUNTER member. Each resolves to where it
 * starts inside its tag, the type of one element and how many slots there are from there to the end of
 * the tag: the copy never goes past that end.
 */
import { elementRef, typeText, type TypeRef, type TypeTable } from '../model/dataTypes.ts';
import { parseElementOperand } from '../model/arrays.ts';
import { resolvePath, targetText, type PathLookup } from './pathOperands.ts';

/** Where a COP/FLL operand starts and how far it may reach. */
export interface FileArea {
  /** The tag id the area is in, or the child id of a TIMER/COUNTER member. */
  readonly id: string;
  /** True when `id` is a child id (its own slot), false for a tag id. */
  readonly child: boolean;
  /** First slot, from the tag's first slot. */
  readonly offset: number;
  /** The type of one element (the array's element type for a whole array). */
  readonly element: TypeRef;
  /** Slots one element takes. */
  readonly elementSize: number;
  /** Slots from the first one to the end of the tag. */
  readonly room: number;
  /** The operand as a learner writes it. */
  readonly text: string;
}

/** An operand's area, or why it has none (a message without the rung). */
export type FileAreaResult = { area: FileArea; error?: undefined } | { area?: undefined; error: string };

/** What a resolver needs: data types and tag lookup (ids to roots; child ids). */
export interface FileLookup {
  readonly types: TypeTable;
  readonly lookup: PathLookup;
  /** A child id's type (`DINT` for PRE/ACC, `BOOL` for the status bits) when it is a TIMER/COUNTER member. */
  childType(id: string): 'BOOL' | 'DINT' | undefined;
}

/** Resolves `operand` (a string; constants are the caller's business), or undefined when it names nothing. */
export function fileArea(at: FileLookup, operand: string): FileAreaResult | undefined {
  const root = at.lookup.tag(operand);
  if (root) return whole(at, operand, root.name, root.ref, 0, root.ref);
  const childType = at.childType(operand);
  if (childType !== undefined) {
    const text = at.lookup.indexName(operand);
    return {
      area: {
        id: operand,
        child: true,
        offset: 0,
        element: { data_type: childType },
        elementSize: 1,
        room: 1,
        text,
      },
    };
  }
  const element = parseElementOperand(operand);
  const array = element ? at.lookup.tag(element.array) : undefined;
  if (
    element &&
    array &&
    array.ref.dimension !== undefined &&
    (array.ref.data_type === 'BOOL' || array.ref.data_type === 'DINT' || array.ref.data_type === 'REAL')
  ) {
    const lower = array.ref.lower ?? 0;
    if (typeof element.index !== 'number')
      return { error: variableIndex(`${array.name}[${at.lookup.indexName(element.index)}]`) };
    const position = element.index - lower;
    if (position < 0 || position >= array.ref.dimension)
      return {
        error: `${array.name}[${element.index}] is outside ${array.name}[${lower}..${lower + array.ref.dimension - 1}]`,
      };
    return {
      area: {
        id: element.array,
        child: false,
        offset: position,
        element: { data_type: array.ref.data_type },
        elementSize: 1,
        room: array.ref.dimension - position,
        text: `${array.name}[${element.index}]`,
      },
    };
  }
  const path = resolvePath(at.types, at.lookup, operand);
  if (!path) return undefined;
  if (path.error !== undefined) return { error: path.error };
  const { target } = path;
  const text = targetText(at.lookup, target);
  if (target.access.variable) return { error: variableIndex(text) };
  return whole(at, target.tagId, text, target.access.ref, target.access.offset, target.root.ref);
}

function variableIndex(text: string): string {
  return `${text}: COP and FLL need a constant index here (write the first element, such as [0])`;
}

/** The area of a value of type `ref` at `offset` in a tag of type `root`. */
function whole(
  at: FileLookup,
  id: string,
  text: string,
  ref: TypeRef,
  offset: number,
  root: TypeRef,
): FileAreaResult {
  const element = elementRef(ref);
  const elementSize = at.types.elementSize(element);
  const tagSize = at.types.size(root);
  if (elementSize === undefined || tagSize === undefined)
    return { error: `${text}: the data type ${typeText(ref)} is not defined` };
  return { area: { id, child: false, offset, element, elementSize, room: tagSize - offset, text } };
}

/** `DINT`, `Recipe`, `TIMER`: the name of an element type, as messages say it. */
export function elementTypeText(area: FileArea): string {
  return typeText(area.element);
}
