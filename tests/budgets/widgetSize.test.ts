/**
 * Issue 12's size budgets, held: the npm library and the standalone script built once each, in memory,
 * with their own configs, and measured the way `npm run bench:ui` prints them (scripts/lib/widgetSizes.ts):
 * what a page loads to run a project with a scene, each file gzipped (level 9) on its own: a ladder project
 * (with the ladder compiler and view) and a project in Structured Text (with the ST compiler, without the
 * ladder's). A ladder page never loads the Structured Text compiler (the lezer parser); an ST page never
 * loads the ladder compiler (validation, teaching warnings, the emitter) or the ladder view.
 */
import { SCENES, type SceneId } from '@plcsim/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  A_SCENE,
  BUDGETS,
  buildWidget,
  EDITOR_CHUNK,
  either,
  LADDER_CHUNK,
  LADDER_COMPILER_CHUNK,
  LARGEST_SCENE_CHUNK,
  libraryLoad,
  gzipSize,
  PAGES,
  rawSize,
  SCENE_CHUNK,
  sizes,
  SOURCE_CHUNK,
  ST_CHUNK,
  ST_PARSER_MARKER,
  ST_ROUTINES_CHUNK,
  standaloneLoad,
  type Chunk,
  type Chunks,
  type PageLoad,
  type WidgetBuilds,
} from '../../scripts/lib/widgetSizes.ts';

let builds: WidgetBuilds;

beforeAll(async () => {
  builds = await buildWidget();
}, 120_000);

const gzipOf = (page: PageLoad) => sizes(page.code).gzip;
const report = (page: PageLoad) => `${(gzipOf(page) / 1000).toFixed(1)} KB gzip: ${page.files.join(', ')}`;
/** The files of `page` that bundle a module of the ladder view (widget/src/ladder/). */
const withLadderView = (page: PageLoad, chunks: Chunks) =>
  page.files.filter((file) =>
    Object.keys(chunks.get(file)?.modules ?? {}).some((id) => /widget\/src\/ladder\//.test(id)),
  );
/** The files of `page` that bundle the ladder compiler's validation (compiler/src/ladder/validate.ts). */
const withLadderCompiler = (page: PageLoad, chunks: Chunks) =>
  page.files.filter((file) =>
    Object.keys(chunks.get(file)?.modules ?? {}).some((id) => /compiler\/src\/ladder\/validate\.ts/.test(id)),
  );
/** The files of `page` that hold the ST parser. */
const withParser = (page: PageLoad) =>
  page.files.filter((_file, i) => page.code[i]?.includes(ST_PARSER_MARKER));

const loads = (page: PageLoad, pattern: RegExp) => page.files.some((file) => pattern.test(file));

describe('the embeds stay within their size budgets', () => {
  it('the library, a ladder project: index.js, its chunks, the scene drawing and the ladder view ≤ 100 000 bytes gzip', () => {
    const page = PAGES.libraryLadder(builds);
    expect(page.files).toContain('index.js');
    expect(loads(page, SCENE_CHUNK)).toBe(true);
    expect(loads(page, LADDER_CHUNK)).toBe(true);
    expect(loads(page, LADDER_COMPILER_CHUNK)).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.libraryGzip);
  });

  it('the library, a project in Structured Text: index.js, its chunks, the scene drawing and the ST compiler ≤ 100 000 bytes gzip', () => {
    const page = PAGES.librarySt(builds);
    expect(page.files).toContain('index.js');
    expect(loads(page, SCENE_CHUNK)).toBe(true);
    expect(loads(page, ST_CHUNK)).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.libraryGzip);
  });

  it('the standalone script, a ladder project: plc-simulator.js and what it loads for a scene from `src` ≤ 250 000 bytes gzip', () => {
    const page = PAGES.standaloneLadder(builds);
    expect(page.files).toEqual(expect.arrayContaining(['plc-simulator.js', 'plc-simulator.module.js']));
    expect(loads(page, SCENE_CHUNK)).toBe(true);
    expect(loads(page, SOURCE_CHUNK)).toBe(true);
    expect(loads(page, LADDER_CHUNK)).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.standaloneGzip);
  });

  it('the standalone script, a project in Structured Text: plc-simulator.js and what it loads for a scene from `src` ≤ 250 000 bytes gzip', () => {
    const page = PAGES.standaloneSt(builds);
    expect(page.files).toEqual(expect.arrayContaining(['plc-simulator.js', 'plc-simulator.module.js']));
    expect(loads(page, SCENE_CHUNK)).toBe(true);
    expect(loads(page, SOURCE_CHUNK)).toBe(true);
    expect(loads(page, ST_CHUNK)).toBe(true);
    expect(gzipOf(page), report(page)).toBeLessThanOrEqual(BUDGETS.standaloneStGzip);
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

describe('a page running a project in Structured Text does not load the ladder view or compiler', () => {
  it('the ladder compiler is in no chunk an ST page loads, and in one a ladder page loads', () => {
    expect(withLadderCompiler(PAGES.librarySt(builds), builds.library)).toEqual([]);
    expect(withLadderCompiler(PAGES.libraryLadder(builds), builds.library)).not.toEqual([]);
    expect(withLadderCompiler(PAGES.standaloneSt(builds), builds.standalone)).toEqual([]);
    expect(withLadderCompiler(PAGES.standaloneLadder(builds), builds.standalone)).not.toEqual([]);
  });

  it('the library: the ladder view is in no chunk an ST page loads, and in one a ladder page loads', () => {
    expect(withLadderView(PAGES.librarySt(builds), builds.library)).toEqual([]);
    expect(withLadderView(PAGES.libraryLadder(builds), builds.library)).not.toEqual([]);
  });

  it('the standalone script: the ladder view is in no module an ST page loads, and in one a ladder page loads', () => {
    expect(withLadderView(PAGES.standaloneSt(builds), builds.standalone)).toEqual([]);
    expect(withLadderView(PAGES.standaloneLadder(builds), builds.standalone)).not.toEqual([]);
  });
});

describe('a page running a project in Structured Text loads the subroutine machinery only for a project with subroutines', () => {
  /** The files of `page` that bundle routines/calls.ts or st/stRoutine.ts (the calls, an ST subroutine's emitter). */
  const withRoutineMachinery = (page: PageLoad, chunks: Chunks) =>
    page.files.filter((file) =>
      Object.keys(chunks.get(file)?.modules ?? {}).some((id) =>
        /compiler\/src\/(routines\/calls|st\/stRoutine)\.ts/.test(id),
      ),
    );

  it('the library: not with a project in ST, and with one that has subroutines', () => {
    expect(withRoutineMachinery(PAGES.librarySt(builds), builds.library)).toEqual([]);
    const routines = libraryLoad(builds, either(SCENE_CHUNK, ST_CHUNK, ST_ROUTINES_CHUNK));
    expect(withRoutineMachinery(routines, builds.library)).not.toEqual([]);
  });

  it('the standalone script: not with a project in ST, and with one that has subroutines', () => {
    expect(withRoutineMachinery(PAGES.standaloneSt(builds), builds.standalone)).toEqual([]);
    const routines = PAGES.standaloneStRoutines(builds);
    expect(loads(routines, ST_ROUTINES_CHUNK)).toBe(true);
    expect(withRoutineMachinery(routines, builds.standalone)).not.toEqual([]);
    // It brings the ST compiler's own chunk with it, not a second copy of the compiler.
    expect(withParser(routines)).toHaveLength(1);
  });
});

describe("a page with a scene loads paper.js, the parts the drawings share and that one scene's drawing", () => {
  /** A scene's drawing module: AIR_COMPRESSOR → widget/src/scenes/drawings/airCompressor.ts. */
  const drawingFile = (scene: SceneId) =>
    scene.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  /** The scenes whose drawing `chunk` bundles. */
  const scenesIn = (chunk: Chunk | undefined): SceneId[] =>
    SCENES.filter((scene) =>
      Object.keys(chunk?.modules ?? {}).some((id) =>
        id.endsWith(`widget/src/scenes/drawings/${drawingFile(scene)}.ts`),
      ),
    );
  const scenesOf = (page: PageLoad, chunks: Chunks) =>
    page.files.flatMap((file) => scenesIn(chunks.get(file)));
  const modulesOf = (page: PageLoad, chunks: Chunks) =>
    page.files.flatMap((file) => Object.keys(chunks.get(file)?.modules ?? {}));
  const bothBuilds = () =>
    [
      ['the library', builds.library, (pattern: RegExp) => libraryLoad(builds, pattern)],
      ['the standalone script', builds.standalone, (pattern: RegExp) => standaloneLoad(builds, pattern)],
    ] as const;

  it('every page the budgets measure loads one scene drawing, the Car Wash, and the shared scene chunk', () => {
    for (const [build, chunks] of [
      [PAGES.libraryLadder, builds.library],
      [PAGES.librarySt, builds.library],
      [PAGES.standaloneLadder, builds.standalone],
      [PAGES.standaloneSt, builds.standalone],
    ] as const) {
      const page = build(builds);
      expect(scenesOf(page, chunks)).toEqual(['CAR_WASH']);
      expect(loads(page, SCENE_CHUNK)).toBe(true);
      expect(modulesOf(page, chunks).some((id) => id.endsWith('scenes/drawings/sceneKit.ts'))).toBe(true);
    }
  });

  it('up front, neither build loads paper.js, the shared scene chunk or any drawing', () => {
    for (const [build, chunks, load] of bothBuilds()) {
      const upFront = load(/^$/);
      expect(loads(upFront, SCENE_CHUNK), build).toBe(false);
      expect(scenesOf(upFront, chunks), build).toEqual([]);
      expect(
        modulesOf(upFront, chunks).filter((id) =>
          /node_modules\/paper\/|scenes\/drawings\/sceneKit/.test(id),
        ),
        build,
      ).toEqual([]);
    }
  });

  it("the shared scene chunk holds paper.js (in the standalone script) and no scene's drawing", () => {
    for (const [, chunks, load] of bothBuilds()) {
      const shared = load(SCENE_CHUNK);
      expect(scenesOf(shared, chunks)).toEqual([]);
      expect(
        modulesOf(shared, chunks).filter((id) =>
          /scenes\/drawings\/(sceneKit|deviceParts|palette|pipeParts)\.ts$/.test(id),
        ),
      ).toHaveLength(4);
    }
    expect(
      modulesOf(standaloneLoad(builds, SCENE_CHUNK), builds.standalone).some((id) =>
        /node_modules\/paper\//.test(id),
      ),
    ).toBe(true);
  });

  it("each scene's drawing is a chunk of its own, and the Car Wash's is the largest", () => {
    for (const [build, chunks, load] of bothBuilds()) {
      const sizesByScene = new Map<SceneId, number>();
      for (const chunk of chunks.values()) {
        const scenes = scenesIn(chunk);
        if (scenes.length === 0) continue;
        expect(scenes, `${build}: ${chunk.fileName}`).toHaveLength(1);
        const code = chunks === builds.library ? builds.minifiedLibrary.get(chunk.fileName) : chunk.code;
        sizesByScene.set(scenes[0] as SceneId, gzipSize(code ?? ''));
      }
      expect([...sizesByScene.keys()].sort(), build).toEqual([...SCENES].sort());
      const largest = [...sizesByScene].sort((a, b) => b[1] - a[1])[0]?.[0];
      expect(largest, build).toBe('CAR_WASH');
      const carWash = [...chunks.values()].filter((chunk) => LARGEST_SCENE_CHUNK.test(chunk.fileName));
      expect(carWash.map(scenesIn), build).toEqual([['CAR_WASH']]);
      // A page showing one scene loads that scene's chunk and the shared one, no other scene's.
      expect(scenesOf(load(A_SCENE), chunks)).toEqual(['CAR_WASH']);
    }
  });
});
