/**
 * IEC 61131-3 literal values: integers (with `_` separators and `2#`, `8#`, `16#` radixes) and time
 * literals (`T#1m30s`, `TIME#500ms`), both as whole numbers (time in milliseconds), and REAL literals.
 */

const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/** Smallest DINT. */
export const DINT_MIN = -2_147_483_648;
/** Largest DINT. */
export const DINT_MAX = 2_147_483_647;

/**
 * Milliseconds of an IEC time literal: `T#`, `TIME#`, `LT#` or `LTIME#` (any case) followed by one or
 * more `<number><unit>` parts, units `d`, `h`, `m`, `s`, `ms` (e.g. `T#1m30s` → 90000, `T#1.5s` → 1500,
 * `T#1h_30m`), optionally negative (`T#-5s`). Null when the text is not a well-formed time literal.
 */
export function parseTimeLiteral(text: string): number | null {
  const match = /^(?:T|TIME|LT|LTIME)#(-?)(.*)$/i.exec(text);
  if (!match) return null;
  const body = (match[2] ?? '').replace(/_/g, '').toLowerCase();
  if (body === '') return null;
  const part = /(\d+(?:\.\d+)?)(ms|d|h|m|s)/y;
  let total = 0;
  let pos = 0;
  while (pos < body.length) {
    part.lastIndex = pos;
    const found = part.exec(body);
    if (!found) return null;
    total += Number(found[1]) * (UNIT_MS[found[2] ?? ''] ?? 0);
    pos = part.lastIndex;
  }
  const ms = Math.round(total);
  return match[1] === '-' ? -ms : ms;
}

/**
 * The value of an unsigned IEC integer literal: decimal digits with optional `_` separators, or a based
 * literal `2#1010`, `8#17`, `16#FF`. Null for anything else (reals, unknown radixes, bad digits).
 */
export function parseIntegerLiteral(text: string): number | null {
  const based = /^(2|8|16)#([0-9A-Fa-f_]+)$/.exec(text);
  if (based) {
    const radix = Number(based[1]);
    const digits = (based[2] ?? '').replace(/_/g, '');
    const valid = radix === 2 ? /^[01]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9A-Fa-f]+$/;
    return valid.test(digits) ? parseInt(digits, radix) : null;
  }
  if (!/^\d[\d_]*$/.test(text)) return null;
  return Number(text.replace(/_/g, ''));
}

/** The largest finite single (REAL). */
export const REAL_MAX = 3.4028234663852886e38;

/**
 * The value of an unsigned IEC REAL literal (`1.5`, `2.`, `1.0E-3`, `6e2`, `1_000.5`), as the single it
 * rounds to; Infinity when it is beyond the REAL range (the checker reports that). Null for anything else.
 */
export function parseRealLiteral(text: string): number | null {
  if (!/^\d[\d_]*(?:\.[\d_]*)?(?:[eE][+-]?\d[\d_]*)?$/.test(text)) return null;
  const value = Number(text.replace(/_/g, ''));
  return Number.isNaN(value) ? null : Math.fround(value);
}

/** True when `value` is an integer a DINT can hold. */
export function isDint(value: number): boolean {
  return Number.isInteger(value) && value >= DINT_MIN && value <= DINT_MAX;
}
