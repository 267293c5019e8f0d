import type { Locator, Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The value an SQO box row shows (`POS`, `Dest`, …). */
function row(page: Page, slot: string) {
  return page.locator(`[data-type="SQO"] .plc-box-row[data-slot="${slot}"] .plc-value`);
}

/** The live bit drawn beside the OTE coil of tag `name`. */
const lamp = (page: Page, name: string) =>
  page
    .locator('[data-type="OTE"]')
    .filter({ has: page.locator('text.plc-tag-name', { hasText: name }) })
    .locator('text.plc-bit');

/** Clicks an input's button until it shows `value`. */
async function set(button: Locator, value: 0 | 1) {
  if (!(await button.innerText()).endsWith(`= ${value}`)) await button.click();
  await expect(button).toHaveText(new RegExp(`= ${value}$`));
}

test('the sequencer story steps a traffic light with SQO on the real engine, and RES takes it to step 0', async ({
  page,
}, testInfo) => {
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-sequencers--traffic-light-live&viewMode=story`);
  const run = page.getByRole('button', { name: /^DI0 RUN = [01]$/ });
  const reset = page.getByRole('button', { name: /^DI1 RESET = [01]$/ });
  await expect(run).toBeEnabled({ timeout: 15_000 });
  await expect(page.locator('[data-type="SQO"]')).toContainText('Sequencer Output');
  await expect(page.locator('[data-type="SQI"]')).toContainText('Sequencer Input');
  await set(run, 1);
  // One step a second: step 3 of Light is 33, NS red (bit 0) and EW green (bit 5).
  await expect(row(page, 'POS')).toHaveText('3', { timeout: 20_000 });
  await expect(row(page, 'Dest')).toHaveText('33');
  await expect(lamp(page, 'DO5')).toHaveText('1');
  await expect(lamp(page, 'DO2')).toHaveText('0');
  const shot = await page
    .locator('#storybook-root')
    .screenshot({ path: '/work/screens/sqo-traffic-light.png' });
  await testInfo.attach('sqo-traffic-light.png', { body: shot, contentType: 'image/png' });
  // Steps 4, then back to 1 (not the start step 0): NS green.
  await expect(row(page, 'POS')).toHaveText('1', { timeout: 20_000 });
  await expect(lamp(page, 'DO2')).toHaveText('1');
  await set(run, 0);
  await set(reset, 1);
  await expect(row(page, 'POS')).toHaveText('0', { timeout: 15_000 });
});
