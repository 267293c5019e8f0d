import { expect, test } from './support/embedFixture.ts';
import { expectSizedToContent } from './support/embedSizing.ts';
import { checkStartStop } from './support/startStopChecks.ts';

/**
 * The script-tag embed: a plain page (tests/embed-fixture/script.html, served at /script/) loads
 * /vendor/plc-simulator.js and shows `<plc-simulator src="start-stop.json" panels="scene,ladder,io"
 * autorun theme="dark" height="auto">`; the VM comes from beside the script, the project from beside
 * the page.
 */
test.describe('<plc-simulator> from plc-simulator.js', () => {
  test('runs the start/stop example: START lights the motor, the belt moves, Step counts scans', async ({
    page,
    embedUrl,
  }, testInfo) => {
    const loaded: string[] = [];
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(wasm|json)$/.test(path)) loaded.push(`${response.status()} ${path}`);
      if (path.endsWith('.js')) scripts.push(`${response.status()} ${path}`);
    });
    await page.goto(`${embedUrl}/script/`);
    await checkStartStop(page, testInfo);
    expect(loaded.sort()).toEqual(['200 /script/start-stop.json', '200 /vendor/engine.wasm']);
    // Every module came from beside plc-simulator.js; the editor and uPlot were not needed, so not loaded.
    expect(scripts).toContain('200 /vendor/plc-simulator.js');
    expect(scripts).toContain('200 /vendor/plc-simulator.module.js');
    for (const script of scripts) expect(script).toMatch(/^200 \/vendor\/plc-simulator[\w.-]*\.js$/);
    expect(scripts.filter((script) => /LadderEditor|uPlot/.test(script))).toEqual([]);
    // The options came from the attributes, and the page's own CSS stayed outside the shadow root.
    const simulator = page.getByRole('region', { name: 'PLC simulator' });
    await expect(simulator).toHaveAttribute('data-theme', 'dark');
    const pause = simulator.getByRole('button', { name: 'Resume', exact: true });
    expect(await pause.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
      'rgb(255, 105, 180)',
    );
  });

  test('re-renders when attributes change and unmounts when removed', async ({ page, embedUrl }) => {
    await page.goto(`${embedUrl}/script/`);
    const simulator = page.getByRole('region', { name: 'PLC simulator' });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
    await expect(simulator.locator('.plc-simulator__panel--ladder')).toHaveCount(1);

    await page.locator('plc-simulator').evaluate((element) => {
      element.setAttribute('panels', 'scene,io');
      element.setAttribute('theme', 'light');
      element.setAttribute('height', '300');
    });
    await expect(simulator.locator('.plc-simulator__panel--ladder')).toHaveCount(0);
    await expect(simulator.locator('.plc-simulator__panel--io')).toHaveCount(1);
    await expect(simulator).toHaveAttribute('data-theme', 'light');
    await expect(simulator).toHaveCSS('height', '300px');

    // Removed, the element keeps its shadow root but React has unmounted the simulator from it.
    const left = await page.locator('plc-simulator').evaluate(async (element) => {
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return element.shadowRoot?.querySelectorAll('*').length;
    });
    expect(left, 'elements left in the shadow root besides its <style> and mount point').toBe(2);
  });

  test('mode="edit" loads the ladder editor on demand, from beside the script', async ({
    page,
    embedUrl,
  }) => {
    const editor: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/LadderEditor/.test(path)) editor.push(`${response.status()} ${path}`);
    });
    await page.goto(`${embedUrl}/script/`);
    const simulator = page.getByRole('region', { name: 'PLC simulator' });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
    expect(editor).toEqual([]);

    await page.locator('plc-simulator').evaluate((element) => element.setAttribute('mode', 'edit'));
    await expect(simulator.getByRole('button', { name: /^Add Rung/ })).toBeVisible({ timeout: 15_000 });
    expect(editor).toEqual([expect.stringMatching(/^200 \/vendor\/plc-simulator-LadderEditor-[\w-]+\.js$/)]);
  });

  test('a project in Structured Text loads the ST compiler on demand, from beside the script, and runs', async ({
    page,
    embedUrl,
  }) => {
    const compiler: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/stCompiler/.test(path)) compiler.push(`${response.status()} ${path}`);
    });
    await page.goto(`${embedUrl}/script/`);
    const simulator = page.getByRole('region', { name: 'PLC simulator' });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
    // The ladder example ran without it.
    expect(compiler).toEqual([]);

    // The same example with its program in Structured Text (still `autorun`), from a data: URL.
    await page.locator('plc-simulator').evaluate(async (element) => {
      const project = await (await fetch('start-stop.json')).json();
      const st = { ...project, programMode: 'ST', stSource: 'MOTOR := START;\nGATE := ;\n' };
      element.setAttribute('panels', 'st,io');
      element.setAttribute('src', `data:application/json,${encodeURIComponent(JSON.stringify(st))}`);
    });
    // Its error shows once the compiler has arrived; fixed, the program runs with live values.
    await expect(simulator.getByText("Line 2, Col 9: Unexpected token ';' in expression")).toBeVisible({
      timeout: 15_000,
    });
    await expect(simulator.getByText('Program contains Errors')).toBeVisible();
    expect(compiler).toEqual([expect.stringMatching(/^200 \/vendor\/plc-simulator-stCompiler-[\w-]+\.js$/)]);

    await page.locator('plc-simulator').evaluate(async (element) => {
      const project = await (await fetch('start-stop.json')).json();
      const st = { ...project, programMode: 'ST', stSource: 'MOTOR := START;\n' };
      element.setAttribute('src', `data:application/json,${encodeURIComponent(JSON.stringify(st))}`);
    });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
    const motor = simulator.locator('.plc-io__output[data-tag="DO0"]');
    await expect(motor).toHaveAttribute('data-on', 'false');
    await simulator.getByRole('button', { name: /^DI0\b/ }).click();
    await expect(motor).toHaveAttribute('data-on', 'true');
    // Fetched once per page.
    expect(compiler).toHaveLength(1);
  });

  test('a project in Structured Text with a subroutine loads the subroutine compiler on demand too, and its JSR runs', async ({
    page,
    embedUrl,
  }) => {
    const compilers: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/stCompiler|stRoutineCompiler/.test(path)) compilers.push(`${response.status()} ${path}`);
    });
    await page.goto(`${embedUrl}/script/`);
    const simulator = page.getByRole('region', { name: 'PLC simulator' });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });

    // A program in ST without subroutines: the ST compiler alone.
    await page.locator('plc-simulator').evaluate(async (element) => {
      const project = await (await fetch('start-stop.json')).json();
      const st = { ...project, programMode: 'ST', stSource: 'MOTOR := START;\n' };
      element.setAttribute('panels', 'st,io');
      element.setAttribute('src', `data:application/json,${encodeURIComponent(JSON.stringify(st))}`);
    });
    await expect
      .poll(() => compilers, { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^200 \/vendor\/plc-simulator-stCompiler-[\w-]+\.js$/)]);
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });

    // The Main Routine calls the ST subroutine Drive, which drives the motor: the subroutine compiler arrives.
    await page.locator('plc-simulator').evaluate(async (element) => {
      const project = await (await fetch('start-stop.json')).json();
      const routines = [{ uuid: 'drive', name: 'Drive', language: 'ST', stSource: 'MOTOR := START;\n' }];
      const st = { ...project, programMode: 'ST', stSource: 'JSR(Drive);\n', routines };
      element.setAttribute('src', `data:application/json,${encodeURIComponent(JSON.stringify(st))}`);
    });
    await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
    await expect(simulator.getByText('JSR(Drive);')).toBeVisible();
    const motor = simulator.locator('.plc-io__output[data-tag="DO0"]');
    await expect(motor).toHaveAttribute('data-on', 'false');
    await simulator.getByRole('button', { name: /^DI0\b/ }).click();
    await expect(motor).toHaveAttribute('data-on', 'true');
    expect(compilers).toHaveLength(2);
    expect(compilers[1]).toMatch(/^200 \/vendor\/plc-simulator-stRoutineCompiler-[\w-]+\.js$/);
  });

  test('height="auto" grows to its panels without any script on the page, at 1280 px and 375 px', async ({
    page,
    embedUrl,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${embedUrl}/script/`);
      const simulator = page.getByRole('region', { name: 'PLC simulator' });
      await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
      const before = await expectSizedToContent(simulator, width);
      // A panel more: the element grows with it, still with nothing to scroll inside.
      await page.locator('plc-simulator').evaluate((element) => {
        element.setAttribute('panels', 'scene,ladder,io,tags');
      });
      await expect(simulator.locator('.plc-simulator__panel--tags')).toHaveCount(1);
      // The Tags tab is loaded when first shown.
      await expect(simulator.locator('.plc-simulator__panel--tags table')).toBeVisible({ timeout: 15_000 });
      const after = await expectSizedToContent(simulator, width);
      expect(after.hostHeight).toBeGreaterThan(before.hostHeight + 100);
    }
  });
});
