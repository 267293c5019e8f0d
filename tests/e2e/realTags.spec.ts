import type { Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * REAL in the Tags tab (issue 24 item 8): a REAL tag is created from the create row, takes a typed
 * REAL, shows it as a REAL, refuses text that is no REAL with what one looks like, and is kept in the
 * draft across a reload.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the Tags tab creates a REAL tag, sets it to 1.5, refuses abc, and the draft keeps 1.5 after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Tags').click();
  const tags = page.locator('.workspace-panel').filter({ has: page.getByRole('table', { name: 'Tags' }) });
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Level');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('REAL');
  await tags.getByRole('button', { name: 'Create' }).click();
  const level = tags.locator('tr[data-tag="Level"]');
  await expect(level.getByRole('cell').nth(1)).toHaveText('REAL');
  const value = tags.getByRole('textbox', { name: 'Value of Level' });
  await expect(value).toHaveValue('0.0');

  await value.fill('1.5');
  await value.press('Enter');
  await expect(value).toHaveValue('1.5');
  await expect(tags.getByRole('alert')).toHaveText('');

  await value.fill('abc');
  await value.press('Enter');
  await expect(tags.getByRole('alert')).toHaveText(
    '"abc" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.',
  );
  await expect(value).toHaveValue('1.5');

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible({
    timeout: 20_000,
  });
  await tab(page, 'Tags').click();
  await expect(page.getByRole('textbox', { name: 'Value of Level' })).toHaveValue('1.5');
  await expect(page.locator('tr[data-tag="Level"]').getByRole('cell').nth(1)).toHaveText('REAL');
});
