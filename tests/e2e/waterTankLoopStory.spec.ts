import { canvasPixels } from './support/canvasPixels.ts';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The number a live value of the story's panel shows ("12.3 %" → 12.3). */
const shown = async (text: Promise<string | null>) => Number.parseFloat((await text) ?? 'NaN');

test('Water Tank story: a PI loop in Structured Text fills the empty tank towards 50 %, live', async ({
  page,
}, testInfo) => {
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=scene-loops-water-tank--pi-controller&viewMode=story`);
  const loop = page.locator('dl[aria-label="Level loop"]');
  await expect(loop.locator('[data-value="setpoint"]')).toHaveText('50.0 %');
  const pv = loop.locator('[data-value="pv"]');
  const cv = loop.locator('[data-value="cv"]');
  const canvas = page.locator('canvas[data-scene="WATER_TANK"]');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  const before = await canvasPixels(canvas);
  // The controller opens the valve wide on the empty tank; the transmitter reading climbs.
  await expect.poll(() => shown(cv.textContent()), { timeout: 15_000 }).toBeGreaterThan(50);
  await expect.poll(() => shown(pv.textContent()), { timeout: 15_000 }).toBeGreaterThan(5);
  await expect
    .poll(async () => (await canvasPixels(canvas)).fingerprint, { timeout: 15_000 })
    .not.toBe(before.fingerprint);
  await testInfo.attach('water-tank-pi.png', { body: await canvas.screenshot(), contentType: 'image/png' });
});
