import { apiRequest, wrapped } from './http.ts';

/** What DELETE /account answers. */
export interface AccountDeletion {
  message: string;
}

/**
 * Deletes the signed-in user's account and everything it stored (DELETE /account): projects,
 * solutions, votes, community entries, then the user. Calling it again finishes a deletion that
 * stopped halfway.
 */
export function deleteAccount(): Promise<AccountDeletion> {
  return wrapped('delete your account', () => apiRequest<AccountDeletion>('/account', { method: 'DELETE' }));
}
