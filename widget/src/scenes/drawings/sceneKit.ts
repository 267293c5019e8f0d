/**
 * Small building blocks shared by the scene drawings: shapes with the house outline, colour mixing
 * and clocks for decorative motion that stops while the program is stopped. Labels, lamps and
 * indicators are in deviceParts.ts.
 */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';

export interface ShapeStyle {
  fill?: string;
  stroke?: string | null;
  strokeWidth?: number;
  radius?: number;
}

/** A rectangle from its top-left corner and size, outlined unless `stroke` is null. */
export function box(
  scope: paper.PaperScope,
  x: number,
  y: number,
  w: number,
  h: number,
  style: ShapeStyle = {},
) {
  const path = new scope.Path.Rectangle({
    rectangle: new scope.Rectangle(x, y, w, h),
    radius: style.radius ?? 0,
  });
  return paint(scope, path, style);
}

/** A circle, outlined unless `stroke` is null. */
export function disc(scope: paper.PaperScope, x: number, y: number, r: number, style: ShapeStyle = {}) {
  return paint(scope, new scope.Path.Circle(new scope.Point(x, y), r), style);
}

/** A closed or open polyline through `points` ([x, y] pairs). */
export function poly(
  scope: paper.PaperScope,
  points: [number, number][],
  closed: boolean,
  style: ShapeStyle = {},
) {
  const path = new scope.Path(points.map(([x, y]) => new scope.Point(x, y)));
  path.closed = closed;
  return paint(scope, path, style);
}

/** A straight line (a pipe, a shaft, a rail). */
export function line(
  scope: paper.PaperScope,
  from: [number, number],
  to: [number, number],
  colour: string,
  width = 1,
): paper.Path {
  const path = new scope.Path.Line(new scope.Point(from[0], from[1]), new scope.Point(to[0], to[1]));
  path.strokeColor = new scope.Color(colour);
  path.strokeWidth = width;
  return path;
}

/** Applies fill and outline (the outline colour by default, 1 px). */
export function paint<T extends paper.Path>(scope: paper.PaperScope, path: T, style: ShapeStyle): T {
  path.fillColor = style.fill ? new scope.Color(style.fill) : null;
  const stroke = style.stroke === undefined ? palette.outline : style.stroke;
  path.strokeColor = stroke ? new scope.Color(stroke) : null;
  path.strokeWidth = style.strokeWidth ?? 1;
  return path;
}

/** Mixes two #rrggbb colours: `t` 0 gives `a`, 1 gives `b`. */
export function mixColour(a: string, b: string, t: number): string {
  const k = Math.min(1, Math.max(0, t));
  const channel = (shift: number) => {
    const from = (parseInt(a.slice(1), 16) >> shift) & 0xff;
    const to = (parseInt(b.slice(1), 16) >> shift) & 0xff;
    return Math.round(from + (to - from) * k);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

/**
 * A clock for decorative motion (spray, fans, belts): it advances with `timeMs` only while the
 * program runs, so the picture holds still when stopped.
 */
export function motionClock(): (running: boolean, timeMs: number) => number {
  let elapsed = 0;
  let last: number | null = null;
  return (running, timeMs) => {
    if (running && last !== null) elapsed += Math.max(0, Math.min(100, timeMs - last));
    last = timeMs;
    return elapsed;
  };
}

/**
 * Distance travelled by something that moves only while `active` (a belt, a fan), at `rate` units
 * per ms of the decorative clock `t`; it holds its place when stopped instead of snapping back.
 */
export function odometer(rate: number): (active: boolean | number, t: number) => number {
  let distance = 0;
  let last: number | null = null;
  return (active, t) => {
    if (active && last !== null) distance += (t - last) * rate;
    last = t;
    return distance;
  };
}

/** Moves segment `index` of `path` (a shape being stretched: a liquid level, a chamber) to `x` and/or `y`. */
export function movePoint(path: paper.Path, index: number, x: number | null, y: number | null): void {
  const segment = path.segments[index];
  if (!segment) return;
  if (x !== null) segment.point.x = x;
  if (y !== null) segment.point.y = y;
}
