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

  it('falls back to the generic message', () => {
    expect(GENERIC_ERROR).toBe('An error occurred. Please try again.');
    expect(serviceMessage(new Error(''))).toBe(GENERIC_ERROR);
    expect(serviceMessage(undefined)).toBe(GENERIC_ERROR);
    expect(serviceMessage('x')).toBe(GENERIC_ERROR);
  });
});
