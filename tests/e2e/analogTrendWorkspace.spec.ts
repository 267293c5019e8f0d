import { applyScene } from '../../compiler/src/scenes/applyScene.ts';
import { createEmptyProject } from '../../compiler/src/model/emptyProject.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The workspace's Trend tab (issue 26 item 3): a new project that picks the Water Tank gets its analog
 * channels, and the Trend tab plots them without any choosing — the level transmitter AI0 and the inlet
 * valve AO0, both in % — and the lines follow the plant once the program runs.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the Trend tab plots a scene’s analog channels by default and follows the running loop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeVisible({ timeout: 20_000 });
  // A new project on the Water Tank (it gets the analog channels) whose program opens the inlet valve.
  let next = 0;
  const tank = applyScene(createEmptyProject('Tank trend'), 'WATER_TANK', () => `tank-${next++}`);
  if (!tank) throw new Error('no Water Tank');
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'tank.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...tank, programMode: 'ST', stSource: 'AO0 := 100.0;' })),
  });
  await expect(page.locator('canvas[data-scene="WATER_TANK"]')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('tab', { name: 'Trend', exact: true }).first().click();
  const plot = page.getByRole('img', { name: /^Trend of AI0, AO0 over plant time/ });
  await expect(plot).toBeVisible({ timeout: 15_000 });
  const legend = page.locator('.u-legend');
  await expect(legend).toContainText('AI0 (%)');
  await expect(legend).toContainText('AO0 (%)');
  await expect(page.getByRole('checkbox', { name: /^AI0(?!_Raw)/ })).toBeChecked();

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Fast-forward 1 min', exact: true }).click();
  await page.waitForTimeout(1500);
  await page.locator('.u-over').scrollIntoViewIfNeeded();
  const box = await page.locator('.u-over').boundingBox();
  if (!box) throw new Error('no plot area');
  await page.mouse.move(box.x + box.width - 3, box.y + box.height / 2);
  const value = (label: string) =>
    legend.locator('.u-series').filter({ hasText: label }).locator('.u-value').textContent();
  await expect.poll(async () => Number(await value('AO0 (%)')), { timeout: 15_000 }).toBe(100);
  // The tank starts at level 50 of 60 (83.3 %); a wide-open inlet fills it further.
  await expect.poll(async () => Number(await value('AI0 (%)')), { timeout: 15_000 }).toBeGreaterThan(84);
  await page.screenshot({ path: '/work/screens/water-tank-trend-1280.png' });
});
