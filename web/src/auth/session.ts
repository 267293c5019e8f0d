/**
 * The site's account session over Amplify v6 Auth (spec 000 §2 and §7, 001 §4–§9): configured once when
 * this module loads, against cognito-local or Cognito as config.ts decides. Everything the account pages
 * and the API client need from the identity service goes through here.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type ResetPasswordOutput,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { authSettings, isLocalPool, type AuthEnv } from './config.ts';
import { stringClaim } from './jwt.ts';
import { localTokenRefresher } from './localTokenRefresher.ts';

export const settings = authSettings(import.meta.env as AuthEnv, window.location.origin);

Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: settings.userPoolId,
      userPoolClientId: settings.userPoolClientId,
      ...(settings.userPoolEndpoint ? { userPoolEndpoint: settings.userPoolEndpoint } : {}),
      loginWith: { username: true, email: true },
    },
  },
});
if (isLocalPool(settings)) {
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(localTokenRefresher(settings));
}

/** The signed-in user as the profile shows them, read from the id token. */
export interface SessionUser {
  username: string;
  email: string;
}

/** The current id token (refreshed when it has expired), or null without a session. */
export async function currentIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** The signed-in user, or null without a session. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await fetchAuthSession();
  const payload = session.tokens?.idToken?.payload;
  if (!payload) return null;
  return { username: stringClaim(payload, 'cognito:username'), email: stringClaim(payload, 'email') };
}

/**
 * Signs in with a username or e-mail address and the password (USER_PASSWORD_AUTH: cognito-local has
 * no SRP, and the production app client allows it). A session left from another user is ended first.
 */
export async function signInWithPassword(username: string, password: string): Promise<SignInOutput> {
  if (await currentIdToken()) await signOut();
  return signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

export function register(username: string, email: string, password: string): Promise<SignUpOutput> {
  return signUp({ username, password, options: { userAttributes: { email } } });
}

export async function confirmAccount(username: string, code: string): Promise<void> {
  await confirmSignUp({ username, confirmationCode: code });
}

export function startPasswordReset(username: string): Promise<ResetPasswordOutput> {
  return resetPassword({ username });
}

export async function finishPasswordReset(
  username: string,
  code: string,
  newPassword: string,
): Promise<void> {
  await confirmResetPassword({ username, confirmationCode: code, newPassword });
}

export async function logOut(): Promise<void> {
  await signOut();
}
