import { expect, test } from './support/embedFixture.ts';
import { expectSizedToContent } from './support/embedSizing.ts';
import { checkStartStop } from './support/startStopChecks.ts';

/**
 * The npm package as an embedder gets it: tests/embed-fixture is a plain Vite + React app that installed
 * the packed @plcsim/widget and renders `<PlcSimulator project={…} autoRun panels={['scene', 'ladder',
 * 'io']} height="auto" />`. Its build copied the package's engine.wasm, which the widget must fetch
 * from there.
 */
test.describe('npm package in a Vite + React app', () => {
  test('runs the start/stop example: START lights the motor, the belt moves, Step counts scans', async ({
    page,
    embedUrl,
  }, testInfo) => {
    const wasm: string[] = [];
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.wasm')) wasm.push(`${response.status()} ${path}`);
      if (path.endsWith('.js')) scripts.push(path);
    });
    await page.goto(`${embedUrl}/`);
    await checkStartStop(page, testInfo);
    // The consumer's build emitted the VM as one of its own assets, and nothing inlined it.
    expect(wasm).toEqual([expect.stringMatching(/^200 \/assets\/engine-[\w-]+\.wasm$/)]);
    // Its bundler kept the package's on-demand parts apart: running a project loads no editor.
    expect(scripts.filter((path) => /LadderEditor/.test(path))).toEqual([]);
  });

  test('height="auto" is as tall as its panels, with the scene across the width, at 1280 px and 375 px', async ({
    page,
    embedUrl,
  }) => {
    const heights: number[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${embedUrl}/`);
      const simulator = page.getByRole('region', { name: 'PLC simulator' });
      await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
      // The ladder view loads on demand: measure once it is drawn.
      await expect(simulator.getByRole('region', { name: /^Ladder: / })).toBeVisible({ timeout: 15_000 });
      heights.push((await expectSizedToContent(simulator, width)).height);
    }
    // On a phone the panels stack, so the same simulator is taller.
    expect(heights[1]).toBeGreaterThan((heights[0] ?? 0) + 100);
  });
});
