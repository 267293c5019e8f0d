/**
 * `npm run bench:ui`: how big the embeds are, printed (not a test). Builds the npm library and the
 * standalone script in memory with their own configs (widget/vite.lib.config.ts,
 * widget/vite.standalone.config.ts) and reports raw and gzip sizes (level 9) against the issue's
 * targets: library ESM ≤ 100 KB gzip without React and paper.js, standalone plc-simulator.js ≤ 250 KB
 * gzip, engine.wasm ≤ 40 KB. Also: the library with paper.js, what a consumer's app ships
 * (tests/embed-fixture/dist, when built) and which packages the bytes come from. Then the live
 * view's speed: B1 running in LadderView, and inserting into B1 in LadderEditor, in Chromium
 * (benchLadderLive.ts); the iframe route's scripts and the workspace's scripts and start-up time
 * (benchEmbedRoute.ts, benchWorkspace.ts).
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

const gzip = (bytes: string | Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const row = (label: string, content: string | Uint8Array, target?: number): Row => ({
  label,
  raw: typeof content === 'string' ? Buffer.byteLength(content) : content.length,
  gzip: gzip(content),
  ...(target === undefined ? {} : { target }),
});

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

function chunkOf(output: Rolldown.RolldownOutput): Rolldown.OutputChunk {
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`Expected one chunk, got ${chunks.length}.`);
  return chunks[0];
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

/** Each origin's share of the chunk's code before minification. */
function shares(chunk: Rolldown.OutputChunk): string {
  const totals = new Map<string, number>();
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
  const files = readdirSync(assets);
  const read = (test: (name: string) => boolean) =>
    files.filter(test).map((name) => readFileSync(join(assets, name)));
  const main = read((name) => /^index-.*\.js$/.test(name));
  const lazy = read((name) => name.endsWith('.js') && !/^index-/.test(name));
  const rows: Row[] = [];
  if (main[0]) rows.push(row('app JS (the widget, React, paper.js; minified by the app build)', main[0]));
  for (const chunk of lazy) rows.push(row('  lazy chunk (uPlot, with the trend panel)', chunk));
  return rows;
}

async function main(): Promise<void> {
  const library = await buildInMemory('widget/vite.lib.config.ts');
  const standalone = await buildInMemory('widget/vite.standalone.config.ts');
  const lib = chunkOf(library);
  const script = chunkOf(standalone);
  const css = assetOf(library, '.css');
  const wasm = assetOf(library, '.wasm');
  if (!css || !wasm) throw new Error('The library build emitted no style.css or engine.wasm.');

  const libMin = await minified(lib.code, 'index.js');
  const paperMin = readFileSync(join(repoRoot, 'node_modules/paper/dist/paper-core.min.js'), 'utf8');
  const uplotMin = await minified(
    readFileSync(join(repoRoot, 'node_modules/uplot/dist/uPlot.esm.js'), 'utf8'),
    'uPlot.esm.js',
  );

  print('npm package (@plcsim/widget, dist/)', [
    row('index.js as published (React, react-dom, paper.js, uPlot external)', lib.code),
    row('index.js minified (what a consumer production build ships of it)', libMin, 100 * KB),
    row('index.js minified + paper.js (paper-core.min.js)', `${libMin}\n${paperMin}`),
    row('uPlot, minified (a dependency; loaded only with the trend panel)', uplotMin),
    row('style.css', String(css.source)),
  ]);
  print('standalone script (dist/standalone)', [
    row('plc-simulator.js (React, paper.js, uPlot, CSS bundled)', script.code, 250 * KB),
  ]);
  print('VM', [{ ...row('engine.wasm', wasm.source as Uint8Array), target: 40 * KB, rawTarget: true }]);
  const app = fixtureRows();
  if (app.length > 0) print('a consumer app (tests/embed-fixture/dist, Vite + React)', app);

  console.log('\nWhere the bytes come from (share of the code before minification)');
  console.log(`  index.js:         ${shares(lib)}`);
  console.log(`  plc-simulator.js: ${shares(script)}`);
  await benchLadderLive();
  await benchEmbedRoute();
  await benchWorkspace();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
