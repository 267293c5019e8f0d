import { readFileSync } from 'node:fs';
import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import type { Project } from '@plcsim/compiler';
import { canvasPixels } from './canvasPixels.ts';
import { expect } from './test.ts';

/**
 * What both embed specs check on the start/stop seal-in example (content/examples/02-start-stop-seal-
 * in: START = DI0, MOTOR = DO0, conveyor scene) once it runs with autoRun: START lights the motor,
 * the belt moves, the START contact is drawn green; paused, three Steps add three scans.
 */

/** The example's document, as `npm run generate` built it into content/build/examples.json. */
export function startStopExample(): Project {
  const examples = JSON.parse(
    readFileSync(new URL('../../../content/build/examples.json', import.meta.url), 'utf8'),
  ) as (Project & { example_id: string })[];
  const found = examples.find((example) => example.example_id === 'start-stop-seal-in');
  if (!found) throw new Error('content/build/examples.json has no start-stop-seal-in example');
  return found;
}

/** The id of the first rung's START contact (the XIC on DI0), which the checks look for in the page. */
export const START_CONTACT_ID = ((): string => {
  const example = startStopExample();
  const start = Object.values(example.tagMap).find((tag) => tag.name === 'DI0');
  const contact = Object.entries(example.instructionMap).find(
    ([, instruction]) => instruction.type === 'XIC' && instruction.tag === start?.uuid,
  );
  if (!contact) throw new Error('the start/stop example has no XIC on DI0');
  return contact[0];
})();

/** A fingerprint of the scene canvas's pixels, to tell two frames apart. */
const sceneFingerprint = async (canvas: Locator) => (await canvasPixels(canvas)).fingerprint;

/** How many pixels of a screenshot of `target` are clearly green (decoded in the page, no network). */
async function greenPixels(page: Page, target: Locator): Promise<number> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let green = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (g > 100 && g > r + 50 && g > b + 30) green++;
    }
    return green;
  }, png);
}

/** `rgb(11, 154, 60)` → true when green clearly dominates. */
function isGreen(colour: string): boolean {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return g > 100 && g > r + 50 && g > b + 30;
}

/** The checks on the simulator in `root`: the page itself, or an iframe of it (`page.frameLocator`). */
export async function checkStartStop(
  page: Page,
  testInfo: TestInfo,
  root: Page | FrameLocator = page,
): Promise<void> {
  const simulator = root.getByRole('region', { name: 'PLC simulator' });
  const start = simulator.getByRole('button', { name: /^DI0\b/ });
  const motor = simulator.locator('.plc-io__output[data-tag="DO0"]');
  const canvas = simulator.locator('canvas[data-scene="CONVEYOR"]');
  const contact = simulator.locator(`[data-element-id="${START_CONTACT_ID}"]`);
  const contactSymbol = contact.locator('path.plc-symbol').first();

  // autoRun: RUN as soon as the engine and the project are loaded; inputs are refused until then.
  await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
  await expect(start).toBeEnabled();
  await expect(motor).toHaveAttribute('data-on', 'false');
  await expect(contact).toHaveAttribute('data-state', 'normal');
  const greenBefore = await greenPixels(page, contactSymbol);
  expect(isGreen(await contactSymbol.evaluate((path) => getComputedStyle(path).stroke))).toBe(false);

  await start.click();
  await expect(start).toHaveAttribute('aria-pressed', 'true');
  await expect(motor).toHaveAttribute('data-on', 'true');
  await expect(motor).toContainText('On');

  // The belt runs: the drawing keeps changing.
  const frame = await sceneFingerprint(canvas);
  await expect.poll(() => sceneFingerprint(canvas), { timeout: 5_000 }).not.toBe(frame);

  // The START contact passes power: energised, stroked green, green on screen.
  await expect(contact).toHaveAttribute('data-state', 'energised');
  const stroke = await contactSymbol.evaluate((path) => getComputedStyle(path).stroke);
  expect(isGreen(stroke), `the START contact's stroke ${stroke}`).toBe(true);
  const greenAfter = await greenPixels(page, contactSymbol);
  expect(greenAfter, 'green pixels of the START contact').toBeGreaterThan(greenBefore + 20);
  await testInfo.attach('running.png', { body: await page.screenshot(), contentType: 'image/png' });

  // Paused, each Step runs exactly one scan.
  await simulator.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(simulator.getByText('Paused', { exact: true })).toBeVisible();
  const counted = simulator.getByText(/^Scan Count: \d+$/);
  const before = Number((await counted.textContent())?.replace(/\D+/g, ''));
  const step = simulator.getByRole('button', { name: 'Step', exact: true });
  for (let i = 0; i < 3; i++) await step.click();
  await expect(counted).toHaveText(`Scan Count: ${before + 3}`);
  await expect(motor).toHaveAttribute('data-on', 'true');
}
