/** Shown when a failure carries no message of its own (spec 000 §8). */
export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** The identity service's message for a failure, or the generic one. */
export function serviceMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return GENERIC_ERROR;
}
