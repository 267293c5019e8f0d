/**
 * A client's mistake, answered with its status and `{ message }`. Anything else thrown inside a
 * handler is ours: logged, and answered 500 without details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries besides content-type (a 429's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooLarge = (message: string) => new ApiError(413, message);
/** A 429 whose Retry-After says in how many seconds the client's rate window resets (at least 1). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Messages shared by several routes (route-specific ones live beside their handler). */
export const MESSAGES = {
  invalidJson: 'The request body must be valid JSON.',
  bodyTooLarge: 'The request body is too large (at most 350 KB).',
  bodyTooDeep: 'The request body is nested too deeply (at most 64 levels).',
  signInRequired: 'Sign in to do this.',
  badToken: 'Unauthorized: Invalid or expired token.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
