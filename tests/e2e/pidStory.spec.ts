import type { Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The value a PID box row shows (`Setpoint`, `Output %`, …) as a number. */
async function rowValue(page: Page, slot: string): Promise<number> {
  const text = await page
    .locator(`[data-type="PID"] .plc-box-row[data-slot="${slot}"] .plc-value`)
    .textContent();
  return Number(text);
}

test.describe('the PID story runs a tank level loop on the real engine', () => {
  test('settles the level at the setpoint with the PI loop', async ({ page }, testInfo) => {
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-pid--settled&viewMode=story`);
    const box = page.locator('[data-type="PID"]');
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'PROG' })).toBeVisible({ timeout: 15_000 });
    await expect(box).toContainText('Proportional Integral Derivative');
    await expect(box).toContainText('Control Variable');
    await expect(box.locator('.plc-box-row[data-slot="SP"] .plc-value')).toHaveText('50.0', {
      timeout: 15_000,
    });
    // 60 s of scans: the PV is at the setpoint and the valve holds it at about 50 %.
    await expect.poll(() => rowValue(page, 'PV'), { timeout: 15_000 }).toBeGreaterThan(49.9);
    expect(await rowValue(page, 'PV')).toBeLessThan(50.1);
    const output = await rowValue(page, 'OUT');
    expect(output).toBeGreaterThan(49);
    expect(output).toBeLessThan(51);
    const shot = await page.locator('#storybook-root').screenshot({ path: '/work/screens/pid-box.png' });
    await testInfo.attach('pid-settled.png', { body: shot, contentType: 'image/png' });
  });

  test('holds the valve at SO in manual', async ({ page }) => {
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-pid--manual&viewMode=story`);
    await expect(page.getByRole('button', { name: /DI0 AUTO = 0/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-type="PID"] .plc-box-row[data-slot="OUT"] .plc-value')).toHaveText(
      '20.0',
      { timeout: 15_000 },
    );
  });
});
