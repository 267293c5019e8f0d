import { describe, expect, it } from 'vitest';
import { isValidUsername, USERNAME_RULE_MESSAGE, usernameError } from './username.ts';

describe('the username rule', () => {
  it('accepts 3 to 32 ASCII letters, digits, dots, hyphens and underscores', () => {
    for (const name of ['abc', 'Alice', 'bob_99', 'j.doe', 'mary-ann', '7seas', 'a'.repeat(32), 'A1._-']) {
      expect(isValidUsername(name), name).toBe(true);
    }
  });

  it('accepts the usernames the tests generate', () => {
    expect(isValidUsername('smoke3f9a0c12de')).toBe(true);
    expect(isValidUsername(`ada${Date.now().toString(36)}x1y2`)).toBe(true);
  });

  it('refuses lookalike letters from other scripts and any other non-ASCII character', () => {
    // A Cyrillic 'а' (U+0430), a Greek 'ο' (U+03BF), a fullwidth 'ａ', an accented 'é', a zero-width space.
    for (const name of ['\u0430lice', 'b\u03bfb', '\uff41lice', 'ren\u00e9e', 'ali\u200bce', 'ali😀ce']) {
      expect(isValidUsername(name), name).toBe(false);
    }
  });

  it('refuses names that are too short or too long', () => {
    expect(isValidUsername('')).toBe(false);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('a'.repeat(33))).toBe(false);
  });

  it('refuses a first character other than a letter or digit', () => {
    for (const name of ['.alice', '-alice', '_alice']) expect(isValidUsername(name), name).toBe(false);
  });

  it('refuses spaces, e-mail addresses and other symbols', () => {
    for (const name of ['al ice', ' alice', 'alice\n', 'alice@example.com', 'al+ice', 'al/ice', 'al#ice']) {
      expect(isValidUsername(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('names the rule in its message', () => {
    expect(USERNAME_RULE_MESSAGE).toBe(
      'Usernames use 3 to 32 letters (A–Z), digits, dots, hyphens or underscores, starting with a letter or digit.',
    );
    expect(usernameError('\u0430lice')).toBe(USERNAME_RULE_MESSAGE);
    expect(usernameError('alice')).toBeNull();
  });
});
