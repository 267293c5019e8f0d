/**
 * The workspace's weight and start-up for `npm run bench:ui`: opens `/` (a new project) from the built
 * site (dist/web, `npm run build`) in headless Chromium, sums the gzip size of every script fetched
 * until the workspace can be used (scripts/lib/workspaceWeight.ts; issue 14's target ≤ 350 KB gzip and
 * Monaco not among them, held by tests/e2e/workspaceWeight.spec.ts), and times navigation → the
 * workspace interactive (Add Rung shown, so the engine has loaded; page clock): best and median of 5
 * cold loads (new browser context each). Target ≤ 1.5 s. Then the
 * Structured Text tab (issue 15): what its first open fetches (Monaco's chunk, its CSS, and whatever else
 * comes before the network settles; issue 23's target ≤ 600 KB gzip, held by tests/e2e/stTabWeight.spec.ts)
 * and how long from the tab click until the editor shows, cold (best and median of 3).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { describeOpen, openStTab, ST_TAB_BUDGET_GZIP, type StTabOpen } from './lib/stTabWeight.ts';
import {
  loadWorkspace,
  MARK_INTERACTIVE,
  WORKSPACE_BUDGET_GZIP,
  type WorkspaceLoad,
} from './lib/workspaceWeight.ts';

const ROUNDS = 5;
const ST_ROUNDS = 3;

/** A page in a fresh context: no banners over it, no service worker (so every load is cold). */
async function coldPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'false');
    localStorage.setItem('surveyHidden', 'true');
  });
  await context.route('**/sw.js', (route) => route.abort());
  return { page: await context.newPage(), close: () => context.close() };
}

const bestAndMedian = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return `best ${sorted[0]} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms`;
};

export async function benchWorkspace(): Promise<void> {
  const outDir = join(repoRoot, 'dist/web');
  if (!existsSync(join(outDir, 'index.html'))) {
    console.log('\nThe workspace: dist/web is missing (run `npm run build` first); not measured.');
    return;
  }
  const server = await preview({
    configFile: false,
    root: join(repoRoot, 'web'),
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    let load: WorkspaceLoad | null = null;
    for (let round = 0; round < ROUNDS; round++) {
      const { page, close } = await coldPage(browser);
      await page.addInitScript(MARK_INTERACTIVE);
      load = await loadWorkspace(page, `http://127.0.0.1:${port}/`);
      times.push(load.interactiveMs);
      await close();
    }
    if (load) {
      console.log('\nThe workspace on / (a new project, built site, headless Chromium)');
      console.log(
        `  ${load.files.length} scripts until interactive: ${(load.raw / 1000).toFixed(1)} KB raw, ` +
          `${(load.gzip / 1000).toFixed(1)} KB gzip   (target ≤ ${WORKSPACE_BUDGET_GZIP / 1000} KB: ` +
          `${load.gzip <= WORKSPACE_BUDGET_GZIP ? 'within' : 'OVER'}); Monaco loaded: ${load.monaco ? 'yes' : 'no'}`,
      );
      console.log(
        `  navigation → interactive (engine loaded, Add Rung shown): ${bestAndMedian(times)}   (target ≤ 1500 ms)`,
      );
    }

    const stTimes: number[] = [];
    let stOpen: StTabOpen | null = null;
    for (let round = 0; round < ST_ROUNDS; round++) {
      const { page, close } = await coldPage(browser);
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole('button', { name: 'Add Rung' }).waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      const shown = page
        .locator('.workspace-st .monaco-editor .view-lines')
        .waitFor({ state: 'visible', timeout: 30_000 })
        .then(() => Date.now() - started);
      stOpen = await openStTab(page);
      stTimes.push(await shown);
      await close();
    }
    if (stOpen) {
      const verdict =
        stOpen.gzip <= ST_TAB_BUDGET_GZIP
          ? 'met'
          : `over by ${((stOpen.gzip - ST_TAB_BUDGET_GZIP) / 1000).toFixed(1)} KB`;
      console.log(
        `  Structured Text tab, first open: ${(stOpen.raw / 1000).toFixed(1)} KB raw, ` +
          `${(stOpen.gzip / 1000).toFixed(1)} KB gzip   (target ≤ ${ST_TAB_BUDGET_GZIP / 1000} KB gzip: ${verdict}); ` +
          `click → editor shown: ${bestAndMedian(stTimes)}`,
      );
      console.log(
        describeOpen(stOpen)
          .split('\n')
          .slice(1)
          .map((line) => `  ${line}`)
          .join('\n'),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
