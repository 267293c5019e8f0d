/**
 * Cylinder: a double-acting pneumatic cylinder in cutaway on a bench. SOL_A pressurises the cap
 * end (extend), SOL_B the rod end (retract); the piston and rod follow `position` (−15 … 100). The
 * rod's pusher trips LS1 when retracted and LS2 when extended.
 */
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label } from './deviceParts.ts';
import { box, disc, line, movePoint, poly } from './sceneKit.ts';

const MIN = -15;
const MAX = 100;
const BARREL_LEFT = 40;
const BARREL_RIGHT = 200;
const BARREL_TOP = 80;
const BARREL_BOTTOM = 120;
const AXIS = (BARREL_TOP + BARREL_BOTTOM) / 2;
/** Piston head's left edge at MIN and MAX. */
const PISTON_FROM = BARREL_LEFT + 8;
const PISTON_TO = BARREL_RIGHT - 20;
const PISTON_WIDTH = 10;
const ROD_LENGTH = 158;
const BENCH_Y = 134;
const AIR_IDLE = '#cfd8dc';

function pistonX(position: number): number {
  const k = (Math.min(MAX, Math.max(MIN, position)) - MIN) / (MAX - MIN);
  return PISTON_FROM + k * (PISTON_TO - PISTON_FROM);
}

export const drawCylinder: SceneRenderer = (scope) => {
  scope.activate();
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: '#e6e9ec', stroke: null });
  box(scope, 0, 178, SCENE_WIDTH, 22, { fill: palette.floor, stroke: null });

  // Bench with the cylinder's mounting feet.
  box(scope, 14, BENCH_Y, 372, 8, { fill: palette.box });
  for (const x of [24, 366]) box(scope, x, BENCH_Y + 8, 8, 36, { fill: '#8d6238' });
  for (const x of [BARREL_LEFT + 6, BARREL_RIGHT - 22]) {
    poly(
      scope,
      [
        [x, BARREL_BOTTOM],
        [x + 16, BARREL_BOTTOM],
        [x + 20, BENCH_Y],
        [x - 4, BENCH_Y],
      ],
      true,
      {
        fill: palette.steelDark,
      },
    );
  }

  // Barrel in cutaway: the two chambers change colour with the air in them.
  box(scope, BARREL_LEFT, BARREL_TOP, BARREL_RIGHT - BARREL_LEFT, BARREL_BOTTOM - BARREL_TOP, {
    fill: palette.steel,
    strokeWidth: 1.5,
  });
  const inner = (from: number) =>
    // Segments: top-left, top-right, bottom-right, bottom-left.
    poly(
      scope,
      [
        [from, BARREL_TOP + 4],
        [from, BARREL_TOP + 4],
        [from, BARREL_BOTTOM - 4],
        [from, BARREL_BOTTOM - 4],
      ],
      true,
      {
        fill: AIR_IDLE,
        stroke: null,
      },
    );
  const capChamber = inner(BARREL_LEFT + 6);
  capChamber.name = 'cap chamber';
  const rodChamber = inner(BARREL_RIGHT - 6);
  rodChamber.name = 'rod chamber';
  box(scope, BARREL_LEFT - 4, BARREL_TOP - 4, 10, BARREL_BOTTOM - BARREL_TOP + 8, {
    fill: palette.steelDark,
    radius: 2,
  });
  box(scope, BARREL_RIGHT - 6, BARREL_TOP - 4, 10, BARREL_BOTTOM - BARREL_TOP + 8, {
    fill: palette.steelDark,
    radius: 2,
  });

  // Piston, rod and pusher move together; the pusher's tab trips the limit switches.
  const piston = new scope.Group([
    box(scope, PISTON_WIDTH, AXIS - 4, ROD_LENGTH, 8, { fill: '#cfd8dc' }),
    box(scope, 0, BARREL_TOP + 4, PISTON_WIDTH, BARREL_BOTTOM - BARREL_TOP - 8, { fill: palette.steelDark }),
    box(scope, PISTON_WIDTH + ROD_LENGTH, AXIS - 16, 8, 32, { fill: palette.steelDark, radius: 2 }),
    box(scope, PISTON_WIDTH + ROD_LENGTH + 1, AXIS + 16, 5, 10, { fill: palette.outline, stroke: null }),
  ]);
  piston.name = 'piston';
  piston.applyMatrix = false;
  piston.pivot = new scope.Point(0, AXIS);
  // Rod seal over the moving rod.
  box(scope, BARREL_RIGHT - 6, AXIS - 6, 10, 12, { fill: palette.steelDark, stroke: null });

  // Limit switches on the bench, under the pusher's tab at either end of the stroke.
  const switchAt = (position: number) => pistonX(position) + PISTON_WIDTH + ROD_LENGTH + 3.5;
  const limits = [
    { alias: 'LS1', x: switchAt(MIN) },
    { alias: 'LS2', x: switchAt(MAX) },
  ].map(({ alias, x }) => {
    box(scope, x - 7, BENCH_Y - 8, 14, 8, { fill: palette.yellow, radius: 1.5 });
    line(scope, [x, BENCH_Y - 8], [x - 4, BENCH_Y - 14], palette.outline, 1.5);
    disc(scope, x - 4, BENCH_Y - 14, 2, { fill: palette.steel, strokeWidth: 0.6 });
    return { alias, led: indicator(scope, alias, x - 8, BENCH_Y + 20) };
  });

  // 5/2 valve with its two solenoids, air lines to both ports, supply from above.
  const portA = BARREL_LEFT + 14;
  const portB = BARREL_RIGHT - 14;
  for (const x of [portA, portB]) box(scope, x - 4, BARREL_TOP - 6, 8, 6, { fill: palette.steelDark });
  const lineA = poly(
    scope,
    [
      [portA, BARREL_TOP - 6],
      [portA, 60],
      [108, 60],
      [108, 50],
    ],
    false,
    {
      stroke: AIR_IDLE,
      strokeWidth: 3,
    },
  );
  const lineB = poly(
    scope,
    [
      [portB, BARREL_TOP - 6],
      [portB, 60],
      [132, 60],
      [132, 50],
    ],
    false,
    {
      stroke: AIR_IDLE,
      strokeWidth: 3,
    },
  );
  line(scope, [120, 30], [120, 8], palette.blue, 3);
  label(scope, 'AIR', 126, 18, { align: 'left', size: 8 });
  box(scope, 96, 30, 48, 20, { fill: palette.steel, radius: 2 });
  for (let x = 104; x < 140; x += 12) box(scope, x, 35, 8, 10, { fill: '#eceff1', strokeWidth: 0.6 });
  const coils = [
    { alias: 'SOL_A', x: 78 },
    { alias: 'SOL_B', x: 144 },
  ].map(({ alias, x }) => {
    const coil = box(scope, x, 32, 18, 16, { fill: palette.steelDark, radius: 2 });
    coil.name = alias;
    for (let y = 36; y < 46; y += 3) line(scope, [x + 4, y], [x + 14, y], palette.steel, 0.8);
    label(scope, alias, x < 120 ? x - 4 : x + 22, 43, { align: x < 120 ? 'right' : 'left' });
    return { alias, coil };
  });

  return {
    update(frame) {
      const x = pistonX(frame.vars.position ?? MIN);
      piston.position = new scope.Point(x, AXIS);
      movePoint(capChamber, 1, x, null);
      movePoint(capChamber, 2, x, null);
      movePoint(rodChamber, 0, x + PISTON_WIDTH, null);
      movePoint(rodChamber, 3, x + PISTON_WIDTH, null);
      const extend = Boolean(frame.io.SOL_A);
      const retract = Boolean(frame.io.SOL_B);
      capChamber.fillColor = new scope.Color(extend ? palette.air : AIR_IDLE);
      rodChamber.fillColor = new scope.Color(retract ? palette.air : AIR_IDLE);
      lineA.strokeColor = new scope.Color(extend ? palette.blue : AIR_IDLE);
      lineB.strokeColor = new scope.Color(retract ? palette.blue : AIR_IDLE);
      for (const { alias, coil } of coils) {
        coil.fillColor = new scope.Color(frame.io[alias] ? palette.amber : palette.steelDark);
      }
      for (const { alias, led } of limits) led.set(frame.io[alias] ?? 0);
    },
  };
};
