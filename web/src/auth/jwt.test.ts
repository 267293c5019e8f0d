import { describe, expect, it } from 'vitest';
import { decodeJwt, stringClaim } from './jwt.ts';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeJwt', () => {
  it('reads the payload and keeps the original text', () => {
    const token = `${encode({ alg: 'RS256' })}.${encode({ email: 'ada@example.com', exp: 5, 'cognito:username': 'ada' })}.sig`;
    const decoded = decodeJwt(token);
    expect(decoded.payload.exp).toBe(5);
    expect(stringClaim(decoded.payload, 'email')).toBe('ada@example.com');
    expect(stringClaim(decoded.payload, 'cognito:username')).toBe('ada');
    expect(stringClaim(decoded.payload, 'missing')).toBe('');
    expect(decoded.toString()).toBe(token);
  });

  it('decodes non-ASCII claims', () => {
    const json = JSON.stringify({ name: 'Zoë' });
    const bytes = new TextEncoder().encode(json);
    const body = btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
    expect(decodeJwt(`a.${body}.c`).payload.name).toBe('Zoë');
  });

  it('refuses a malformed token', () => {
    expect(() => decodeJwt('not-a-token')).toThrow('Invalid token.');
  });
});
