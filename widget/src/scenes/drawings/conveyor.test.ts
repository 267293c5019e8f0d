import 'vitest-canvas-mock';
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { drawConveyor } from './conveyor.ts';

function setup() {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: drawConveyor(scope) };
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

const ALIASES = SCENE_CATALOGUE.CONVEYOR.required.map((tag) => tag.alias);
const initial = () => initialSceneFrame('CONVEYOR');
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

describe('drawConveyor', () => {
  const items = (positions: number[]) => positions.map((pos) => ({ pos, value: 0, flags: 0 }));
  const visibleBoxes = (scope: paper.PaperScope) =>
    scope.project.getItems({ name: 'box' }).filter((box) => box.visible);

  it('draws the initial frame and a full belt inside the scene area', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    expect(visibleBoxes(scope)).toHaveLength(0);
    const full = { ...allOn(), items: items(Array.from({ length: 16 }, (_, i) => 310 - i * 16)) };
    drawing.update(full, 16);
    expect(visibleBoxes(scope)).toHaveLength(16);
    expectInsideScene(scope);
  });

  it('shows one box per item, centred on its position', () => {
    const { scope, drawing } = setup();
    drawing.update({ ...initial(), items: items([300, 180, 60]) }, 0);
    const boxes = visibleBoxes(scope);
    expect(boxes.map((box) => Math.round(box.bounds.center.x))).toEqual([300, 180, 60]);
    drawing.update({ ...initial(), items: items([200]) }, 16);
    expect(visibleBoxes(scope)).toHaveLength(1);
  });

  it('moves the belt only while the motor runs and the program is running', () => {
    const { scope, drawing } = setup();
    const snapshot = () => scope.project.activeLayer.exportJSON();
    const stopped = { ...withIo(initial(), { MOTOR: 1 }), running: false };
    drawing.update(stopped, 0);
    const before = snapshot();
    drawing.update(stopped, 50);
    expect(snapshot()).toBe(before);
    drawing.update(withIo(initial(), { MOTOR: 1 }), 100);
    expect(snapshot()).not.toBe(before);
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
