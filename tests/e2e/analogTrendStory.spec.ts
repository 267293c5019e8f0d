import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * The analog trend story (issue 26 item 3): a temperature loop whose project trends nothing chosen, so
 * the chart plots its analog channels by default — the setpoint and AI0 in °C on one axis, the heater
 * AO0 in % on a second — with units in the legend, and the lines move as the loop runs.
 */
test('the trend of a project with analog channels plots setpoint, PV and output with a % axis', async ({
  page,
}) => {
  await page.goto(
    `${STORYBOOK_URL}/iframe.html?id=panels-trendchart-analog--temperature-loop&viewMode=story`,
  );
  const plot = page.getByRole('img', { name: 'Trend of Temp_SP, AI0, AO0 over plant time in seconds' });
  await expect(plot).toBeVisible({ timeout: 15_000 });
  await expect(plot).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  const legend = page.locator('.u-legend');
  await expect(legend).toContainText('Temp_SP');
  await expect(legend).toContainText('AI0 (°C)');
  await expect(legend).toContainText('AO0 (%)');
  // After a few seconds of plant time, the cursor near the right edge reads the settled loop: P-only
  // leaves AI0 at (20 + 5 × 150) / 6 = 128.3 °C, below its 150 °C setpoint, with the heater at 43.3 %.
  await page.waitForTimeout(4000);
  const box = await page.locator('.u-over').boundingBox();
  if (!box) throw new Error('no plot area');
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  const value = (label: string) =>
    legend.locator('.u-series').filter({ hasText: label }).locator('.u-value').textContent();
  await expect.poll(async () => Number(await value('AI0 (°C)')), { timeout: 15_000 }).toBeCloseTo(128.3, 0);
  expect(Number(await value('AO0 (%)'))).toBeCloseTo(43.3, 0);
  expect(Number(await value('Temp_SP'))).toBe(150);
  await expect(page.getByRole('checkbox', { name: /AI0/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /DO0/ })).not.toBeChecked();
  await page.locator('#storybook-root').screenshot({ path: '/work/screens/analog-trend-story.png' });
});
