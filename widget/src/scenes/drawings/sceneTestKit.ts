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
  SCENE_CATALOGUE[scene].required.map((tag) => tag.alias);

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

/** The whole drawing as text, to compare two states. */
export const picture = (scope: paper.PaperScope): string =>
  scope.project.activeLayer.exportJSON({ asString: true, precision: 2 }) as string;

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

/**
 * The checks every drawing passes: it draws the initial frame and both extremes (all outputs and
 * inputs off or on, variables at their ends, 0 or `items` items) inside 400 × 200, each required
 * tag visibly changes the picture, and a stopped program leaves the picture still.
 */
export function itDrawsTheBasics(
  scene: SceneId,
  render: SceneRenderer,
  extremes: { low: Record<string, number>; high: Record<string, number>; items?: SceneItem[] },
): void {
  it('draws the initial frame and both extremes inside the scene area', () => {
    const { scope, drawing } = drawScene(render);
    drawing.update(initialSceneFrame(scene), 0);
    expect(scope.project.activeLayer.children.length).toBeGreaterThan(0);
    expectInsideScene(scope);
    drawing.update(frameOf(scene, { io: allIo(scene, 1), vars: extremes.high, items: extremes.items }), 16);
    expectInsideScene(scope);
    drawing.update(frameOf(scene, { io: allIo(scene, 0), vars: extremes.low }), 32);
    expectInsideScene(scope);
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
      vars: extremes.high,
      items: extremes.items,
      running: false,
    });
    drawing.update(busy, 1000);
    const before = picture(scope);
    drawing.update(busy, 1400);
    expect(picture(scope) === before, 'picture 400 ms later equals the first').toBe(true);
  });
}
