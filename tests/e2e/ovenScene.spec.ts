import { demoProject } from '../../compiler/src/scenes/demoProject.ts';
import { canvasPixels } from './support/canvasPixels.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The Oven scene (issue 26 item 2) in real Chromium: the scene chooser offers it and draws it; its demo
 * program (a PI controller in Structured Text) heats it from the IO tab's START; the DOOR pushbutton,
 * read by the scene, stays pressable (the scene does not drive it). Saves the screenshot of it running.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('the Oven is in the scene chooser and heats under its PI program; DOOR can be pressed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Scene', exact: true }).first().click();
  const chooser = page.getByLabel('Choose a scene');
  await expect(chooser.getByRole('option', { name: 'Oven', exact: true })).toHaveCount(1);
  await chooser.selectOption({ label: 'Oven' });
  await expect(page.locator('canvas[data-scene="OVEN"]')).toBeVisible();
  await expect(page.getByText('A temperature loop for PID tuning', { exact: false })).toBeVisible();

  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'oven.json',
    mimeType: 'application/json',
    // Saved near the setpoint (the chamber at 172 °C), so a few seconds show the loop at work.
    buffer: Buffer.from(
      JSON.stringify({ ...demoProject('OVEN'), sceneVars: { element: 215, chamber: 172 } }),
    ),
  });
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: 'IO', exact: true }).first().click();
  await page.getByRole('button', { name: /^DI0\b/ }).click();
  await page.getByRole('button', { name: /^DI0\b/ }).click();
  const door = page.getByRole('button', { name: /^DI2\b/ });
  await expect(door).toBeEnabled();

  await page.getByRole('tab', { name: 'Scene', exact: true }).first().click();
  const canvas = page.locator('canvas[data-scene="OVEN"]');
  const before = (await canvasPixels(canvas)).fingerprint;
  await expect
    .poll(async () => (await canvasPixels(canvas)).fingerprint, { timeout: 15_000 })
    .not.toBe(before);
  // A minute of plant time, fast-forwarded: the loop closes in on the setpoint.
  await page.getByRole('button', { name: 'Fast-forward 1 min', exact: true }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/work/screens/oven-1280.png' });
});
