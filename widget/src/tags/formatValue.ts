import { realText } from '@plcsim/compiler';

/** Significant digits of a REAL read from the running PLC (docs/decisions.md "REAL in the views"). */
export const LIVE_REAL_DIGITS = 6;

/**
 * A REAL read while running: its `realText` when that needs at most {@link LIVE_REAL_DIGITS} significant
 * digits (1.5, 0.1, 100.0, 1e-7), else rounded to that many (0.333333, 1.23457e+7), so a value that
 * changes every scan does not flicker through nine digits. Whole numbers keep `.0`, as in `realText`.
 */
export function liveRealText(value: number): string {
  const single = Math.fround(value);
  if (!Number.isFinite(single) || single === 0) return realText(single);
  const rounded = single.toPrecision(LIVE_REAL_DIGITS);
  if (Math.fround(Number(rounded)) === single) return realText(single);
  const [mantissa = rounded, exponent] = rounded.split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '.0') : `${mantissa}.0`;
  return exponent === undefined ? trimmed : `${trimmed.replace(/\.0$/, '')}e${exponent}`;
}

/**
 * How every view shows a tag's value (the Tags tab, ladder operands, the ST editor's live values and
 * hover, the trend legend, the Sequence tab): a REAL as `realText` (`1.5`, `0.1`, `2.0`), or with
 * {@link liveRealText} when `live` (read from the running PLC); BOOL, DINT and members as integers.
 * `type` is the tag's data type (any other string, or undefined, shows the number as it is).
 */
export function formatValue(value: number, type: string | undefined, live = false): string {
  if (type === 'REAL') return live ? liveRealText(value) : realText(value);
  return String(value);
}

/** A typed REAL: digits with an optional point and exponent (`1.5`, `-2.`, `.5`, `1.0E-3`, `1e3`, `7`). */
const REAL_ENTRY = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Whether `text` (trimmed) is written as a REAL: `1.5`, `-2.`, `.5`, `1.0E-3`, `1e3` or `7`. */
export function isRealLiteral(text: string): boolean {
  return REAL_ENTRY.test(text.trim());
}

/**
 * The REAL a person typed, rounded to a single (`Math.fround`); null when `text` is not a REAL literal
 * or its size is beyond a single's range (it would become Infinity).
 */
export function parseRealEntry(text: string): number | null {
  if (!isRealLiteral(text)) return null;
  const single = Math.fround(Number(text.trim()));
  return Number.isFinite(single) ? single : null;
}
