import type { Page } from '@playwright/test';
import { canvasPixels } from './support/canvasPixels.ts';
import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/** Each scene story, the button that sets its demo program going, and its Storybook story id. */
const SCENES: readonly [story: string, button: string][] = [
  ['air-compressor', 'START'],
  ['bottle-fill', 'START'],
  ['car-wash', 'START'],
  ['conveyor', 'START'],
  ['cylinder', 'START'],
  ['elevator', 'CALL3'],
  ['garage-door', 'START'],
  ['injection-mold', 'START'],
  ['intersection', 'START'],
  ['mixing-tank', 'START'],
  ['oven', 'START'],
  ['railroad-crossing', 'START'],
  ['stack-light', 'START'],
  ['stoplight', 'START'],
  ['water-tank', 'START'],
];

/** The scene canvas's pixels on the story page. */
const pixels = (page: Page) => canvasPixels(page.locator('canvas[data-scene]'));

test.describe('scene stories run on the real engine', () => {
  for (const [story, button] of SCENES) {
    test(`${story}: drawn, and it moves when ${button} is pressed`, async ({ page }, testInfo) => {
      await page.goto(`${STORYBOOK_URL}/iframe.html?id=scenes--${story}&viewMode=story`);
      const start = page.getByRole('button', { name: new RegExp(`\\b${button} = [01]$`) });
      await expect(start).toBeEnabled({ timeout: 15_000 });
      const canvas = page.locator('canvas[data-scene]');
      await testInfo.attach(`${story}-at-rest.png`, {
        body: await canvas.screenshot(),
        contentType: 'image/png',
      });
      const before = await pixels(page);
      expect(before.colours, 'distinct colours in the drawing').toBeGreaterThan(20);

      // Press, and release only once the drawing moved: two clicks inside one 100 ms scan would hide the
      // press from the program (this failed once on a loaded CI machine).
      await start.click();
      await expect
        .poll(async () => (await pixels(page)).fingerprint, { timeout: 15_000 })
        .not.toBe(before.fingerprint);
      if (button !== 'START' || story !== 'railroad-crossing') await start.click();
      await testInfo.attach(`${story}-running.png`, {
        body: await canvas.screenshot(),
        contentType: 'image/png',
      });
    });
  }
});
