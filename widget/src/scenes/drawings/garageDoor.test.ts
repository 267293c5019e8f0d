import 'vitest-canvas-mock';
import paper from 'paper/dist/paper-core';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneFrame } from '../frame.ts';
import { drawGarageDoor } from './garageDoor.ts';

function setup() {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  return { scope, drawing: drawGarageDoor(scope) };
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

const ALIASES = SCENE_CATALOGUE.GARAGE_DOOR.required.map((tag) => tag.alias);
const initial = () => initialSceneFrame('GARAGE_DOOR');
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

describe('drawGarageDoor', () => {
  it('draws the initial frame and both extremes inside the scene area', () => {
    const { scope, drawing } = setup();
    drawing.update(initial(), 0);
    drawing.update(withIo(allOn(), {}, { position: 0 }), 16);
    expectInsideScene(scope);
    drawing.update(withIo(allOn(), {}, { position: 60 }), 32);
    expectInsideScene(scope);
  });

  it('lowers the door as the position goes from 0 (open) to 60 (closed)', () => {
    const { scope, drawing } = setup();
    const door = scope.project.getItem({ name: 'door' });
    const bottomAt = (position: number) => {
      drawing.update(withIo(initial(), {}, { position }), 0);
      return door.bounds.bottom;
    };
    const open = bottomAt(0);
    const half = bottomAt(30);
    const closed = bottomAt(60);
    expect(open).toBeLessThan(half);
    expect(half).toBeLessThan(closed);
    expect(closed - open).toBeGreaterThan(80);
  });

  it('keeps the motor pulley still while the program is stopped, turning otherwise', () => {
    const { scope, drawing } = setup();
    const stopped = { ...withIo(initial(), { FWD: 1 }), running: false };
    drawing.update(stopped, 0);
    const before = scope.project.activeLayer.exportJSON();
    drawing.update(stopped, 50);
    expect(scope.project.activeLayer.exportJSON()).toBe(before);
    drawing.update(withIo(initial(), { FWD: 1 }), 100);
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
