import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The editor workspace on the real local stack (spec 000 §2 "Editor workspace", §4 "Workspace
 * context"): a new project, an example that opens running with only RUN, a problem that opens stopped,
 * Previous and Next, Copy to Project, and the Errors tab when RUN is refused.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

test('the home page is a new empty project in PROG, with every tab', async ({ page }) => {
  await openWorkspace(page, '/');
  await expect(page).toHaveTitle('PLC IO Simulator');
  await expect(nameBox(page)).toHaveValue('New Project');
  await expect(nameBox(page)).toBeEnabled();
  await expect(status(page)).toContainText('PLC is in Program mode');
  for (const name of [
    'Description',
    'Scene',
    'Ladder',
    'Structured Text',
    'Sequence',
    'Tags',
    'IO',
    'Output',
    'Errors',
  ]) {
    await expect(tab(page, name)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'PROG', exact: true })).toBeVisible();
});

test('an example opens running, offers only RUN, and steps with Previous and Next', async ({ page }) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await expect(page).toHaveTitle('Examples | Start/Stop Seal-In');
  await expect(nameBox(page)).toHaveValue('2. Start/Stop Seal-In');
  await expect(nameBox(page)).toBeDisabled();
  await expect(status(page)).toContainText('Program running...');
  await expect(page.getByRole('button', { name: 'PROG', exact: true })).toHaveCount(0);
  // Read-only until copied: no editing tools.
  await expect(page.getByRole('button', { name: 'Add Rung' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/examples/contacts-and-coils');
  await expect(nameBox(page)).toHaveValue('1. Contacts and Coils');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/examples/start-stop-seal-in');
  await expect(status(page)).toContainText('Program running...');
});

test('Copy to Project takes an example home under its name, editable and stopped', async ({ page }) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await page.getByRole('button', { name: 'Copy to Project' }).click();
  await expect(page).toHaveURL('/');
  await expect(nameBox(page)).toHaveValue('Start/Stop Seal-In');
  await expect(nameBox(page)).toBeEnabled();
  await expect(status(page)).toContainText('PLC is in Program mode');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled();
  await expect(page.locator('.plc-ladder-rung').first()).toBeVisible();
});

test('a problem opens stopped with its description; RUN with an error opens the Errors tab', async ({
  page,
}) => {
  await openWorkspace(page, '/problems/start-up-warning');
  await expect(page).toHaveTitle('Problems | Start-Up Warning');
  await expect(nameBox(page)).toHaveValue('2. Start-Up Warning');
  await expect(status(page)).toContainText('PLC is in Program mode');
  await expect(page.getByText(/Before a machine starts it must warn/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Not graded yet' })).toBeVisible();

  // An XIC with no tag: RUN is refused and the Errors tab lists the error.
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program contains Errors');
  const errors = page.locator('.workspace-errors');
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText(/^\d+ Errors? \(Ladder\)$/);
  // Clicking the error selects its instruction on the ladder.
  await page.getByRole('region', { name: /^Ladder/ }).press('Escape');
  await expect(page.locator('.plc-ladder .plc-instruction[data-selected="true"]')).toHaveCount(0);
  await errors.getByRole('button').first().click();
  await expect(page.locator('.plc-ladder .plc-instruction[data-selected="true"]')).toHaveCount(1);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('an example runs in one tab strip: the ladder and the scene', async ({ page }) => {
    await openWorkspace(page, '/examples/start-stop-seal-in');
    await expect(status(page)).toContainText('Program running...');
    await expect(page.locator('.plc-ladder-rung').first()).toBeVisible();
    await tab(page, 'Scene').tap();
    await expect(page.locator('.workspace-scene canvas')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
