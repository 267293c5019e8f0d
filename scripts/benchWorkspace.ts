/**
 * The workspace's weight and start-up for `npm run bench:ui`: opens `/` (a new project) from the built
 * site (dist/web, `npm run build`) in headless Chromium, sums the gzip size of every script fetched
 * until the workspace can be used (targets, issue 14: ≤ 350 KB gzip, and Monaco not among them), and
 * times navigation → the workspace interactive (the ladder editor's Add Rung enabled, so the engine
 * has loaded): best and median of 5 cold loads (new browser context each). Target ≤ 1.5 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';

const ROUNDS = 5;

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
    let scripts = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // No banners over the page; no service worker, so every load is cold.
      await context.addInitScript(() => {
        localStorage.setItem('cookieConsent', 'false');
        localStorage.setItem('surveyHidden', 'true');
      });
      await context.route('**/sw.js', (route) => route.abort());
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('.js')) fetched.add(path);
      });
      const started = Date.now();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole('button', { name: 'Add Rung' }).waitFor({ state: 'visible', timeout: 30_000 });
      times.push(Date.now() - started);
      scripts = fetched;
      await context.close();
    }
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(outDir, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const monaco = [...scripts].some((path) => /monaco|editor\.main/i.test(path));
    const sorted = [...times].sort((a, b) => a - b);
    console.log('\nThe workspace on / (a new project, built site, headless Chromium)');
    console.log(
      `  ${scripts.size} scripts until interactive: ${(raw / 1000).toFixed(1)} KB raw, ` +
        `${(gzip / 1000).toFixed(1)} KB gzip   (target ≤ 350 KB: ${gzip <= 350_000 ? 'within' : 'OVER'}); ` +
        `Monaco loaded: ${monaco ? 'yes' : 'no'}`,
    );
    console.log(
      `  navigation → interactive (engine loaded, editor ready): best ${sorted[0]} ms, ` +
        `median ${sorted[Math.floor(sorted.length / 2)]} ms   (target ≤ 1500 ms)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
