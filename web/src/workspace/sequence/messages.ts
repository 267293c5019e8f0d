/** The Sequence tab's texts (spec 000 §2 "Sequence tab"). */
import { ALL_STEPS_PASSED, PRECHECK_ERROR, SOME_STEPS_FAILED } from '@plcsim/compiler';

export { ALL_STEPS_PASSED, PRECHECK_ERROR, SOME_STEPS_FAILED };

/** Shown on a problem before Submit. */
export const SUBMIT_PROMPT = 'Click "Submit" to validate your program.';

/** Follows a failed step's message. */
export const CLEAR_HINT = 'Click "Clear" to try again.';

/**
 * The line under 'Some steps failed.': the failed step's own message ('Step N expected {tag} to be {x}
 * but got {y}.') followed by 'Click "Clear" to try again.'.
 */
export function failureLine(stepMessage: string): string {
  return `${stepMessage} ${CLEAR_HINT}`;
}

/** Signed out, Submit runs in the browser: this line says what signing in adds. */
export const SIGNED_OUT_RESULT = 'Checked in your browser and not saved.';
export const SIGN_IN_SAVES = 'Sign in to save your solutions and track the problems you solve.';

/** A submission that could not be sent. */
export function submitFailed(message: string): string {
  return `The solution could not be submitted: ${message}`;
}

/** The status of a step, for its icon's accessible name. */
export const STEP_STATUS_LABELS = { pending: 'pending', pass: 'passed', fail: 'failed' } as const;
