import 'vitest-canvas-mock';
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { drawAirCompressor } from './airCompressor.ts';

function setup() {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: drawAirCompressor(scope) };
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
const texts = (scope: paper.PaperScope) =>
  scope.project
    .getItems({ class: scope.PointText })
    .filter((item): item is paper.PointText => item instanceof scope.PointText)
    .map((text) => text.content);

const ALIASES = SCENE_CATALOGUE.AIR_COMPRESSOR.required.map((tag) => tag.alias);
const initial = () => initialSceneFrame('AIR_COMPRESSOR');
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

describe('drawAirCompressor', () => {
  it('draws the initial frame and both extremes inside the scene area', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    drawing.update(withIo(allOn(), {}, { pressure: 270 }), 16);
    expectInsideScene(scope);
    drawing.update(withIo(allOn(), {}, { pressure: 0 }), 32);
    expectInsideScene(scope);
  });

  it('turns the gauge needle one degree per unit of pressure', () => {
    const { scope, drawing } = setup();
    const needle = scope.project.getItem({ name: 'needle' });
    drawing.update(withIo(initial(), {}, { pressure: 0 }), 0);
    const empty = needle.rotation;
    drawing.update(withIo(initial(), {}, { pressure: 90 }), 16);
    expect(needle.rotation - empty).toBeCloseTo(90);
    drawing.update(withIo(initial(), {}, { pressure: 180 }), 32);
    expect(needle.rotation - empty).toBeCloseTo(180);
    expect(texts(scope).includes('180')).toBe(true);
  });

  it('keeps the flywheel still while the program is stopped, turning otherwise', () => {
    const { scope, drawing } = setup();
    const stopped = { ...withIo(initial(), { MOTOR: 1 }), running: false };
    drawing.update(stopped, 0);
    const before = scope.project.activeLayer.exportJSON();
    drawing.update(stopped, 50);
    expect(scope.project.activeLayer.exportJSON()).toBe(before);
    drawing.update(withIo(initial(), { MOTOR: 1 }), 100);
    expect(scope.project.activeLayer.exportJSON()).not.toBe(before);
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
