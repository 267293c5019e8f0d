import type { Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * REAL in a Structured Text program, as a learner types it (issue 24): REAL variables with initial
 * values, REAL math with a DINT conversion, live REAL and DINT values in the editor, and a REAL
 * division by zero reported once in the Output tab as a minor fault while the program keeps running.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a REAL program runs: live REAL values, REAL_TO_DINT, and a division by zero as a minor fault', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await typeLine(page, 'VAR Level : REAL := 1.5; Zero : REAL; Ratio : REAL; Whole : DINT; END_VAR');
  await typeLine(page, 'Level := Level + 0.25;');
  await typeLine(page, 'Ratio := 1.0 / Zero;');
  await page.keyboard.type('Whole := REAL_TO_DINT(Level);');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  // Live values: Level grows by 0.25 a scan and shows as a REAL; Ratio is +∞.
  await expect(
    editor.locator('.workspace-st__live', { hasText: /Level\s*=\s*\d+\.(0|25|5|75)\b/ }),
  ).toHaveCount(1);
  await expect(editor.locator('.workspace-st__live', { hasText: /Ratio\s*=\s*Infinity/ })).toHaveCount(1);

  await tab(page, 'Output').click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText(
    'Minor fault at line 3: division by zero in REAL math; the result is ±∞ or NaN and the scan went on.',
  );
  await expect(output.getByText(/Minor fault at line 3/)).toHaveCount(1);
  await expect(status(page)).toContainText('Program running...');

  // The DINT it rounds to shows as a whole number, and PROG stops the run.
  await expect(editor.locator('.workspace-st__live', { hasText: /Whole\s*=\s*\d+\s*$/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'PROG', exact: true }).click();
  await expect(status(page)).toContainText('PLC is in Program mode');
});
