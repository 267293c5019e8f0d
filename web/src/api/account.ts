import { ApiRequestError, apiRequest, wrapped } from './http.ts';

/** What DELETE /account answers. */
export interface AccountDeletion {
  message: string;
}

/** A very large account may take more than one call (each removes what it can and the next goes on). */
const ATTEMPTS = 3;

/**
 * Deletes the signed-in user's account and everything it stored (DELETE /account): projects,
 * solutions, votes, community entries, then the user. The route finishes a deletion that stopped
 * halfway, so an answer of 500 or more (a timeout) is retried, up to three calls in all.
 */
export function deleteAccount(): Promise<AccountDeletion> {
  return wrapped('delete your account', async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await apiRequest<AccountDeletion>('/account', { method: 'DELETE' });
      } catch (error) {
        const serverSide = error instanceof ApiRequestError && error.status >= 500;
        if (!serverSide || attempt >= ATTEMPTS) throw error;
      }
    }
  });
}
