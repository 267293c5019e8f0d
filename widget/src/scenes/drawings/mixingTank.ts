/**
 * Mixing tank: liquid A (amber, left supply) and B (blue, right supply) fill one tank (cap 80).
 * They lie in layers, A under B, while the mixer is off and show one blended colour while it runs;
 * the stirrer's blades turn with `angle`. LOW, MID and HIGH float switches sit at 2, 40 and 80.
 */
import type paper from 'paper/dist/paper-core';
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label } from './deviceParts.ts';
import { box, disc, line, mixColour, motionClock, movePoint, poly } from './sceneKit.ts';
import { drawTankHeat } from './mixingTankHeat.ts';

const CAP = 80;
const TANK_LEFT = 140;
const TANK_RIGHT = 260;
const BOTTOM = 156;
const TOP = 36;
const PER_UNIT = (BOTTOM - TOP) / CAP;
const CENTRE = (TANK_LEFT + TANK_RIGHT) / 2;
const BLADE_Y = 140;
const BLADE_REACH = 36;

/** A rectangle whose top and bottom edges `update` moves (segments: bottom-left, top-left, top-right, bottom-right). */
function band(scope: paper.PaperScope, colour: string): paper.Path {
  return poly(
    scope,
    [
      [TANK_LEFT, BOTTOM],
      [TANK_LEFT, BOTTOM],
      [TANK_RIGHT, BOTTOM],
      [TANK_RIGHT, BOTTOM],
    ],
    true,
    {
      fill: colour,
      stroke: null,
    },
  );
}

function setBand(path: paper.Path, bottom: number, top: number): void {
  movePoint(path, 0, null, bottom);
  movePoint(path, 1, null, top);
  movePoint(path, 2, null, top);
  movePoint(path, 3, null, bottom);
  path.visible = bottom - top > 0.05;
}

/** A supply tank, its pipe to the main tank's top and a solenoid valve; returns the valve body and stream. */
function supply(
  scope: paper.PaperScope,
  name: string,
  alias: string,
  colour: string,
  tankX: number,
  inletX: number,
) {
  box(scope, tankX, 8, 40, 46, { fill: palette.steel, radius: 5 });
  box(scope, tankX + 4, 20, 32, 30, { fill: colour, stroke: null, radius: 3 });
  label(scope, name, tankX + 20, 17, { bold: true, colour: '#ffffff' });
  const pipeFrom = tankX < inletX ? tankX + 40 : tankX;
  poly(
    scope,
    [
      [pipeFrom, 24],
      [inletX, 24],
      [inletX, TOP + 4],
    ],
    false,
    { stroke: palette.steelDark, strokeWidth: 5 },
  );
  const valveX = (pipeFrom + inletX) / 2;
  poly(
    scope,
    [
      [valveX - 8, 18],
      [valveX + 8, 30],
      [valveX + 8, 18],
      [valveX - 8, 30],
    ],
    true,
    {
      fill: palette.steel,
      strokeWidth: 1,
    },
  );
  line(scope, [valveX, 24], [valveX, 12], palette.outline, 1.5);
  const coil = box(scope, valveX - 6, 4, 12, 9, { fill: palette.steelDark, radius: 1.5 });
  coil.name = alias;
  const left = tankX < inletX;
  label(scope, alias, valveX + (left ? -9 : 9), 12, { align: left ? 'right' : 'left' });
  const stream = line(scope, [inletX, TOP + 4], [inletX, BOTTOM], colour, 4);
  stream.dashArray = [8, 3];
  return { coil, stream };
}

export const drawMixingTank: SceneRenderer = (scope) => {
  scope.activate();
  const clock = motionClock();
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: '#e6e9ec', stroke: null });
  box(scope, 0, 188, SCENE_WIDTH, 12, { fill: palette.floor, stroke: null });

  // Tank shell and the stirrer (behind the liquid, which is slightly see-through).
  box(scope, TANK_LEFT - 4, TOP - 4, TANK_RIGHT - TANK_LEFT + 8, BOTTOM - TOP + 10, {
    fill: '#fbfcfc',
    radius: 8,
  });
  for (const x of [TANK_LEFT + 6, TANK_RIGHT - 12])
    box(scope, x, BOTTOM + 6, 6, 26, { fill: palette.steelDark });
  line(scope, [CENTRE, 26], [CENTRE, BLADE_Y + 4], palette.steelDark, 4);
  const blades = [0, 90, 180, 270].map(() =>
    poly(
      scope,
      [
        [CENTRE, BLADE_Y - 4],
        [CENTRE, BLADE_Y - 4],
        [CENTRE, BLADE_Y + 4],
        [CENTRE, BLADE_Y + 4],
      ],
      true,
      {
        fill: palette.steel,
        strokeWidth: 0.8,
      },
    ),
  );
  disc(scope, CENTRE, BLADE_Y, 4, { fill: palette.steelDark, strokeWidth: 0.8 });

  const lower = band(scope, palette.liquidA);
  const upper = band(scope, palette.liquidB);
  lower.name = 'liquid A';
  upper.name = 'liquid B';
  const liquid = new scope.Group([lower, upper]);
  liquid.opacity = 0.85;
  const heat = drawTankHeat(scope, TANK_LEFT, TANK_RIGHT);

  // Level marks and float switches on the right wall.
  const switches = [
    { alias: 'LOW', at: 2 },
    { alias: 'MID', at: 40 },
    { alias: 'HIGH', at: CAP },
  ].map(({ alias, at }) => {
    const y = Math.max(TOP + 3, BOTTOM - at * PER_UNIT);
    const mark = line(scope, [TANK_LEFT, y], [TANK_RIGHT, y], palette.steelDark, 0.6);
    mark.dashArray = [3, 3];
    box(scope, TANK_RIGHT + 4, y - 4, 10, 8, { fill: palette.steelDark, radius: 1.5 });
    return { alias, led: indicator(scope, alias, TANK_RIGHT + 22, y) };
  });

  // Inlets with their valves, the mixer motor, the discharge pipe and valve.
  const valveA = supply(scope, 'A', 'VALVE_A', palette.liquidA, 8, TANK_LEFT + 22);
  const valveB = supply(scope, 'B', 'VALVE_B', palette.liquidB, 352, TANK_RIGHT - 22);
  const motor = box(scope, CENTRE - 15, 4, 30, 22, { fill: palette.steel, radius: 4 });
  for (let y = 9; y < 24; y += 5) line(scope, [CENTRE - 11, y], [CENTRE + 11, y], palette.steelDark, 0.8);
  label(scope, 'MIXER', CENTRE - 19, 18, { align: 'right' });
  const mixerLed = disc(scope, CENTRE + 20, 15, 3, { fill: palette.lampOff, strokeWidth: 0.8 });
  mixerLed.name = 'MIXER';
  poly(
    scope,
    [
      [CENTRE, BOTTOM + 6],
      [CENTRE, 176],
      [62, 176],
    ],
    false,
    { stroke: palette.steelDark, strokeWidth: 5 },
  );
  poly(
    scope,
    [
      [102, 170],
      [118, 182],
      [118, 170],
      [102, 182],
    ],
    true,
    { fill: palette.steel },
  );
  line(scope, [110, 176], [110, 166], palette.outline, 1.5);
  const drainCoil = box(scope, 104, 159, 12, 9, { fill: palette.steelDark, radius: 1.5 });
  drainCoil.name = 'DISCHARGE';
  label(scope, 'DISCHARGE', 100, 167, { align: 'right' });
  box(scope, 50, 192, 24, 4, { fill: palette.outline, stroke: null, radius: 1 });
  const outflow = line(scope, [62, 178], [62, 194], palette.liquidA, 4);
  outflow.dashArray = [5, 2];

  // Amounts, for reading the proportion exactly.
  box(scope, 30, 96, 56, 34, { fill: '#ffffff', radius: 3 });
  const amounts = label(scope, '', 40, 110, { align: 'left' });
  let shown = '';

  return {
    update(frame, timeMs) {
      const t = clock(frame.running, timeMs);
      const a = Math.max(0, frame.vars.liquidA ?? 0);
      const b = Math.max(0, frame.vars.liquidB ?? 0);
      const total = Math.min(CAP, a + b);
      const scale = a + b > CAP ? CAP / (a + b) : 1;
      const aTop = BOTTOM - a * scale * PER_UNIT;
      const surface = BOTTOM - total * PER_UNIT;
      setBand(lower, BOTTOM, aTop);
      setBand(upper, aTop, surface);
      const mixing = Boolean(frame.io.MIXER);
      const blend = mixColour(palette.liquidA, palette.liquidB, total > 0 ? b / (a + b) : 0.5);
      lower.fillColor = new scope.Color(mixing ? blend : palette.liquidA);
      upper.fillColor = new scope.Color(mixing ? blend : palette.liquidB);

      const angle = ((frame.vars.angle ?? 0) * Math.PI) / 180;
      blades.forEach((blade, k) => {
        const turn = angle + (k * Math.PI) / 2;
        const reach = BLADE_REACH * Math.cos(turn);
        movePoint(blade, 1, CENTRE + reach, null);
        movePoint(blade, 2, CENTRE + reach, null);
        blade.fillColor = new scope.Color(Math.sin(turn) > 0 ? palette.steel : palette.steelDark);
      });
      motor.fillColor = new scope.Color(mixing ? '#b0bec5' : palette.steel);
      mixerLed.fillColor = new scope.Color(mixing ? palette.green : palette.lampOff);

      for (const [valve, alias] of [
        [valveA, 'VALVE_A'],
        [valveB, 'VALVE_B'],
      ] as const) {
        const open = Boolean(frame.io[alias]);
        valve.coil.fillColor = new scope.Color(open ? palette.amber : palette.steelDark);
        valve.stream.visible = open;
        valve.stream.lastSegment.point.y = Math.max(TOP + 6, surface);
        valve.stream.dashOffset = -t * 0.08;
      }
      const draining = Boolean(frame.io.DISCHARGE);
      drainCoil.fillColor = new scope.Color(draining ? palette.amber : palette.steelDark);
      outflow.visible = draining && total > 0;
      outflow.strokeColor = new scope.Color(blend);
      outflow.dashOffset = -t * 0.05;
      for (const { alias, led } of switches) led.set(frame.io[alias] ?? 0);

      heat.update(frame);
      const text = `A ${a.toFixed(1)}\nB ${b.toFixed(1)}`;
      if (text !== shown) {
        amounts.content = text;
        shown = text;
      }
    },
  };
};
