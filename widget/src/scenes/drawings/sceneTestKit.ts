/**
 * Test helpers for the scene drawings (used by the *.test.ts files only): a PaperScope on a
 * 400 × 200 canvas, frames built from the catalogue, and the checks every drawing must pass.
 */
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import { expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame, type SceneItem } from '../frame.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, type SceneDrawing, type SceneRenderer } from './types.ts';

export function drawScene(render: SceneRenderer): { scope: paper.PaperScope; drawing: SceneDrawing } {
  const canvas = document.createElement('canvas');
  canvas.width = SCENE_WIDTH;
  canvas.height = SCENE_HEIGHT;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: render(scope) };
}

export function expectInsideScene(scope: paper.PaperScope): void {
  const bounds = scope.project.activeLayer.bounds;
  expect(bounds.left).toBeGreaterThanOrEqual(0);
  expect(bounds.top).toBeGreaterThanOrEqual(0);
  expect(bounds.right).toBeLessThanOrEqual(SCENE_WIDTH);
  expect(bounds.bottom).toBeLessThanOrEqual(SCENE_HEIGHT);
}

export const aliasesOf = (scene: SceneId): string[] =>
  SCENE_CATALOGUE[scene].required.map((tag) => tag.alias || tag.name);

export interface FrameChange {
  io?: Record<string, number>;
  vars?: Record<string, number>;
  items?: SceneItem[];
  running?: boolean;
}

/** The scene's initial frame, running, with some tags, variables or items changed. */
export function frameOf(scene: SceneId, change: FrameChange = {}): SceneFrame {
  const frame = initialSceneFrame(scene);
  return {
    ...frame,
    io: { ...frame.io, ...change.io },
    vars: { ...frame.vars, ...change.vars },
    items: change.items ?? [],
    running: change.running ?? true,
  };
}

/** Every required tag of the scene set to `value`. */
export const allIo = (scene: SceneId, value: number): Record<string, number> =>
  Object.fromEntries(aliasesOf(scene).map((alias) => [alias, value]));

/** The whole drawing as text, to compare two states (`precision` decimals; 5 catches the slightest move). */
export const picture = (scope: paper.PaperScope, precision = 2): string =>
  scope.project.activeLayer.exportJSON({ asString: true, precision }) as string;

/** Every text shown (labels, read-outs). */
export const texts = (scope: paper.PaperScope): string[] =>
  scope.project
    .getItems({ class: scope.PointText })
    .filter((item): item is paper.PointText => item instanceof scope.PointText)
    .map((text) => text.content);

/** The item named `name` (a lamp lens, a moving part); fails the test when missing. */
export function named(scope: paper.PaperScope, name: string): paper.Item {
  const item = scope.project.getItem({ name }) as paper.Item | null;
  expect(item, `item named ${name}`).toBeTruthy();
  return item as paper.Item;
}

/** How many items named `name` are shown (pooled boxes, bottles, cars). */
export const shownCount = (scope: paper.PaperScope, name: string): number =>
  scope.project.getItems({ name }).filter((item) => item.visible).length;

export const fillOf = (item: paper.Item): string => item.fillColor?.toCSS(true) ?? 'none';

/** True when two fills (flat or gradient) are the same, or both missing. */
export const sameColour = (a: paper.Color | null | undefined, b: paper.Color | null | undefined): boolean =>
  a && b ? a.equals(b) : !a && !b;

/** What itDrawsTheBasics draws a scene with, and which of the optional checks it adds. */
export interface BasicChecks {
  /** Scene variables at either end of their range (`low` drawn without items, `high` with `items`). */
  low: Record<string, number>;
  high: Record<string, number>;
  items?: SceneItem[];
  /** Each required tag has a lamp lens or LED named after it whose colour follows the tag. */
  lamps?: boolean;
  /** Decorative motion driven by `io` (`what`: "the belt") stands still while stopped, moves while running. */
  motion?: { io: Record<string, number>; what: string };
}

/**
 * The checks every drawing passes: it draws the initial frame and both extremes (variables at either
 * end, each with all outputs and inputs on and off) inside 400 × 200, each required tag visibly
 * changes the picture, and a stopped program leaves the picture still; plus the `lamps` and
 * `motion` checks where asked for.
 */
export function itDrawsTheBasics(scene: SceneId, render: SceneRenderer, checks: BasicChecks): void {
  it('draws the initial frame and both extremes inside the scene area', () => {
    const { scope, drawing } = drawScene(render);
    drawing.update(initialSceneFrame(scene), 0);
    expect(scope.project.activeLayer.children.length).toBeGreaterThan(0);
    expectInsideScene(scope);
    let timeMs = 0;
    for (const [vars, items] of [
      [checks.high, checks.items],
      [checks.low, undefined],
    ] as const) {
      for (const value of [1, 0]) {
        timeMs += 16;
        drawing.update(frameOf(scene, { io: allIo(scene, value), vars, items }), timeMs);
        expectInsideScene(scope);
      }
    }
  });

  it.each(aliasesOf(scene))('shows %s: the picture changes when the tag turns on', (alias) => {
    const { scope, drawing } = drawScene(render);
    const off = frameOf(scene, { io: allIo(scene, 0), running: false });
    drawing.update(off, 0);
    const before = picture(scope);
    drawing.update({ ...off, io: { ...off.io, [alias]: 1 } }, 0);
    expect(picture(scope) === before, 'picture with the tag on equals the one with it off').toBe(false);
    drawing.update(off, 0);
    expect(picture(scope) === before, 'picture after turning the tag off again equals the first').toBe(true);
  });

  it('holds still while the program is stopped', () => {
    const { scope, drawing } = drawScene(render);
    const busy = frameOf(scene, {
      io: allIo(scene, 1),
      vars: checks.high,
      items: checks.items,
      running: false,
    });
    drawing.update(busy, 1000);
    const before = picture(scope);
    drawing.update(busy, 1400);
    expect(picture(scope) === before, 'picture 400 ms later equals the first').toBe(true);
  });

  if (checks.lamps) itLightsEachLamp(scene, render);
  if (checks.motion) itMovesOnlyWhileRunning(scene, render, checks.motion.io, checks.motion.what);
}

/**
 * Each required tag has a lamp lens or LED named after it whose fill changes when the tag turns on,
 * and comes back when it turns off again.
 */
function itLightsEachLamp(scene: SceneId, render: SceneRenderer): void {
  it.each(aliasesOf(scene))('shows %s: its lamp changes colour when the tag turns on', (alias) => {
    const { scope, drawing } = drawScene(render);
    const off = frameOf(scene, { io: allIo(scene, 0) });
    drawing.update(off, 0);
    const lamp = named(scope, alias);
    const offColour = lamp.fillColor?.clone() ?? null;
    drawing.update({ ...off, io: { ...off.io, [alias]: 1 } }, 16);
    expect(sameColour(lamp.fillColor, offColour), 'lamp colour with the tag on equals the one off').toBe(
      false,
    );
    drawing.update(off, 32);
    expect(sameColour(lamp.fillColor, offColour), 'lamp colour after turning the tag off again').toBe(true);
  });
}

/**
 * Decorative motion (a pulley, a belt, a flywheel) driven by `io`: the picture stays exactly the same
 * while the program is stopped and moves once it runs.
 */
function itMovesOnlyWhileRunning(
  scene: SceneId,
  render: SceneRenderer,
  io: Record<string, number>,
  what: string,
): void {
  it(`keeps ${what} still while the program is stopped, moving otherwise`, () => {
    const { scope, drawing } = drawScene(render);
    const stopped = frameOf(scene, { io, running: false });
    drawing.update(stopped, 0);
    const before = picture(scope, 5);
    drawing.update(stopped, 50);
    expect(picture(scope, 5) === before, 'picture 50 ms later while stopped equals the first').toBe(true);
    drawing.update(frameOf(scene, { io }), 100);
    expect(picture(scope, 5) === before, 'picture once running equals the stopped one').toBe(false);
  });
}
