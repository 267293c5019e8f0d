import type { Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

test.use({ serviceWorkers: 'allow' });

/**
 * Works offline after the first load (issue 14 §6, docs/decisions.md "Offline"): the service worker
 * that vite-plugin-pwa generates precaches the site, so with the network off `/` opens from it, a new
 * project is built and runs on the cached VM, and an API page says there is no connection.
 */

/** The two no-connection sentences of web/src/api/http.ts (OFFLINE_MESSAGE, UNREACHABLE_MESSAGE). */
const NO_CONNECTION = [
  'You are offline. This needs a connection to the server; your work in the editor is kept.',
  'The server could not be reached. Check your connection and try again; your work in the editor is kept.',
];

const toolbar = (page: Page) => page.locator('.workspace-toolbar');
const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

/** Waits until the site's service worker is active (its precache complete) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  const active = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.active !== null),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
    ]),
  );
  expect(active, 'the site registered a service worker and it activated').toBe(true);
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  // clientsClaim normally takes this page over; a reload is the fallback.
  if (!(await controlled())) {
    await page.reload();
    await expect(toolbar(page)).toBeVisible({ timeout: 20_000 });
  }
  await expect.poll(controlled, { message: 'the service worker controls the page' }).toBe(true);
}

/** Gives the selected (new) instruction a new BOOL tag `name`, typed into the operand picker. */
async function nameOperand(page: Page, name: string): Promise<void> {
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /operands/ })).toBeHidden();
}

test('after one visit the site opens, builds and runs a project offline; API pages say so', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(toolbar(page)).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await expect(toolbar(page)).toBeVisible({ timeout: 20_000 });
  await expect(status(page)).toContainText('PLC is in Program mode');

  // A new program, compiled and run on the VM from the cache: XIO(Sensor)OTE(Lamp) energises Lamp.
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIO', exact: true }).click();
  await nameOperand(page, 'Sensor');
  await page.getByRole('button', { name: 'OTE', exact: true }).click();
  await nameOperand(page, 'Lamp');
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'XIO(Sensor)OTE(Lamp);',
  );
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  await expect(page.locator('.plc-ladder .plc-instruction').filter({ hasText: 'Lamp' })).toHaveAttribute(
    'data-state',
    'energised',
  );

  // A page that needs the API opens from the cache too, and says why its list is missing.
  await page.goto('/examples');
  await expect(page.getByRole('heading', { name: 'Examples', level: 1 })).toBeVisible({ timeout: 20_000 });
  // The list says there is no connection instead of 'Failed to load examples.'. Chromium may still report
  // navigator.onLine true for a moment on a page opened offline: then the fetch's failure reads as the
  // server being unreachable, which is the other sentence of the two.
  await expect(page.locator('.list-failure')).toBeVisible({ timeout: 15_000 });
  expect(NO_CONNECTION).toContain(await page.locator('.list-failure').textContent());

  // Back online, the same page loads its list again.
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('.card-list .card-title').first()).toBeVisible({ timeout: 20_000 });
});
