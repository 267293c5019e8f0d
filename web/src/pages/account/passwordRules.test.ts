import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  meetsPasswordRules,
  newPasswordError,
  PASSWORD_RULES,
  PASSWORD_SYMBOLS,
} from './passwordRules.ts';

const met = (password: string) =>
  Object.fromEntries(checkPassword(password).map(({ label, met: ok }) => [label, ok]));

describe('password rules', () => {
  it('has the five checklist labels of the spec, in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'Password must be at least 8 characters',
      'Use a number',
      'Use a lowercase letter',
      'Use an uppercase letter',
      'Use a symbol',
    ]);
  });

  it('checks each requirement on its own', () => {
    expect(met('')).toEqual({
      'Password must be at least 8 characters': false,
      'Use a number': false,
      'Use a lowercase letter': false,
      'Use an uppercase letter': false,
      'Use a symbol': false,
    });
    expect(met('abcdefgh')['Password must be at least 8 characters']).toBe(true);
    expect(met('abcdefg')['Password must be at least 8 characters']).toBe(false);
    expect(met('a1')['Use a number']).toBe(true);
    expect(met('A1')['Use a lowercase letter']).toBe(false);
    expect(met('aB')['Use an uppercase letter']).toBe(true);
  });

  it('counts exactly the listed symbols', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(met(symbol)['Use a symbol']).toBe(true);
    for (const other of ['-', '_', '+', '=', '~', "'", '/', '[', ' '])
      expect(met(other)['Use a symbol']).toBe(false);
  });

  it('accepts a password only when every rule is met', () => {
    expect(meetsPasswordRules('Passw0rd!')).toBe(true);
    expect(meetsPasswordRules('Passw0rd')).toBe(false);
    expect(meetsPasswordRules('passw0rd!')).toBe(false);
    expect(meetsPasswordRules('PASSW0RD!')).toBe(false);
    expect(meetsPasswordRules('Password!')).toBe(false);
    expect(meetsPasswordRules('Pw0rd!')).toBe(false);
  });

  it('reports a mismatch before unmet requirements', () => {
    expect(newPasswordError('short', 'other')).toBe('Passwords do not match.');
    expect(newPasswordError('short', 'short')).toBe('Please meet all password requirements.');
    expect(newPasswordError('Passw0rd!', 'Passw0rd!')).toBeNull();
  });
});
