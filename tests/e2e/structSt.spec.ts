import type { Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * A STRUCT in a Structured Text program, as a learner types it (issue 24): the data type is declared in a
 * TYPE block, a variable and an array of it in VAR; a member's live value shows in the editor while
 * running, and an index out of range on `Pumps[i].Speed` stops the PLC with the fault naming the array,
 * its bounds and the line in Output.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a STRUCT program runs: a member’s live value, then Pumps[i] out of range stops it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await typeLine(page, 'TYPE Motor : STRUCT Run : BOOL; Speed : REAL := 1.5; END_STRUCT; END_TYPE');
  await typeLine(page, 'VAR P1 : Motor; Pumps : ARRAY[1..4] OF Motor; i : DINT := 1; Count : DINT; END_VAR');
  await typeLine(page, 'Count := Count + 1;');
  await typeLine(page, 'P1.Speed := Count * 10;');
  await typeLine(page, 'IF Count > 40 THEN i := 9; END_IF;');
  await page.keyboard.type('Pumps[i].Speed := P1.Speed;');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  // P1.Speed holds ten times the scan count: its live value shows after line 4.
  await expect(editor.locator('.workspace-st__live', { hasText: /P1\.Speed\s*=\s*[1-9]\d*0\b/ })).toHaveCount(
    1,
  );
  await page.screenshot({ path: '/work/screens/struct-st-1280.png' });

  // After 40 scans i becomes 9: Pumps[i].Speed on line 6 is out of range, a major fault that stops the run.
  await tab(page, 'Output').click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('Array index 9 is out of range for Pumps[1..4] (line 6)', {
    timeout: 20_000,
  });
  await expect(status(page)).toContainText('PLC is in Program mode');
});
