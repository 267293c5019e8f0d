/**
 * Garage door scene: a sectional door in a brick wall. `position` 0 (open) … 60 (closed) sets how far
 * the door comes down; the motor's pulley turns while FWD (raise) or REV (lower) is on.
 */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import type { SceneRenderer } from './types.ts';
import {
  clamp,
  cylinderShade,
  drawArrowLamp,
  drawBackground,
  drawLabel,
  drawSensorLed,
  drawWheel,
  labelLamp,
  motionClock,
} from './deviceParts.ts';

/** The door opening: the door's bottom edge runs from TOP (open) to BOTTOM (closed). */
const LEFT = 110;
const RIGHT = 290;
const TOP = 62;
const BOTTOM = 170;
const SECTIONS = 4;

function drawBuilding(scope: paper.PaperScope): void {
  new scope.Path.Rectangle({ point: [0, BOTTOM], size: [400, 30], fillColor: '#a9acb0' });
  new scope.Path({
    segments: [
      [LEFT - 4, BOTTOM],
      [RIGHT + 4, BOTTOM],
      [RIGHT + 30, 200],
      [LEFT - 30, 200],
    ],
    closed: true,
    fillColor: '#c4c6c9',
  });
  new scope.Path.Rectangle({
    point: [40, 34],
    size: [320, BOTTOM - 34],
    fillColor: palette.wall,
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  for (let row = 0, y = 42; y < BOTTOM; row++, y += 8) {
    new scope.Path.Line({ from: [41, y], to: [359, y], strokeColor: '#b3a085', strokeWidth: 0.75 });
    const shift = row % 2 === 0 ? 0 : 12;
    for (let x = 41 + shift; x < 359; x += 24) {
      new scope.Path.Line({
        from: [x, y],
        to: [x, Math.min(y + 8, BOTTOM)],
        strokeColor: '#b3a085',
        strokeWidth: 0.75,
      });
    }
  }
  new scope.Path({
    segments: [
      [28, 38],
      [200, 4],
      [372, 38],
    ],
    closed: true,
    fillColor: '#8e4b3b',
    strokeColor: palette.outline,
    strokeWidth: 1.5,
    strokeJoin: 'round',
  });
  new scope.Path.Rectangle({
    point: [LEFT, TOP],
    size: [RIGHT - LEFT, BOTTOM - TOP],
    fillColor: '#3c4247',
  });
  new scope.Path.Rectangle({ point: [LEFT, BOTTOM - 10], size: [RIGHT - LEFT, 10], fillColor: '#2d3236' });
  drawParkedCar(scope);
  for (const x of [LEFT - 8, RIGHT]) {
    new scope.Path.Rectangle({
      point: [x, TOP - 8],
      size: [8, BOTTOM - TOP + 8],
      fillColor: '#e8e1d4',
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
  }
  new scope.Path.Rectangle({
    point: [LEFT - 8, TOP - 10],
    size: [RIGHT - LEFT + 16, 10],
    fillColor: '#e8e1d4',
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
}

function drawParkedCar(scope: paper.PaperScope): void {
  const cx = 200;
  new scope.Path.Rectangle({
    point: [cx - 36, 122],
    size: [72, 22],
    radius: 10,
    fillColor: '#7a2f2f',
    strokeColor: '#1c1f22',
  });
  new scope.Path.Rectangle({ point: [cx - 50, 138], size: [100, 24], radius: 6, fillColor: '#9c3b3b' });
  new scope.Path.Rectangle({ point: [cx - 28, 127], size: [56, 12], radius: 3, fillColor: '#5d6d7a' });
  for (const dx of [-40, 32]) {
    new scope.Path.Rectangle({ point: [cx + dx, 144], size: [8, 5], radius: 1, fillColor: '#ff8a80' });
  }
  new scope.Path.Rectangle({ point: [cx - 12, 151], size: [24, 6], fillColor: '#e0e0e0' });
  for (const dx of [-46, 34]) {
    new scope.Path.Rectangle({ point: [cx + dx, 160], size: [12, 10], radius: 2, fillColor: '#1c1f22' });
  }
}

/** The door leaf, drawn closed (its top at TOP, bottom at BOTTOM). */
function drawDoorLeaf(scope: paper.PaperScope): paper.Group {
  const width = RIGHT - LEFT;
  const height = (BOTTOM - TOP) / SECTIONS;
  const parts: paper.Item[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    const y = TOP + s * height;
    parts.push(
      new scope.Path.Rectangle({
        point: [LEFT, y],
        size: [width, height],
        fillColor: cylinderShade(scope, '#e9edf0', [0, y], [0, y + height], 0.05, 0.12),
        strokeColor: palette.outline,
        strokeWidth: 1,
      }),
    );
    for (let p = 0; p < 4; p++) {
      const px = LEFT + 8 + p * ((width - 16) / 4);
      const window = s === 0;
      parts.push(
        new scope.Path.Rectangle({
          point: [px + 2, y + 5],
          size: [(width - 16) / 4 - 4, height - 10],
          radius: 2,
          fillColor: window ? palette.glass : '#dde2e6',
          strokeColor: '#aab3bb',
          strokeWidth: 1,
        }),
      );
    }
  }
  parts.push(new scope.Path.Rectangle({ point: [LEFT, BOTTOM - 4], size: [width, 4], fillColor: '#30363b' }));
  parts.push(
    new scope.Path.Rectangle({
      point: [195, BOTTOM - 16],
      size: [10, 4],
      radius: 2,
      fillColor: palette.steelDark,
    }),
  );
  return new scope.Group(parts);
}

function drawMotor(scope: paper.PaperScope): paper.Group {
  new scope.Path.Rectangle({
    point: [303, 52],
    size: [44, 26],
    radius: 4,
    fillColor: cylinderShade(scope, palette.steel, [0, 52], [0, 78]),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  for (let x = 309; x < 329; x += 4) {
    new scope.Path.Line({ from: [x, 56], to: [x, 74], strokeColor: palette.steelDark, strokeWidth: 1 });
  }
  drawLabel(scope, 'MOTOR', [325, 89], { align: 'center', size: 8, bold: true });
  return drawWheel(scope, [339, 65], 9, {
    fill: '#4a545e',
    rimWidth: 1.25,
    spoke: '#cfd6dc',
    spokeWidth: 2,
    spokeReach: 8,
    upright: true,
  });
}

export const drawGarageDoor: SceneRenderer = (scope) => {
  drawBackground(scope);
  drawBuilding(scope);
  const mask = new scope.Path.Rectangle({ point: [LEFT, TOP], size: [RIGHT - LEFT, BOTTOM - TOP] });
  const door = drawDoorLeaf(scope);
  door.name = 'door';
  const doorway = new scope.Group([mask, door]);
  doorway.clipped = true;
  const closedCentre = door.position.clone();

  const pulley = drawMotor(scope);
  const fwd = labelLamp(scope, drawArrowLamp(scope, [313, 104], 'up'), 'FWD', [323, 107.5]);
  const rev = labelLamp(scope, drawArrowLamp(scope, [313, 124], 'down'), 'REV', [323, 127.5]);

  const up = drawSensorLed(scope, 'UP', [LEFT - 20, TOP + 4], 'left');
  const down = drawSensorLed(scope, 'DOWN', [LEFT - 20, BOTTOM - 6], 'left');
  for (const y of [TOP + 4, BOTTOM - 6]) {
    new scope.Path.Rectangle({
      point: [LEFT - 15, y - 3],
      size: [7, 6],
      fillColor: palette.steelDark,
      strokeColor: palette.outline,
      strokeWidth: 0.75,
    });
  }
  const clock = motionClock();

  return {
    update(frame, timeMs) {
      const position = clamp(frame.vars.position ?? 60, 0, 60);
      const lift = (BOTTOM - TOP) * (1 - position / 60);
      door.position = new scope.Point(closedCentre.x, closedCentre.y - lift);
      const raising = Boolean(frame.io.FWD);
      const lowering = Boolean(frame.io.REV);
      fwd.set(raising);
      rev.set(lowering);
      up.set(frame.io.UP ?? 0);
      down.set(frame.io.DOWN ?? 0);
      const turning = frame.running && raising !== lowering;
      pulley.rotation = clock(timeMs, turning, raising ? -240 : 240);
    },
  };
};
