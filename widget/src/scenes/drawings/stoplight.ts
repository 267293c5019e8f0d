/** Stoplight scene: a three-lamp traffic signal beside a road; each lamp mirrors its output tag. */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import type { SceneRenderer } from './types.ts';
import { cylinderShade, drawBackground, drawLamp, drawLeaderLabel } from './deviceParts.ts';

const LAMPS = [
  { alias: 'RED', colour: palette.red },
  { alias: 'YELLOW', colour: palette.amber },
  { alias: 'GREEN', colour: palette.green },
] as const;

const CX = 200;
const FIRST = 36;
const STEP = 38;

function drawStreet(scope: paper.PaperScope): void {
  for (const [x, w, h] of [
    [10, 50, 70],
    [64, 36, 96],
    [270, 44, 84],
    [318, 60, 62],
  ] as const) {
    new scope.Path.Rectangle({ point: [x, 150 - h], size: [w, h], fillColor: '#c3d0dc' });
    for (let y = 150 - h + 8; y < 142; y += 14) {
      for (let wx = x + 6; wx < x + w - 8; wx += 12) {
        new scope.Path.Rectangle({ point: [wx, y], size: [6, 7], fillColor: '#e6eef5' });
      }
    }
  }
  new scope.Path.Rectangle({ point: [0, 146], size: [400, 12], fillColor: '#c7c9cc' });
  new scope.Path.Rectangle({ point: [0, 157], size: [400, 3], fillColor: '#9ea2a7' });
  new scope.Path.Rectangle({ point: [0, 160], size: [400, 40], fillColor: '#4b5056' });
  for (let x = 6; x < 400; x += 36) {
    if (x < 140 || x > 240)
      new scope.Path.Rectangle({ point: [x, 178], size: [20, 3], fillColor: '#e8e8e8' });
  }
  new scope.Path.Rectangle({ point: [150, 161], size: [3, 39], fillColor: '#f5f5f5' });
  for (let y = 163; y < 200; y += 8) {
    new scope.Path.Rectangle({ point: [162, y], size: [76, 4], fillColor: '#f5f5f5', opacity: 0.85 });
  }
}

function drawCar(scope: paper.PaperScope): void {
  const body = new scope.Path({
    segments: [
      [44, 190],
      [44, 178],
      [58, 176],
      [70, 166],
      [104, 166],
      [118, 176],
      [136, 179],
      [138, 190],
    ],
    closed: true,
    fillColor: '#5c7cfa',
    strokeColor: palette.outline,
    strokeWidth: 1.5,
    strokeJoin: 'round',
  });
  body.smooth({ type: 'geometric', factor: 0.15 });
  new scope.Path({
    segments: [
      [74, 169],
      [86, 169],
      [86, 176],
      [64, 176],
    ],
    closed: true,
    fillColor: palette.glass,
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  new scope.Path({
    segments: [
      [90, 169],
      [102, 169],
      [112, 176],
      [90, 176],
    ],
    closed: true,
    fillColor: palette.glass,
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  for (const x of [66, 118]) {
    new scope.Path.Circle({
      center: [x, 190],
      radius: 7,
      fillColor: '#23272b',
      strokeColor: palette.outline,
    });
    new scope.Path.Circle({ center: [x, 190], radius: 3, fillColor: palette.steel });
  }
  new scope.Path.Rectangle({ point: [134, 180], size: [4, 4], radius: 1, fillColor: '#fff3b0' });
}

export const drawStoplight: SceneRenderer = (scope) => {
  drawBackground(scope);
  drawStreet(scope);
  drawCar(scope);

  new scope.Path.Rectangle({
    point: [CX - 4, 136],
    size: [8, 20],
    fillColor: cylinderShade(scope, palette.steelDark, [CX - 4, 0], [CX + 4, 0]),
    strokeColor: palette.outline,
  });
  new scope.Path.Rectangle({ point: [CX - 9, 153], size: [18, 5], radius: 1.5, fillColor: palette.outline });
  new scope.Path.Rectangle({
    point: [CX - 30, 10],
    size: [60, 128],
    radius: 8,
    fillColor: '#23282d',
    strokeColor: '#f2f2f2',
    strokeWidth: 2.5,
  });
  new scope.Path.Rectangle({
    point: [CX - 21, 13],
    size: [42, 122],
    radius: 6,
    fillColor: cylinderShade(scope, '#3b4248', [CX - 21, 0], [CX + 21, 0], 0.12, 0.3),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });

  const lamps = LAMPS.map((spec, index) => {
    const y = FIRST + index * STEP;
    const lamp = drawLamp(scope, [CX, y], 14, spec.colour);
    lamp.lens.name = spec.alias;
    const visor = new scope.Path.Arc({
      from: [CX - 17, y + 2],
      through: [CX, y - 17],
      to: [CX + 17, y + 2],
      strokeColor: '#15191c',
      strokeWidth: 4,
      strokeCap: 'round',
    });
    visor.insertAbove(lamp.group);
    drawLeaderLabel(scope, spec.alias, [CX + 34, y], 20);
    return { alias: spec.alias, lamp };
  });

  return {
    update(frame) {
      for (const { alias, lamp } of lamps) lamp.set(frame.io[alias] ?? 0);
    },
  };
};
