import { readFileSync } from 'node:fs';

/** The environment variable globalSetup.ts puts the stack's addresses in (as JSON) for the workers. */
export const STACK_ENV = 'PLCSIM_E2E_STACK';
/** The environment variable naming cognito-local's database file of the pool (its users). */
export const POOL_FILE_ENV = 'PLCSIM_E2E_POOL_FILE';

/** What a spec may need to know about the local stack the built site talks to. */
export interface E2eStack {
  /** serverless-offline's address (the site reaches it as same-origin `/api`). */
  apiUrl: string;
  /** cognito-local's address (the site reaches it as same-origin `/cognito`). */
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
}

/** The running stack (set up by globalSetup.ts). */
export function e2eStack(): E2eStack {
  const json = process.env[STACK_ENV];
  if (!json) throw new Error(`${STACK_ENV} is not set: run the specs through tests/playwright.config.ts.`);
  return JSON.parse(json) as E2eStack;
}

interface PoolFile {
  Users?: Record<string, { ConfirmationCode?: string }>;
}

/** The confirmation code the local pool holds for `username` now (sign-up or password reset), if any. */
export function currentConfirmationCode(username: string): string | undefined {
  const file = process.env[POOL_FILE_ENV];
  if (!file)
    throw new Error(`${POOL_FILE_ENV} is not set: run the specs through tests/playwright.config.ts.`);
  try {
    const pool = JSON.parse(readFileSync(file, 'utf8')) as PoolFile;
    return pool.Users?.[username]?.ConfirmationCode;
  } catch {
    return undefined; // being rewritten: try again
  }
}

/**
 * The confirmation code the local user pool issued for `username` (read from cognito-local's database,
 * which it writes before answering SignUp or ForgotPassword). Pass the code seen before (`previous`)
 * to wait for a newer one, e.g. the password-reset code after the sign-up code.
 */
export async function confirmationCode(
  username: string,
  previous?: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = currentConfirmationCode(username);
    if (code && code !== previous) return code;
    if (Date.now() > deadline)
      throw new Error(`The local pool holds no new confirmation code for ${username}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
