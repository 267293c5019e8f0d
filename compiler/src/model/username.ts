/**
 * The username rule (docs/decisions.md "Accounts"): 3 to 32 ASCII letters, digits, dots, hyphens or
 * underscores, starting with a letter or digit. A username is a creator's public name in the community
 * list, so lookalike letters from other scripts (a Cyrillic 'а' in 'аlice') must not pass; without '@'
 * a username can never be mistaken for an e-mail address at sign-in. The sign-up form and the user
 * pool's pre-sign-up trigger both check it.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/;

/** Shown under the sign-up form's username field, and the pre-sign-up trigger's error. */
export const USERNAME_RULE_MESSAGE =
  'Usernames use 3 to 32 letters (A–Z), digits, dots, hyphens or underscores, starting with a letter or digit.';

/** True when `username` follows the rule (taken as given: callers trim what a person typed). */
export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** The rule's message when `username` breaks it, else null. */
export function usernameError(username: string): string | null {
  return isValidUsername(username) ? null : USERNAME_RULE_MESSAGE;
}
