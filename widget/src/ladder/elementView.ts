/**
 * Array-element operands in the ladder drawing (issue 24): `Data[3]` and `Data[Index]` shown by name,
 * and how their live value is read. A constant index reads the element's symbol (`Data[3]`); a tag
 * index reads the index tag's value k first, then `Data[k]` (two look-ups per scan and operand, about
 * what a tag operand costs; docs/decisions.md "Arrays in the Tags tab and editor"). An index outside the
 * bounds shows `?`: the VM faults on it at its next use.
 */
import {
  operandText,
  parseOperandPath,
  pathOperandProbe,
  type ChildTag,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import {
  arrayBounds,
  elementName,
  isArrayTag,
  parseElementOperand,
  storedElement,
} from '../tags/arrayTags.ts';

/** `map[id]` when `id` is an own key. */
function own<T>(map: Readonly<Record<string, T>> | null | undefined, id: unknown): T | undefined {
  return map && typeof id === 'string' && Object.hasOwn(map, id) ? map[id] : undefined;
}

/** How a rung reads one element operand's live value. */
export interface ElementProbe {
  /** The array tag's name (its elements' symbols are `name[k]`). */
  name: string;
  lower: number;
  upper: number;
  /** A constant index, or the id of the DINT tag or child holding it. */
  index: number | string;
  /** A path into a structure (issue 24): what follows the index (`.Speed` of `Pumps[Idx].Speed`). */
  suffix?: string;
  /** A path with constant indexes only: its symbol (`Pump1.Speed`), read as it is. */
  symbol?: string;
}

/** An element operand resolved against the document: its array, index and text. */
export interface ResolvedElement {
  array: Tag;
  /** The type the operand reads as (the array's element type; a member's type for a path). */
  dataType: Tag['data_type'];
  /** `Data[3]`, `Data[Index]`, `Data[T1.ACC]` (`?` for an index naming nothing). */
  text: string;
  probe: ElementProbe;
  /** The element the stored index names, as stored; undefined when the index is out of range. */
  storedValue: number | undefined;
}

/** The stored value of the tag or child `id` holding an index (`Index`, `T1.ACC`), if any. */
function storedIndex(project: Project, id: string): number | undefined {
  return (own<Tag>(project.tagMap, id) ?? own<ChildTag>(project.childTagMap, id))?.value;
}

/**
 * The element an operand `arrayId[3]` / `arrayId[indexId]` names, or undefined when it is no element
 * operand of an array tag (tag and child ids are resolved first, by the caller).
 */
export function resolveElement(project: Project, operand: unknown): ResolvedElement | undefined {
  const path = typeof operand === 'string' ? pathOperandProbe(project, operand) : undefined;
  const root = path ? own<Tag>(project.tagMap, parseOperandPath(operand)?.tag) : undefined;
  if (path && root) {
    // `Pump1.Speed`, `Pumps[Idx].Speed`, `Timers[2].ACC` (issue 24 structures).
    const { variable } = path;
    const probe: ElementProbe = variable
      ? {
          name: variable.prefix,
          suffix: variable.suffix,
          lower: variable.lower,
          upper: variable.upper,
          index: variable.index,
        }
      : { name: '', lower: 0, upper: 0, index: 0, symbol: path.symbol ?? '' };
    return { array: root, dataType: path.dataType, text: path.text, probe, storedValue: path.storedValue };
  }
  const element = parseElementOperand(operand);
  const array = element ? own<Tag>(project.tagMap, element.array) : undefined;
  if (!element || !array || !isArrayTag(array)) return undefined;
  const { lower, upper } = arrayBounds(array);
  const probe: ElementProbe = { name: array.name, lower, upper, index: element.index };
  const at = typeof element.index === 'number' ? element.index : storedIndex(project, element.index);
  const inRange = at !== undefined && Number.isInteger(at) && at >= lower && at <= upper;
  return {
    array,
    dataType: array.data_type,
    text: operandText(project, operand as string),
    probe,
    storedValue: inRange ? storedElement(array, at - lower) : undefined,
  };
}

/** Reads values by name and by id, as the controller's `LiveReader` does. */
export interface ValueReader {
  value(name: string): number | undefined;
  valueOfId(id: string): number | undefined;
}

/** The live value of an element operand: the element its index names now, undefined when out of range. */
export function elementValue(live: ValueReader, probe: ElementProbe): number | undefined {
  if (probe.symbol !== undefined) return live.value(probe.symbol);
  const index = typeof probe.index === 'number' ? probe.index : live.valueOfId(probe.index);
  if (index === undefined || !Number.isInteger(index) || index < probe.lower || index > probe.upper) {
    return undefined;
  }
  return live.value(elementName(probe.name, index) + (probe.suffix ?? ''));
}
