import type { Locator, Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The Structured Text tab (issue 15 §1; spec 000 §2 "Structured Text tab", "Errors tab", §4 "Structured
 * Text"): Monaco loads only with the tab, a program typed with a typo gets a marker and its line in the
 * Errors tab, RUN is refused until it is fixed, live values follow the assignments while running, and
 * `T1.` offers the timer's members.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
/** The scripts of Monaco's lazy chunk (and its worker) as the build names them. */
const MONACO_SCRIPT = /monaco|editor\.(main|api|worker)/i;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

/** The centre of characters `from`…`from + length` of the first `text` in a rendered editor line. */
async function centreOf(line: Locator, text: string, from: number, length: number) {
  return line.evaluate(
    (element, [text, from, length]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const all = nodes.map((n) => n.data).join('');
      let offset = all.indexOf(text as string) + (from as number);
      const range = document.createRange();
      for (const node of nodes) {
        if (offset < node.data.length) {
          range.setStart(node, offset);
          range.setEnd(node, Math.min(node.data.length, offset + (length as number)));
          break;
        }
        offset -= node.data.length;
      }
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    [text, from, length] as const,
  );
}

test('Structured Text typed into Monaco: markers, Errors, RUN, live values and completion', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await openWorkspace(page, '/');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((path) => MONACO_SCRIPT.test(path)),
    'Monaco requested before the tab opens',
  ).toEqual([]);

  // The tab switches the program to Structured Text and loads the editor.
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  expect(scripts.some((path) => MONACO_SCRIPT.test(path))).toBe(true);

  // A program with a typo on line 3, column 5 (T2 is not declared).
  await editor.locator('.view-lines').click();
  await typeLine(page, 'VAR Start : BOOL; Lamp : BOOL; Count : DINT; T1 : TIMER; END_VAR');
  await typeLine(page, 'Count := Count + 1;');
  await typeLine(page, 'TON(T2, Start, T#2s);');
  await page.keyboard.type('Lamp := T1.DN;');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(editor.locator('.squiggly-error')).toHaveCount(1);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program contains Errors');
  const errors = page.locator('.workspace-errors');
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText('1 Error (Structured Text)');
  await expect(errors.getByRole('listitem').first()).toHaveText(/^Line 3, Col 5: /);

  // Fix it: T2 → T1.
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('1');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.view-line').nth(2)).toContainText('TON(T1, Start, T#2s);');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText('No Structured Text errors.');

  // Running: read-only, and the assigned tags' live values at the ends of their lines.
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  await expect(editor.locator('.workspace-st__live').first()).toBeVisible();
  await expect(editor.locator('.workspace-st__live', { hasText: /Count\s*=\s*\d+/ })).toHaveCount(1);
  await expect(editor.locator('.workspace-st__live', { hasText: /Lamp\s*=\s*0/ })).toHaveCount(1);
  // Hover: a tag's type and, while running, its live value. In these headless runs Monaco does not
  // always answer a single mouse move with a hover (about 1 in 3 when repeated), so the mouse comes to
  // rest on the word again until it shows.
  const hover = page.locator('.monaco-hover').filter({ hasText: 'TIMER' });
  await expect(async () => {
    const at = await centreOf(editor.locator('.view-line', { hasText: 'TON(' }), 'TON(T1', 4, 2);
    await page.mouse.move(at.x - 4, at.y + 2);
    await page.mouse.move(at.x, at.y, { steps: 3 });
    await expect(hover).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(hover).toContainText(/Live value: ACC \d+, DN [01]/);
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'PROG', exact: true }).click();
  await expect(status(page)).toContainText('PLC is in Program mode');
  await expect(editor.locator('.workspace-st__live')).toHaveCount(0);

  // Completion: `T1.` offers the timer's members.
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lamp := T1.');
  const suggest = editor.locator('.suggest-widget');
  await expect(suggest).toBeVisible();
  await expect(suggest.locator('.monaco-list-row', { hasText: 'DN' }).first()).toBeVisible();
  await expect(suggest).toContainText('PRE');
});

test('on a phone in the dark theme the editor fits the screen and follows the theme', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openWorkspace(page, '/');
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(editor).toHaveClass(/vs-dark/);
  const box = await editor.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  // The editor scrolls its own lines: nothing of it reaches past the screen.
  const panel = await page.locator('.workspace-st').first().boundingBox();
  expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(375);
  await editor.locator('.view-lines').click();
  await page.keyboard.type('IF');
  await expect(editor.locator('.view-line').first()).toContainText('IF');
});
