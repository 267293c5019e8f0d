import { randomBytes } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStackInfo } from '../localStack/stack.ts';

/** A confirmed, signed-in user of the local pool: what a learner's browser holds. */
export interface LoadUser {
  username: string;
  idToken: string;
}

/** Runs `task` for 0…count-1, at most `parallel` at a time, keeping the order of the results. */
export async function inBatches<T>(
  count: number,
  parallel: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}

/**
 * Signs up `count` users in the stack's cognito-local pool (the PreSignUp trigger runs for each),
 * confirms them as an administrator would and signs each in for its id token.
 */
export async function createLoadUsers(
  stack: LocalStackInfo,
  count: number,
  runId: string,
): Promise<LoadUser[]> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await inBatches(count, 4, async (i) => {
      const username = `load${runId}u${i}`;
      const password = `Pw-${randomBytes(6).toString('hex')}A1!`;
      await cognito.send(
        new SignUpCommand({
          ClientId: stack.clientId,
          Username: username,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
        }),
      );
      await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.userPoolId, Username: username }));
      const signedIn = await cognito.send(
        new InitiateAuthCommand({
          ClientId: stack.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      const idToken = signedIn.AuthenticationResult?.IdToken;
      if (!idToken) throw new Error(`Signing in ${username} gave no id token.`);
      return { username, idToken };
    });
  } finally {
    cognito.destroy();
  }
}
