import type { Browser, Page } from '@playwright/test';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { e2eStack } from './support/stack.ts';
import { expect, test } from './support/test.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * Saving and sharing from the workspace (issue 22 §10, §11) on the real local stack: 'Saved' after Save
 * Project, the unsaved-changes dot, one share link per unchanged project, the choice between updating
 * the shared copy and a new link, and Publish to Community from the Share dialog.
 */

const SERVER_WAIT = { timeout: 20_000 };

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const dot = (page: Page) => page.getByRole('img', { name: 'Unsaved changes' });
const saved = (page: Page) =>
  page.locator('.workspace-toolbar').getByRole('status').filter({ hasText: 'Saved' });
const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Project' });

/** Console errors of `page`, collected from now on (the journeys keep the console clean). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Signs a new account in and saves a new project named `name`; on its /projects/{id} page. */
async function savedProject(page: Page, name: string): Promise<void> {
  const user = await createConfirmedUser(e2eStack(), 'saver');
  await signInThroughPage(page, user.username, user.password);
  await page.goto('/');
  await expect(nameBox(page)).toBeEnabled(SERVER_WAIT);
  await nameBox(page).fill(name);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  await expect(nameBox(page)).toHaveValue(name, SERVER_WAIT);
}

/** Clicks Share Project and reads the link of the Share dialog it opens, then closes it. */
async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share Project' }).click();
  return readLinkAndClose(page);
}

async function readLinkAndClose(page: Page): Promise<string> {
  const dialog = shareDialog(page);
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue(SERVER_WAIT);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return link;
}

/** The project name a share link shows, opened in a fresh anonymous browser. */
async function nameAt(browser: Browser, link: string): Promise<string> {
  const context = await browser.newContext();
  await context.addInitScript(QUIET_BANNERS);
  const page = await context.newPage();
  await page.goto(link);
  const box = page.getByRole('textbox', { name: 'Project name' });
  await expect(box).toBeVisible(SERVER_WAIT);
  const value = await box.inputValue();
  await context.close();
  return value;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test("Save Project says 'Saved' for 2 s; the dot marks unsaved changes, also gone after an undo back", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const user = await createConfirmedUser(e2eStack(), 'dot');
  await signInThroughPage(page, user.username, user.password);
  await page.goto('/');
  await expect(nameBox(page)).toBeEnabled(SERVER_WAIT);
  await expect(dot(page)).toHaveCount(0);

  // A new project: an edit shows the dot; saving it opens its page with 'Saved' and no dot.
  await nameBox(page).fill('Dot check');
  await expect(dot(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  await expect(saved(page)).toBeVisible(SERVER_WAIT);
  await expect(dot(page)).toHaveCount(0);
  await expect(saved(page)).toHaveCount(0, { timeout: 5_000 });

  // Your own project: an edit shows the dot, an undo back to the saved document removes it.
  await nameBox(page).fill('Dot check 2');
  await expect(dot(page)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(nameBox(page)).toHaveValue('Dot check');
  await expect(dot(page)).toHaveCount(0);

  // Saving clears it; 'Saved' shows, then goes after about 2 s.
  await nameBox(page).fill('Dot check 3');
  await expect(dot(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(saved(page)).toBeVisible(SERVER_WAIT);
  await expect(dot(page)).toHaveCount(0);
  const shownAt = Date.now();
  await expect(saved(page)).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_000);

  // Saved means saved: a reload shows the new name and no dot.
  await page.reload();
  await expect(nameBox(page)).toHaveValue('Dot check 3', SERVER_WAIT);
  await expect(dot(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Share Project reuses the link until the project changes, then updates it or makes a new one', async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await savedProject(page, 'Shared v1');

  const first = await shareLink(page);
  expect(first).toMatch(/\/share\/[0-9a-f-]{36}$/);
  expect(await shareLink(page)).toBe(first);
  expect(await shareLink(page)).toBe(first);

  // Changed: asked; updating keeps the link, which then shows the change.
  await nameBox(page).fill('Shared v2');
  await page.getByRole('button', { name: 'Share Project' }).click();
  const choice = page.getByRole('dialog', { name: 'Project Changed Since Shared' });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Update the shared copy' }).click();
  await expect(shareDialog(page).getByRole('status')).toHaveText(
    'The shared copy is updated: the link shows your changes.',
    SERVER_WAIT,
  );
  expect(await readLinkAndClose(page)).toBe(first);
  expect(await nameAt(browser, first)).toBe('Shared v2');
  expect(await shareLink(page)).toBe(first);

  // Changed again: a new link; the old one keeps what it showed.
  await nameBox(page).fill('Shared v3');
  await page.getByRole('button', { name: 'Share Project' }).click();
  await choice.getByRole('button', { name: 'Make a new link' }).click();
  const second = await readLinkAndClose(page);
  expect(second).toMatch(/\/share\/[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
  expect(await nameAt(browser, second)).toBe('Shared v3');
  expect(await nameAt(browser, first)).toBe('Shared v2');

  // Cancel leaves everything as it was; the new link is the project's link from now on, after a reload too.
  await nameBox(page).fill('Shared v4');
  await page.getByRole('button', { name: 'Share Project' }).click();
  await choice.getByRole('button', { name: 'Cancel' }).click();
  await expect(choice).toHaveCount(0);
  await expect(shareDialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(nameBox(page)).toHaveValue('Shared v3');
  expect(await shareLink(page)).toBe(second);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(saved(page)).toBeVisible(SERVER_WAIT);
  await page.reload();
  await expect(nameBox(page)).toHaveValue('Shared v3', SERVER_WAIT);
  expect(await shareLink(page)).toBe(second);
  expect(errors).toEqual([]);
});

test('Publish to Community from the Share dialog lists the project in the community', async ({ page }) => {
  const errors = consoleErrors(page);
  const name = `Published ${Date.now().toString(36)}`;
  await savedProject(page, name);

  await page.getByRole('button', { name: 'Share Project' }).click();
  const publish = shareDialog(page).getByRole('group', { name: 'Publish to Community' });
  const box = publish.getByRole('checkbox', { name: 'Share with Community' });
  await expect(box).not.toBeChecked(SERVER_WAIT);
  // Checked once the server has shared it (locked meanwhile): a plain click, not check().
  await box.click();
  await expect(box).toBeChecked(SERVER_WAIT);
  await expect(box).toBeEnabled();
  await expect(publish).toContainText('In the Community list, as it was when you shared it.');
  await shareDialog(page).getByRole('button', { name: 'Close' }).click();

  // The project says it is published when it is opened again.
  await page.reload();
  await expect(nameBox(page)).toHaveValue(name, SERVER_WAIT);
  await page.getByRole('button', { name: 'Share Project' }).click();
  await expect(box).toBeChecked();
  await shareDialog(page).getByRole('button', { name: 'Close' }).click();

  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByTestId('community-card').filter({ hasText: name })).toHaveCount(1, SERVER_WAIT);
  expect(errors).toEqual([]);
});
