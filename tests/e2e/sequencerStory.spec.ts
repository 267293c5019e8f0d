import type { Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The value an SQO box row shows (`POS`, `Dest`, …). */
function row(page: Page, slot: string) {
  return page.locator(`[data-type="SQO"] .plc-box-row[data-slot="${slot}"] .plc-value`);
}

test.describe('the sequencer story steps a traffic light on the real engine', () => {
  test('is on step 3, east-west green, after 3.5 s with RUN on', async ({ page }, testInfo) => {
    await page.goto(
      `${STORYBOOK_URL}/iframe.html?id=ladder-sequencers--traffic-light-ew-green&viewMode=story`,
    );
    const box = page.locator('[data-type="SQO"]');
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'PROG' })).toBeVisible({ timeout: 15_000 });
    await expect(box).toContainText('Sequencer Output');
    await expect(row(page, 'POS')).toHaveText('3', { timeout: 15_000 });
    // Step 3 of Light: 33 = NS red (bit 0) and EW green (bit 5).
    await expect(row(page, 'Dest')).toHaveText('33');
    await expect(page.locator('[data-type="SQI"]')).toContainText('Sequencer Input');
    const shot = await page
      .locator('#storybook-root')
      .screenshot({ path: '/work/screens/sqo-traffic-light.png' });
    await testInfo.attach('sqo-traffic-light.png', { body: shot, contentType: 'image/png' });
  });

  test('steps on while RUN is on, and RESET takes it back to step 0', async ({ page }) => {
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-sequencers--traffic-light-live&viewMode=story`);
    await expect(page.getByRole('button', { name: 'PROG' })).toBeVisible({ timeout: 15_000 });
    // One step a second: the position comes round to 2 within a few seconds.
    await expect(row(page, 'POS')).toHaveText('2', { timeout: 15_000 });
    await page.getByRole('button', { name: /^DI0 RUN/ }).click();
    await page.getByRole('button', { name: /^DI1 RESET/ }).click();
    await expect(row(page, 'POS')).toHaveText('0', { timeout: 15_000 });
  });
});
