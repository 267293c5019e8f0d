import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The file instructions (issue 25 item 3) by mouse and keyboard: on the Conveyor scene a rung
 * XIC(START) BSL(Track[0],Shift,START,8) is built from the File/Misc toolset tab, the CONTROL tag Shift
 * is created from the operand picker and the array Track in the Tags tab, Shift.LEN is set to 8; running,
 * each press of START shifts a 1 into Track[0] and the ladder's live value shows the bits move up.
 * Screenshot of the running BSL at 1280 px.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tagsPanel = (page: Page) =>
  page.locator('.workspace-panel').filter({ has: page.getByRole('table', { name: 'Tags' }) });

/** The instruction selected now (the one just inserted). */
async function selectedInstruction(page: Page): Promise<Locator> {
  const selected = page.locator('.plc-ladder .plc-instruction[data-selected="true"]');
  await expect(selected).toHaveCount(1);
  const id = await selected.getAttribute('data-element-id');
  return page.locator(`[data-element-id="${id}"]`);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a BSL from the File/Misc tab shifts a bit through Track[0] on each press of START', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Scene').click();
  await page.getByLabel('Choose a scene').selectOption({ label: 'Conveyor' });
  await expect(page.locator('canvas[data-scene="CONVEYOR"]')).toBeVisible();

  // The bit array: a DINT[1] made in the Tags tab.
  await tab(page, 'Tags').click();
  const tags = tagsPanel(page);
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Track');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('DINT');
  await tags.getByRole('textbox', { name: 'New tag array length' }).fill('1');
  await tags.getByRole('button', { name: 'Create' }).click();
  await expect(tags.locator('tr[data-tag="Track[0]"]')).toBeVisible();

  // XIC(START), then BSL from the File/Misc tab.
  await tab(page, 'Ladder').click();
  await button(page, 'Add Rung').click();
  await button(page, 'XIC').click();
  const xic = await selectedInstruction(page);
  await xic.locator('[data-operand-slot="tag"]').first().click();
  const xicPicker = page.getByRole('dialog', { name: 'XIC operands' });
  await xicPicker.getByRole('combobox').fill('START');
  await xicPicker.getByRole('combobox').press('Enter');
  await expect(xicPicker).toBeHidden();
  const fileTab = page.getByRole('tab', { name: 'File/Misc', exact: true });
  await fileTab.click();
  await expect(fileTab).toHaveAttribute('aria-selected', 'true');
  await button(page, 'BSL').click();
  const bsl = await selectedInstruction(page);
  await expect(bsl.locator('text').nth(1)).toHaveText('Bit Shift Left');

  // Array, Control and Source Bit in one pass of the picker, by keyboard.
  await bsl.locator('[data-operand-slot="Array"]').click();
  const picker = page.getByRole('dialog', { name: 'BSL operands' });
  const field = picker.getByRole('combobox');
  await expect(picker.getByRole('group', { name: 'Tags for array' }).getByRole('button')).toHaveText([
    'Track[0..0]',
  ]);
  await field.fill('Track[0]');
  await field.press('Enter');
  await expect(picker.getByRole('button', { name: 'Control', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('Shift');
  await expect(picker.getByRole('button', { name: 'Create CONTROL tag “Shift”' })).toBeVisible();
  await field.press('Enter');
  await expect(picker.getByRole('button', { name: 'Source bit', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('START');
  await field.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'XIC(DI0)BSL(Track[0],Shift,DI0,0);',
  );

  // Length 8: the CONTROL's LEN in the Tags tab.
  await tab(page, 'Tags').click();
  const len = tagsPanel(page).getByRole('textbox', { name: 'Value of Shift.LEN' });
  await len.fill('8');
  await len.press('Enter');
  await expect(len).toHaveValue('8');
  await tab(page, 'Ladder').click();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'XIC(DI0)BSL(Track[0],Shift,DI0,8);',
  );

  // RUN: each press of START (a false-to-true rung) shifts a 1 in; the Array row shows Track[0] live.
  await button(page, 'RUN').click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 15_000,
  });
  const arrayValue = bsl.locator('[data-slot="Array"] .plc-value');
  await expect(arrayValue).toHaveText('0');
  await tab(page, 'IO').click();
  const start = page.getByRole('button', { name: /^DI0\b/ });
  await start.click();
  await tab(page, 'Ladder').click();
  await expect(arrayValue).toHaveText('1');
  await expect(bsl.locator('[data-output="DN"]')).toHaveAttribute('data-state', 'energised');
  for (const expected of ['3', '7']) {
    await tab(page, 'IO').click();
    await start.click(); // released: the rung goes false, nothing shifts
    // A scan must see the rung false (.EN off) before the next press, or there is no rising edge.
    await tab(page, 'Ladder').click();
    await expect(bsl.locator('[data-output="EN"]')).not.toHaveAttribute('data-state', 'energised');
    await tab(page, 'IO').click();
    await start.click();
    await tab(page, 'Ladder').click();
    await expect(arrayValue).toHaveText(expected);
  }
  await page.screenshot({ path: '/work/screens/bsl-running-1280.png' });
});
