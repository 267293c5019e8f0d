/**
 * Elevator scene: a three-floor building in section. `position` is the car's top y (119 floor 1,
 * 86 floor 2, 53 floor 3); the hoist sheave turns while UP or DOWN is on.
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
  type Xy,
} from './deviceParts.ts';

const CAR_H = 28;
const CAR_LEFT = 182;
const CAR_RIGHT = 222;
const SHAFT_LEFT = 178;
const SHAFT_RIGHT = 236;
const BUILDING_LEFT = 60;
const BUILDING_RIGHT = 340;
const ROOF = 48;
const GROUND = 150;
/** Car top y at each floor, floor 1 first. */
const FLOOR_POSITIONS = [119, 86, 53] as const;
const SHEAVE: Xy = [215, 30];
const SHEAVE_R = 13;
const CW_TOP = 53 + 119;

function drawBuilding(scope: paper.PaperScope): void {
  new scope.Path.Rectangle({ point: [0, GROUND], size: [400, 200 - GROUND], fillColor: '#9c8466' });
  new scope.Path.Rectangle({ point: [0, GROUND], size: [400, 6], fillColor: '#7aa35a' });
  for (const [x, y] of [
    [34, 40],
    [356, 70],
  ] as const) {
    for (const [dx, dy, r] of [
      [0, 0, 9],
      [10, -4, 11],
      [22, 0, 8],
    ] as const) {
      new scope.Path.Circle({ center: [x + dx, y + dy], radius: r, fillColor: '#ffffff', opacity: 0.85 });
    }
  }
  for (const x of [30, 372]) {
    new scope.Path.Rectangle({ point: [x - 3, GROUND - 22], size: [6, 24], fillColor: '#7b5a3c' });
    new scope.Path.Circle({
      center: [x, GROUND - 30],
      radius: 15,
      fillColor: '#5e9c4a',
      strokeColor: '#3f6e31',
      strokeWidth: 1.25,
    });
  }
  new scope.Path.Rectangle({
    point: [BUILDING_LEFT, ROOF],
    size: [BUILDING_RIGHT - BUILDING_LEFT, GROUND - ROOF],
    fillColor: '#ece4d6',
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  new scope.Path.Rectangle({
    point: [SHAFT_LEFT, ROOF],
    size: [SHAFT_RIGHT - SHAFT_LEFT, GROUND - ROOF + 10],
    fillColor: '#c3ccd4',
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  for (const x of [CAR_LEFT - 2, CAR_RIGHT + 1]) {
    new scope.Path.Line({
      from: [x, ROOF],
      to: [x, GROUND + 10],
      strokeColor: palette.steelDark,
      strokeWidth: 1.5,
    });
  }
  FLOOR_POSITIONS.forEach((top, index) => {
    const slab = top + CAR_H;
    for (const [from, to] of [
      [BUILDING_LEFT, SHAFT_LEFT],
      [SHAFT_RIGHT, BUILDING_RIGHT],
    ] as const) {
      new scope.Path.Rectangle({ point: [from, slab], size: [to - from, 3], fillColor: palette.steelDark });
    }
    for (let x = 72; x < 150; x += 30) {
      new scope.Path.Rectangle({
        point: [x, top + 5],
        size: [20, 15],
        fillColor: palette.glass,
        strokeColor: palette.steelDark,
        strokeWidth: 1,
      });
    }
    new scope.Path.Circle({
      center: [165, top + 10],
      radius: 7,
      fillColor: '#ffffff',
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
    drawLabel(scope, String(index + 1), [165, top + 13.5], { align: 'center', size: 9, bold: true });
    new scope.Path.Rectangle({
      point: [SHAFT_RIGHT, top + 10],
      size: [6, 8],
      fillColor: palette.steelDark,
      strokeColor: palette.outline,
      strokeWidth: 0.75,
    });
  });
  new scope.Path.Rectangle({
    point: [BUILDING_LEFT - 4, ROOF - 4],
    size: [BUILDING_RIGHT - BUILDING_LEFT + 8, 6],
    fillColor: '#6d5a4a',
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
}

function drawMachineRoom(scope: paper.PaperScope): paper.Group {
  new scope.Path.Rectangle({
    point: [172, 10],
    size: [76, ROOF - 14],
    fillColor: '#d9d2c5',
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  new scope.Path.Rectangle({
    point: [178, 20],
    size: [20, 20],
    radius: 3,
    fillColor: cylinderShade(scope, '#3f6e9a', [0, 20], [0, 40]),
    strokeColor: palette.outline,
  });
  drawLabel(scope, 'HOIST', [188, 18], { align: 'center', size: 6, bold: true });
  return drawWheel(scope, SHEAVE, SHEAVE_R, {
    fill: '#4a545e',
    rimWidth: 1.5,
    spoke: '#cfd6dc',
    spokeWidth: 2,
    spokeReach: SHEAVE_R - 3,
  });
}

function drawCar(scope: paper.PaperScope): paper.Group {
  const top = FLOOR_POSITIONS[0];
  const body = new scope.Path.Rectangle({
    point: [CAR_LEFT, top],
    size: [CAR_RIGHT - CAR_LEFT, CAR_H],
    radius: 2,
    fillColor: cylinderShade(scope, '#d7dde2', [CAR_LEFT, 0], [CAR_RIGHT, 0], 0.1, 0.2),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  const doors = [CAR_LEFT + 5, (CAR_LEFT + CAR_RIGHT) / 2].map(
    (x) =>
      new scope.Path.Rectangle({
        point: [x, top + 5],
        size: [(CAR_RIGHT - CAR_LEFT) / 2 - 5, CAR_H - 5],
        fillColor: '#aeb9c2',
        strokeColor: palette.steelDark,
        strokeWidth: 1,
      }),
  );
  const lamp = new scope.Path.Rectangle({
    point: [CAR_LEFT + 14, top + 1.5],
    size: [12, 2.5],
    fillColor: '#fff3b0',
  });
  return new scope.Group([body, ...doors, lamp]);
}

export const drawElevator: SceneRenderer = (scope) => {
  drawBackground(scope);
  drawBuilding(scope);
  const sheave = drawMachineRoom(scope);
  const carTop = FLOOR_POSITIONS[0];
  const carRope = new scope.Path.Line({
    from: [CAR_LEFT + 20, SHEAVE[1]],
    to: [CAR_LEFT + 20, carTop],
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  const cwX = SHEAVE[0] + SHEAVE_R;
  const cwRope = new scope.Path.Line({
    from: [cwX, SHEAVE[1]],
    to: [cwX, CW_TOP - carTop],
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  const counterweight = new scope.Path.Rectangle({
    point: [cwX - 4, CW_TOP - carTop],
    size: [8, 22],
    fillColor: palette.steelDark,
    strokeColor: palette.outline,
  });
  const car = drawCar(scope);
  car.name = 'car';
  sheave.bringToFront();

  const up = labelLamp(scope, drawArrowLamp(scope, [262, 17], 'up'), 'UP', [271, 20.5]);
  const down = labelLamp(scope, drawArrowLamp(scope, [262, 33], 'down'), 'DOWN', [271, 36.5]);
  const floors = FLOOR_POSITIONS.map((top, index) =>
    drawSensorLed(scope, `FLOOR${index + 1}`, [SHAFT_RIGHT + 14, top + 14]),
  );
  const clock = motionClock();

  return {
    update(frame, timeMs) {
      const position = clamp(frame.vars.position ?? carTop, FLOOR_POSITIONS[2], FLOOR_POSITIONS[0]);
      car.position = new scope.Point((CAR_LEFT + CAR_RIGHT) / 2, position + CAR_H / 2);
      carRope.lastSegment.point.y = position;
      const cwTop = CW_TOP - position;
      cwRope.lastSegment.point.y = cwTop;
      counterweight.position = new scope.Point(cwX, cwTop + 11);
      const rising = Boolean(frame.io.UP);
      const lowering = Boolean(frame.io.DOWN);
      up.set(rising);
      down.set(lowering);
      sheave.rotation = clock(timeMs, frame.running && rising !== lowering, rising ? 180 : -180);
      floors.forEach((lamp, index) => lamp.set(frame.io[`FLOOR${index + 1}`] ?? 0));
    },
  };
};
