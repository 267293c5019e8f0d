/**
 * Conveyor scene: a belt carrying boxes from the gate's magazine (x 50) to its end (x 310), with
 * proximity sensors under the belt at 50–70 (PROX1) and 290–310 (PROX2). Box `pos` is its centre x.
 */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import type { SceneRenderer } from './types.ts';
import {
  clamp,
  cylinderShade,
  drawArrowLamp,
  drawBackground,
  drawFloor,
  drawLabel,
  drawLamp,
  drawSensorLed,
  labelLamp,
  motionClock,
} from './deviceParts.ts';

const BELT_Y = 118;
const BELT_LEFT = 26;
const BELT_RIGHT = 334;
const BOX_W = 22;
const BOX_H = 20;
const MAX_ITEMS = 16;
const FLOOR = 178;

function drawBox(scope: paper.PaperScope, x: number, y: number): paper.Group {
  const body = new scope.Path.Rectangle({
    point: [x - BOX_W / 2, y - BOX_H],
    size: [BOX_W, BOX_H],
    radius: 1.5,
    fillColor: palette.box,
    strokeColor: '#5d3f1f',
    strokeWidth: 1.25,
  });
  const flap = new scope.Path.Line({
    from: [x - BOX_W / 2, y - BOX_H + 5],
    to: [x + BOX_W / 2, y - BOX_H + 5],
    strokeColor: '#8a5f33',
    strokeWidth: 1,
  });
  const tape = new scope.Path.Rectangle({
    point: [x - 2.5, y - BOX_H],
    size: [5, BOX_H],
    fillColor: '#d9b98c',
  });
  return new scope.Group([body, tape, flap]);
}

function drawFrame(scope: paper.PaperScope): paper.Group[] {
  drawFloor(scope, FLOOR);
  for (const x of [120, 245, 322]) {
    new scope.Path.Rectangle({
      point: [x - 3, BELT_Y + 12],
      size: [6, FLOOR - BELT_Y - 12],
      fillColor: cylinderShade(scope, palette.steel, [x - 3, 0], [x + 3, 0]),
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
  }
  // Bin past the end of the belt, where boxes drop off.
  new scope.Path({
    segments: [
      [342, 140],
      [396, 140],
      [392, FLOOR],
      [346, FLOOR],
    ],
    closed: true,
    fillColor: '#5b84a8',
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  drawBox(scope, 358, 148).rotate(-12);
  drawBox(scope, 378, 146).rotate(9);
  new scope.Path({
    segments: [
      [340, 138],
      [398, 138],
      [397, 150],
      [341, 150],
    ],
    closed: true,
    fillColor: '#6d97bb',
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  // Belt body and its two rollers.
  new scope.Path.Rectangle({
    point: [BELT_LEFT, BELT_Y],
    size: [BELT_RIGHT - BELT_LEFT, 14],
    radius: 7,
    fillColor: palette.belt,
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  new scope.Path.Rectangle({
    point: [BELT_LEFT + 8, BELT_Y + 4],
    size: [BELT_RIGHT - BELT_LEFT - 16, 6],
    fillColor: '#8896a0',
  });
  return [BELT_LEFT + 7, BELT_RIGHT - 7].map((x) => {
    const wheel = new scope.Path.Circle({
      center: [x, BELT_Y + 7],
      radius: 5,
      fillColor: palette.steel,
      strokeColor: palette.outline,
    });
    const spoke = new scope.Path.Line({
      from: [x - 5, BELT_Y + 7],
      to: [x + 5, BELT_Y + 7],
      strokeColor: palette.outline,
      strokeWidth: 1.25,
    });
    const roller = new scope.Group([wheel, spoke]);
    roller.applyMatrix = false;
    roller.pivot = new scope.Point(x, BELT_Y + 7);
    return roller;
  });
}

/** The gate's box magazine above x 50 and its flap (open while GATE is on). */
function drawMagazine(scope: paper.PaperScope) {
  for (const y of [BELT_Y - 24, BELT_Y - 44]) drawBox(scope, 50, y);
  for (const x of [37, 63]) {
    new scope.Path.Rectangle({
      point: [x - 2, 40],
      size: [4, BELT_Y - 62],
      fillColor: palette.steel,
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
  }
  const flap = new scope.Path.Rectangle({
    point: [37, BELT_Y - 24],
    size: [26, 3],
    fillColor: palette.steelDark,
    strokeColor: palette.outline,
    strokeWidth: 0.75,
  });
  flap.applyMatrix = false;
  flap.pivot = new scope.Point(37, BELT_Y - 22.5);
  new scope.Path.Rectangle({
    point: [64, BELT_Y - 30],
    size: [14, 10],
    radius: 2,
    fillColor: '#4f6d8a',
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  const light = drawLamp(scope, [71, BELT_Y - 25], 2.5, palette.amber);
  const lamp = labelLamp(scope, light, 'GATE', [81, BELT_Y - 22]);
  // The flap swings down about its left end; both positions are kept as matrices so it closes exactly.
  const closed = flap.matrix.clone();
  const open = new scope.Matrix().rotate(70, flap.pivot);
  return { flap, lamp, closed, open };
}

/** A proximity sensor under the belt at `x`, with its detection zone marked on the belt. */
function drawProx(scope: paper.PaperScope, alias: string, x: number) {
  const zone = new scope.Path.Rectangle({
    point: [x - 10, BELT_Y - 1],
    size: [20, 3],
    fillColor: palette.green,
    visible: false,
  });
  new scope.Path.Rectangle({
    point: [x - 4, BELT_Y + 14],
    size: [8, 14],
    fillColor: cylinderShade(scope, '#e0a526', [x - 4, 0], [x + 4, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  const led = drawSensorLed(scope, alias, [x, BELT_Y + 36], x < 200 ? 'right' : 'left');
  return { zone, led };
}

export const drawConveyor: SceneRenderer = (scope) => {
  drawBackground(scope, '#e3e9ef');
  for (let x = 130; x < 330; x += 50) {
    new scope.Path.Rectangle({
      point: [x, 18],
      size: [38, 30],
      fillColor: '#f4f8fb',
      strokeColor: '#b9c4ce',
      strokeWidth: 2,
    });
    new scope.Path.Line({ from: [x + 19, 18], to: [x + 19, 48], strokeColor: '#b9c4ce', strokeWidth: 2 });
  }
  const rollers = drawFrame(scope);
  const belt = new scope.Path.Line({
    from: [BELT_LEFT + 6, BELT_Y + 1],
    to: [BELT_RIGHT - 6, BELT_Y + 1],
    strokeColor: '#6b7b86',
    strokeWidth: 2,
    dashArray: [6, 6],
  });
  const magazine = drawMagazine(scope);
  const prox1 = drawProx(scope, 'PROX1', 60);
  const prox2 = drawProx(scope, 'PROX2', 300);

  new scope.Path.Rectangle({ point: [191, BELT_Y + 12], size: [10, 20], fillColor: palette.steelDark });
  new scope.Path.Rectangle({
    point: [176, 144],
    size: [40, 22],
    radius: 3,
    fillColor: cylinderShade(scope, '#4f7fa8', [0, 144], [0, 166]),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  drawLabel(scope, 'MOTOR', [196, 158], { align: 'center', size: 8, bold: true, colour: '#ffffff' });
  const motor = drawArrowLamp(scope, [228, 155], 'right');
  motor.lens.name = 'MOTOR';

  const boxes = Array.from({ length: MAX_ITEMS }, () => {
    const box = drawBox(scope, 0, BELT_Y);
    box.name = 'box';
    box.visible = false;
    return box;
  });
  const clock = motionClock();

  return {
    update(frame, timeMs) {
      const running = Boolean(frame.io.MOTOR);
      motor.set(running);
      const phase = clock(timeMs, frame.running && running, 40);
      belt.dashOffset = -(phase % 12);
      for (const roller of rollers) roller.rotation = (phase / 7) * (180 / Math.PI);
      const gateOpen = Boolean(frame.io.GATE);
      magazine.lamp.set(gateOpen);
      magazine.flap.matrix = gateOpen ? magazine.open : magazine.closed;
      for (const [prox, alias] of [
        [prox1, 'PROX1'],
        [prox2, 'PROX2'],
      ] as const) {
        const on = Boolean(frame.io[alias]);
        prox.led.set(on);
        prox.zone.visible = on;
      }
      boxes.forEach((box, index) => {
        const item = frame.items[index];
        box.visible = item !== undefined;
        if (item) box.position = new scope.Point(clamp(item.pos, BELT_LEFT, BELT_RIGHT), BELT_Y - BOX_H / 2);
      });
    },
  };
};
