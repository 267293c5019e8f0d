import { canvasPixels } from './support/canvasPixels.ts';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** The live value a story shows for `alias` ("TEMPERATURE = 21.37"). */
const reading = (text: string | null, alias: string): number => {
  const match = new RegExp(`${alias} = (-?[\\d.]+)`).exec(text ?? '');
  return match ? Number(match[1]) : NaN;
};

test.describe('Mixing Tank heat and Air Compressor transmitter stories run on the real engine', () => {
  test('on/off heater control: the heater is on, the temperature climbs and the drawing reads it', async ({
    page,
  }, testInfo) => {
    await page.goto(
      `${STORYBOOK_URL}/iframe.html?id=scenes-heat-and-pressure--mixing-tank-on-off&viewMode=story`,
    );
    const values = page.getByLabel('Live values');
    await expect(values).toContainText('HEATER = 1', { timeout: 15_000 });
    const canvas = page.locator('canvas[data-scene]');
    const first = await canvasPixels(canvas);
    await expect
      .poll(async () => reading(await values.textContent(), 'TEMPERATURE'), { timeout: 15_000 })
      .toBeGreaterThan(21);
    const raw = reading(await values.textContent(), 'TEMPERATURE_RAW');
    expect(raw).toBeGreaterThan(6553);
    await expect
      .poll(async () => (await canvasPixels(canvas)).fingerprint, { timeout: 15_000 })
      .not.toBe(first.fingerprint);
    await testInfo.attach('mixing-tank-heating.png', {
      body: await canvas.screenshot(),
      contentType: 'image/png',
    });
  });

  test('compressor transmitter: PRESSURE rises in bar with its raw counts', async ({ page }, testInfo) => {
    await page.goto(
      `${STORYBOOK_URL}/iframe.html?id=scenes-heat-and-pressure--air-compressor-transmitter&viewMode=story`,
    );
    const values = page.getByLabel('Live values');
    await expect(values).toContainText('MOTOR = 1', { timeout: 15_000 });
    await expect
      .poll(async () => reading(await values.textContent(), 'PRESSURE'), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const text = await values.textContent();
    const bar = reading(text, 'PRESSURE');
    const raw = reading(text, 'PRESSURE_RAW');
    // Both come from the same scan: raw counts are the bar reading over 0–10 bar.
    expect(Math.abs(raw - (bar / 10) * 32767)).toBeLessThan(20);
    const canvas = page.locator('canvas[data-scene]');
    await testInfo.attach('compressor-transmitter.png', {
      body: await canvas.screenshot(),
      contentType: 'image/png',
    });
  });
});
