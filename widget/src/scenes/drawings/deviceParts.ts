/**
 * Small building blocks shared by the garage door, conveyor, water tank, stoplight, air compressor,
 * elevator and stack light drawings: background, alias labels, lamps, sensor LEDs, shading and a
 * motion clock. Pipes and valves are in pipeParts.ts.
 */
import type paper from 'paper/dist/paper-core';
import { lampFill, palette } from './palette.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';

const FONT = 'Helvetica, Arial, sans-serif';

export type Xy = readonly [x: number, y: number];

/** Keeps `value` within `min`…`max` (NaN becomes `min`). */
export function clamp(value: number, min: number, max: number): number {
  return value >= min ? (value <= max ? value : max) : min;
}

/** A full-area rectangle, drawn first so a scene is never blank. */
export function drawBackground(scope: paper.PaperScope, colour: string = palette.sky): paper.Path {
  return new scope.Path.Rectangle({ point: [0, 0], size: [SCENE_WIDTH, SCENE_HEIGHT], fillColor: colour });
}

export interface LabelOptions {
  align?: 'left' | 'center' | 'right';
  size?: number;
  colour?: string;
  bold?: boolean;
}

/** A small text label (alias of a tag, floor number, …) with its baseline at `at`. */
export function drawLabel(
  scope: paper.PaperScope,
  content: string,
  at: Xy,
  options: LabelOptions = {},
): paper.PointText {
  return new scope.PointText({
    point: at,
    content,
    fontFamily: FONT,
    fontSize: options.size ?? 9,
    fontWeight: options.bold ? 'bold' : 'normal',
    fillColor: options.colour ?? palette.text,
    justification: options.align ?? 'left',
  });
}

/** An on/off light: a lens over a soft halo that shows only while lit. */
export interface Lamp {
  group: paper.Group;
  lens: paper.Path;
  set(on: boolean | number): void;
}

/** A round lamp of `colour` (sensor LEDs, pilot lights, signal lamps). */
export function drawLamp(scope: paper.PaperScope, centre: Xy, radius: number, colour: string): Lamp {
  const halo = new scope.Path.Circle({
    center: centre,
    radius: radius * 1.6,
    fillColor: colour,
    opacity: 0.3,
    shadowColor: colour,
    shadowBlur: radius * 2,
  });
  const lens = new scope.Path.Circle({
    center: centre,
    radius,
    fillColor: palette.lampOff,
    strokeColor: palette.outline,
    strokeWidth: radius > 6 ? 1.5 : 1,
  });
  const shine = new scope.Path.Circle({
    center: [centre[0] - radius * 0.35, centre[1] - radius * 0.35],
    radius: radius * 0.3,
    fillColor: '#ffffff',
    opacity: 0.45,
  });
  halo.visible = false;
  const group = new scope.Group([halo, lens, shine]);
  const lit = new scope.Color(lampFill(true, colour));
  const dark = new scope.Color(lampFill(false, colour));
  return {
    group,
    lens,
    set(on) {
      halo.visible = Boolean(on);
      lens.fillColor = on ? lit : dark;
    },
  };
}

/** A sensor's input LED with its alias beside it (`align` says which side the text goes). */
export function drawSensorLed(
  scope: paper.PaperScope,
  alias: string,
  centre: Xy,
  align: 'left' | 'right' = 'right',
): Lamp {
  const lamp = drawLamp(scope, centre, 4, palette.green);
  lamp.lens.name = alias;
  const dx = align === 'right' ? 7 : -7;
  drawLabel(scope, alias, [centre[0] + dx, centre[1] + 3], { align: align === 'right' ? 'left' : 'right' });
  return lamp;
}

/** A motor's running arrow lamp: a triangle lit in `colour` while the output is on. */
export function drawArrowLamp(
  scope: paper.PaperScope,
  centre: Xy,
  direction: 'up' | 'down' | 'left' | 'right',
  colour: string = palette.green,
): Lamp {
  const s = 6;
  const [x, y] = centre;
  const points: Record<typeof direction, Xy[]> = {
    up: [
      [x, y - s],
      [x + s, y + s * 0.6],
      [x - s, y + s * 0.6],
    ],
    down: [
      [x, y + s],
      [x + s, y - s * 0.6],
      [x - s, y - s * 0.6],
    ],
    left: [
      [x - s, y],
      [x + s * 0.6, y - s],
      [x + s * 0.6, y + s],
    ],
    right: [
      [x + s, y],
      [x - s * 0.6, y - s],
      [x - s * 0.6, y + s],
    ],
  };
  const halo = new scope.Path.Circle({ center: centre, radius: s * 1.4, fillColor: colour, opacity: 0.3 });
  const lens = new scope.Path({
    segments: points[direction].map((p) => [p[0], p[1]]),
    closed: true,
    fillColor: palette.lampOff,
    strokeColor: palette.outline,
    strokeWidth: 1,
    strokeJoin: 'round',
  });
  halo.visible = false;
  const lit = new scope.Color(lampFill(true, colour));
  const dark = new scope.Color(lampFill(false, colour));
  return {
    group: new scope.Group([halo, lens]),
    lens,
    set(on) {
      halo.visible = Boolean(on);
      lens.fillColor = on ? lit : dark;
    },
  };
}

/** A left-to-right shaded fill for round things (tanks, lenses, pipes seen from the side). */
export function cylinderShade(
  scope: paper.PaperScope,
  colour: string,
  from: Xy,
  to: Xy,
  light = 0.35,
  dark = 0.25,
): paper.Color {
  const base = new scope.Color(colour);
  const highlight = base.clone();
  highlight.brightness = Math.min(1, highlight.brightness + light);
  highlight.saturation = highlight.saturation * 0.8;
  const shadow = base.clone();
  shadow.brightness = shadow.brightness * (1 - dark);
  return new scope.Color({
    gradient: {
      stops: [
        [shadow, 0],
        [highlight, 0.3],
        [base, 0.6],
        [shadow, 1],
      ],
    },
    origin: from,
    destination: to,
  });
}

/**
 * Decorative motion that only moves while the program runs and its output is on: returns a phase
 * that grows by `perSecond` each second of active time (so belts and fans stop where they are).
 */
export function motionClock(): (timeMs: number, active: boolean, perSecond: number) => number {
  let last: number | null = null;
  let phase = 0;
  return (timeMs, active, perSecond) => {
    const elapsed = last === null ? 0 : clamp(timeMs - last, 0, 100);
    last = timeMs;
    if (active) phase = (phase + (elapsed / 1000) * perSecond) % 36000;
    return phase;
  };
}
