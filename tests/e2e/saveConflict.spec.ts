import type { BrowserContext, Page } from '@playwright/test';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { e2eStack } from './support/stack.ts';
import { expect, test } from './support/test.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * Issue 23 item 10: one project open in two tabs. The second tab's save, based on the version both
 * loaded, is refused with 'This project was changed in another tab or device.' and offers "Reload"
 * and "Save as a copy"; the learner's work is never dropped on its own.
 */

const SERVER_WAIT = { timeout: 20_000 };
const CHANGED = 'This project was changed in another tab or device.';

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const dot = (page: Page) => page.getByRole('img', { name: 'Unsaved changes' });
const saved = (page: Page) =>
  page.locator('.workspace-toolbar').getByRole('status').filter({ hasText: 'Saved' });
const refusal = (page: Page) => page.getByRole('dialog', { name: 'The project was not saved' });

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Project' }).click();
}

/** A signed-in context with one saved project named `name` open in two tabs; its URL. */
async function twoTabs(context: BrowserContext, name: string): Promise<{ a: Page; b: Page; url: string }> {
  const user = await createConfirmedUser(e2eStack(), 'tabs');
  const a = await context.newPage();
  await signInThroughPage(a, user.username, user.password);
  await a.goto('/');
  await expect(nameBox(a)).toBeEnabled(SERVER_WAIT);
  await nameBox(a).fill(name);
  await save(a);
  await expect(a).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  await expect(saved(a)).toBeVisible(SERVER_WAIT);
  const url = a.url();
  const b = await context.newPage();
  await b.goto(url);
  await expect(nameBox(b)).toHaveValue(name, SERVER_WAIT);
  return { a, b, url };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the second tab to save is told, and "Save as a copy" keeps its work as a new project', async ({
  context,
}) => {
  const { a, b, url } = await twoTabs(context, 'Two tabs');

  await nameBox(a).fill('Saved in tab A');
  await save(a);
  await expect(saved(a)).toBeVisible(SERVER_WAIT);

  await nameBox(b).fill('Edited in tab B');
  await save(b);
  const dialog = refusal(b);
  await expect(dialog).toBeVisible(SERVER_WAIT);
  await expect(dialog.getByRole('alert')).toHaveText(CHANGED);
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save as a copy' })).toBeVisible();
  // Nothing dropped meanwhile: the edit is still there, unsaved.
  await expect(nameBox(b)).toHaveValue('Edited in tab B');

  await dialog.getByRole('button', { name: 'Save as a copy' }).click();
  await expect(b).not.toHaveURL(url, SERVER_WAIT);
  await expect(b).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(nameBox(b)).toHaveValue('Edited in tab B', SERVER_WAIT);
  await expect(saved(b)).toBeVisible(SERVER_WAIT);
  await expect(dot(b)).toHaveCount(0);

  // Both are stored: the original as tab A saved it, the copy with tab B's edits.
  await b.goto('/projects');
  const cards = b.getByTestId('project-card');
  await expect(cards).toHaveCount(2, SERVER_WAIT);
  await expect(b.getByRole('link', { name: 'Saved in tab A' })).toHaveAttribute(
    'href',
    new URL(url).pathname,
  );
  await expect(b.getByRole('link', { name: 'Edited in tab B' })).toBeVisible();
});

test('"Reload" opens the stored project in place of the edits, and the next save works', async ({
  context,
}) => {
  const { a, b } = await twoTabs(context, 'Reload me');

  await nameBox(a).fill('Newer from tab A');
  await save(a);
  await expect(saved(a)).toBeVisible(SERVER_WAIT);

  await nameBox(b).fill('Stale edit in tab B');
  await save(b);
  const dialog = refusal(b);
  await expect(dialog.getByRole('alert')).toHaveText(CHANGED, SERVER_WAIT);
  // Cancel leaves the edit alone; a second save is refused again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(nameBox(b)).toHaveValue('Stale edit in tab B');
  await save(b);
  await expect(refusal(b)).toBeVisible(SERVER_WAIT);

  await refusal(b).getByRole('button', { name: 'Reload' }).click();
  await expect(nameBox(b)).toHaveValue('Newer from tab A', SERVER_WAIT);
  await expect(dot(b)).toHaveCount(0);

  // Based on the reloaded version, tab B saves; now tab A is the stale one.
  await nameBox(b).fill('Tab B after reload');
  await save(b);
  await expect(saved(b)).toBeVisible(SERVER_WAIT);
  await nameBox(a).fill('Tab A again');
  await save(a);
  await expect(refusal(a).getByRole('alert')).toHaveText(CHANGED, SERVER_WAIT);

  // The stored project is what tab B saved.
  await b.goto('/projects');
  await expect(b.getByTestId('project-card')).toHaveCount(1, SERVER_WAIT);
  await expect(b.getByRole('link', { name: 'Tab B after reload' })).toBeVisible();
});
