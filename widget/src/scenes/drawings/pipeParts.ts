/** Pipes, inline solenoid valves and liquid columns for the water tank and air compressor drawings. */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import { drawLamp, labelLamp, type Lamp, type Xy } from './deviceParts.ts';

/** A pipe run through `points`, drawn as a shaded tube of `width`. */
export function drawPipe(scope: paper.PaperScope, points: readonly Xy[], width = 8): paper.Group {
  const segments = points.map((p) => [p[0], p[1]]);
  const outer = new scope.Path({
    segments,
    strokeColor: palette.outline,
    strokeWidth: width + 2,
    strokeJoin: 'round',
  });
  const inner = new scope.Path({
    segments,
    strokeColor: palette.steel,
    strokeWidth: width,
    strokeJoin: 'round',
  });
  const shine = new scope.Path({
    segments,
    strokeColor: '#ffffff',
    strokeWidth: width / 4,
    strokeJoin: 'round',
    opacity: 0.35,
  });
  return new scope.Group([outer, inner, shine]);
}

/** An inline solenoid valve on a horizontal pipe at `centre`: its coil lights while the output is on. */
export function drawSolenoidValve(
  scope: paper.PaperScope,
  centre: Xy,
  alias: string,
  labelSide: 'left' | 'right' | 'above' = 'right',
): Lamp {
  const [x, y] = centre;
  new scope.Path({
    segments: [
      [x - 9, y - 7],
      [x + 9, y + 7],
      [x + 9, y - 7],
      [x - 9, y + 7],
    ],
    closed: true,
    fillColor: palette.steelDark,
    strokeColor: palette.outline,
    strokeWidth: 1.25,
    strokeJoin: 'round',
  });
  new scope.Path.Rectangle({ point: [x - 1.5, y - 12], size: [3, 12], fillColor: palette.outline });
  const coil = new scope.Path.Rectangle({
    point: [x - 8, y - 24],
    size: [16, 13],
    radius: 2,
    fillColor: '#4f6d8a',
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  const at: Record<typeof labelSide, Xy> = {
    right: [x + 12, y - 14],
    left: [x - 12, y - 14],
    above: [x, y - 28],
  };
  const align = ({ right: 'left', left: 'right', above: 'center' } as const)[labelSide];
  const led = labelLamp(scope, drawLamp(scope, [x, y - 17.5], 3, palette.amber), alias, at[labelSide], {
    align,
  });
  const energised = new scope.Color('#2f7d4f');
  const idle = new scope.Color('#4f6d8a');
  return {
    group: new scope.Group([coil, led.group]),
    lens: led.lens,
    set(on) {
      led.set(on);
      coil.fillColor = on ? energised : idle;
    },
  };
}

/** A four-point polygon whose top edge can be moved cheaply each frame (liquid in a tank, a stream). */
export interface Column {
  path: paper.Path;
  /** Moves the top edge to `top`, the bottom edge to `bottom` (hidden when they meet). */
  set(top: number, bottom?: number): void;
}

export function drawColumn(
  scope: paper.PaperScope,
  left: number,
  right: number,
  top: number,
  bottom: number,
  fill: paper.Color | string,
): Column {
  const path = new scope.Path({
    segments: [
      [left, bottom],
      [left, top],
      [right, top],
      [right, bottom],
    ],
    closed: true,
    fillColor: fill,
  });
  let lastBottom = bottom;
  return {
    path,
    set(newTop, newBottom = lastBottom) {
      lastBottom = newBottom;
      const [a, b, c, d] = path.segments;
      if (a) a.point.y = newBottom;
      if (b) b.point.y = newTop;
      if (c) c.point.y = newTop;
      if (d) d.point.y = newBottom;
      path.visible = newBottom - newTop > 0.01;
    },
  };
}
