import type { Locator, Page } from '@playwright/test';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * A user FUNCTION_BLOCK in a Structured Text program, as a learner types it (issue 24): the block is
 * declared before the program, an instance of it in VAR; while running, the instance keeps its count
 * from scan to scan (N grows), its output is copied out (Lamp) and `F1.Q` shows its live value on hover.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

/** The centre of `text` (from `from`, `length` characters) on a Monaco view line. */
async function centreOf(line: Locator, text: string, from: number, length: number) {
  return line.evaluate(
    (element, [text, from, length]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      let offset =
        nodes
          .map((n) => n.data)
          .join('')
          .indexOf(text as string) + (from as number);
      const range = document.createRange();
      for (const node of nodes) {
        if (offset < node.data.length) {
          range.setStart(node, offset);
          range.setEnd(node, Math.min(node.data.length, offset + (length as number)));
          break;
        }
        offset -= node.data.length;
      }
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [text, from, length] as const,
  );
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a FUNCTION_BLOCK instance runs: its count grows across scans and F1.Q shows its live value', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await typeLine(page, 'FUNCTION_BLOCK Blink');
  await typeLine(page, 'VAR_INPUT En : BOOL; END_VAR');
  await typeLine(page, 'VAR_OUTPUT Q : BOOL; Count : DINT; END_VAR');
  await typeLine(page, 'IF En THEN Count := Count + 1; END_IF;');
  await typeLine(page, 'Q := Count > 10;');
  await typeLine(page, 'END_FUNCTION_BLOCK');
  await typeLine(page, 'VAR F1 : Blink; Lamp, Copy : BOOL; N : DINT; END_VAR');
  await typeLine(page, 'F1(En := TRUE, Q => Lamp);');
  await typeLine(page, 'N := F1.Count;');
  await page.keyboard.type('Copy := F1.Q;');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  // One call per scan: the instance's Count (copied into N) is past 10, so Q (copied into Lamp) is on.
  await expect(editor.locator('.workspace-st__live', { hasText: /N\s*=\s*[1-9]\d+/ })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(editor.locator('.workspace-st__live', { hasText: /Copy\s*=\s*1/ })).toHaveCount(1);
  // F1.Q itself: its live value on hover (the mouse comes to rest on it again until Monaco answers).
  const hover = page.locator('.monaco-hover').filter({ hasText: 'Live value' });
  await expect(async () => {
    const at = await centreOf(editor.locator('.view-line', { hasText: 'Copy :=' }), 'F1.Q', 3, 1);
    await page.mouse.move(at.x - 4, at.y + 2);
    await page.mouse.move(at.x, at.y, { steps: 3 });
    await expect(hover).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(hover).toContainText('Live value: 1');
  await page.screenshot({ path: '/work/screens/user-fb-st-1280.png' });
});
