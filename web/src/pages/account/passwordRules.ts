/** The password requirements of sign-up and reset (spec 000 §5), in the checklist's order. */
export interface PasswordRule {
  label: string;
  test(password: string): boolean;
}

/** The symbols that count for 'Use a symbol'. */
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { label: 'Password must be at least 8 characters', test: (password) => password.length >= 8 },
  { label: 'Use a number', test: (password) => /\d/.test(password) },
  { label: 'Use a lowercase letter', test: (password) => /[a-z]/.test(password) },
  { label: 'Use an uppercase letter', test: (password) => /[A-Z]/.test(password) },
  {
    label: 'Use a symbol',
    test: (password) => [...password].some((char) => PASSWORD_SYMBOLS.includes(char)),
  },
];

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_REQUIREMENTS_NOT_MET = 'Please meet all password requirements.';

/** Each rule with whether `password` meets it. */
export function checkPassword(password: string): { label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ label: rule.label, met: rule.test(password) }));
}

/** True when `password` meets every rule. */
export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * The local error for a new password and its confirmation, or null when both are fine: a mismatch is
 * reported first, then unmet requirements.
 */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  if (!meetsPasswordRules(password)) return PASSWORD_REQUIREMENTS_NOT_MET;
  return null;
}
