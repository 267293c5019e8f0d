import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { e2eStack } from './support/stack.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * axe on the editor workspace for every kind of content, wide and at 375 px: no serious or critical
 * violations (issue 14). Banners are settled first: they are checked on their own pages.
 */
const KINDS = [
  ['a new project', '/'],
  ['an example', '/examples/start-stop-seal-in'],
  ['a problem', '/problems/start-up-warning'],
] as const;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test('a shared project at 1280 px and 375 px has no serious or critical axe violations', async ({ page }) => {
  const example = await fetch(`${e2eStack().apiUrl}/examples/start-stop-seal-in`);
  const { example: document } = (await example.json()) as { example: Record<string, unknown> };
  const shared = await fetch(`${e2eStack().apiUrl}/shared`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...document, example_id: undefined }),
  });
  const { shareId } = (await shared.json()) as { shareId: string };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 812 });
    await page.goto(`/share/${shareId}`);
    await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.plc-ladder')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

for (const [kind, path] of KINDS) {
  test(`${kind} at 1280 px has no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.plc-ladder')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${kind} at 375 px has no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.plc-ladder')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
