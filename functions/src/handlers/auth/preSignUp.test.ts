import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { USERNAME_RULE_MESSAGE } from '@plcsim/compiler';
import { main } from './preSignUp.ts';

/** A PreSignUp event as Cognito sends it for a SignUp call. */
function signUpEvent(userName: string): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_example',
    triggerSource: 'PreSignUp_SignUp',
    userName,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email: `${userName}@example.com` } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('the PreSignUp trigger', () => {
  it('lets a username that follows the rule through, changing nothing', async () => {
    const event = signUpEvent('alice_01');
    await expect(main(event)).resolves.toEqual(signUpEvent('alice_01'));
  });

  it("refuses a lookalike username with the rule's message", async () => {
    await expect(main(signUpEvent('\u0430lice'))).rejects.toThrow(USERNAME_RULE_MESSAGE);
    await expect(main(signUpEvent('al'))).rejects.toThrow(USERNAME_RULE_MESSAGE);
  });
});
