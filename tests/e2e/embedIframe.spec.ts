import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { embedSnippet } from '../../web/src/workspace/embedSnippet.ts';
import { E2E_BASE_URL } from './support/server.ts';
import { checkStartStop, startStopExample } from './support/startStopChecks.ts';
import { expect, test } from './support/test.ts';

/**
 * The iframe embed as a course page uses it: a page served from a second local port holds
 * `<iframe src="{site}/embed/examples/start-stop-seal-in?autoRun=1&panels=scene,ladder,io">`; the
 * site's embed route loads the example from the API and runs it, with no site chrome.
 */
const EMBED_PATH = '/embed/examples/start-stop-seal-in?autoRun=1&panels=scene,ladder,io';

/** The start/stop example shared as a snapshot (POST /shared), as the Share dialog does. */
async function shareStartStop(): Promise<string> {
  const example = JSON.stringify(startStopExample());
  const answer = await fetch(`${E2E_BASE_URL}/api/shared`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: example,
  });
  expect(answer.status, 'POST /shared').toBe(200);
  return ((await answer.json()) as { shareId: string }).shareId;
}

/** A course page at /auto: text, then the Share dialog's embed code (the iframe and its height listener). */
const autoPage = (snippet: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lesson 2: sealing in</title>
  </head>
  <body style="font-family: Georgia, serif; margin: 0 auto; max-width: 60rem; padding: 1rem">
    <h1>Lesson 2: sealing in</h1>
    <p>Press START, then STOP, and read the rungs below the belt.</p>
    ${snippet}
    <p>Next: the same circuit in Structured Text.</p>
  </body>
</html>`;

let course: Server;
let courseUrl = '';
let autoSnippet = '';
test.beforeAll(async () => {
  autoSnippet = embedSnippet(E2E_BASE_URL, await shareStartStop());
  course = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (request.url === '/auto') {
      response.end(autoPage(autoSnippet));
      return;
    }
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

/** The frame's height on the course page, and what the page inside it measures. */
async function measure(page: Page, frame: FrameLocator) {
  const frameHeight = await page
    .locator('iframe[title="PLC simulator"]')
    .evaluate((element) => element.getBoundingClientRect().height);
  const inside = await frame.locator('main.embed').evaluate((main) => {
    const box = (selector: string) => {
      const found = main.querySelector(selector);
      if (!found) throw new Error(`${selector} is missing`);
      return found.getBoundingClientRect();
    };
    const panels = main.querySelector('.plc-simulator__panels');
    const padding = panels ? parseFloat(getComputedStyle(panels).paddingLeft) * 2 : 0;
    const root = document.documentElement;
    return {
      content: main.getBoundingClientRect().height,
      innerScroll: root.scrollHeight - root.clientHeight,
      viewport: window.innerHeight,
      ladderBottom: box('.plc-simulator__panel--ladder').bottom,
      footerBottom: box('.embed__footer').bottom,
      sceneWidth: box('canvas[data-scene="CONVEYOR"]').width,
      sceneHeight: box('canvas[data-scene="CONVEYOR"]').height,
      panelsWidth: box('.plc-simulator__panels').width - padding,
      ioWidth: box('.plc-simulator__panel--io').width,
    };
  });
  return { frameHeight, ...inside };
}

test.describe('auto-height iframe (the Share dialog embed code)', () => {
  for (const width of [1280, 375]) {
    test(`grows to the whole ladder on a course page ${width} px wide, with the scene across the frame`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${courseUrl}auto`);
      const frame = page.frameLocator('iframe[title="PLC simulator"]');
      await expect(frame.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
      // The listener set the frame to the height the page inside posted: no scrollbar inside.
      await expect
        .poll(
          async () => {
            const { frameHeight, content } = await measure(page, frame);
            return Math.abs(frameHeight - content);
          },
          { message: 'frame height minus content height', timeout: 15_000 },
        )
        .toBeLessThanOrEqual(2);
      const sized = await measure(page, frame);
      testInfo.annotations.push({ type: 'measured', description: JSON.stringify(sized) });
      expect(sized.innerScroll, 'scrollable height inside the frame').toBeLessThanOrEqual(0);
      expect(sized.ladderBottom).toBeLessThanOrEqual(sized.viewport);
      expect(sized.footerBottom).toBeLessThanOrEqual(sized.viewport);
      // The scene scales to the width it has (2 : 1, nothing cut off): the whole row on a phone, the
      // room beside the I/O panel on a desktop.
      expect(sized.sceneHeight * 2).toBeCloseTo(sized.sceneWidth, 0);
      if (width < 600) expect(sized.sceneWidth).toBeCloseTo(sized.panelsWidth, 0);
      else expect(sized.sceneWidth + sized.ioWidth).toBeGreaterThan(sized.panelsWidth * 0.9);
      await testInfo.attach(`embed-auto-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  }
});
