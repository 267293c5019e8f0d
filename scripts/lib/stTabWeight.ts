/**
 * What the Structured Text tab's first open fetches (issue 23 item 12): in a page of the built site that
 * shows the workspace, every script, style sheet, font and worker requested from the click on the tab until
 * the editor shows and the network has been quiet for a moment (the icon font and the editor worker come
 * just after the editor draws), each body gzipped (level 9) on its own, as scripts/lib/widgetSizes.ts
 * measures. Used by tests/e2e/stTabWeight.spec.ts (which holds the budget) and `npm run bench:ui`
 * (scripts/benchWorkspace.ts, which prints it).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The budget of the tab's first open, gzip bytes (each file gzipped on its own). */
export const ST_TAB_BUDGET_GZIP = 600_000;

/** Files that count: code, styles, fonts (and the worker, a script). */
const COUNTED = /\.(m?js|css|ttf|woff2?)$/;
/** The network is taken as settled after this long without a new counted request. */
const QUIET_MS = 1_000;

/** As scripts/lib/widgetSizes.ts `gzipSize` (not imported: it loads Vite). */
const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;

export interface FetchedFile {
  /** The path on the site, e.g. /assets/MonacoStEditor-Cg6up_BU.js. */
  path: string;
  raw: number;
  gzip: number;
}

export interface StTabOpen {
  files: FetchedFile[];
  raw: number;
  gzip: number;
}

/** One line per file and the sum, for a failure message or the bench. */
export function describeOpen(open: StTabOpen): string {
  const lines = open.files.map(
    (file) =>
      `  ${file.path}: ${(file.gzip / 1000).toFixed(1)} KB gzip (${(file.raw / 1000).toFixed(1)} KB raw)`,
  );
  return [
    `${open.files.length} files, ${(open.gzip / 1000).toFixed(1)} KB gzip (${open.gzip} bytes; ` +
      `${(open.raw / 1000).toFixed(1)} KB raw):`,
    ...lines,
  ].join('\n');
}

/**
 * Clicks the Structured Text tab of the workspace `page` shows and records what it fetches until the
 * editor shows and the network settles. `page` must have the workspace loaded (its scripts fetched).
 */
export async function openStTab(page: Page): Promise<StTabOpen> {
  const pending: Promise<FetchedFile | null>[] = [];
  let lastRequest = Date.now();
  const onRequest = (request: { url(): string }) => {
    if (COUNTED.test(new URL(request.url()).pathname)) lastRequest = Date.now();
  };
  const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
    const path = new URL(response.url()).pathname;
    if (!COUNTED.test(path)) return;
    pending.push(
      response.body().then(
        (body) => ({ path, raw: body.length, gzip: gzipSize(body) }),
        () => null,
      ),
    );
  };
  const context = page.context();
  context.on('request', onRequest);
  context.on('response', onResponse);
  try {
    await page.getByRole('tab', { name: 'Structured Text', exact: true }).first().click();
    await page
      .locator('.workspace-st .monaco-editor .view-lines')
      .waitFor({ state: 'visible', timeout: 30_000 });
    const settleBy = Date.now() + 15_000;
    while (Date.now() - lastRequest < QUIET_MS && Date.now() < settleBy) await page.waitForTimeout(100);
  } finally {
    context.off('request', onRequest);
    context.off('response', onResponse);
  }
  const fetched = (await Promise.all(pending)).filter((file): file is FetchedFile => file !== null);
  // A file fetched twice (a worker and its module preload, say) counts once.
  const files = [...new Map(fetched.map((file) => [file.path, file])).values()].sort(
    (a, b) => b.gzip - a.gzip,
  );
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
