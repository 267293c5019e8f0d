/**
 * REAL arithmetic of the ladder reference interpreter, written from the rules (shared/SEMANTICS.md
 * "REAL", docs/decisions.md "REAL in ladder"), not from the VM: every value is an IEEE 754 single
 * (`Math.fround` after every step), division by zero gives the IEEE result (±Infinity or NaN), and a
 * REAL stored into a DINT rounds to nearest with ties to even and saturates (NaN gives 0).
 */

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** ADD SUB MUL DIV on singles. (One double operation then `Math.fround` is the correctly rounded single.) */
export function realArithmetic(type: string, a: number, b: number): number {
  switch (type) {
    case 'ADD':
      return Math.fround(a + b);
    case 'SUB':
      return Math.fround(a - b);
    case 'MUL':
      return Math.fround(a * b);
    case 'DIV':
      return Math.fround(a / b);
    default:
      throw new Error(`ReferencePlc: no REAL ${type}`);
  }
}

/** A REAL compare; IEEE rules: NaN compares false, except NEQ, which is true. */
export function realCompare(type: string, x: number, y: number): boolean {
  switch (type) {
    case 'EQU':
      return x === y;
    case 'NEQ':
      return x !== y;
    case 'GRT':
      return x > y;
    case 'GEQ':
      return x >= y;
    case 'LES':
      return x < y;
    default:
      return x <= y;
  }
}

/** A REAL stored into a DINT: nearest, ties to even (2.5 → 2, 3.5 → 4, −2.5 → −2); saturates; NaN → 0. */
export function realToDint(x: number): number {
  if (Number.isNaN(x)) return 0;
  const floor = Math.floor(x);
  const fraction = x - floor;
  const rounded = fraction > 0.5 || (fraction === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  if (rounded > INT32_MAX) return INT32_MAX;
  if (rounded < INT32_MIN) return INT32_MIN;
  return rounded | 0; // a DINT has no -0
}
