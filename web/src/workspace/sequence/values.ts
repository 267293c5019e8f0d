/**
 * The Sequence tab's value rules (spec 000 §5 "Sequence precheck"): fast-forward and check values are
 * numbers; a non-finite entry is ignored (the value stays as it was), an empty one clears the value,
 * and booleans become 1/0.
 */

import { stepNumber } from '@plcsim/compiler';
import { formatValue } from '@plcsim/widget';

/** What an entry does to a value: set it, clear it, or leave it (an entry that is not a number). */
export type ValueEdit = { kind: 'set'; value: number } | { kind: 'clear' } | { kind: 'ignore' };

/**
 * Reads an entry of a numeric sequence field by the §5 rules, as the sequence runner reads a stored
 * value (`stepNumber`); the field also takes typed 'true' and 'false'.
 */
export function readValue(entry: unknown): ValueEdit {
  if (entry === null || entry === undefined) return { kind: 'clear' };
  if (typeof entry === 'string') {
    const text = entry.trim().toLowerCase();
    if (text === '') return { kind: 'clear' };
    if (text === 'true' || text === 'false') return { kind: 'set', value: text === 'true' ? 1 : 0 };
  }
  const value = stepNumber(entry);
  return value === undefined ? { kind: 'ignore' } : { kind: 'set', value };
}

/**
 * The value after an entry: the new number, undefined when cleared, or `previous` when the entry is
 * not a number.
 */
export function nextValue<T>(previous: T, entry: unknown): number | undefined | T {
  const edit = readValue(entry);
  if (edit.kind === 'set') return edit.value;
  if (edit.kind === 'clear') return undefined;
  return previous;
}

/** The text a numeric field shows: '' for none; a value of a REAL tag (`type`) as a REAL (`1.5`, `2.0`). */
export function valueText(value: number | null | undefined, type?: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatValue(value, type) : '';
}
