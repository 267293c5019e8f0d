import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { e2eStack } from './support/stack.ts';
import { expect, test } from './support/test.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * The profile's "Your data" (issue 23 item 4) on the real local stack: "Download my projects" gives a
 * zip with one JSON file per saved project, and "Delete my account" (after a confirmation dialog that
 * Escape and Cancel leave) deletes the account, signs out and tells the learner on the home page.
 */

const SERVER_WAIT = { timeout: 20_000 };
const NAME = 'Tank / filling: «ß» 1';

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete your account?' });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('Download my projects, then Delete my account: signed out, and the account is gone', async ({
  page,
}) => {
  const user = await createConfirmedUser(e2eStack(), 'leaver');
  await signInThroughPage(page, user.username, user.password);
  await page.goto('/');
  await expect(nameBox(page)).toBeEnabled(SERVER_WAIT);
  await nameBox(page).fill(NAME);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  const projectId = new URL(page.url()).pathname.split('/').pop();

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: '1 project created' })).toBeVisible(SERVER_WAIT);
  const downloading = page.waitForEvent('download', SERVER_WAIT);
  await page.getByRole('button', { name: 'Download my projects' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^plc-projects-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(['Tank _ filling_ «ß» 1.json']);
  const project = JSON.parse(strFromU8(files['Tank _ filling_ «ß» 1.json'] as Uint8Array)) as Record<
    string,
    unknown
  >;
  expect(project.projectName).toBe(NAME);
  expect(project.project_id).toBe(projectId);

  // Escape and Cancel keep everything.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = deleteDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('your saved projects');
  await expect(dialog.getByRole('textbox', { name: /Type your username/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/profile');

  // The delete button works only with the username typed.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Type your username/ }).fill(`${user.username}x`);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Type your username/ }).fill(user.username);
  await expect(confirm).toBeEnabled();
  if (process.env.PLCSIM_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.PLCSIM_SCREENSHOTS}/account-delete-1280.png` });
  }
  await confirm.click();

  await expect(page).toHaveURL('/', SERVER_WAIT);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account and everything it stored have been deleted.' }),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin', SERVER_WAIT);

  // Signing in again fails: the user is gone.
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.account-error')).toBeVisible(SERVER_WAIT);
  await expect(page).toHaveURL('/signin');
});

test('the delete dialog on a phone, by keyboard only: focus stays inside, Escape closes it and keeps the account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createConfirmedUser(e2eStack(), 'keyboard');
  await signInThroughPage(page, user.username, user.password);
  const opener = page.getByRole('button', { name: 'Delete my account' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = deleteDialog(page);
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: /Type your username/ });
  await expect(input).toBeFocused();
  await page.keyboard.type(user.username);
  // Tab goes round the dialog's controls (Cancel, Delete my account), never to the page behind it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const inDialog = await page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    expect(!onPage || inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
  }
  if (process.env.PLCSIM_SCREENSHOTS) {
    await input.focus();
    await page.screenshot({ path: `${process.env.PLCSIM_SCREENSHOTS}/account-delete-375.png` });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Nothing was deleted: the profile still loads with the account.
  await page.reload();
  await expect(page.locator('.profile-username')).toHaveText(user.username, SERVER_WAIT);
});
