import type { Locator, Page } from '@playwright/test';
import { closeSuggestions } from './support/monaco.ts';
import { STORYBOOK_URL } from './support/server.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Analog channels in the I/O palette and the IO tab (issue 26): a learner adds an analog input (a
 * slider) and an analog output (a bar gauge) from the palette, writes `AO0 := AI0;`, runs it, and moves
 * the slider with the mouse, the keyboard and (at 375 px) a finger: the gauge follows. The Analog I/O
 * story's trend plots AI0 as the slider moves. Screenshots at 1280 px and 375 px go to /work/screens.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const slider = (page: Page) => page.getByRole('slider', { name: 'AI0 POT1' });
const gauge = (page: Page) => page.getByRole('meter', { name: 'AO0 GAUGE1' });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

/** A new project with AI0 (slider) and AO0 (gauge) from the palette and `AO0 := AI0;`, running, IO tab open. */
async function buildAndRun(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  const io = page.locator('.workspace-menu').filter({ hasText: 'I/O' });
  await io.getByText('I/O', { exact: true }).click();
  const analogIn = io.getByRole('group', { name: 'Analog inputs' });
  await analogIn.getByRole('button', { name: 'Potentiometer (slider)' }).click();
  await expect(io.getByRole('status')).toHaveText('Added AI0 (POT1).');
  await io
    .getByRole('group', { name: 'Analog outputs' })
    .getByRole('button', { name: 'Analog gauge' })
    .click();
  await expect(io.getByRole('status')).toHaveText('Added AO0 (GAUGE1).');
  await io.getByText('I/O', { exact: true }).click();

  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.type('AO0 := AI0;');
  await closeSuggestions(page);
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  await tab(page, 'IO').click();
  await expect(slider(page)).toBeVisible();
}

/** The point at `fraction` of the slider's track, across its middle. */
async function pointAt(control: Locator, fraction: number): Promise<{ x: number; y: number }> {
  const track = control.locator('.plc-io__track');
  const box = await track.boundingBox();
  if (!box) throw new Error('the slider has no box');
  return { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
}

/** aria-valuenow of a slider or meter, as a number. */
const valueOf = async (control: Locator) => Number(await control.getAttribute('aria-valuenow'));

test('an analog slider from the palette drives a gauge by mouse and keyboard (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await buildAndRun(page);
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '0.0 %');
  await expect(slider(page)).toHaveAttribute('aria-valuemin', '0');
  await expect(slider(page)).toHaveAttribute('aria-valuemax', '100');
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', '0.0 %');

  // Drag with the mouse from 10 % to 60 % of the track: the slider and, a scan later, the gauge follow.
  const from = await pointAt(slider(page), 0.1);
  const to = await pointAt(slider(page), 0.6);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const dragged = await valueOf(slider(page));
  expect(dragged).toBeGreaterThan(55);
  expect(dragged).toBeLessThan(65);
  const text = `${dragged.toFixed(1)} %`;
  await expect(slider(page)).toHaveAttribute('aria-valuetext', text);
  await expect(page.locator('.plc-io__analog[data-tag="AI0"] .plc-io__reading')).toHaveText(text);
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', text, { timeout: 15_000 });
  await expect(page.locator('.plc-io__analog[data-tag="AO0"] .plc-io__reading')).toHaveText(text);
  // The program's live value in the editor agrees.
  await expect(page.locator('.workspace-st__live', { hasText: `AO0 = ${dragged.toFixed(1)}` })).toHaveCount(
    1,
    { timeout: 15_000 },
  );
  await page.screenshot({ path: '/work/screens/analog-io-1280.png' });

  // The keyboard: arrows move 1 %, Page Up 10 %, End and Home the ends.
  await slider(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const plusOne = `${(dragged + 1).toFixed(1)} %`;
  await expect(slider(page)).toHaveAttribute('aria-valuetext', plusOne);
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', plusOne, { timeout: 15_000 });
  await page.keyboard.press('End');
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', '100.0 %', { timeout: 15_000 });
  await page.keyboard.press('PageDown');
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', '90.0 %', { timeout: 15_000 });
  await page.keyboard.press('Home');
  await expect(gauge(page)).toHaveAttribute('aria-valuetext', '0.0 %', { timeout: 15_000 });

  // In PROG the slider is read-only: a drag changes nothing.
  await page.getByRole('button', { name: 'PROG', exact: true }).click();
  await expect(slider(page)).toHaveAttribute('aria-disabled', 'true');
  const middle = await pointAt(slider(page), 0.5);
  await page.mouse.click(middle.x, middle.y);
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '0');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the slider works by touch at 375 px: a tap and a finger drag', async ({ page }) => {
    await buildAndRun(page);
    await slider(page).scrollIntoViewIfNeeded();
    const box = await slider(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    // A tap at three quarters of the track sets about 75 %.
    const tap = await pointAt(slider(page), 0.75);
    await page.touchscreen.tap(tap.x, tap.y);
    await expect.poll(() => valueOf(slider(page))).toBeGreaterThan(70);
    expect(await valueOf(slider(page))).toBeLessThan(80);
    await expect
      .poll(async () => Number((await gauge(page).getAttribute('aria-valuenow')) ?? NaN), { timeout: 15_000 })
      .toBeCloseTo(await valueOf(slider(page)), 3);

    // A finger drag to a quarter of the track (touch events through the DevTools protocol).
    const start = await pointAt(slider(page), 0.75);
    const end = await pointAt(slider(page), 0.25);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
    await touch('touchStart', start);
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', { x: start.x + ((end.x - start.x) * i) / 8, y: start.y });
    }
    await touch('touchEnd');
    await expect.poll(() => valueOf(slider(page))).toBeLessThan(30);
    expect(await valueOf(slider(page))).toBeGreaterThan(20);
    const text = (await slider(page).getAttribute('aria-valuetext')) ?? '';
    await expect(gauge(page)).toHaveAttribute('aria-valuetext', text, { timeout: 15_000 });
    await page.screenshot({ path: '/work/screens/analog-io-375.png' });
  });
});

test('the Analog I/O story: the slider drives the gauge and the trend plots AI0', async ({ page }) => {
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=panels-analog-i-o--potentiometer&viewMode=story`);
  const storySlider = page.getByRole('slider', { name: 'AI0 LEVEL_SP' });
  const storyGauge = page.getByRole('meter', { name: 'AO0 VALVE' });
  await expect(storySlider).toBeVisible({ timeout: 15_000 });
  // The story switches to RUN once the engine has loaded: the slider is then operable.
  await expect(storySlider).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  await storySlider.focus();
  await page.keyboard.press('End');
  await expect(storyGauge).toHaveAttribute('aria-valuetext', '100.0 %', { timeout: 15_000 });

  // The trend's legend at the plot's right edge reads the latest AI0: 100.0, then 40.0 after Page Down ×6.
  const plot = page.locator('.plc-trend__plot');
  await expect(plot).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  const over = plot.locator('.u-over');
  const legendAi0 = plot
    .locator('.u-legend .u-series')
    .filter({ hasText: 'AI0' })
    .first()
    .locator('.u-value');
  const readLatest = async () => {
    const box = await over.boundingBox();
    if (!box) return '';
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
    return (await legendAi0.textContent()) ?? '';
  };
  await expect.poll(readLatest, { timeout: 15_000 }).toBe('100.0');
  await storySlider.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
  await expect(storyGauge).toHaveAttribute('aria-valuetext', '40.0 %', { timeout: 15_000 });
  await expect.poll(readLatest, { timeout: 15_000 }).toBe('40.0');
});
