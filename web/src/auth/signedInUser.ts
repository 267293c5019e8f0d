import type { SessionUser } from './session.ts';

/**
 * The signed-in user, or null (also when the session cannot be read). The auth module (and Amplify
 * with it) is loaded on first use, so pages that only ask this do not carry it in their first scripts.
 */
export async function signedInUser(): Promise<SessionUser | null> {
  const { currentUser } = await import('./session.ts');
  return currentUser().catch(() => null);
}
