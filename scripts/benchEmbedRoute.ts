/**
 * The iframe route's weight for `npm run bench:ui`: loads `/embed/examples/…` from the built site
 * (dist/web, `npm run build`) in Chromium and sums the gzip size of every script it fetched. Target
 * (issue): ≤ 250 KB. The API is not running here, so the example itself is not loaded — only code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';

export async function benchEmbedRoute(): Promise<void> {
  const outDir = join(repoRoot, 'dist/web');
  if (!existsSync(join(outDir, 'index.html'))) {
    console.log('\nThe iframe route: dist/web is missing (run `npm run build` first); not measured.');
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
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`http://127.0.0.1:${port}/embed/examples/start-stop-seal-in?autoRun=1`);
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(outDir, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const verdict = gzip <= 250_000 ? 'within' : 'OVER';
    console.log('\nThe iframe route (/embed/examples/…, built site)');
    console.log(
      `  ${scripts.size} scripts: ${(raw / 1000).toFixed(1)} KB raw, ${(gzip / 1000).toFixed(1)} KB gzip   ` +
        `(target ≤ 250 KB: ${verdict})`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
