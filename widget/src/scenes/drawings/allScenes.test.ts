import 'vitest-canvas-mock';
import { SCENE_CATALOGUE, SCENES, type SceneId } from '@plcsim/compiler';
import paper from 'paper/dist/paper-core';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { loadSceneDrawing } from '../loadSceneDrawing.ts';
import { SCENE_RENDERERS, SCENE_HEIGHT, SCENE_WIDTH } from './index.ts';
import { SCENE_DRAWING_LOADERS } from './loaders.ts';

/** The far ends of every scene variable (spec 001 §9). */
const EXTREMES: Record<string, [number, number]> = {
  position: [-15, 119],
  level: [0, 60],
  pressure: [0, 270],
  rotation: [0, 90],
  liquidA: [0, 80],
  liquidB: [0, 80],
  angle: [0, 345],
  mold: [0, 75],
  fill: [0, 50],
  ejecting: [0, 40],
};
const POSITION_RANGE: Partial<Record<SceneId, [number, number]>> = {
  GARAGE_DOOR: [0, 60],
  ELEVATOR: [53, 119],
  CYLINDER: [-15, 100],
};

function extremeFrame(scene: SceneId, end: 0 | 1): SceneFrame {
  const frame = initialSceneFrame(scene);
  for (const name of Object.keys(frame.vars)) {
    const range = (name === 'position' ? POSITION_RANGE[scene] : undefined) ?? EXTREMES[name] ?? [0, 0];
    frame.vars[name] = range[end];
  }
  for (const alias of Object.keys(frame.io)) frame.io[alias] = end;
  frame.items = Array.from({ length: end ? 16 : 0 }, (_, i) => ({
    pos: i * 20,
    value: i % 3,
    flags: i % 32,
  }));
  frame.running = end === 1;
  return frame;
}

function drawn(scene: SceneId, frames: SceneFrame[]) {
  const canvas = document.createElement('canvas');
  canvas.width = SCENE_WIDTH;
  canvas.height = SCENE_HEIGHT;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  const drawing = SCENE_RENDERERS[scene](scope);
  frames.forEach((frame, i) => drawing.update(frame, i * 500));
  scope.view.update();
  return scope;
}

describe('every scene drawing', () => {
  it('has a renderer for every scene id', () => {
    expect(Object.keys(SCENE_RENDERERS).sort()).toEqual([...SCENES].sort());
  });

  it("loads each scene's own drawing on demand (a module of its own per scene)", async () => {
    expect(Object.keys(SCENE_DRAWING_LOADERS).sort()).toEqual([...SCENES].sort());
    for (const scene of SCENES) {
      expect(await SCENE_DRAWING_LOADERS[scene](), scene).toBe(SCENE_RENDERERS[scene]);
      const loaded = await loadSceneDrawing(scene);
      expect(loaded.draw, scene).toBe(SCENE_RENDERERS[scene]);
      expect(typeof loaded.createSceneScope).toBe('function');
    }
  });

  for (const scene of SCENES) {
    it(`${SCENE_CATALOGUE[scene].name}: draws the initial and both extreme states inside 400 × 200`, () => {
      const scope = drawn(scene, [initialSceneFrame(scene), extremeFrame(scene, 1), extremeFrame(scene, 0)]);
      const bounds = scope.project.activeLayer.bounds;
      expect(scope.project.activeLayer.children.length).toBeGreaterThan(0);
      expect(bounds.left).toBeGreaterThanOrEqual(-0.5);
      expect(bounds.top).toBeGreaterThanOrEqual(-0.5);
      expect(bounds.right).toBeLessThanOrEqual(SCENE_WIDTH + 0.5);
      expect(bounds.bottom).toBeLessThanOrEqual(SCENE_HEIGHT + 0.5);
    });
  }

  for (const scene of SCENES.filter((s) => s !== 'EMPTY')) {
    it(`${SCENE_CATALOGUE[scene].name}: looks different when its outputs and variables change`, () => {
      const signature = (frame: SceneFrame) =>
        drawn(scene, [frame]).project.exportJSON({ asString: true, precision: 2 }) as string;
      expect(signature(extremeFrame(scene, 1))).not.toBe(signature(extremeFrame(scene, 0)));
    });
  }
});
