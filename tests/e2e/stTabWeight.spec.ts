import { describeOpen, openStTab, ST_TAB_BUDGET_GZIP } from '../../scripts/lib/stTabWeight.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 23 item 12: the Structured Text tab's first open (Monaco, its styles, icon font and worker, and the
 * ST language) stays within 600 000 bytes gzip, each file gzipped on its own, measured on the built site.
 * The failure message lists every file fetched with its size.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test("the Structured Text tab's first open fetches at most 600 000 bytes gzip", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  const open = await openStTab(page);

  const report = describeOpen(open);
  console.log(`Structured Text tab, first open: ${report}`);
  expect(
    open.files.some((file) => /MonacoStEditor/.test(file.path)),
    `the editor's chunk among the files:\n${report}`,
  ).toBe(true);
  expect(open.gzip, `the Structured Text tab's first open is over budget: ${report}`).toBeLessThanOrEqual(
    ST_TAB_BUDGET_GZIP,
  );
});
