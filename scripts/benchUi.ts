/**
 * `npm run bench:ui`: how big the embeds are, printed (not a test). Builds the npm library and the
 * standalone script in memory with their own configs (widget/vite.lib.config.ts,
 * widget/vite.standalone.config.ts) and reports raw and gzip sizes (level 9, each file on its
 * own) against issue 12's targets: library ESM ≤ 100 KB gzip without React and paper.js, standalone
 * plc-simulator.js ≤ 250 KB gzip with them, engine.wasm ≤ 40 KB. Also: the library with paper.js, what a consumer's app ships
 * (tests/embed-fixture/dist, when built) and which packages the bytes come from. Then the live
 * view's speed: B1 running in LadderView, and inserting into B1 in LadderEditor, in Chromium
 * (benchLadderLive.ts); the iframe route's scripts and the workspace's scripts and start-up time
 * (benchEmbedRoute.ts, benchWorkspace.ts). `npm run bench:ui -- --sizes` stops after the sizes.
 *
 * The sizes are what a page loads to run a project with a scene (the first chunks and the scene drawing);
 * the editor (mode="edit") and uPlot (the trend panel) load on demand and are listed apart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, minify, type Rolldown } from 'vite';
import { benchEmbedRoute } from './benchEmbedRoute.ts';
import { benchLadderLive } from './benchLadderLive.ts';
import { benchWorkspace } from './benchWorkspace.ts';
import { repoRoot } from './lib/paths.ts';

const KB = 1000;

interface Row {
  label: string;
  raw: number;
  gzip: number;
  /** The issue's limit in bytes, when it sets one (on the gzip size unless `rawTarget`). */
  target?: number;
  rawTarget?: boolean;
}

type Bytes = string | Uint8Array;
const gzip = (bytes: Bytes) => gzipSync(bytes, { level: 9 }).length;
const rawSize = (bytes: Bytes) => (typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length);
/** One file, or several each sent (and gzipped) on its own: the sums. */
const row = (label: string, content: Bytes | readonly Bytes[], target?: number): Row => {
  const files = Array.isArray(content) ? (content as readonly Bytes[]) : [content as Bytes];
  return {
    label,
    raw: files.reduce((sum, file) => sum + rawSize(file), 0),
    gzip: files.reduce((sum, file) => sum + gzip(file), 0),
    ...(target === undefined ? {} : { target }),
  };
};

async function buildInMemory(config: string): Promise<Rolldown.RolldownOutput> {
  const result = await build({
    configFile: join(repoRoot, config),
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const first = outputs[0];
  if (!first || !('output' in first)) throw new Error(`${config} gave no build output.`);
  return first;
}

function chunksOf(output: Rolldown.RolldownOutput): Map<string, Rolldown.OutputChunk> {
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/**
 * The chunks a page loads for `start`: it and everything it imports statically, plus the on-demand
 * chunks whose file name matches `alsoLoaded` (and their static imports).
 */
function loadedChunks(
  chunks: Map<string, Rolldown.OutputChunk>,
  start: string,
  alsoLoaded?: RegExp,
): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name)) continue;
    seen.set(name, chunk);
    queue.push(...chunk.imports);
    if (alsoLoaded) queue.push(...chunk.dynamicImports.filter((file) => alsoLoaded.test(file)));
  }
  if (seen.size === 0) throw new Error(`No chunk ${start} in the build.`);
  return [...seen.values()];
}

/** The chunks of the build whose names match. */
function chunksNamed(chunks: Map<string, Rolldown.OutputChunk>, pattern: RegExp): Rolldown.OutputChunk[] {
  return [...chunks.values()].filter((chunk) => pattern.test(chunk.fileName));
}

function assetOf(output: Rolldown.RolldownOutput, suffix: string): Rolldown.OutputAsset | undefined {
  return output.output.find(
    (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith(suffix),
  );
}

/** The package (or workspace folder) a bundled module comes from. */
function origin(id: string): string {
  const path = id.replace(/\\/g, '/');
  const modules = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (modules?.[1]) return modules[1];
  for (const workspace of ['widget', 'compiler', 'engine-wasm'])
    if (path.startsWith(`${repoRoot}${workspace}/`)) return `@plcsim/${workspace}`;
  return 'bundler runtime';
}

/** Each origin's share of the chunks' code before minification. */
function shares(chunks: readonly Rolldown.OutputChunk[]): string {
  const totals = new Map<string, number>();
  for (const chunk of chunks)
    for (const [id, info] of Object.entries(chunk.modules))
      totals.set(origin(id), (totals.get(origin(id)) ?? 0) + info.renderedLength);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes / sum >= 0.005)
    .map(([name, bytes]) => `${name} ${Math.round((bytes / sum) * 100)}%`)
    .join(', ');
}

async function minified(code: string, file: string): Promise<string> {
  const result = await minify(file, code, { module: true, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`Minifying ${file} failed: ${result.errors[0]?.message}`);
  return result.code;
}

function print(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r.label.length));
  for (const r of rows) {
    const figures = `${(r.raw / KB).toFixed(1).padStart(7)} KB raw ${(r.gzip / KB).toFixed(1).padStart(7)} KB gzip`;
    const measured = r.rawTarget ? r.raw : r.gzip;
    const verdict =
      r.target === undefined
        ? ''
        : `   target ≤ ${r.target / KB} KB ${r.rawTarget ? 'raw' : 'gzip'}: ${
            measured <= r.target ? 'met' : `over by ${((measured - r.target) / KB).toFixed(1)} KB`
          }`;
    console.log(`  ${r.label.padEnd(width)} ${figures}${verdict}`);
  }
}

/** The consumer's built app (tests/embed-fixture/dist/assets), when it has been built. */
function fixtureRows(): Row[] {
  const assets = join(repoRoot, 'tests/embed-fixture/dist/assets');
  if (!existsSync(assets)) return [];
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const read = (name: string) => readFileSync(join(assets, name));
  const rows: Row[] = [];
  for (const name of scripts.filter((file) => /^index-/.test(file)))
    rows.push(row('app JS (the widget, React; minified by the app build)', read(name)));
  for (const name of scripts.filter((file) => !/^index-/.test(file)))
    rows.push(row(`  on demand: ${name}`, read(name)));
  return rows;
}

/** A scene's drawing (with paper.js in the standalone build): loaded whenever a project has a scene. */
const SCENE_CHUNK = /sceneDrawing/;
/** The editor, loaded only by mode="edit". */
const EDITOR_CHUNK = /LadderEditor/;
/** The project document's validator, loaded with the first `src`. */
const SOURCE_CHUNK = /schema/;
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'));

async function main(): Promise<void> {
  const libOutput = await buildInMemory('widget/vite.lib.config.ts');
  const library = chunksOf(libOutput);
  const standaloneOutput = await buildInMemory('widget/vite.standalone.config.ts');
  const standalone = chunksOf(standaloneOutput);
  const css = assetOf(libOutput, '.css');
  const wasm = assetOf(libOutput, '.wasm');
  const loader = assetOf(standaloneOutput, 'plc-simulator.js');
  if (!css || !wasm || !loader)
    throw new Error('The builds emitted no style.css, engine.wasm or plc-simulator.js.');

  // The library is published unminified; a consumer's production build minifies it.
  const minifiedLib = new Map<string, string>();
  for (const [name, chunk] of library) minifiedLib.set(name, await minified(chunk.code, name));
  const min = (chunks: readonly Rolldown.OutputChunk[]) =>
    chunks.map((chunk) => minifiedLib.get(chunk.fileName) as string);
  const runLib = loadedChunks(library, 'index.js', SCENE_CHUNK);
  const srcLib = loadedChunks(library, 'index.js', either(SCENE_CHUNK, SOURCE_CHUNK));
  const editLib = loadedChunks(library, 'index.js', either(SCENE_CHUNK, EDITOR_CHUNK));
  const allLib = [...library.values()];
  const paperMin = readFileSync(join(repoRoot, 'node_modules/paper/dist/paper-core.min.js'), 'utf8');
  const uplotMin = await minified(
    readFileSync(join(repoRoot, 'node_modules/uplot/dist/uPlot.esm.js'), 'utf8'),
    'uPlot.esm.js',
  );

  print('npm package (@plcsim/widget, dist/; minified as a consumer production build ships it)', [
    row(
      `<PlcSimulator> running a project with a scene: index.js + ${runLib.length - 1} chunks`,
      min(runLib),
      100 * KB,
    ),
    row('  the same + paper.js (paper-core.min.js)', [...min(runLib), paperMin]),
    row('  with `src` instead of `project`: + the document validator', min(srcLib)),
    row('  mode="edit": + the editor chunk', min(editLib)),
    row(`every chunk of the package (index.js, editor.js, chunks/: ${allLib.length} files)`, min(allLib)),
    row('uPlot, minified (a dependency; loaded only with the trend panel)', uplotMin),
    row('style.css', String(css.source)),
  ]);
  // The script tag's projects come from `src`, so its validator counts.
  const runScript = loadedChunks(standalone, 'plc-simulator.module.js', either(SCENE_CHUNK, SOURCE_CHUNK));
  const editScript = chunksNamed(standalone, EDITOR_CHUNK);
  const trendScript = chunksNamed(standalone, /uPlot/);
  print('standalone script (dist/standalone; React, paper.js and the CSS bundled)', [
    row(
      `<plc-simulator src> running a project with a scene: plc-simulator.js + ${runScript.length} modules`,
      [String(loader.source), ...runScript.map((chunk) => chunk.code)],
      250 * KB,
    ),
    row(
      '  loaded on demand: the editor (mode="edit")',
      editScript.map((chunk) => chunk.code),
    ),
    row(
      '  loaded on demand: uPlot (the trend panel)',
      trendScript.map((chunk) => chunk.code),
    ),
    row(`every file of dist/standalone (${standalone.size + 1} scripts)`, [
      String(loader.source),
      ...[...standalone.values()].map((chunk) => chunk.code),
    ]),
  ]);
  print('VM', [{ ...row('engine.wasm', wasm.source as Uint8Array), target: 40 * KB, rawTarget: true }]);
  const app = fixtureRows();
  if (app.length > 0) print('a consumer app (tests/embed-fixture/dist, Vite + React)', app);

  console.log('\nWhere the bytes come from (share of the code before minification)');
  console.log(`  the library, running a scene:        ${shares(runLib)}`);
  console.log(`  the standalone script, running a scene: ${shares(runScript)}`);
  if (process.argv.includes('--sizes')) return;
  await benchLadderLive();
  await benchEmbedRoute();
  await benchWorkspace();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
