/**
 * Issue 12's size budgets, held: the npm library and the standalone script built once each, in memory,
 * with their own configs, and measured the way `npm run bench:ui` prints them (scripts/lib/widgetSizes.ts):
 * what a page loads to run a ladder project with a scene, each file gzipped (level 9) on its own. A
 * ladder page never loads the Structured Text compiler (the lezer parser): only a project in ST does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  buildWidget,
  EDITOR_CHUNK,
  either,
  libraryLoad,
  PAGES,
  rawSize,
  SCENE_CHUNK,
  sizes,
  SOURCE_CHUNK,
  ST_PARSER_MARKER,
  standaloneLoad,
  type PageLoad,
  type WidgetBuilds,
} from '../../scripts/lib/widgetSizes.ts';

let builds: WidgetBuilds;

beforeAll(async () => {
  builds = await buildWidget();
}, 120_000);

const gzipOf = (page: PageLoad) => sizes(page.code).gzip;
const report = (page: PageLoad) => `${(gzipOf(page) / 1000).toFixed(1)} KB gzip: ${page.files.join(', ')}`;
/** The files of `page` that hold the ST parser. */
const withParser = (page: PageLoad) =>
  page.files.filter((_file, i) => page.code[i]?.includes(ST_PARSER_MARKER));

describe('the embeds stay within their size budgets', () => {
  it('the library: index.js, its chunks and the scene drawing ≤ 100 000 bytes gzip', () => {
    const page = PAGES.libraryLadder(builds);
    expect(page.files).toContain('index.js');
    expect(page.files.some((file) => SCENE_CHUNK.test(file))).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.libraryGzip);
  });

  it('the standalone script: plc-simulator.js and what it loads for a scene from `src` ≤ 250 000 bytes gzip', () => {
    const page = PAGES.standaloneLadder(builds);
    expect(page.files).toEqual(expect.arrayContaining(['plc-simulator.js', 'plc-simulator.module.js']));
    expect(page.files.some((file) => SCENE_CHUNK.test(file))).toBe(true);
    expect(page.files.some((file) => SOURCE_CHUNK.test(file))).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.standaloneGzip);
  });

  it('engine.wasm ≤ 40 000 bytes', () => {
    const wasm = builds.wasm.source;
    expect(wasm).toBeInstanceOf(Uint8Array);
    expect(rawSize(wasm)).toBeLessThanOrEqual(BUDGETS.wasmRaw);
  });
});

describe('a ladder page does not load the Structured Text parser', () => {
  it('the library: not up front, not with a scene, a `src` or the editor; only with a project in ST', () => {
    const ladder = libraryLoad(builds, either(SCENE_CHUNK, SOURCE_CHUNK, EDITOR_CHUNK));
    expect(withParser(ladder)).toEqual([]);
    expect(withParser(PAGES.librarySt(builds))).toHaveLength(1);
  });

  it('the standalone script: not up front, not with a scene, a `src` or the editor; only with a project in ST', () => {
    const ladder = standaloneLoad(builds, either(SCENE_CHUNK, SOURCE_CHUNK, EDITOR_CHUNK));
    expect(withParser(ladder)).toEqual([]);
    expect(withParser(PAGES.standaloneSt(builds))).toHaveLength(1);
  });
});
