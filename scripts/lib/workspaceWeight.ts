/**
 * What the workspace on `/` (a new project) fetches until it can be used (issue 14's target: ≤ 350 KB
 * gzip, and Monaco not among it): every script the page requested before the ladder editor's Add Rung
 * button appeared (it appears once the engine has loaded and the controller exists), each body gzipped
 * (level 9) on its own, as scripts/lib/stTabWeight.ts measures. "Before" is read on the page's own clock
 * (resource timing against a mutation observer), so a fetch the workspace starts once it is interactive
 * (the Structured Text compiler's prefetch, on idle) is not counted however the test's events are
 * delivered. Used by tests/e2e/workspaceWeight.spec.ts (which holds the budget) and `npm run bench:ui`.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { FetchedFile } from './stTabWeight.ts';

/** The budget of the workspace's first load, gzip bytes (each file gzipped on its own). */
export const WORKSPACE_BUDGET_GZIP = 350_000;

/** Monaco's lazy chunk and its worker, as the build names them. */
const MONACO = /monaco|editor\.(main|worker)/i;

/**
 * An init script (`context.addInitScript(MARK_INTERACTIVE)`): records on `window.__workspaceInteractiveAt`
 * the page time at which a button reading "Add Rung" first is in the document. A string, not a function:
 * tsx (`npm run bench:ui`) wraps functions in a naming helper that does not exist in the page.
 */
export const MARK_INTERACTIVE = `(() => {
  const check = () => {
    if (window.__workspaceInteractiveAt !== undefined) return true;
    const found = [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Add Rung');
    if (found) window.__workspaceInteractiveAt = performance.now();
    return found;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export interface WorkspaceLoad {
  files: FetchedFile[];
  raw: number;
  gzip: number;
  /** Whether Monaco's chunk was among the files. */
  monaco: boolean;
  /** Navigation → Add Rung in the document, ms (page time). */
  interactiveMs: number;
}

/** One line per file and the sum, for a failure message. */
export function describeLoad(load: WorkspaceLoad): string {
  return [
    `${load.files.length} scripts, ${(load.gzip / 1000).toFixed(1)} KB gzip (${load.gzip} bytes; ` +
      `${(load.raw / 1000).toFixed(1)} KB raw):`,
    ...load.files.map(
      (file) =>
        `  ${file.path}: ${(file.gzip / 1000).toFixed(1)} KB gzip (${(file.raw / 1000).toFixed(1)} KB raw)`,
    ),
  ].join('\n');
}

/**
 * Opens `url` (the workspace) in `page`, whose context has `MARK_INTERACTIVE`, and weighs the scripts
 * requested before Add Rung appeared.
 */
export async function loadWorkspace(page: Page, url: string): Promise<WorkspaceLoad> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && !bodies.has(path))
      bodies.set(
        path,
        response.body().catch(() => null),
      );
  });
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __workspaceInteractiveAt?: number }).__workspaceInteractiveAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const { at, before } = await page.evaluate(() => {
    const mark = (window as unknown as { __workspaceInteractiveAt: number }).__workspaceInteractiveAt;
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= mark);
    return { at: mark, before: entries.map((entry) => new URL(entry.name).pathname) };
  });
  const paths = [...new Set(before.filter((path) => path.endsWith('.js')))];
  const files: FetchedFile[] = [];
  for (const path of paths) {
    const body = await bodies.get(path);
    if (!body) throw new Error(`The workspace fetched ${path} but its body could not be read to weigh it.`);
    files.push({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    monaco: files.some((file) => MONACO.test(file.path)),
    interactiveMs: Math.round(at),
  };
}
