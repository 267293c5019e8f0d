/**
 * The live-view half of `npm run bench:ui`: B1 (200 rungs) running in `LadderView` in Chromium
 * (scripts/bench-ui/). Prints the main-thread time of a scan (VM + React's update of the view) at the
 * median and 95th percentile, React commits and render time, and frames per second while the ladder
 * scrolls with the PLC running. Numbers, not a test: the targets are p95 ≤ 4 ms and ≥ 55 fps.
 */
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';

interface EditBench {
  ready: Promise<boolean>;
  insert(times: number): Promise<{ insert: number; rungsChanged: number; reload: number }[]>;
}

interface Bench {
  ready: Promise<boolean>;
  perScan(scans: number): Promise<{ times: number[]; commits: number }>;
  scrollFps(ms: number): Promise<number>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function benchLadderLive(): Promise<void> {
  // A production build, as learners get it (and no dev-server reloads in the middle of a measurement).
  const outDir = mkdtempSync(join(tmpdir(), 'plcsim-bench-ui-'));
  const root = `${repoRoot}scripts/bench-ui`;
  await build({
    configFile: false,
    root,
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir },
  });
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'bench' in window, undefined, { timeout: 60_000 });
    await page.evaluate(() => (window as unknown as { bench: Bench }).bench.ready);
    // Warm up, then measure.
    await page.evaluate(() => (window as unknown as { bench: Bench }).bench.perScan(200));
    const { times, commits } = await page.evaluate(() =>
      (window as unknown as { bench: Bench }).bench.perScan(1000),
    );
    const fps = await page.evaluate(() => (window as unknown as { bench: Bench }).bench.scrollFps(3000));
    console.log('\nB1 (200 rungs) live in LadderView, Chromium, 1 000 paused steps with I0 toggled every 10');
    console.log(
      `  main-thread time per scan (VM + view)  median ${percentile(times, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms   (target p95 ≤ 4 ms)`,
    );
    console.log(`  scans after which React committed an update of the view: ${commits} of 1000`);
    console.log(`  scrolling while running at 1×          ${fps.toFixed(1)} frames/s   (target ≥ 55)`);

    await page.goto(`http://127.0.0.1:${port}/?edit`);
    await page.waitForFunction(() => 'editBench' in window, undefined, { timeout: 60_000 });
    await page.evaluate(() => (window as unknown as { editBench: EditBench }).editBench.ready);
    await page.evaluate(() => (window as unknown as { editBench: EditBench }).editBench.insert(20));
    const rounds = await page.evaluate(() =>
      (window as unknown as { editBench: EditBench }).editBench.insert(200),
    );
    const inserts = rounds.map((r) => r.insert);
    const reloads = rounds.map((r) => r.reload);
    const changed = [...new Set(rounds.map((r) => r.rungsChanged))].join(', ');
    console.log('\nB1 (200 rungs) in LadderEditor, Chromium: XIC inserted at rung 100 by key, 200 times');
    console.log(
      `  action + render                        median ${percentile(inserts, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(inserts, 95).toFixed(2)} ms, max ${Math.max(...inserts).toFixed(2)} ms   (target ≤ 16 ms)`,
    );
    console.log(`  main rungs whose drawing changed       ${changed}   (target 1)`);
    console.log(
      `  then compile + load into the VM (PROG) median ${percentile(reloads, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(reloads, 95).toFixed(2)} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
