import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * A newcomer's first minutes (issue 22 items 12 and 14): the "Start here" card of a first visit to the
 * home page, the workspace tour (also from Help), and the workspace on a 375 px phone by touch: the
 * scene fits its panel, the toolbar rows show that they scroll, every tab opens and works.
 */

/** The cookie choice and the page-edge banners settled, the Start here card not yet dismissed. */
const FIRST_VISIT = () => {
  localStorage.setItem('cookieConsent', 'false');
  localStorage.setItem('surveyHidden', 'true');
  localStorage.setItem('discordInviteHidden', 'true');
};

const card = (page: Page) => page.getByRole('region', { name: 'Start here' });
const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The highlight ring surrounds `target` (within a few pixels). */
async function expectHighlighted(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    const ring = await page.locator('.tour__highlight').boundingBox();
    const box = await target.boundingBox();
    expect(ring && box).toBeTruthy();
    if (!ring || !box) return;
    expect(ring.x).toBeLessThanOrEqual(box.x);
    expect(ring.y).toBeLessThanOrEqual(box.y);
    expect(ring.x + ring.width).toBeGreaterThanOrEqual(box.x + box.width);
    expect(ring.y + ring.height).toBeGreaterThanOrEqual(box.y + box.height);
    expect(ring.width - box.width).toBeLessThan(16);
  }).toPass({ timeout: 5_000 });
}

/** The tour's six steps: title and what each highlights. */
const STEPS: { title: string; target: (page: Page) => Locator }[] = [
  { title: 'The toolbar', target: (page) => page.locator('.workspace-toolbar__doc') },
  { title: 'Instructions', target: (page) => page.locator('.plc-toolsets') },
  { title: 'Operands', target: (page) => page.locator('.plc-editor__ladder') },
  { title: 'RUN', target: (page) => page.getByRole('group', { name: 'Run mode' }) },
  { title: 'The IO tab', target: (page) => tab(page, 'IO') },
  { title: 'The Errors tab', target: (page) => tab(page, 'Errors') },
];

test.describe('a first visit at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(FIRST_VISIT);
  });

  test('the Start here card leads to example 1 and problem 1, and stays away once dismissed', async ({
    page,
  }) => {
    await openWorkspace(page, '/');
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toContainText('Start here');
    // In the page's flow: the tabs start below it, nothing is covered.
    const cardBox = await card(page).boundingBox();
    const layoutBox = await page.locator('.workspace-layout').boundingBox();
    expect((cardBox?.y ?? 0) + (cardBox?.height ?? 0)).toBeLessThanOrEqual(layoutBox?.y ?? 0);
    expect(await seriousViolations(page, '.start-here')).toEqual([]);
    await page.screenshot({ path: '/work/screens/start-here.png' });

    await card(page).getByRole('link', { name: 'Open example 1' }).click();
    await expect(page).toHaveURL('/examples/contacts-and-coils');
    await expect(nameBox(page)).toHaveValue('1. Contacts and Coils', { timeout: 20_000 });
    await expect(card(page)).toHaveCount(0);
    await page.goBack();
    await expect(card(page)).toBeVisible({ timeout: 20_000 });

    await card(page).getByRole('link', { name: 'Solve problem 1' }).click();
    await expect(page).toHaveURL('/problems/machine-running-light');
    await expect(nameBox(page)).toHaveValue('1. Machine Running Light', { timeout: 20_000 });
    await page.goBack();

    await card(page).getByRole('button', { name: 'Dismiss Start here' }).click();
    await expect(card(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
    await expect(nameBox(page)).toHaveValue('New Project');
    await expect(card(page)).toHaveCount(0);
  });

  test('the tour walks its six steps from the card, Back and Escape included', async ({ page }) => {
    await openWorkspace(page, '/');
    const start = card(page).getByRole('button', { name: 'Take the two-minute tour' });
    await start.click();
    for (const [index, step] of STEPS.entries()) {
      const dialog = page.getByRole('dialog', { name: step.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Step ${index + 1} of 6`);
      await expectHighlighted(page, step.target(page));
      if (step.title === 'RUN') {
        expect(await seriousViolations(page, '.tour__card')).toEqual([]);
        await page.screenshot({ path: '/work/screens/tour-step.png' });
        await dialog.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('dialog', { name: 'Operands' })).toBeVisible();
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(dialog).toBeVisible();
      }
      await dialog.getByRole('button', { name: index === STEPS.length - 1 ? 'Done' : 'Next' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.tour')).toHaveCount(0);
    // The focus goes back to the button that started it.
    await expect(start).toBeFocused();

    await start.click();
    await expect(page.getByRole('dialog', { name: 'The toolbar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a returning learner', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(QUIET_BANNERS);
  });

  test('restarts the tour from Help; a reload afterwards does not start it again', async ({ page }) => {
    await openWorkspace(page, '/');
    await expect(card(page)).toHaveCount(0);
    await page.goto('/help');
    await page.getByRole('link', { name: 'Take the two-minute tour' }).click();
    await expect(page).toHaveURL('/');
    const first = page.getByRole('dialog', { name: 'The toolbar' });
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expectHighlighted(page, page.locator('.workspace-toolbar__doc'));
    await first.getByRole('button', { name: 'Close tour' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.tour')).toHaveCount(0);
  });

  test('neither the card nor the tour appears in an embed', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.removeItem('startHereHidden'));
    await page.goto('/embed/examples/start-stop-seal-in');
    await expect(page.locator('.plc-ladder-rung').first()).toBeVisible({ timeout: 20_000 });
    await expect(card(page)).toHaveCount(0);
    await expect(page.locator('.tour')).toHaveCount(0);
  });
});

test.describe('on a 375 px phone by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(QUIET_BANNERS);
  });

  test('the running scene fits its panel and keeps its 2:1 shape', async ({ page }) => {
    await openWorkspace(page, '/examples/start-stop-seal-in');
    await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...');
    // START: the belt runs in the screenshot.
    await tab(page, 'IO').tap();
    await page.getByRole('button', { name: /^DI0\b/ }).tap();
    await expect(page.locator('.plc-io__output[data-tag="DO0"]')).toHaveAttribute('data-on', 'true');
    await tab(page, 'Scene').tap();
    const canvas = page.locator('.workspace-scene canvas');
    await expect(canvas).toBeVisible();
    const panel = await page.locator('.workspace-scene').boundingBox();
    const box = await canvas.boundingBox();
    expect(panel && box).toBeTruthy();
    if (!panel || !box) return;
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.width).toBeGreaterThan(300);
    expect(box.width / box.height).toBeCloseTo(2, 1);
    await page.screenshot({ path: '/work/screens/phone-scene.png' });
  });

  test('a toolbar row that scrolls fades at the end that hides more, and not at its end', async ({
    page,
  }) => {
    await openWorkspace(page, '/');
    for (const selector of ['.workspace-toolbar__doc', '.workspace-toolbar__run']) {
      const row = page.locator(selector);
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect(row).toHaveAttribute('data-scroll-fade', 'end');
      const mask = () => row.evaluate((element) => getComputedStyle(element).maskImage);
      expect(await mask()).toMatch(/^linear-gradient\(90deg/);
      // Swiped to its end: the fade there goes, the start fades instead.
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(row).toHaveAttribute('data-scroll-fade', 'start');
      expect(await mask()).toMatch(/^linear-gradient\(270deg/);
      await row.evaluate((element) => element.scrollTo({ left: 0 }));
      await expect(row).toHaveAttribute('data-scroll-fade', 'end');
    }
  });

  test('every workspace tab opens by tap and works', async ({ page }) => {
    await openWorkspace(page, '/examples/start-stop-seal-in');
    await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...');
    const shows: Record<string, (page: Page) => Locator> = {
      Ladder: (p) => p.locator('.plc-ladder-rung').first(),
      'Structured Text': (p) => p.getByText('This program has no Structured Text.'),
      Scene: (p) => p.locator('.workspace-scene canvas'),
      IO: (p) => p.getByRole('button', { name: /^DI0\b/ }),
      Tags: (p) => p.getByRole('region', { name: 'Tags' }).getByRole('table').first(),
      Description: (p) => p.getByRole('region', { name: 'Description' }),
      Sequence: (p) => p.getByRole('button', { name: 'Run Sequence' }),
      Output: (p) => p.getByRole('log', { name: 'Output' }),
      Errors: (p) => p.locator('#flexlayout-tab-errors'),
    };
    for (const [name, shown] of Object.entries(shows)) {
      await tab(page, name).tap();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(shown(page)).toBeVisible({ timeout: 10_000 });
      const box = await shown(page).boundingBox();
      expect((box?.x ?? 0) + Math.min(box?.width ?? 0, 1)).toBeLessThanOrEqual(375);
      if (name === 'IO') {
        // Works by touch: START seals the motor in.
        const start = shown(page);
        await start.tap();
        await expect(page.locator('.plc-io__output[data-tag="DO0"]')).toHaveAttribute('data-on', 'true');
        await start.tap();
      }
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('a new project is edited by tap in its tabs', async ({ page }) => {
    await openWorkspace(page, '/');
    await tab(page, 'Ladder').tap();
    await page.getByRole('button', { name: 'Add Rung' }).tap();
    await expect(page.locator('.plc-ladder-rung')).toHaveCount(1);

    await tab(page, 'Tags').tap();
    await page.getByRole('textbox', { name: 'New tag name' }).tap();
    await page.keyboard.type('LAMP');
    await page.getByRole('button', { name: 'Create', exact: true }).tap();
    await expect(page.getByRole('region', { name: 'Tags' })).toContainText('LAMP');

    await tab(page, 'Description').tap();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.tap();
    await page.keyboard.type('My first program');
    await expect(description).toHaveValue('My first program');

    await tab(page, 'Scene').tap();
    await page.getByLabel('Choose a scene').selectOption({ label: 'Conveyor' });
    await expect(page.locator('.workspace-scene canvas')).toBeVisible();
    await tab(page, 'IO').tap();
    await expect(page.getByRole('button', { name: /^DI0\b/ })).toBeVisible();

    await tab(page, 'Sequence').tap();
    await page.getByRole('button', { name: 'Add Step' }).tap();
    await expect(page.getByRole('region', { name: 'Sequence' }).getByRole('row')).not.toHaveCount(0);

    await tab(page, 'Structured Text').tap();
    await page.locator('.monaco-editor .view-lines').tap();
    await page.keyboard.type('MOTOR := START;');
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('MOTOR := START;');

    for (const name of ['Output', 'Errors']) {
      await tab(page, name).tap();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`#flexlayout-tab-${name.toLowerCase()}`)).toBeVisible();
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the tour fits the phone', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.removeItem('startHereHidden'));
    await openWorkspace(page, '/');
    await card(page).getByRole('button', { name: 'Take the two-minute tour' }).tap();
    for (const [index, step] of STEPS.entries()) {
      const dialog = page.getByRole('dialog', { name: step.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeInViewport({ ratio: 1 });
      await expectHighlighted(page, step.target(page));
      await dialog.getByRole('button', { name: index === STEPS.length - 1 ? 'Done' : 'Next' }).tap();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
