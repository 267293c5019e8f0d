import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import type { LearnBook } from '@plcsim/content/learn';
import type { Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser } from './support/users.ts';
import { expect, test } from './support/test.ts';

/**
 * The Learn path (issue 27 item 3): the top bar's Learn link, the eleven units, a lesson with a live
 * example that runs and its problems, signed-out progress after solving a problem, the phone layout and
 * axe. The lesson's whole-page screenshots at 1280 and 375 px go to the test's results, or to
 * PLCSIM_SCREENS=<folder>.
 */

const book = JSON.parse(
  readFileSync(new URL('../../content/build/learn.json', import.meta.url), 'utf8'),
) as LearnBook;
const SOLVED_ID = 'machine-running-light';
const solvedUnit = book.units.find((unit) => unit.problems.some((p) => p.id === SOLVED_ID));

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Problem 1 in Structured Text, submitted from its workspace (signed out, it runs in the browser). */
async function solveMachineRunningLight(page: Page): Promise<void> {
  await expect(page).toHaveURL(`/problems/${SOLVED_ID}`);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });

  // The seal-in in Structured Text, then Submit: signed out, it runs in the browser.
  await page.getByRole('tab', { name: 'Structured Text', exact: true }).first().click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await typeLine(page, 'GREEN := (START OR GREEN) AND STOP;');
  await typeLine(page, 'YELLOW := FALSE;');
  await page.keyboard.type('RED := NOT GREEN;');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Sequence', exact: true }).first().click();
  const sequence = page.getByRole('region', { name: 'Sequence', exact: true });
  await sequence.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(sequence.getByText('All steps passed.', { exact: true })).toBeVisible({ timeout: 20_000 });
}

test('the top bar leads to the eleven units; a lesson has its text, a live example that runs, and its problems', async ({
  page,
}) => {
  await page.goto('/help');
  await page.locator('header.top-bar').getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page).toHaveURL('/learn');
  await expect(page).toHaveTitle('Learn | PLC IO Simulator');
  await expect(page.getByTestId('learn-unit')).toHaveCount(11);
  await expect(page.getByTestId('learn-unit').nth(10)).toContainText('Subroutines and Add-On Instructions');
  await expect(page.getByText(/remembered in this browser only/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Timers', exact: true }).click();
  await expect(page).toHaveURL('/learn/timers');
  await expect(page.getByRole('heading', { level: 1, name: 'Timers' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'An on-delay waits before it acts' }),
  ).toBeVisible();
  await expect(page.getByText('A TON (timer on-delay) counts time while its rung is true.')).toBeVisible();

  // Example 5 in the site's own <PlcSimulator>: RUN, hold START, and YELLOW lights while the timer times.
  const example = page.getByRole('figure', { name: /Example 5: On-Delay Timer/ });
  const simulator = example.getByRole('region', { name: 'PLC simulator' });
  await expect(simulator.getByRole('button', { name: 'RUN', exact: true })).toBeEnabled({ timeout: 20_000 });
  await simulator.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
  await expect(example.getByRole('link', { name: 'Open in the editor' })).toHaveAttribute(
    'href',
    '/examples/on-delay-timer',
  );

  const timers = book.units.find((unit) => unit.slug === 'timers');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByTestId('learn-problem')).toHaveCount(timers?.problems.length ?? 0);
  const first = timers?.problems[0];
  await expect(problems.getByRole('link', { name: `${first?.number}. ${first?.name}` })).toHaveAttribute(
    'href',
    `/problems/${first?.id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('signed out: a problem solved in the workspace counts in its unit on this device', async ({ page }) => {
  test.setTimeout(120_000);
  expect(solvedUnit, `no unit lists ${SOLVED_ID}`).toBeDefined();
  const unitPath = `/learn/${solvedUnit?.slug}`;
  const total = solvedUnit?.problems.length ?? 0;
  await page.goto(unitPath);
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByText(`0 of ${total} problems solved`)).toBeVisible();
  await problems.getByRole('link', { name: '1. Machine Running Light' }).click();
  await solveMachineRunningLight(page);

  await page.goto(unitPath);
  await expect(problems.getByText(`1 of ${total} problems solved`)).toBeVisible();
  const row = problems.getByTestId('learn-problem').filter({ hasText: 'Machine Running Light' });
  await expect(row.getByRole('img', { name: 'Solved' })).toBeVisible();
  await expect(row.getByText('solved on this device')).toBeVisible();
  await page.goto('/learn');
  const card = page.getByTestId('learn-unit').filter({ hasText: solvedUnit?.title ?? '' });
  await expect(card.getByText(`1 of ${total} problems solved`)).toBeVisible();
});

test("signed in afterwards: Keep adds the signed-out solve to the account's Learn progress on this device", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const total = solvedUnit?.problems.length ?? 0;
  await page.goto(`/problems/${SOLVED_ID}`);
  await solveMachineRunningLight(page);
  const user = await createConfirmedUser(e2eStack(), 'keeper');
  await signInThroughPage(page, user.username, user.password);
  // The profile, where signing in lands, offers it first; the Learn page offers it too until answered.
  await expect(page.getByRole('region', { name: 'Keep your progress?' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Learn', exact: true }).first().click();
  const offer = page.getByRole('region', { name: 'Keep your progress?' });
  await expect(offer).toContainText(
    `You solved 1 problem on this device while signed out. Keep it in ${user.username}'s Learn progress?`,
    { timeout: 15_000 },
  );
  expect(await seriousViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Keep' }).click();
  await expect(offer).toBeHidden();
  const card = page.getByTestId('learn-unit').filter({ hasText: solvedUnit?.title ?? '' });
  await expect(card.getByText(`1 of ${total} problems solved`)).toBeVisible();
  await page.reload();
  await expect(card.getByText(`1 of ${total} problems solved`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Keep your progress?' })).toHaveCount(0);
});

test('at 375 px the path and a lesson fit the phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/learn');
  await expect(page.getByTestId('learn-unit')).toHaveCount(11);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto('/learn/timers');
  const example = page.getByRole('figure', { name: /Example 5: On-Delay Timer/ });
  await expect(example.getByRole('button', { name: 'RUN', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("in the dark theme a lesson's examples run dark too, without axe violations", async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/learn/timers');
  const example = page.locator('figure.lesson-example').first();
  await expect(example.locator('.plc-simulator')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
  await expect(example.getByRole('button', { name: 'RUN', exact: true })).toBeEnabled({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await example.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(example.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a lesson draws every example at 1280 and 375 px, in whole-page screenshots', async ({
  page,
}, testInfo) => {
  // Kept with the test's results; PLCSIM_SCREENS=<folder> saves them there instead.
  const folder = process.env.PLCSIM_SCREENS ?? testInfo.outputPath('screens');
  mkdirSync(folder, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/learn/timers');
    await expect(page.getByRole('heading', { level: 1, name: 'Timers' })).toBeVisible();
    // Bring every example near the screen once, so each simulator is drawn in the full-page picture.
    const figures = page.locator('figure.lesson-example');
    await expect(figures).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      await figures.nth(i).scrollIntoViewIfNeeded();
      await expect(figures.nth(i).getByRole('button', { name: 'RUN', exact: true })).toBeEnabled({
        timeout: 20_000,
      });
    }
    // The ladder view draws only the rungs on screen: make the whole page the viewport for the picture.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${folder}/learn-lesson-${width}.png`, fullPage: true });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/learn');
    await expect(page.getByTestId('learn-unit')).toHaveCount(11);
    await page.screenshot({ path: `${folder}/learn-path-${width}.png`, fullPage: true });
  }
});
