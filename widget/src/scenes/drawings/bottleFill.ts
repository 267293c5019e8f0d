/**
 * Bottle fill: bottles ride a belt from the gate (75) to the end (315); the one under the nozzle
 * (195) fills while NOZZLE is on. PROX under the belt and FULL beside the bottle light with their inputs.
 */
import type paper from 'paper/dist/paper-core';
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label } from './deviceParts.ts';
import { box, disc, line, motionClock, movePoint, odometer, poly } from './sceneKit.ts';

const BELT_TOP = 150;
const NOZZLE_X = 195;
const FULL = 15;
const BOTTLES = 16;
/** Inside of a bottle's body: bottom and top of the liquid when full. */
const LIQUID_BOTTOM = BELT_TOP - 2;
const LIQUID_FULL = BELT_TOP - 30;

interface Bottle {
  group: paper.Group;
  liquid: paper.Path;
}

function buildBottle(scope: paper.PaperScope): Bottle {
  const glass = poly(
    scope,
    [
      [-9, 0],
      [-9, -30],
      [-4, -38],
      [-4, -47],
      [4, -47],
      [4, -38],
      [9, -30],
      [9, 0],
    ],
    true,
    { fill: palette.glass },
  );
  const liquid = poly(
    scope,
    [
      [-8, -2],
      [-8, -2],
      [8, -2],
      [8, -2],
    ],
    true,
    { fill: palette.liquidA, stroke: null },
  );
  const shine = box(scope, -6, -28, 2.5, 22, { fill: '#ffffff', stroke: null, radius: 1 });
  shine.opacity = 0.6;
  const rim = box(scope, -5, -49, 10, 3, { fill: palette.steel, strokeWidth: 0.8 });
  const group = new scope.Group([glass, liquid, shine, rim]);
  group.applyMatrix = false;
  group.pivot = new scope.Point(0, 0);
  group.visible = false;
  return { group, liquid };
}

export const drawBottleFill: SceneRenderer = (scope) => {
  scope.activate();
  const clock = motionClock();
  const belt = odometer(0.03);
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: '#e6e9ec', stroke: null });
  box(scope, 0, 182, SCENE_WIDTH, 18, { fill: palette.floor, stroke: null });
  box(scope, 0, 0, SCENE_WIDTH, 6, { fill: palette.steelDark, stroke: null });

  // Supply tank, solenoid valve and nozzle above the filling point.
  line(scope, [180, 6], [180, 14], palette.steelDark, 2);
  line(scope, [210, 6], [210, 14], palette.steelDark, 2);
  box(scope, 165, 14, 60, 30, { fill: palette.steel, radius: 5 });
  box(scope, 169, 24, 52, 16, { fill: palette.liquidA, stroke: null, radius: 3 });
  box(scope, NOZZLE_X - 3, 44, 6, 10, { fill: palette.steel });
  const valve = box(scope, NOZZLE_X - 9, 54, 18, 12, { fill: palette.steelDark, radius: 2 });
  valve.name = 'NOZZLE';
  label(scope, 'NOZZLE', NOZZLE_X - 13, 63, { align: 'right' });
  poly(
    scope,
    [
      [NOZZLE_X - 5, 66],
      [NOZZLE_X + 5, 66],
      [NOZZLE_X + 2, 78],
      [NOZZLE_X - 2, 78],
    ],
    true,
    {
      fill: palette.steel,
    },
  );

  // FULL: a level sensor looking down into the bottle under the nozzle; PROX under the belt.
  box(scope, 213, 44, 3, 24, { fill: palette.steelDark, stroke: null });
  box(scope, 206, 66, 17, 10, { fill: palette.steelDark, radius: 2 });
  const beam = line(scope, [212, 76], [204, 98], palette.red, 1);
  beam.dashArray = [2, 2];
  const full = indicator(scope, 'FULL', 231, 71);

  // Conveyor: frame, belt with moving marks, end rollers, motor.
  for (const x of [40, 160, 320]) box(scope, x, 158, 6, 24, { fill: palette.steelDark });
  box(scope, 8, BELT_TOP, 334, 8, { fill: palette.belt, radius: 4 });
  const marks: paper.Path[] = [];
  for (let i = 0; i < 21; i++) {
    const mark = box(scope, 0, BELT_TOP + 3, 6, 2, { fill: '#607d8b', stroke: null });
    marks.push(mark);
  }
  for (const x of [12, 338]) disc(scope, x, BELT_TOP + 4, 3, { fill: palette.steel, strokeWidth: 0.8 });
  box(scope, 186, 160, 18, 8, { fill: palette.steelDark, radius: 2 });
  const prox = indicator(scope, 'PROX', 213, 164);
  box(scope, 60, 162, 30, 16, { fill: palette.steel, radius: 3 });
  box(scope, 90, 166, 5, 8, { fill: palette.steelDark });
  line(scope, [64, 162], [14, BELT_TOP + 6], palette.outline, 1.5);
  const motorLed = disc(scope, 67, 170, 3, { fill: palette.lampOff, strokeWidth: 0.8 });
  motorLed.name = 'MOTOR';
  label(scope, 'MOTOR', 98, 174, { align: 'left' });

  // Waiting bottles behind the gate, the gate's stopper cylinder, and the crate at the end.
  for (const x of [26, 48]) {
    const waiting = buildBottle(scope);
    waiting.group.visible = true;
    waiting.group.name = 'waiting bottle';
    waiting.group.position = new scope.Point(x, BELT_TOP);
  }
  line(scope, [62, 6], [62, 60], palette.steelDark, 2);
  const stopper = box(scope, 60, 98, 4, 50, { fill: palette.steelDark, strokeWidth: 0.8 });
  box(scope, 54, 60, 16, 26, { fill: palette.steel, radius: 2 });
  const gateLed = disc(scope, 62, 67, 3, { fill: palette.lampOff, strokeWidth: 0.8 });
  gateLed.name = 'GATE';
  label(scope, 'GATE', 74, 76, { align: 'left' });
  box(scope, 346, 150, 50, 32, { fill: palette.box, radius: 2 });
  for (const x of [356, 371, 386]) box(scope, x - 4, 140, 8, 10, { fill: palette.liquidA, strokeWidth: 0.8 });
  box(scope, 346, 150, 50, 6, { fill: '#8d6238', strokeWidth: 0.8 });

  // Bottles in use (clipped to the scene), then the stream over them.
  const bottles = Array.from({ length: BOTTLES }, () => buildBottle(scope));
  const clip = box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { stroke: null });
  new scope.Group([clip, ...bottles.map((bottle) => bottle.group)]).clipped = true;
  for (const bottle of bottles) {
    bottle.group.name = 'bottle';
    bottle.liquid.name = 'liquid';
  }
  const stream = line(scope, [NOZZLE_X, 78], [NOZZLE_X, BELT_TOP], palette.liquidA, 3);
  stream.dashArray = [7, 3];
  stream.name = 'stream';

  return {
    update(frame, timeMs) {
      const t = clock(frame.running, timeMs);
      const motor = frame.io.MOTOR ?? 0;
      const travel = belt(motor, t) % 16;
      marks.forEach((mark, i) => {
        const x = 14 + ((i * 16 + travel) % 324);
        mark.position = new scope.Point(x + 3, BELT_TOP + 4);
      });
      motorLed.fillColor = new scope.Color(motor ? palette.green : palette.lampOff);

      const gate = frame.io.GATE ?? 0;
      stopper.position = new scope.Point(62, gate ? 71 : 123);
      gateLed.fillColor = new scope.Color(gate ? palette.amber : palette.lampOff);

      let surface = BELT_TOP;
      bottles.forEach((bottle, i) => {
        const item = frame.items[i];
        bottle.group.visible = item !== undefined;
        if (!item) return;
        bottle.group.position = new scope.Point(item.pos, BELT_TOP);
        const fill = Math.min(FULL, Math.max(0, item.value)) / FULL;
        const top = LIQUID_BOTTOM - (LIQUID_BOTTOM - LIQUID_FULL) * fill;
        movePoint(bottle.liquid, 1, null, top - BELT_TOP);
        movePoint(bottle.liquid, 2, null, top - BELT_TOP);
        bottle.liquid.visible = fill > 0;
        if (Math.abs(item.pos - NOZZLE_X) < 9) surface = top;
      });

      const nozzle = frame.io.NOZZLE ?? 0;
      valve.fillColor = new scope.Color(nozzle ? palette.amber : palette.steelDark);
      stream.visible = Boolean(nozzle);
      stream.lastSegment.point.y = Math.max(80, surface);
      stream.dashOffset = -t * 0.08;
      prox.set(frame.io.PROX ?? 0);
      full.set(frame.io.FULL ?? 0);
    },
  };
};
