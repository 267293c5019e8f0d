import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from './support/server.ts';
import { checkStartStop } from './support/startStopChecks.ts';
import { expect, test } from './support/test.ts';

/**
 * The iframe embed as a course page uses it: a page served from a second local port holds
 * `<iframe src="{site}/embed/examples/start-stop-seal-in?autoRun=1&panels=scene,ladder,io">`; the
 * site's embed route loads the example from the API and runs it, with no site chrome.
 */
const EMBED_PATH = '/embed/examples/start-stop-seal-in?autoRun=1&panels=scene,ladder,io';

let course: Server;
let courseUrl = '';
test.beforeAll(async () => {
  course = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Lesson 1: the seal-in circuit</title></head>
  <body style="font-family: sans-serif; margin: 16px">
    <h1>Lesson 1: the seal-in circuit</h1>
    <p>Press START and watch the belt.</p>
    <iframe src="${E2E_BASE_URL}${EMBED_PATH}" title="PLC simulator: start/stop seal-in"
      style="border: 0; width: 100%; max-width: 1000px; height: 760px" loading="lazy"></iframe>
  </body>
</html>`);
  });
  await new Promise<void>((resolve) => course.listen(0, '127.0.0.1', resolve));
  courseUrl = `http://127.0.0.1:${(course.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => course.close(resolve));
});

test.describe('iframe embed in a page of another origin', () => {
  test('runs the start/stop example: START lights the motor, the belt moves, Step counts scans', async ({
    page,
  }, testInfo) => {
    await page.goto(courseUrl);
    const frame = page.frameLocator('iframe[title="PLC simulator: start/stop seal-in"]');
    await checkStartStop(page, testInfo, frame);
    // No site chrome inside the frame, and a way to the full editor.
    await expect(frame.getByRole('navigation')).toHaveCount(0);
    const editor = frame.getByRole('link', { name: 'Open in full editor' });
    await expect(editor).toHaveAttribute('href', '/examples/start-stop-seal-in');
    // From PROG, Step holds RUN at scan 0: three presses give Scan Count 3.
    await frame.getByRole('button', { name: 'PROG', exact: true }).click();
    await expect(frame.getByText('PLC is in Program mode')).toBeVisible();
    const step = frame.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 3; i++) await step.click();
    await expect(frame.getByText(/^Scan Count: \d+$/)).toHaveText('Scan Count: 3');
  });

  test('looks right at 375 px and 1280 px', async ({ page }, testInfo) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(courseUrl);
      const frame = page.frameLocator('iframe[title="PLC simulator: start/stop seal-in"]');
      await expect(frame.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
      // Nothing wider than the frame but the ladder, which scrolls on its own.
      const overflow = await frame.locator('body').evaluate((body) => body.scrollWidth - body.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await testInfo.attach(`iframe-${width}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
  });

  test('an embed link to nothing says so inside the frame', async ({ page }) => {
    await page.goto(`${E2E_BASE_URL}/embed/examples/no-such-example`);
    await expect(page.getByRole('alert')).toHaveText('Example not found.');
    await page.goto(`${E2E_BASE_URL}/embed/projects/1`);
    await expect(page.getByRole('alert')).toContainText('This embed link is not valid');
  });
});
