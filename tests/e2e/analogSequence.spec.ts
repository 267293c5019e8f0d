import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { watchConsole, type ConsoleWatch } from './support/console.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Analog sequence steps (issue 26 item 4) in the Sequence tab of your own project: a step sets the
 * analog input AI0 (Sets column, by keyboard), a check of it with a tolerance passes, the same check
 * as a hold (the Hold box, by mouse) fails at the first scan outside its band with the time, and the
 * run happens in the browser with the runner the server grades with.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const sequencePanel = (page: Page) => page.getByRole('region', { name: 'Sequence', exact: true });

let consoleWatch: ConsoleWatch;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
  consoleWatch = watchConsole(context);
});

test.afterEach(() => consoleWatch.expectNone());

/** axe's serious or critical violations inside the Sequence tab. */
async function sequenceViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.workspace-sequence').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function field(page: Page, name: string, text: string): Promise<void> {
  const box = sequencePanel(page).getByRole(name.startsWith('Tag of') ? 'combobox' : 'textbox', { name });
  await box.fill(text);
  await box.press('Enter');
}

test('a step sets AI0, checks it within a tolerance, and a hold outside its band fails with the time', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Tags').click();
  const tags = page.locator('.workspace-panel').filter({ has: page.getByRole('table', { name: 'Tags' }) });
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('AI0');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('REAL');
  await tags.getByRole('button', { name: 'Create' }).click();
  await expect(tags.locator('tr[data-tag="AI0"]').getByRole('cell').nth(1)).toHaveText('REAL');

  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await panel.getByRole('button', { name: 'Add Step' }).click();
  await panel.getByRole('button', { name: /^Add set\s*to step 1$/ }).press('Enter');
  await field(page, 'Tag of set 1 of step 1', 'AI0');
  await field(page, 'Value of set 1 of step 1', '62.5');
  await field(page, 'Fast-forward (ms) of step 1', '1000');
  await panel.getByRole('button', { name: /^Add check\s*to step 1$/ }).click();
  await field(page, 'Tag of check 1 of step 1', 'AI0');
  await field(page, 'Value of check 1 of step 1', '62');
  await field(page, 'Tolerance of check 1 of step 1', '1');
  await expect(panel.getByRole('textbox', { name: 'Value of set 1 of step 1' })).toHaveValue('62.5');

  await panel.getByRole('button', { name: 'Run Sequence' }).click();
  await expect(panel.getByText('All steps passed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('img', { name: 'Step 1 passed' })).toBeVisible();

  // 60 ± 1 misses 62.5: at the end of the step, then (as a hold) at its first scan.
  await field(page, 'Value of check 1 of step 1', '60');
  await panel.getByRole('button', { name: 'Run Sequence' }).click();
  await expect(
    panel.getByText(
      'Step 1 expected AI0 to be 60.0 ± 1.0 at 1.1 s but got 62.5. Click "Clear" to try again.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('checkbox', { name: 'Hold check 1 of step 1' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Hold check 1 of step 1' })).toBeChecked();
  await panel.getByRole('button', { name: 'Run Sequence' }).click();
  await expect(
    panel.getByText(
      'Step 1 expected AI0 to stay within 60.0 ± 1.0 but got 62.5 at 0.1 s. Click "Clear" to try again.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('img', { name: 'Step 1 failed' })).toBeVisible();
  expect(await sequenceViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1600, height: 900 });
  await panel.getByRole('region', { name: 'Test sequence' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screens/analog-sequence-tab.png' });
});
