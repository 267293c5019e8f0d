/**
 * The username rule at the user pool: SignUp runs the PreSignUp trigger (functions/src/handlers/auth/
 * preSignUp.ts, called by cognito-local through serverless-offline's Lambda port), which refuses
 * lookalike and other rule-breaking usernames before any user is created.
 */
import { randomBytes } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { USERNAME_RULE_MESSAGE } from '@plcsim/compiler';
import { LOCAL_PRE_SIGN_UP_FUNCTION } from '../../scripts/lib/localStack/cognito.ts';
import { localStack } from './support/context.ts';
import { cognitoClient, signIn } from './support/users.ts';

const stack = localStack();
const password = 'Passw0rd!';
const unique = () => randomBytes(4).toString('hex');

function signUp(username: string) {
  return cognitoClient().send(
    new SignUpCommand({
      ClientId: stack.clientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: `names-${unique()}@example.com` }],
    }),
  );
}

/** The pool's refusal: AWS says 'PreSignUp failed with error …', cognito-local names the function. */
const refusal = {
  name: 'UserLambdaValidationException',
  message: `${LOCAL_PRE_SIGN_UP_FUNCTION} failed with error ${USERNAME_RULE_MESSAGE}.`,
};

async function exists(username: string): Promise<boolean> {
  try {
    await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

describe('usernames at sign-up', () => {
  it("refuses a Cyrillic lookalike with the rule's message and creates no user", async () => {
    // 'аlice' with a Cyrillic 'а' (U+0430) for the Latin 'a'.
    const lookalike = `\u0430lice${unique()}`;
    await expect(signUp(lookalike)).rejects.toMatchObject(refusal);
    expect(await exists(lookalike)).toBe(false);
  });

  it.each([
    ['fullwidth letters', `\uff41lice${unique()}`],
    ['too short', 'al'],
    ['too long', `a${'b'.repeat(32)}`],
    ['an e-mail address', `alice${unique()}@example.com`],
    ['a leading dot', `.alice${unique()}`],
    ['a space', `al ice${unique()}`],
  ])('refuses %s', async (_, username) => {
    await expect(signUp(username)).rejects.toMatchObject(refusal);
  });

  it('signs up a username that follows the rule, which can then sign in', async () => {
    const username = `Alice.B-${unique()}_1`;
    const answer = await signUp(username);
    expect(answer.UserConfirmed).toBe(false);
    expect(await exists(username)).toBe(true);
    await cognitoClient().send(
      new AdminConfirmSignUpCommand({ UserPoolId: stack.userPoolId, Username: username }),
    );
    const tokens = await signIn(username, password);
    expect(tokens.idToken).toBeTruthy();
  });
});
