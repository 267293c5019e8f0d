/**
 * Whether a signed-in session exists: the auth module can read an id token. Used before voting (spec 001
 * §6) and to decide whether the problems list asks for the user's solutions. Loads the auth module (and
 * Amplify, configured there) on first use, like the API client does; any failure counts as no session.
 */
export async function hasSession(): Promise<boolean> {
  try {
    const { currentIdToken } = await import('../auth/session.ts');
    return (await currentIdToken()) !== null;
  } catch {
    return false;
  }
}
