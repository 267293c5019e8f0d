import 'vitest-canvas-mock';
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { drawStackLight } from './stackLight.ts';

function setup() {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: drawStackLight(scope) };
}

function expectInsideScene(scope: paper.PaperScope) {
  const bounds = scope.project.activeLayer.bounds;
  expect(bounds.left).toBeGreaterThanOrEqual(0);
  expect(bounds.top).toBeGreaterThanOrEqual(0);
  expect(bounds.right).toBeLessThanOrEqual(400);
  expect(bounds.bottom).toBeLessThanOrEqual(200);
}

const sameColour = (a: paper.Color | null | undefined, b: paper.Color | null) =>
  a && b ? a.equals(b) : !a && !b;

const ALIASES = SCENE_CATALOGUE.STACK_LIGHT.required.map((tag) => tag.alias);
const initial = () => initialSceneFrame('STACK_LIGHT');
const withIo = (
  frame: SceneFrame,
  io: Record<string, number>,
  vars: Record<string, number> = {},
): SceneFrame => ({
  ...frame,
  io: { ...frame.io, ...io },
  vars: { ...frame.vars, ...vars },
  running: true,
});
const allOn = () => withIo(initial(), Object.fromEntries(ALIASES.map((alias) => [alias, 1])));

describe('drawStackLight', () => {
  it('draws the initial and the all-on frame inside the scene area', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    drawing.update(allOn(), 16);
    expectInsideScene(scope);
  });

  it('lights a tier without changing the others', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    const colours = () =>
      ALIASES.map((alias) => scope.project.getItem({ name: alias }).fillColor?.clone() ?? null);
    const before = colours();
    drawing.update(withIo(initial(), { GREEN: 1 }), 16);
    const after = colours();
    expect(after.map((colour, i) => sameColour(colour, before[i] ?? null))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it.each(ALIASES)('shows %s: its lamp changes colour when the tag turns on', (alias) => {
    const { scope, drawing } = setup();
    const frame = withIo(initial(), Object.fromEntries(ALIASES.map((other) => [other, 0])));
    drawing.update(frame, 0);
    const lamp = scope.project.getItem({ name: alias });
    const off = lamp.fillColor?.clone() ?? null;
    drawing.update(withIo(frame, { [alias]: 1 }), 16);
    expect(sameColour(lamp.fillColor, off)).toBe(false);
    drawing.update(frame, 32);
    expect(sameColour(lamp.fillColor, off)).toBe(true);
  });
});
