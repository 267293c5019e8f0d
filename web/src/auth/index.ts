import { setIdTokenProvider } from '../api/http.ts';

/**
 * Installs the session's id token as the API client's bearer token. Amplify itself loads on the first
 * call (its own chunk), so pages that never call the backend do not wait for it.
 */
export function installAuth(): void {
  setIdTokenProvider(async () => {
    const { currentIdToken } = await import('./session.ts');
    return currentIdToken();
  });
}
