/**
 * The changed values of the REAL operators (issue 27): a scale constant ×0.9, ×1.1 and negated; a
 * limit nudged up and down (±1 for a DINT, ×1.1 and ×0.9 for a REAL, ±1 for a REAL 0). Values are
 * rounded to six significant digits (a single holds about seven), so 80 × 1.1 is 88, not
 * 88.00000000000001.
 */

export const round6 = (x: number): number => Number(x.toPrecision(6));

/** The distinct values in `values` other than `original`, in order. */
function changed(original: number, values: readonly number[]): number[] {
  return [...new Set(values.map(round6))].filter((v) => v !== original && !Object.is(v, -0));
}

/** A scale constant ×0.9, ×1.1 and with its sign flipped; nothing for 0. */
export function scaledValues(x: number): number[] {
  return x === 0 ? [] : changed(x, [x * 0.9, x * 1.1, -x]);
}

/** A limit nudged up, then down. */
export function nudgedValues(x: number, real: boolean): number[] {
  if (!real || x === 0) return changed(x, [x + 1, x - 1]);
  return changed(x, x > 0 ? [x * 1.1, x * 0.9] : [x * 0.9, x * 1.1]);
}

/** A REAL literal for Structured Text text: a point or an exponent, parenthesised when negative. */
export function realLiteralText(x: number): string {
  const text = String(round6(x));
  const real = /[.eE]/.test(text) ? text : `${text}.0`;
  return x < 0 ? `(${real})` : real;
}
