import type { Page } from '@playwright/test';
import { confirmationCode } from './support/stack.ts';
import { expect, test } from './support/test.ts';

const SERVICE_WRONG_PASSWORD = /^(Invalid password|Incorrect username or password\.)$/;

type Account = ReturnType<typeof newAccount>;

/** A fresh account per test: names are unique within a run (the pool lives as long as the run). */
function newAccount(label: string) {
  const id = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: 'Passw0rd!' };
}

/** Fills in and submits the sign-up form, stopping at the confirmation step. */
async function submitSignUp(page: Page, account: Account) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Signs up through the site and confirms with the pool's code; returns that code. */
async function signUp(page: Page, account: Account) {
  await submitSignUp(page, account);
  await expect(page.getByText(`We sent a confirmation code by e-mail to ${account.email}.`)).toBeVisible();
  const code = await confirmationCode(account.username);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL('/profile');
  return code;
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/signin');
}

test('sign up with the code the local pool issued, then the profile shows the account', async ({ page }) => {
  const account = newAccount('ada');
  await signUp(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.locator('.profile-username')).toHaveText(account.username);
  await expect(page.locator('.profile-email')).toHaveText(account.email);
  // Progress from GET /projects, /problems and /solutions with the id token.
  await expect(page.getByRole('link', { name: '0 projects created' })).toHaveAttribute('href', '/projects', {
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: /^solved 0 of \d+ problems$/ })).toHaveAttribute(
    'href',
    '/problems',
  );
  const total = Number(
    /of (\d+)/.exec((await page.getByRole('link', { name: /^solved/ }).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(0);

  // The session survives a reload.
  await page.reload();
  await expect(page.locator('.profile-email')).toHaveText(account.email);

  await logOut(page);
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');
});

test('sign in with the username and with the e-mail address; sign out', async ({ page }) => {
  const account = newAccount('bob');
  await signUp(page, account);
  await logOut(page);

  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL('/profile');
  await expect(page.locator('.profile-email')).toHaveText(account.email);
  await logOut(page);

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/profile');
  await expect(page.locator('.profile-username')).toHaveText(account.username);
  await logOut(page);
});

test('the profile redirects to /signin without a session', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/resetpassword',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
});

test('a wrong password shows the service message in red', async ({ page }) => {
  const account = newAccount('cy');
  await signUp(page, account);
  await logOut(page);
  await signIn(page, account.username, 'Wrong0ne!');
  const error = page.getByRole('alert');
  // The pool's own words: cognito-local says 'Invalid password', Cognito 'Incorrect username or password.'.
  await expect(error).toHaveText(SERVICE_WRONG_PASSWORD);
  await expect(error).toHaveCSS('color', 'rgb(198, 40, 40)');
  await expect(page).toHaveURL('/signin');
});

test('the show-password checkbox reveals the password', async ({ page }) => {
  await page.goto('/signin');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByLabel('Show password').check();
  await expect(password).toHaveAttribute('type', 'text');
});

test('sign up checks the password locally with the live checklist', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await expect(checklist).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(checklist.getByRole('listitem')).toHaveText([
    /Password must be at least 8 characters/,
    /Use a number/,
    /Use a lowercase letter/,
    /Use an uppercase letter/,
    /Use a symbol/,
  ]);
  await page.getByLabel('Password', { exact: true }).fill('abc1');
  await expect(checklist.locator('[data-met="true"]')).toHaveText([/Use a number/, /Use a lowercase letter/]);

  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByLabel('Confirm password').fill('abc2');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm password').fill('abc1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please meet all password requirements.');
});

test('reset the password with the code from the pool, then sign in with the new one', async ({ page }) => {
  const account = newAccount('dee');
  const signUpCode = await signUp(page, account);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/resetpassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const code = await confirmationCode(account.username, signUpCode);
  const newPassword = 'N3wPassword?';
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/signin');

  await signIn(page, account.username, account.password);
  await expect(page.getByRole('alert')).toHaveText(SERVICE_WRONG_PASSWORD);
  await signIn(page, account.username, newPassword);
  await expect(page).toHaveURL('/profile');
  await expect(page.locator('.profile-email')).toHaveText(account.email);
});

test('an unconfirmed account gets the confirm step when signing in', async ({ page }) => {
  const account = newAccount('eve');
  await submitSignUp(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();

  await signIn(page, account.username, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await confirmationCode(account.username));
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.locator('.profile-username')).toHaveText(account.username);
});

test('expired tokens are refreshed (local refresher) and the API accepts the new id token', async ({
  page,
}) => {
  const account = newAccount('fay');
  await signUp(page, account);
  await expect(page.getByRole('link', { name: '0 projects created' })).toBeVisible({ timeout: 15_000 });
  // Make the stored tokens look expired (cognito-local's last 24 h): Amplify compares their expiry
  // with now + clockDrift.
  const driftKeys = await page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((key) => key.endsWith('.clockDrift'));
    for (const key of keys) localStorage.setItem(key, String(25 * 60 * 60 * 1000));
    return keys;
  });
  expect(driftKeys.length).toBeGreaterThan(0);
  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/cognito') && (request.postData() ?? '').includes('"REFRESH_TOKEN_AUTH"'),
  );
  await page.reload();
  await refresh;
  await expect(page.locator('.profile-email')).toHaveText(account.email);
  await expect(page.getByRole('link', { name: '0 projects created' })).toBeVisible({ timeout: 15_000 });
});
