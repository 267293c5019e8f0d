import type { Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * An ARRAY in a Structured Text program, as a learner types it (issue 24): the array is declared in VAR,
 * an element with a constant index shows its live value in the editor while running, and an index that
 * leaves the bounds stops the PLC with the fault naming the array, its bounds and the line in Output.
 * The Tags tab lists the program's VAR tags (the array's elements among them) with their live values.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('an ARRAY program runs: an element’s live value, then an index out of range stops it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await typeLine(page, 'VAR Data : ARRAY[0..9] OF DINT; i : DINT; Count : DINT; END_VAR');
  await typeLine(page, 'Count := Count + 1;');
  await typeLine(page, 'Data[3] := Count * 10;');
  await typeLine(page, 'IF Count > 40 THEN i := 12; END_IF;');
  await page.keyboard.type('Data[i] := Count;');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  // Data[3] holds ten times the scan count: its live value shows after line 3.
  await expect(editor.locator('.workspace-st__live', { hasText: /Data\[3\]\s*=\s*[1-9]\d*0\b/ })).toHaveCount(
    1,
  );

  // The Tags tab lists the program's own VAR tags, the array's elements among them, with live values.
  await tab(page, 'Tags').click();
  const tags = page.getByRole('region', { name: 'Tags' }).first();
  await expect(tags.getByText('Declared in the Structured Text (VAR)')).toBeVisible();
  await expect(tags.getByRole('row', { name: /Data\[3\]\s+DINT\s+[1-9]\d*0\b/ })).toBeVisible();
  if (process.env.PLCSIM_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.PLCSIM_SCREENSHOTS}/st-var-tags-1280.png` });
  }

  // After 40 scans i becomes 12: Data[i] on line 5 is out of range, a major fault that stops the run.
  await tab(page, 'Output').click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('Array index 12 is out of range for Data[0..9] (line 5)', {
    timeout: 20_000,
  });
  await expect(status(page)).toContainText('PLC is in Program mode');
});
