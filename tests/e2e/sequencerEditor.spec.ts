import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The sequencers (issue 25 item 3) by mouse and keyboard: on the Conveyor scene a rung
 * XIC(START) SQO(Steps[0],15,Out,Seq,2,0) is built from the File/Misc toolset tab, the array Steps is
 * made in the Tags tab with its steps, the CONTROL Seq and the DINT Out are created from the operand
 * picker and Seq.LEN is set to 2; running, each press of START steps Out through the table, wrapping
 * from step 2 back to step 1.
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

/** Types `value` into the Tags tab's value box of `name` and confirms it. */
async function setValue(page: Page, name: string, value: string) {
  const box = tagsPanel(page).getByRole('textbox', { name: `Value of ${name}` });
  await box.fill(value);
  await box.press('Enter');
  await expect(box).toHaveValue(value);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('an SQO from the File/Misc tab steps Out through its table on each press of START', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Scene').click();
  await page.getByLabel('Choose a scene').selectOption({ label: 'Conveyor' });
  await expect(page.locator('canvas[data-scene="CONVEYOR"]')).toBeVisible();

  // The sequencer table: step 0 (the start), then steps 1 and 2.
  await tab(page, 'Tags').click();
  const tags = tagsPanel(page);
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Steps');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('DINT');
  await tags.getByRole('textbox', { name: 'New tag array length' }).fill('3');
  await tags.getByRole('button', { name: 'Create' }).click();
  await expect(tags.locator('tr[data-tag="Steps[2]"]')).toBeVisible();
  await setValue(page, 'Steps[1]', '21');
  await setValue(page, 'Steps[2]', '38');

  // XIC(START), then SQO from the File/Misc tab, after LFU.
  await tab(page, 'Ladder').click();
  await button(page, 'Add Rung').click();
  await button(page, 'XIC').click();
  const xic = await selectedInstruction(page);
  await xic.locator('[data-operand-slot="tag"]').first().click();
  const xicPicker = page.getByRole('dialog', { name: 'XIC operands' });
  await xicPicker.getByRole('combobox').fill('START');
  await xicPicker.getByRole('combobox').press('Enter');
  await expect(xicPicker).toBeHidden();
  await tab(page, 'File/Misc').click();
  await button(page, 'SQO').click();
  const sqo = await selectedInstruction(page);
  await expect(sqo.locator('text').nth(1)).toHaveText('Sequencer Output');

  // Array, Mask (a constant), Dest and Control in one pass of the picker, by keyboard.
  await sqo.locator('[data-operand-slot="Array"]').click();
  const picker = page.getByRole('dialog', { name: 'SQO operands' });
  const field = picker.getByRole('combobox');
  await expect(picker.getByRole('group', { name: 'Tags for array' }).getByRole('button')).toHaveText([
    'Steps[0..2]',
  ]);
  await field.fill('Steps[0]');
  await field.press('Enter');
  await expect(picker.getByRole('button', { name: 'Mask', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('15');
  await field.press('Enter');
  await expect(picker.getByRole('button', { name: 'Destination', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('Out');
  await expect(picker.getByRole('button', { name: 'Create DINT tag “Out”' })).toBeVisible();
  await field.press('Enter');
  await expect(picker.getByRole('button', { name: 'Control', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field.fill('Seq');
  await expect(picker.getByRole('button', { name: 'Create CONTROL tag “Seq”' })).toBeVisible();
  await field.press('Enter');
  await expect(picker).toBeHidden();

  // Length 2: the CONTROL's LEN in the Tags tab.
  await tab(page, 'Tags').click();
  await setValue(page, 'Seq.LEN', '2');
  await tab(page, 'Ladder').click();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'XIC(DI0)SQO(Steps[0],15,Out,Seq,2,0);',
  );

  // RUN: each press of START (a false-to-true rung) takes the next step through the mask 15.
  await button(page, 'RUN').click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 15_000,
  });
  const dest = sqo.locator('[data-slot="Dest"] .plc-value');
  const position = sqo.locator('[data-slot="POS"] .plc-value');
  await expect(position).toHaveText('0');
  await tab(page, 'IO').click();
  const start = page.getByRole('button', { name: /^DI0\b/ });
  const press = async (pos: string, out: string) => {
    await tab(page, 'IO').click();
    await start.click();
    await tab(page, 'Ladder').click();
    await expect(position).toHaveText(pos);
    await expect(dest).toHaveText(out);
    await tab(page, 'IO').click();
    await start.click(); // released: the rung goes false
    await tab(page, 'Ladder').click();
    await expect(sqo.locator('[data-output="EN"]')).not.toHaveAttribute('data-state', 'energised');
  };
  await press('1', '5'); // 21 through the mask 15
  await press('2', '6'); // 38 through the mask 15
  await expect(sqo.locator('[data-output="DN"]')).toHaveAttribute('data-state', 'energised');
  await press('1', '5'); // wraps to step 1, not the start step 0
  await page.screenshot({ path: '/work/screens/sqo-editor-1280.png' });
});
