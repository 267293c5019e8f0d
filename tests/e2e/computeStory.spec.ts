import type { Locator, Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The value row `slot` of the `index`-th (0-based) `type` box shows. */
function row(page: Page, type: string, slot: string, index = 0): Locator {
  return page
    .locator(`[data-type="${type}"]`)
    .nth(index)
    .locator(`.plc-box-row[data-slot="${slot}"] .plc-value`);
}

test.describe('the ComputeRunning story computes live on the real engine', () => {
  test('shows the results with Enable on, and Reset clears Total with CLR', async ({ page }, testInfo) => {
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-ladderview--compute-running&viewMode=story`);
    await expect(page.getByRole('button', { name: 'PROG' })).toBeVisible({ timeout: 15_000 });
    // Enable (DI0) was switched on once the program compiled: the results, not the initial zeros.
    await expect(page.getByRole('button', { name: /DI0 Enable = 1/ })).toBeVisible({ timeout: 15_000 });
    await expect(row(page, 'CPT', 'Dest', 0)).toHaveText('50.0', { timeout: 15_000 }); // (12 - 4) * 6.25
    await expect(row(page, 'CPT', 'Dest', 1)).toHaveText('22'); // 7 * 3 + 1
    await expect(row(page, 'NEG', 'Dest')).toHaveText('-7');
    await expect(row(page, 'ABS', 'Dest')).toHaveText('7');
    await expect(row(page, 'AND', 'Dest')).toHaveText('245'); // 16#F0F5 AND 255
    const shot = await page
      .locator('#storybook-root')
      .screenshot({ path: '/work/screens/compute-running.png' });
    await testInfo.attach('compute-running.png', { body: shot, contentType: 'image/png' });

    // Live: Reset (DI1) on clears Total after CPT writes it; off again, CPT writes 22 back.
    await page.getByRole('button', { name: /DI1 Reset = 0/ }).click();
    await expect(row(page, 'CPT', 'Dest', 1)).toHaveText('0', { timeout: 15_000 });
    await page.getByRole('button', { name: /DI1 Reset = 1/ }).click();
    await expect(row(page, 'CPT', 'Dest', 1)).toHaveText('22', { timeout: 15_000 });
  });
});
