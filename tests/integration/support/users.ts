import { randomBytes } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localStack } from './context.ts';

/** A confirmed, signed-in user of the local pool. */
export interface TestUser {
  username: string;
  email: string;
  password: string;
  /** Cognito id token (what the site sends as the bearer token). */
  idToken: string;
  accessToken: string;
  refreshToken: string;
  sub: string;
}

let cognito: CognitoIdentityProviderClient | null = null;

/** The cognito-local client (the SDK needs credentials; cognito-local ignores them). */
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({
    endpoint: localStack().cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return cognito;
}

/** The claims of a JWT (not verified: for assertions only). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in with USER_PASSWORD_AUTH (the flow cognito-local supports). */
export async function signIn(username: string, password: string) {
  const { clientId } = localStack();
  const answer = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken) throw new Error(`Signing in ${username} gave no tokens.`);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? '',
  };
}

/**
 * Signs up a new user (a unique username starting with `name`, an e-mail, a password that meets the
 * policy), confirms it as an administrator would, and signs in.
 */
export async function createUser(name = 'user'): Promise<TestUser> {
  const { clientId, userPoolId } = localStack();
  const username = `${name}${randomBytes(5).toString('hex')}`.toLowerCase();
  const email = `${username}@example.com`;
  const password = `Pw-${randomBytes(6).toString('hex')}A1!`;
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognitoClient().send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: username }));
  const tokens = await signIn(username, password);
  const sub = claimsOf(tokens.idToken).sub;
  if (typeof sub !== 'string') throw new Error(`The id token of ${username} has no sub.`);
  return { username, email, password, ...tokens, sub };
}
