/**
 * The one place for the scene drawings' labels, lamps and indicators (alias labels, signal and pilot
 * lamps, arrow lamps, sensor LEDs), plus background, floor, turning wheels, shading and a motion
 * clock. Plain shapes (box, disc, line, …) are in sceneKit.ts; pipes and valves in pipeParts.ts.
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

/** The factory floor from `top` down to the bottom edge, with a steel kerb along its top. */
export function drawFloor(scope: paper.PaperScope, top: number): void {
  new scope.Path.Rectangle({
    point: [0, top],
    size: [SCENE_WIDTH, SCENE_HEIGHT - top],
    fillColor: palette.floor,
  });
  new scope.Path.Rectangle({ point: [0, top], size: [SCENE_WIDTH, 3], fillColor: palette.steelDark });
}

export interface LabelOptions {
  align?: 'left' | 'center' | 'right';
  size?: number;
  colour?: string;
  bold?: boolean;
}

/** A small text label (alias of a tag, floor number, …) with its baseline at `at`, left-aligned by default. */
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

/** drawLabel at (x, y), centred unless `align` says otherwise. */
export function label(
  scope: paper.PaperScope,
  text: string,
  x: number,
  y: number,
  options: LabelOptions = {},
): paper.PointText {
  return drawLabel(scope, text, [x, y], { ...options, align: options.align ?? 'center' });
}

/** An on/off light (lamp, arrow lamp, LED): a lens, and for most a soft halo that shows only while lit. */
export interface Lamp {
  group: paper.Group;
  lens: paper.Path;
  set(on: boolean | number): void;
}

/** Lights `lens` in `colour` (a dark lens when off) and shows `halo`, if any, only while lit. */
function switchedLamp(
  scope: paper.PaperScope,
  group: paper.Group,
  lens: paper.Path,
  colour: string,
  halo: paper.Path | null,
): Lamp {
  if (halo) halo.visible = false;
  const lit = new scope.Color(lampFill(true, colour));
  const dark = new scope.Color(lampFill(false, colour));
  return {
    group,
    lens,
    set(on) {
      if (halo) halo.visible = Boolean(on);
      lens.fillColor = on ? lit : dark;
    },
  };
}

/**
 * A round lamp of `colour` (sensor LEDs, pilot lights, signal lamps). `glow` blurs its halo and
 * brightens its shine; `flat` is the plainer lamp of the line-art scenes (car wash, crossings).
 */
export function drawLamp(
  scope: paper.PaperScope,
  centre: Xy,
  radius: number,
  colour: string,
  look: 'glow' | 'flat' = 'glow',
): Lamp {
  const glow = look === 'glow';
  const halo = new scope.Path.Circle({
    center: centre,
    radius: radius * (glow ? 1.6 : 1.7),
    fillColor: colour,
    opacity: 0.3,
    ...(glow ? { shadowColor: colour, shadowBlur: radius * 2 } : {}),
  });
  const lens = new scope.Path.Circle({
    center: centre,
    radius,
    fillColor: palette.lampOff,
    strokeColor: palette.outline,
    strokeWidth: glow && radius > 6 ? 1.5 : 1,
  });
  const shine = new scope.Path.Circle({
    center: [centre[0] - radius * 0.35, centre[1] - radius * 0.35],
    radius: radius * (glow ? 0.3 : 0.28),
    fillColor: '#ffffff',
    opacity: glow ? 0.45 : 0.35,
  });
  return switchedLamp(scope, new scope.Group([halo, lens, shine]), lens, colour, halo);
}

/** A flat lamp at (x, y) of radius `r`; its lens is named `name` (the output's alias) when given. */
export function lamp(
  scope: paper.PaperScope,
  x: number,
  y: number,
  r: number,
  colour: string,
  name?: string,
): Lamp {
  const light = drawLamp(scope, [x, y], r, colour, 'flat');
  if (name) light.lens.name = name;
  return light;
}

/** Names `light`'s lens after the tag `alias` and writes the alias in bold with its baseline at `at`. */
export function labelLamp(
  scope: paper.PaperScope,
  light: Lamp,
  alias: string,
  at: Xy,
  options: LabelOptions = {},
): Lamp {
  light.lens.name = alias;
  drawLabel(scope, alias, at, { bold: true, ...options });
  return light;
}

/** A caption for a lamp: a thin leader from `from` rightwards over `length`, then `alias` in bold past its end. */
export function drawLeaderLabel(
  scope: paper.PaperScope,
  alias: string,
  from: Xy,
  length: number,
): paper.PointText {
  const [x, y] = from;
  new scope.Path.Line({
    from: [x, y],
    to: [x + length, y],
    strokeColor: palette.steelDark,
    strokeWidth: 0.75,
  });
  return drawLabel(scope, alias, [x + length + 4, y + 3.5], { size: 10, bold: true });
}

/** A sensor's input LED with its alias beside it (`align` says which side the text goes). */
export function drawSensorLed(
  scope: paper.PaperScope,
  alias: string,
  centre: Xy,
  align: 'left' | 'right' = 'right',
): Lamp {
  const led = drawLamp(scope, centre, 4, palette.green);
  led.lens.name = alias;
  const dx = align === 'right' ? 7 : -7;
  drawLabel(scope, alias, [centre[0] + dx, centre[1] + 3], { align: align === 'right' ? 'left' : 'right' });
  return led;
}

/**
 * A small LED dot at (x, y) with `alias` to its right (or left, or below), lit `colour` when on; no
 * halo. Used for inputs (limit, float, proximity switches) and for outputs without a moving part.
 */
export function indicator(
  scope: paper.PaperScope,
  alias: string,
  x: number,
  y: number,
  options: { colour?: string; side?: 'left' | 'right' | 'below' } = {},
): Lamp {
  const side = options.side ?? 'right';
  const led = new scope.Path.Circle({
    center: [x, y],
    radius: 3.5,
    fillColor: palette.lampOff,
    strokeColor: palette.outline,
    strokeWidth: 0.8,
  });
  led.name = alias;
  const text =
    side === 'below'
      ? label(scope, alias, x, y + 12)
      : label(scope, alias, side === 'right' ? x + 6 : x - 6, y + 3.2, {
          align: side === 'right' ? 'left' : 'right',
        });
  return switchedLamp(scope, new scope.Group([led, text]), led, options.colour ?? palette.green, null);
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
  return switchedLamp(scope, new scope.Group([halo, lens]), lens, colour, halo);
}

/** What a turning wheel looks like: rim fill and outline width, spoke colour, width and reach from the hub. */
export interface WheelStyle {
  fill: string;
  rimWidth: number;
  spoke: string;
  spokeWidth: number;
  spokeReach: number;
  /** The first spoke runs up and down rather than across. */
  upright?: boolean;
  /** A hub of this radius, in the spoke colour. */
  hub?: number;
}

/** A wheel that turns about its centre (pulley, sheave, flywheel): a rim and three spokes; set `rotation` to turn it. */
export function drawWheel(
  scope: paper.PaperScope,
  centre: Xy,
  radius: number,
  style: WheelStyle,
): paper.Group {
  const [x, y] = centre;
  const reach = style.spokeReach;
  const rim = new scope.Path.Circle({
    center: centre,
    radius,
    fillColor: style.fill,
    strokeColor: palette.outline,
    strokeWidth: style.rimWidth,
  });
  const spokes = [0, 60, 120].map(
    (angle) =>
      new scope.Path.Line({
        from: style.upright ? [x, y - reach] : [x - reach, y],
        to: style.upright ? [x, y + reach] : [x + reach, y],
        strokeColor: style.spoke,
        strokeWidth: style.spokeWidth,
        rotation: angle,
      }),
  );
  const hub = style.hub
    ? [new scope.Path.Circle({ center: centre, radius: style.hub, fillColor: style.spoke })]
    : [];
  const wheel = new scope.Group([rim, ...spokes, ...hub]);
  wheel.applyMatrix = false;
  wheel.pivot = new scope.Point(x, y);
  return wheel;
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
