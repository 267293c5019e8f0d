import type { Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * A JSR runs its subroutine (issue 25 item 5): routines built in the workspace, run by the VM.
 */

const SERVER_WAIT = { timeout: 20_000 };
const routines = (page: Page) => page.locator('.workspace-ladder').getByRole('combobox', { name: 'Routine' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

/** Adds a rung and types `text` into it as neutral rung text. */
async function addRungText(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('e');
  const box = page.getByRole('textbox', { name: /as text$/ });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toBeHidden();
}

test('a JSR runs its subroutine; a routine no JSR calls does not run', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled(SERVER_WAIT);
  await page.getByRole('button', { name: 'Add routine' }).click();
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Fill');
  await page.getByRole('textbox', { name: 'Routine name' }).press('Enter');
  await addRungText(page, 'OTE(Valve);');
  await page.getByRole('button', { name: 'Add routine' }).click();
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Drain');
  await page.getByRole('textbox', { name: 'Routine name' }).press('Enter');
  await addRungText(page, 'OTE(Pump);');
  await routines(page).selectOption('MainRoutine');
  await addRungText(page, 'JSR(Fill);');

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running', SERVER_WAIT);
  // Valve (Fill's coil) is on: the JSR calls Fill; Pump (Drain's) stays off: nothing calls Drain.
  await tab(page, 'Tags').click();
  // (Rows of tags the program writes show their live value as text: `Valve BOOL 1`.)
  await expect(page.getByRole('row', { name: /^Valve BOOL 1 / })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Pump BOOL 0 / })).toBeVisible();
});
