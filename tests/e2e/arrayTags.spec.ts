import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Arrays in the Tags tab (issue 24 items 3 and 8): a DINT array of 5 is created from the create row,
 * its element Data[2] is set to 42 and kept in the draft across a reload; the array's name opens and
 * closes its element rows from the keyboard (Enter and Space, aria-expanded). Screenshots of the Tags
 * tab with the array open at 1280 px and 375 px go to /work/screens.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const tagsPanel = (page: Page) =>
  page.locator('.workspace-panel').filter({ has: page.getByRole('table', { name: 'Tags' }) });
const rowNames = (tags: Locator) =>
  tags.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tag')));

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the Tags tab creates DINT[5], sets Data[2] to 42, keeps it after a reload, and opens and closes by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Tags').click();
  const tags = tagsPanel(page);
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Data');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('DINT');
  await tags.getByRole('textbox', { name: 'New tag array length' }).fill('5');
  await tags.getByRole('button', { name: 'Create' }).click();
  await expect(tags.getByRole('alert')).toHaveText('');
  await expect(tags.getByRole('textbox', { name: 'Length of Data' })).toHaveValue('5');
  for (const index of [0, 1, 2, 3, 4]) {
    await expect(tags.locator(`tr[data-tag="Data[${index}]"]`).getByRole('cell').nth(1)).toHaveText('DINT');
  }

  const element = tags.getByRole('textbox', { name: 'Value of Data[2]' });
  await expect(element).toHaveValue('0');
  await element.fill('42');
  await element.press('Enter');
  await expect(element).toHaveValue('42');
  await element.fill('4.5');
  await element.press('Enter');
  await expect(tags.getByRole('alert')).toHaveText(
    'Data[2] is a DINT: its value is a whole number from -2147483648 to 2147483647.',
  );
  await expect(element).toHaveValue('42');

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible({
    timeout: 20_000,
  });
  await tab(page, 'Tags').click();
  const reloaded = tagsPanel(page);
  await expect(reloaded.getByRole('textbox', { name: 'Value of Data[2]' })).toHaveValue('42');
  await expect(reloaded.getByRole('textbox', { name: 'Length of Data' })).toHaveValue('5');

  // The name is a disclosure: Enter closes it, Space opens it again.
  const name = reloaded.locator('tr[data-tag="Data"]').getByRole('button', { name: 'Data', exact: true });
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  expect(await rowNames(reloaded)).not.toContain('Data[0]');
  await page.keyboard.press('Space');
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  expect(await rowNames(reloaded)).toEqual(expect.arrayContaining(['Data[0]', 'Data[4]']));

  await page.getByRole('button', { name: 'Keep them' }).click();
  // The Tags pane maximised, so the whole table shows.
  await page
    .locator('.flexlayout__tabset')
    .filter({ has: tab(page, 'Tags') })
    .getByTitle('Maximize')
    .first()
    .click();
  await expect(tagsPanel(page).getByRole('textbox', { name: 'Value of Data[2]' })).toBeInViewport();
  await page.screenshot({ path: '/work/screens/array-tags-1280.png' });
  await page
    .locator('.flexlayout__tabset')
    .filter({ has: tab(page, 'Tags') })
    .getByTitle('Restore')
    .first()
    .click();
  // On a phone the table scrolls sideways to the values.
  await page.setViewportSize({ width: 375, height: 812 });
  await tab(page, 'Tags').click();
  const phoneValue = tagsPanel(page).getByRole('textbox', { name: 'Value of Data[2]' });
  await expect(phoneValue).toHaveValue('42');
  await phoneValue.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screens/array-tags-375.png' });
});
