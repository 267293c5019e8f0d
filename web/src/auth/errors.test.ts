import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR, serviceMessage } from './errors.ts';

describe('serviceMessage', () => {
  it("shows the service's message", () => {
    const error = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    expect(serviceMessage(error)).toBe('Incorrect username or password.');
    expect(serviceMessage({ message: 'User already exists' })).toBe('User already exists');
  });

  it("shows a trigger's own message when the service refuses through one", () => {
    const rule = 'Usernames use 3 to 32 letters (A–Z), digits, dots, hyphens or underscores.';
    const refusal = (message: string) =>
      Object.assign(new Error(message), { name: 'UserLambdaValidationException' });
    expect(serviceMessage(refusal(`PreSignUp failed with error ${rule}.`))).toBe(rule);
    expect(serviceMessage(refusal(`plcsim-dev-preSignUp failed with error ${rule}.`))).toBe(rule);
    expect(serviceMessage(refusal('Lambda threw an exception'))).toBe('Lambda threw an exception');
    const other = Object.assign(new Error(`PreSignUp failed with error ${rule}.`), { name: 'Other' });
    expect(serviceMessage(other)).toBe(`PreSignUp failed with error ${rule}.`);
  });

  it('falls back to the generic message', () => {
    expect(GENERIC_ERROR).toBe('An error occurred. Please try again.');
    expect(serviceMessage(new Error(''))).toBe(GENERIC_ERROR);
    expect(serviceMessage(undefined)).toBe(GENERIC_ERROR);
    expect(serviceMessage('x')).toBe(GENERIC_ERROR);
  });
});
