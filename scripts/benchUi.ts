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
 * The sizes are what a page loads to run a project with a scene (the first chunks, the scene drawing's shared
 * chunk and one scene's drawing, the largest: the Car Wash):
 * a ladder project adds the ladder view, a project in Structured Text the ST compiler instead; both are
 * held to the budgets. The editor (mode="edit") and uPlot (the trend panel) load on demand and are listed
 * apart. The measuring is scripts/lib/widgetSizes.ts, which
 * tests/budgets/widgetSize.test.ts also uses to hold the budgets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { benchEmbedRoute } from './benchEmbedRoute.ts';
import { benchLadderLive } from './benchLadderLive.ts';
import { benchWorkspace } from './benchWorkspace.ts';
import { repoRoot } from './lib/paths.ts';
import {
  A_SCENE,
  BUDGETS,
  buildWidget,
  chunksNamed,
  EDITOR_CHUNK,
  either,
  LADDER_CHUNK,
  libraryLoad,
  minified,
  PAGES,
  sizes,
  SOURCE_CHUNK,
  ST_CHUNK,
  type Bytes,
} from './lib/widgetSizes.ts';

const KB = 1000;

interface Row {
  label: string;
  raw: number;
  gzip: number;
  /** The issue's limit in bytes, when it sets one (on the gzip size unless `rawTarget`). */
  target?: number;
  rawTarget?: boolean;
}

/** One file, or several each sent (and gzipped) on its own: the sums. */
const row = (label: string, content: Bytes | readonly Bytes[], target?: number): Row => {
  const files = Array.isArray(content) ? (content as readonly Bytes[]) : [content as Bytes];
  return { label, ...sizes(files), ...(target === undefined ? {} : { target }) };
};

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

async function main(): Promise<void> {
  const builds = await buildWidget();
  const { library, minifiedLibrary, standalone, css, wasm, loader } = builds;
  const runLib = PAGES.libraryLadder(builds);
  const stLib = PAGES.librarySt(builds);
  const srcLib = libraryLoad(builds, either(A_SCENE, SOURCE_CHUNK, LADDER_CHUNK));
  const editLib = libraryLoad(builds, either(A_SCENE, EDITOR_CHUNK));
  const paperMin = readFileSync(join(repoRoot, 'node_modules/paper/dist/paper-core.min.js'), 'utf8');
  const uplotMin = await minified(
    readFileSync(join(repoRoot, 'node_modules/uplot/dist/uPlot.esm.js'), 'utf8'),
    'uPlot.esm.js',
  );

  print('npm package (@plcsim/widget, dist/; minified as a consumer production build ships it)', [
    row(
      `<PlcSimulator> running a ladder project with a scene (+ the ladder view): index.js + ${runLib.files.length - 1} chunks`,
      runLib.code,
      BUDGETS.libraryGzip,
    ),
    row('  the same + paper.js (paper-core.min.js)', [...runLib.code, paperMin]),
    row('  with `src` instead of `project`: + the document validator', srcLib.code),
    row('  mode="edit": + the editor chunk', editLib.code),
    row(
      `<PlcSimulator> running an ST project with a scene (+ the ST compiler, no ladder view): index.js + ${stLib.files.length - 1} chunks`,
      stLib.code,
      BUDGETS.libraryGzip,
    ),
    row(`every chunk of the package (index.js, editor.js, ladder.js, chunks/: ${library.size} files)`, [
      ...minifiedLibrary.values(),
    ]),
    row('uPlot, minified (a dependency; loaded only with the trend panel)', uplotMin),
    row('style.css', String(css.source)),
  ]);
  const runScript = PAGES.standaloneLadder(builds);
  const stScript = PAGES.standaloneSt(builds);
  const codeOf = (pattern: RegExp) => chunksNamed(standalone, pattern).map((chunk) => chunk.code);
  print('standalone script (dist/standalone; React, paper.js and the CSS bundled)', [
    row(
      `<plc-simulator src> running a ladder project with a scene (+ the ladder view): plc-simulator.js + ${runScript.files.length - 1} modules`,
      runScript.code,
      BUDGETS.standaloneGzip,
    ),
    row(
      `<plc-simulator src> running an ST project with a scene (+ the ST compiler, no ladder view): plc-simulator.js + ${stScript.files.length - 1} modules`,
      stScript.code,
      BUDGETS.standaloneStGzip,
    ),
    row('  loaded on demand: the ladder view (not by a page in ST)', codeOf(LADDER_CHUNK)),
    row('  loaded on demand: the Structured Text compiler', codeOf(ST_CHUNK)),
    row(
      '  the same page, its project with subroutines (+ the subroutine machinery)',
      PAGES.standaloneStRoutines(builds).code,
    ),
    row('  loaded on demand: the editor (mode="edit")', codeOf(EDITOR_CHUNK)),
    row('  loaded on demand: uPlot (the trend panel)', codeOf(/uPlot/)),
    row(`every file of dist/standalone (${standalone.size + 1} scripts)`, [
      String(loader.source),
      ...[...standalone.values()].map((chunk) => chunk.code),
    ]),
  ]);
  print('VM', [
    { ...row('engine.wasm', wasm.source as Uint8Array), target: BUDGETS.wasmRaw, rawTarget: true },
  ]);
  const app = fixtureRows();
  if (app.length > 0) print('a consumer app (tests/embed-fixture/dist, Vite + React)', app);

  const chunks = (all: Map<string, Rolldown.OutputChunk>, files: readonly string[]) =>
    files.flatMap((file) => all.get(file) ?? []);
  console.log('\nWhere the bytes come from (share of the code before minification)');
  console.log(`  the library, running a scene:        ${shares(chunks(library, runLib.files))}`);
  console.log(`  the standalone script, running a scene: ${shares(chunks(standalone, runScript.files))}`);
  if (process.argv.includes('--sizes')) return;
  await benchLadderLive();
  await benchEmbedRoute();
  await benchWorkspace();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
