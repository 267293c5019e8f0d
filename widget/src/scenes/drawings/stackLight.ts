/** Stack light scene: a four-tier signal tower on a machine; each tier mirrors its output tag. */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import type { SceneRenderer } from './types.ts';
import { cylinderShade, drawBackground, drawFloor, drawLabel, drawLeaderLabel } from './deviceParts.ts';

const TIERS = [
  { alias: 'RED', colour: palette.red },
  { alias: 'YELLOW', colour: palette.yellow },
  { alias: 'GREEN', colour: palette.green },
  { alias: 'BLUE', colour: palette.blue },
] as const;

const CX = 200;
const WIDTH = 34;
const TIER = 22;
const TOP = 22;

function dimmed(scope: paper.PaperScope, colour: string): string {
  const dim = new scope.Color(colour);
  dim.brightness *= 0.4;
  dim.saturation *= 0.6;
  return dim.toCSS(true);
}

function drawMachine(scope: paper.PaperScope): void {
  drawFloor(scope, 176);
  new scope.Path.Rectangle({
    point: [114, 173],
    size: [172, 6],
    radius: 2,
    fillColor: '#000000',
    opacity: 0.18,
  });
  new scope.Path.Rectangle({
    point: [120, 128],
    size: [160, 48],
    radius: 4,
    fillColor: cylinderShade(scope, '#8fa3b3', [120, 0], [280, 0], 0.15, 0.15),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  new scope.Path.Rectangle({
    point: [130, 136],
    size: [70, 32],
    radius: 3,
    fillColor: palette.glass,
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  new scope.Path({
    segments: [
      [138, 164],
      [158, 140],
      [166, 140],
      [146, 164],
    ],
    closed: true,
    fillColor: '#ffffff',
    opacity: 0.5,
  });
  new scope.Path.Rectangle({
    point: [214, 136],
    size: [56, 32],
    radius: 3,
    fillColor: '#33414c',
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  new scope.Path.Circle({
    center: [228, 152],
    radius: 6,
    fillColor: palette.green,
    strokeColor: palette.outline,
  });
  new scope.Path.Circle({
    center: [250, 152],
    radius: 6,
    fillColor: palette.red,
    strokeColor: palette.outline,
  });
  drawLabel(scope, 'MACHINE', [242, 166], { align: 'center', size: 6, colour: '#dfe6ec' });
}

export const drawStackLight: SceneRenderer = (scope) => {
  drawBackground(scope, '#e3e9ef');
  for (let x = 20; x < 400; x += 60) {
    new scope.Path.Line({ from: [x, 0], to: [x, 176], strokeColor: '#d2dae2', strokeWidth: 1 });
  }
  drawMachine(scope);

  const left = CX - WIDTH / 2;
  const right = CX + WIDTH / 2;
  const bottom = TOP + TIERS.length * TIER;
  new scope.Path.Rectangle({
    point: [CX - 4, bottom + 6],
    size: [8, 128 - bottom - 6],
    fillColor: cylinderShade(scope, palette.steel, [CX - 4, 0], [CX + 4, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1,
  });
  new scope.Path.Rectangle({
    point: [CX - 14, 124],
    size: [28, 5],
    radius: 1.5,
    fillColor: palette.steelDark,
    strokeColor: palette.outline,
  });

  const glows = TIERS.map(
    (tier, index) =>
      new scope.Path.Rectangle({
        rectangle: new scope.Rectangle(left - 9, TOP + index * TIER - 5, WIDTH + 18, TIER + 10),
        radius: 12,
        fillColor: tier.colour,
        opacity: 0.25,
        shadowColor: tier.colour,
        shadowBlur: 14,
        visible: false,
      }),
  );
  const lamps = TIERS.map((tier, index) => {
    const y = TOP + index * TIER;
    const lens = new scope.Path.Rectangle({
      point: [left, y],
      size: [WIDTH, TIER],
      name: tier.alias,
      strokeColor: palette.outline,
      strokeWidth: 1.25,
    });
    for (let x = left + 6; x < right - 2; x += 7) {
      new scope.Path.Line({ from: [x, y + 2], to: [x, y + TIER - 2], strokeColor: '#ffffff', opacity: 0.18 });
    }
    drawLeaderLabel(scope, tier.alias, [right + 4, y + TIER / 2], 22);
    const on = cylinderShade(scope, tier.colour, [left, 0], [right, 0], 0.4, 0.2);
    const off = cylinderShade(scope, dimmed(scope, tier.colour), [left, 0], [right, 0], 0.15, 0.3);
    return { alias: tier.alias, glow: glows[index], lens, on, off };
  });
  for (let index = 0; index <= TIERS.length; index++) {
    new scope.Path.Rectangle({
      point: [left - 1, TOP + index * TIER - 1.5],
      size: [WIDTH + 2, 3],
      fillColor: palette.steelDark,
      strokeColor: palette.outline,
      strokeWidth: 0.75,
    });
  }
  new scope.Path.Rectangle({
    point: [left - 2, TOP - 9],
    size: [WIDTH + 4, 9],
    radius: 4,
    fillColor: cylinderShade(scope, '#4a545e', [left, 0], [right, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  new scope.Path.Rectangle({
    point: [left - 2, bottom + 1],
    size: [WIDTH + 4, 7],
    radius: 2,
    fillColor: cylinderShade(scope, '#4a545e', [left, 0], [right, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });

  return {
    update(frame) {
      for (const lamp of lamps) {
        const lit = Boolean(frame.io[lamp.alias]);
        if (lamp.glow) lamp.glow.visible = lit;
        lamp.lens.fillColor = lit ? lamp.on : lamp.off;
      }
    },
  };
};
