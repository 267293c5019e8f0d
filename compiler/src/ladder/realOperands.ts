/**
 * Which ladder operands are REAL (docs/decisions.md "REAL in ladder"). A number in a source slot is a
 * DINT constant when it is a whole number in the DINT range, else a REAL constant (`1.5`, `-2.5`, `3e9`).
 * The model keeps numbers, not their spelling, so `2.0` written in neutral text is the DINT constant 2.
 */
import { isDint } from '../iec/literals.ts';
import { realText } from '../model/realText.ts';

/** True for a constant operand that is a REAL: not a whole number, or outside the DINT range. */
export function isRealConstant(value: number): boolean {
  return !isDint(value);
}

/** A constant operand as people read it: `5` for a DINT, `1.5` or `3000000000.0` for a REAL (`realText`). */
export function constantText(value: number): string {
  return isRealConstant(value) ? realText(value) : String(value);
}
