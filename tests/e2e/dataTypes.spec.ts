import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Data types in the Tags tab (issue 24 items 4 and 8): the data type Motor (Run BOOL, Speed REAL, Delay
 * TIMER) is made in the Data types section by mouse and keyboard, then Pumps : Motor[4] from the create
 * row; Pumps[1] opens into its members and Pumps[1].Speed is set to 2.5, kept by undo/redo and in the
 * draft across a reload. Screenshots of the Tags tab with the UDT array at 1280 px and 375 px go to
 * /work/screens.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const tagsPanel = (page: Page) =>
  page.locator('.workspace-panel').filter({ has: page.getByRole('table', { name: 'Tags' }) });
const rowNames = (tags: Locator) =>
  tags
    .locator('table[class*="plc-tags__table"]:not(.plc-types__members) > tbody > tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tag')));

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the Tags tab makes the data type Motor, a Motor[4] array, and keeps Pumps[1].Speed = 2.5', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Tags').click();
  const tags = tagsPanel(page);
  const types = tags.getByRole('region', { name: 'Data types' });

  // The section opens from the keyboard; the new name is checked as it is typed.
  const toggle = types.getByRole('button', { name: /^Data types \(\d+\)$/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const newType = types.getByRole('textbox', { name: 'New data type name' });
  await newType.fill('Timer');
  await expect(newType).toHaveAccessibleDescription("Timer is a built-in type's name.");
  await expect(types.getByRole('button', { name: 'Add data type' })).toBeDisabled();
  await newType.fill('Motor');
  await newType.press('Enter');
  await expect(types.getByRole('region', { name: 'Motor' })).toBeVisible();

  // Members: Member1 renamed Run by keyboard; Speed REAL and Delay TIMER added by mouse.
  const member1 = types.getByRole('textbox', { name: 'Name of Motor.Member1' });
  await member1.fill('Run');
  await member1.press('Enter');
  await types.getByRole('button', { name: 'Add a member to Motor' }).click();
  const member2 = types.getByRole('textbox', { name: 'Name of Motor.Member2' });
  await member2.fill('Speed');
  await member2.press('Tab');
  await types.getByRole('combobox', { name: 'Type of Motor.Speed' }).selectOption('REAL');
  await types.getByRole('button', { name: 'Add a member to Motor' }).click();
  const member3 = types.getByRole('textbox', { name: 'Name of Motor.Member3' });
  await member3.fill('Delay');
  await member3.press('Enter');
  await types.getByRole('combobox', { name: 'Type of Motor.Delay' }).selectOption('TIMER');
  await expect(types.getByRole('alert')).toHaveText('');
  await expect(types.getByRole('combobox', { name: 'Type of Motor.Speed' })).toHaveValue('REAL');

  // Pumps : Motor[4] from the create row.
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Pumps');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('Motor');
  await tags.getByRole('textbox', { name: 'New tag array length' }).fill('4');
  await tags.getByRole('button', { name: 'Create' }).click();
  await expect(tags.getByRole('textbox', { name: 'Length of Pumps' })).toHaveValue('4');
  const pumpsRow = tags.locator('tr[data-tag="Pumps"]');
  await expect(pumpsRow).toContainText('Motor[');
  await expect(pumpsRow).toContainText('4 elements');

  // Pumps[1] opens into Run, Speed and Delay; Speed takes 2.5.
  const element = tags.locator('tr[data-tag="Pumps[1]"]').getByRole('button', { name: 'Pumps[1]' });
  await expect(element).toHaveAttribute('aria-expanded', 'false');
  await element.click();
  await expect(element).toHaveAttribute('aria-expanded', 'true');
  expect(await rowNames(tags)).toEqual(
    expect.arrayContaining(['Pumps[1].Run', 'Pumps[1].Speed', 'Pumps[1].Delay']),
  );
  await expect(tags.locator('tr[data-tag="Pumps[1].Speed"]').getByRole('cell').nth(1)).toHaveText('REAL');
  const speed = tags.getByRole('textbox', { name: 'Value of Pumps[1].Speed' });
  await speed.fill('2.5');
  await speed.press('Enter');
  await expect(speed).toHaveValue('2.5');

  // Undo takes the value back; redo brings it again.
  const undo = page.getByRole('button', { name: /^Undo/ }).first();
  const redo = page.getByRole('button', { name: /^Redo/ }).first();
  await undo.click();
  await expect(tags.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toHaveValue('0.0');
  await redo.click();
  await expect(tags.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toHaveValue('2.5');

  // The draft keeps the type, the tag and the value across a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Keep them' }).click();
  await tab(page, 'Tags').click();
  const reloaded = tagsPanel(page);
  await reloaded.locator('tr[data-tag="Pumps[1]"]').getByRole('button', { name: 'Pumps[1]' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toHaveValue('2.5');
  const reloadedTypes = reloaded.getByRole('region', { name: 'Data types' });
  await reloadedTypes.getByRole('button', { name: 'Data types (1)' }).click();
  await expect(reloadedTypes.getByRole('combobox', { name: 'Type of Motor.Delay' })).toHaveValue('TIMER');

  // The Tags pane maximised: the data type and the open UDT array in one view.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page
    .locator('.flexlayout__tabset')
    .filter({ has: tab(page, 'Tags') })
    .getByTitle('Maximize')
    .first()
    .click();
  await expect(reloaded.getByRole('textbox', { name: 'Value of Pumps[1].Speed' })).toBeVisible();
  await page.screenshot({ path: '/work/screens/udt-tags-1280.png' });
  await page
    .locator('.flexlayout__tabset')
    .filter({ has: tab(page, 'Tags') })
    .getByTitle('Restore')
    .first()
    .click();
  // On a phone the member table and the tag table scroll sideways; nothing is cut off.
  await page.setViewportSize({ width: 375, height: 812 });
  await tab(page, 'Tags').click();
  const phone = tagsPanel(page);
  await phone.getByRole('button', { name: 'Data types (1)' }).click();
  await expect(phone.getByRole('textbox', { name: 'Name of Motor.Speed' })).toBeVisible();
  await page.screenshot({ path: '/work/screens/udt-types-375.png' });
  const phoneElement = phone.locator('tr[data-tag="Pumps[1]"]').getByRole('button', { name: 'Pumps[1]' });
  if ((await phoneElement.getAttribute('aria-expanded')) === 'false') await phoneElement.click();
  const phoneValue = phone.getByRole('textbox', { name: 'Value of Pumps[1].Speed' });
  await expect(phoneValue).toHaveValue('2.5');
  // The table scrolls sideways to the values; the names stay in view.
  await phoneValue.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screens/udt-tags-375.png' });
});
