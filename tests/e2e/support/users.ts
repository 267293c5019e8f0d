import { randomBytes } from 'node:crypto';
import type { E2eStack } from './stack.ts';

/** A confirmed user of the local pool, made without the site (for specs that need one to sign in with). */
export interface E2eUser {
  username: string;
  email: string;
  password: string;
}

async function cognito<T>(stack: E2eStack, target: string, body: unknown): Promise<T> {
  const response = await fetch(stack.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${target} failed: ${answer.message ?? response.status}`);
  return answer;
}

/**
 * Signs up a new user (unique username starting with `name`, password meeting the policy) and confirms
 * it as an administrator would (cognito-local takes no credentials).
 */
export async function createConfirmedUser(stack: E2eStack, name = 'user'): Promise<E2eUser> {
  const username = `${name}${randomBytes(5).toString('hex')}`.toLowerCase();
  const user = {
    username,
    email: `${username}@example.com`,
    password: `Pw-${randomBytes(4).toString('hex')}A1!`,
  };
  await cognito(stack, 'SignUp', {
    ClientId: stack.clientId,
    Username: user.username,
    Password: user.password,
    UserAttributes: [{ Name: 'email', Value: user.email }],
  });
  await cognito(stack, 'AdminConfirmSignUp', { UserPoolId: stack.userPoolId, Username: user.username });
  return user;
}

/** The id token of `user` (USER_PASSWORD_AUTH), for calling the API directly. */
export async function idTokenOf(stack: E2eStack, user: E2eUser): Promise<string> {
  const answer = await cognito<{ AuthenticationResult?: { IdToken?: string } }>(stack, 'InitiateAuth', {
    ClientId: stack.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
  });
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`Signing in ${user.username} gave no id token.`);
  return token;
}

/**
 * Calls every list route once so the first spec does not wait for serverless-offline to load each
 * handler (a cold handler takes seconds on this machine).
 */
export async function warmUp(stack: E2eStack): Promise<void> {
  const user = await createConfirmedUser(stack, 'warmup');
  const token = await idTokenOf(stack, user);
  const routes: [string, boolean][] = [
    ['/problems', false],
    ['/examples', false],
    ['/community', false],
    ['/projects', true],
    ['/solutions', true],
    ['/community/votes', true],
  ];
  await Promise.all(
    routes.map(([path, signedIn]) =>
      fetch(`${stack.apiUrl}${path}`, {
        headers: signedIn ? { authorization: `Bearer ${token}` } : {},
      }).then((response) => response.arrayBuffer()),
    ),
  );
}
