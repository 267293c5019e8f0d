/**
 * The checker's array rules (issue 24): an element `Data[i]` names an array tag, its index is a DINT
 * expression, and a constant index lies within the array's bounds; an array is used one element at a
 * time (never whole, never as a tag without an index).
 */
import { arrayRangeText } from '../model/arrays.ts';
import type { Expression, IndexRef, Span } from './ast.ts';
import type { ValueType } from './check.ts';
import { stMessages } from './messages.ts';
import type { Resolved, TagResolver } from './resolve.ts';

/** `ARRAY[0..9] OF DINT`: how an array tag's type is written. */
export function arrayTypeText(resolved: Extract<Resolved, { kind: 'array' }>): string {
  return `ARRAY[${resolved.lower}..${resolved.upper}] OF ${resolved.type}`;
}

/** The array rules over the checker's `expression` and `report`. */
export function arrayChecker(
  resolver: TagResolver,
  report: (span: Span, message: string) => void,
  expression: (e: Expression, depth: number) => ValueType | undefined,
  constantValue: (e: Expression) => number | undefined,
) {
  /** Checks `Data[i]` (a value or a target): the element type, or undefined after a report. */
  const element = (e: IndexRef, depth: number): ValueType | undefined => {
    const resolved = resolver.resolve(e.array.name);
    const indexType = expression(e.index, depth + 1);
    if (indexType !== undefined && indexType !== 'DINT') report(e.index, stMessages.indexType(indexType));
    if (!resolved) return void report(e.array, stMessages.unknownTag(e.array.name));
    if (resolved.kind !== 'array')
      return void report(e.array, stMessages.notAnArray(e.array.name, resolved.type));
    const index = constantValue(e.index);
    if (index !== undefined && (index < resolved.lower || index > resolved.upper)) {
      return void report(e.index, stMessages.indexOutOfRange(index, arrayRangeText(resolved.tag)));
    }
    return resolved.type;
  };

  /** Reports an array named without an index (`Data` where a value or target goes). */
  const whole = (span: Span, name: string, resolved: Extract<Resolved, { kind: 'array' }>): undefined => {
    report(span, stMessages.arrayWithoutIndex(name, arrayTypeText(resolved), resolved.lower));
    return undefined;
  };

  return { element, whole };
}
