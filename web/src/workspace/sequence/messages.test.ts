import { stepMismatch, tagLabel } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import {
  ALL_STEPS_PASSED,
  failureLine,
  PRECHECK_ERROR,
  SOME_STEPS_FAILED,
  SUBMIT_PROMPT,
} from './messages.ts';

describe('Sequence tab texts (spec 000 §2)', () => {
  it('quotes the spec', () => {
    expect(SUBMIT_PROMPT).toBe('Click "Submit" to validate your program.');
    expect(ALL_STEPS_PASSED).toBe('All steps passed.');
    expect(SOME_STEPS_FAILED).toBe('Some steps failed.');
    expect(PRECHECK_ERROR).toBe('Error during sequence precheck');
  });

  it('follows the failed step with the Clear hint', () => {
    expect(failureLine(stepMismatch(2, 'DO2', 1, 0))).toBe(
      'Step 2 expected DO2 to be 1 but got 0. Click "Clear" to try again.',
    );
    expect(failureLine(stepMismatch(3, tagLabel('DO0', 'RED'), 0, 1))).toBe(
      'Step 3 expected RED (DO0) to be 0 but got 1. Click "Clear" to try again.',
    );
    expect(failureLine(stepMismatch(5, tagLabel('DO1', 'LAMP'), 1, 0, 3000))).toBe(
      'Step 5 expected LAMP (DO1) to be 1 at 3.0 s but got 0. Click "Clear" to try again.',
    );
  });

  it('writes the values of a REAL tag as REALs', () => {
    const exact = { tolerance: 0 };
    expect(stepMismatch(2, 'Level', Math.fround(0.1), Math.fround(0.25), undefined, exact)).toBe(
      'Step 2 expected Level to be 0.1 but got 0.25.',
    );
    expect(stepMismatch(4, 'Level', 2, undefined, 1000, exact)).toBe(
      'Step 4 expected Level to be 2.0 at 1.0 s but got nothing.',
    );
    expect(stepMismatch(3, 'Level', 50, 48.5, undefined, { tolerance: 0.5 })).toBe(
      'Step 3 expected Level to be 50.0 ± 0.5 but got 48.5.',
    );
  });
});
