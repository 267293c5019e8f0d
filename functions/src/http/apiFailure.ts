/** Test support (imported only by unit tests): the ApiError a call throws. */
import { ApiError } from './errors.ts';

/** Runs `run` and returns the ApiError it throws; fails when it throws anything else or nothing. */
export function expectApiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}
