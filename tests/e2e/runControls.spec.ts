import type { Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The run controls as a newcomer meets them (issue 22 items 2, 3 and 8): the toolbar says which
 * language runs, RUN of an empty Structured Text program over a ladder is refused in the Output tab
 * with a switch that runs the ladder; RUN while paused resumes; internal bits toggle from the Tags and
 * IO tabs while running; the empty IO tab leads to the I/O palette and the scene chooser.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const language = (page: Page) => page.locator('.workspace-toolbar__language');
const motor = (page: Page) => page.locator('.plc-io__output[data-tag="DO0"]');
const scanCount = async (page: Page) =>
  Number(
    (
      await status(page)
        .getByText(/^Scan Count: \d+$/)
        .textContent()
    )?.replace(/\D+/g, ''),
  );

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

test('RUN of an empty Structured Text program over ladder rungs says so in Output and switches to Ladder', async ({
  page,
}) => {
  // Ladder rungs of one's own: the seal-in example copied home.
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await page.getByRole('button', { name: 'Copy to Project' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(2);
  await expect(language(page)).toHaveText('Runs: Ladder');

  // The Structured Text tab makes Structured Text the language that runs, and the toolbar says so.
  await tab(page, 'Structured Text').click();
  await expect(language(page)).toHaveText('Runs: Structured Text');
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toBeVisible();
  await expect(output).toContainText(
    'RUN refused: the project runs Structured Text and its Structured Text program is empty, but the Ladder program has 2 rungs.',
  );
  await expect(status(page)).toContainText('PLC is in Program mode');

  // The offered switch selects the Ladder tab and runs the ladder.
  await output.getByRole('button', { name: 'Switch to Ladder' }).click();
  await expect(language(page)).toHaveText('Runs: Ladder');
  await expect(tab(page, 'Ladder')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toContainText('Program running...');
  await expect(output.getByRole('button', { name: 'Switch to Ladder' })).toHaveCount(0);
  await tab(page, 'IO').click();
  await expect(motor(page)).toHaveAttribute('data-on', 'false');
  await page.getByRole('button', { name: /^DI0\b/ }).click();
  await expect(motor(page)).toHaveAttribute('data-on', 'true');
});

test('RUN while paused resumes: no Paused, scans go on', async ({ page }) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await expect(status(page)).toContainText('Program running...');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(status(page)).toContainText('Paused');
  const paused = await scanCount(page);
  await page.waitForTimeout(400);
  expect(await scanCount(page)).toBe(paused);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  await expect(status(page)).not.toContainText('Paused');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeEnabled();
  await expect.poll(() => scanCount(page), { timeout: 15_000 }).toBeGreaterThan(paused + 3);
});

test('the empty IO tab leads to the I/O palette and a scene; an internal bit toggles from Tags and IO', async ({
  page,
}) => {
  await openWorkspace(page, '/');
  await tab(page, 'IO').click();
  await expect(
    page.getByText(
      'No I/O yet. Add inputs and outputs from the I/O palette in the toolbar, or pick a scene: it brings its own.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open the I/O palette' }).click();
  const palette = page.getByRole('group', { name: 'I/O palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await page.getByRole('button', { name: 'Pick a scene' }).click();
  const chooser = page.getByLabel('Choose a scene');
  await expect(chooser).toBeVisible();
  await expect(chooser).toBeFocused();
  await chooser.selectOption({ label: 'Conveyor' });
  await expect(page.locator('canvas[data-scene="CONVEYOR"]')).toBeVisible();

  // XIC on a new internal BOOL tag Enable, OTE on DO0 (MOTOR).
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  const ladder = page.getByRole('region', { name: /^Ladder/ });
  const picker = page.getByRole('dialog', { name: /operands/ });
  await ladder.press('Enter');
  await page.keyboard.type('Enable');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'OTE', exact: true }).click();
  await ladder.press('Enter');
  await page.keyboard.type('DO0');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'XIC(Enable)OTE(DO0);',
  );

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');

  // From the Tags tab.
  await tab(page, 'Tags').click();
  const toggle = page.getByRole('switch', { name: 'Toggle Enable' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('tr[data-tag="DO0"] .plc-tags__value')).toHaveText('1');

  // From the IO tab: Internal bits.
  await tab(page, 'IO').click();
  await expect(motor(page)).toHaveAttribute('data-on', 'true');
  const enable = page.getByRole('region', { name: 'Internal bits' }).getByRole('button', { name: 'Enable' });
  await expect(enable).toHaveAttribute('aria-pressed', 'true');
  await enable.click();
  await expect(enable).toHaveAttribute('aria-pressed', 'false');
  await expect(motor(page)).toHaveAttribute('data-on', 'false');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the language that runs is in view beside RUN', async ({ page }) => {
    await openWorkspace(page, '/');
    await expect(language(page)).toHaveText('Runs: Ladder');
    await expect(language(page)).toBeInViewport({ ratio: 1 });
    await tab(page, 'Structured Text').tap();
    await expect(language(page)).toHaveText('Runs: Structured Text');
    await expect(language(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'RUN', exact: true })).toBeInViewport();
  });
});
