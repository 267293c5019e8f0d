/** Shown when a failure carries no message of its own (spec 000 §8). */
export const GENERIC_ERROR = 'An error occurred. Please try again.';

/**
 * How the identity service words a trigger's refusal: 'PreSignUp failed with error <message>.' (cognito-local
 * names the trigger's function instead of 'PreSignUp').
 */
const TRIGGER_REFUSAL = /^\S+ failed with error (.+?)\.?$/s;

/**
 * The identity service's message for a failure, or the generic one. A trigger's refusal
 * (UserLambdaValidationException, e.g. the username rule) shows the trigger's own message.
 */
export function serviceMessage(error: unknown): string {
  const message = rawMessage(error);
  if (message === null) return GENERIC_ERROR;
  const name = (error as { name?: unknown }).name;
  const refusal = name === 'UserLambdaValidationException' ? TRIGGER_REFUSAL.exec(message) : null;
  return refusal?.[1] ?? message;
}

function rawMessage(error: unknown): string | null {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}
