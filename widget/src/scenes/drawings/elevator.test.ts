import 'vitest-canvas-mock';
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { drawElevator } from './elevator.ts';

function setup() {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: drawElevator(scope) };
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

const ALIASES = SCENE_CATALOGUE.ELEVATOR.required.map((tag) => tag.alias);
const initial = () => initialSceneFrame('ELEVATOR');
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

describe('drawElevator', () => {
  it('draws the initial frame and both extremes inside the scene area', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    drawing.update(withIo(allOn(), {}, { position: 53 }), 16);
    expectInsideScene(scope);
    drawing.update(withIo(allOn(), {}, { position: 119 }), 32);
    expectInsideScene(scope);
  });

  it.each([119, 86, 53])('puts the car top at y %i', (position) => {
    const { scope, drawing } = setup();
    drawing.update(withIo(initial(), {}, { position }), 0);
    const car = scope.project.getItem({ name: 'car' });
    expect(car.bounds.top).toBeCloseTo(position, 0);
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
