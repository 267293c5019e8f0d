/**
 * How big the embeds are, as a page loads them: builds the npm library and the standalone script in
 * memory with their own configs (widget/vite.lib.config.ts, widget/vite.standalone.config.ts) and
 * measures raw and gzip sizes (level 9, each file on its own, as each is sent on its own). Used by
 * `npm run bench:ui` (scripts/benchUi.ts, which prints them) and by the budget test
 * (tests/budgets/widgetSize.test.ts, which holds issue 12's budgets).
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build, minify, type Rolldown } from 'vite';
import { repoRoot } from './paths.ts';

/** Issue 12's budgets, in bytes. */
export const BUDGETS = {
  /** The npm library a page loads to run a project with a scene, minified, gzip (without React and paper.js). */
  libraryGzip: 100_000,
  /** plc-simulator.js and the modules it loads to run a project with a scene, gzip (React, paper.js and the CSS in). */
  standaloneGzip: 250_000,
  /**
   * The same for a project in Structured Text (without subroutines: issue 25's subroutine machinery,
   * `@plcsim/compiler/st-routines`, is loaded on demand, only for a project with routines).
   */
  standaloneStGzip: 250_000,
  /** The VM, raw. */
  wasmRaw: 40_000,
} as const;

export type Bytes = string | Uint8Array;
export type Chunk = Rolldown.OutputChunk;
export type Chunks = Map<string, Chunk>;

export const gzipSize = (bytes: Bytes): number => gzipSync(bytes, { level: 9 }).length;
export const rawSize = (bytes: Bytes): number =>
  typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
/** Several files, each sent (and gzipped) on its own: the sums. */
export const sizes = (files: readonly Bytes[]): { raw: number; gzip: number } => ({
  raw: files.reduce((sum, file) => sum + rawSize(file), 0),
  gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
});

/**
 * What every scene's drawing needs (paper.js in the standalone build, the parts the drawings share):
 * loaded whenever a project has a scene, with that one scene's drawing (widget/src/scenes/drawings/loaders.ts).
 */
export const SCENE_CHUNK = /sceneDrawing/;
/**
 * The largest scene drawing's own chunk: the Car Wash (carWash.ts with carWashParts.ts, about 2.6 KB gzip;
 * the budget test checks no other scene's is larger). A page with a scene counts it, as the worst case.
 */
export const LARGEST_SCENE_CHUNK = /carWash/;
/** A page's scene: the shared chunk and the largest scene's drawing. */
export const A_SCENE = new RegExp(`${SCENE_CHUNK.source}|${LARGEST_SCENE_CHUNK.source}`);
/** The ladder view (layout, painting, live values), loaded when a ladder is shown: not by a page in ST. */
export const LADDER_CHUNK = /LadderView/;
/** The ladder compiler (`@plcsim/compiler/ladder`), loaded with the first ladder project: not by a page in ST. */
export const LADDER_COMPILER_CHUNK = /ladderCompiler/;
/** The editor, loaded only by mode="edit". */
export const EDITOR_CHUNK = /LadderEditor/;
/** The project document's validator, loaded with the first `src`. */
export const SOURCE_CHUNK = /schema/;
/** The Structured Text compiler (`@plcsim/compiler/st`), loaded with the first project in ST. */
export const ST_CHUNK = /stCompiler/;
/**
 * The Structured Text compiler's subroutine machinery (`@plcsim/compiler/st-routines`, issue 25), loaded
 * (with the ST compiler) only for a project with subroutines and Structured Text in it.
 */
export const ST_ROUTINES_CHUNK = /stRoutineCompiler/;
/**
 * Text of the lezer parser runtime (@lezer/lr) that survives minification: a chunk holding it holds
 * the Structured Text parser.
 */
export const ST_PARSER_MARKER = "doesn't match runtime version";

export const either = (...patterns: RegExp[]): RegExp =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/** Builds `config` (relative to the repository) without writing anything. */
export async function buildInMemory(config: string): Promise<Rolldown.RolldownOutput> {
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

export function chunksOf(output: Rolldown.RolldownOutput): Chunks {
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/**
 * The chunks a page loads for `start`: it and everything it imports statically, plus the on-demand
 * chunks whose file name matches `alsoLoaded` (and their static imports).
 */
export function loadedChunks(chunks: Chunks, start: string, alsoLoaded?: RegExp): Chunk[] {
  const seen = new Map<string, Chunk>();
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
export function chunksNamed(chunks: Chunks, pattern: RegExp): Chunk[] {
  return [...chunks.values()].filter((chunk) => pattern.test(chunk.fileName));
}

export function assetOf(output: Rolldown.RolldownOutput, suffix: string): Rolldown.OutputAsset | undefined {
  return output.output.find(
    (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith(suffix),
  );
}

export async function minified(code: string, file: string): Promise<string> {
  const result = await minify(file, code, { module: true, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`Minifying ${file} failed: ${result.errors[0]?.message}`);
  return result.code;
}

/** Both builds, as the bench and the budget test measure them. */
export interface WidgetBuilds {
  /** The npm library's chunks (index.js, editor.js, chunks/…), unminified as published. */
  library: Chunks;
  /** Each library chunk's code minified, as a consumer's production build ships it. */
  minifiedLibrary: Map<string, string>;
  /** The standalone script's modules (minified by its build). */
  standalone: Chunks;
  css: Rolldown.OutputAsset;
  wasm: Rolldown.OutputAsset;
  /** plc-simulator.js, the classic script that imports plc-simulator.module.js. */
  loader: Rolldown.OutputAsset;
}

/** Builds the library and the standalone script once each, in memory (a few seconds). */
export async function buildWidget(): Promise<WidgetBuilds> {
  const libOutput = await buildInMemory('widget/vite.lib.config.ts');
  const standaloneOutput = await buildInMemory('widget/vite.standalone.config.ts');
  const css = assetOf(libOutput, '.css');
  const wasm = assetOf(libOutput, '.wasm');
  const loader = assetOf(standaloneOutput, 'plc-simulator.js');
  if (!css || !wasm || !loader)
    throw new Error('The builds emitted no style.css, engine.wasm or plc-simulator.js.');
  const library = chunksOf(libOutput);
  // The library is published unminified; a consumer's production build minifies it.
  const minifiedLibrary = new Map<string, string>();
  for (const [name, chunk] of library) minifiedLibrary.set(name, await minified(chunk.code, name));
  return { library, minifiedLibrary, standalone: chunksOf(standaloneOutput), css, wasm, loader };
}

/** What a page loads up front (and then for a scene, a `src`, Structured Text, the editor). */
export interface PageLoad {
  /** The chunks' file names. */
  files: string[];
  /** Their code as sent (the library's minified). */
  code: string[];
}

/** The library: `<PlcSimulator>` from index.js, plus the on-demand chunks matching `alsoLoaded`. */
export function libraryLoad(builds: WidgetBuilds, alsoLoaded?: RegExp): PageLoad {
  const chunks = loadedChunks(builds.library, 'index.js', alsoLoaded);
  return {
    files: chunks.map((chunk) => chunk.fileName),
    code: chunks.map((chunk) => builds.minifiedLibrary.get(chunk.fileName) as string),
  };
}

/** The script tag: plc-simulator.js and its module, plus the on-demand chunks matching `alsoLoaded`. */
export function standaloneLoad(builds: WidgetBuilds, alsoLoaded?: RegExp): PageLoad {
  const chunks = loadedChunks(builds.standalone, 'plc-simulator.module.js', alsoLoaded);
  return {
    files: ['plc-simulator.js', ...chunks.map((chunk) => chunk.fileName)],
    code: [String(builds.loader.source), ...chunks.map((chunk) => chunk.code)],
  };
}

/**
 * The budgets' pages. The library runs a `project` with a scene (the largest scene's drawing); the script tag's projects come from
 * `src`, so its validator counts. A ladder page loads the ladder compiler and draws the ladder (the ladder
 * view's chunks), not the Structured Text compiler; an ST page loads the ST compiler and shows the source,
 * neither the ladder compiler nor the ladder view.
 */
export const PAGES = {
  libraryLadder: (builds: WidgetBuilds) =>
    libraryLoad(builds, either(A_SCENE, LADDER_CHUNK, LADDER_COMPILER_CHUNK)),
  librarySt: (builds: WidgetBuilds) => libraryLoad(builds, either(A_SCENE, ST_CHUNK)),
  standaloneLadder: (builds: WidgetBuilds) =>
    standaloneLoad(builds, either(A_SCENE, SOURCE_CHUNK, LADDER_CHUNK, LADDER_COMPILER_CHUNK)),
  standaloneSt: (builds: WidgetBuilds) => standaloneLoad(builds, either(A_SCENE, SOURCE_CHUNK, ST_CHUNK)),
  /** An ST page whose project has subroutines (issue 25): + the subroutine machinery. No budget of its own. */
  standaloneStRoutines: (builds: WidgetBuilds) =>
    standaloneLoad(builds, either(A_SCENE, SOURCE_CHUNK, ST_CHUNK, ST_ROUTINES_CHUNK)),
} as const;
