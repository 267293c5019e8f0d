/**
 * Intersection: a crossroads seen from above. The north–south and east–west signal heads mirror
 * their six lamp outputs; one car per direction drives on green or yellow and waits at its stop
 * line on red (decoration only, it stops while the program is stopped).
 */
import type paper from 'paper/dist/paper-core';
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { label, lamp, type Lamp } from './deviceParts.ts';
import { box, disc, line, motionClock } from './sceneKit.ts';

const NS_LEFT = 170;
const NS_RIGHT = 230;
const EW_TOP = 70;
const EW_BOTTOM = 130;
const ROAD = '#5f6368';
const PAINT = '#f5f5f5';
const COLOURS = { RED: palette.red, YELLOW: palette.yellow, GREEN: palette.green } as const;
const ASPECTS = ['RED', 'YELLOW', 'GREEN'] as const;
/** Decorative car speed in px per ms. */
const SPEED = 0.05;

type Direction = 'NS' | 'EW';

/**
 * A signal head: three lamps (red first) in a dark housing, a column from its top centre (x, y) or a
 * row from its left middle.
 */
function signalHead(
  scope: paper.PaperScope,
  direction: Direction,
  x: number,
  y: number,
  r: number,
  vertical: boolean,
) {
  const step = r * 2 + 4;
  const long = step * 3 + 2;
  const short = r * 2 + 6;
  if (vertical) box(scope, x - short / 2, y, short, long, { fill: '#263238', radius: 3 });
  else box(scope, x, y - short / 2, long, short, { fill: '#263238', radius: 3 });
  return ASPECTS.map((aspect, i) => {
    const along = r + 3 + i * step;
    const name = `${direction}_${aspect}`;
    return {
      aspect,
      lamp: lamp(scope, vertical ? x : x + along, vertical ? y + along : y, r, COLOURS[aspect], name),
    };
  });
}

/** A car seen from above, pointing down (NS) or right (EW). */
function topCar(scope: paper.PaperScope, colour: string, direction: Direction): paper.Group {
  const w = direction === 'NS' ? 14 : 24;
  const h = direction === 'NS' ? 24 : 14;
  const body = box(scope, -w / 2, -h / 2, w, h, { fill: colour, radius: 4 });
  const shield =
    direction === 'NS'
      ? box(scope, -5, 2, 10, 5, { fill: palette.glass, strokeWidth: 0.7 })
      : box(scope, 2, -5, 5, 10, {
          fill: palette.glass,
          strokeWidth: 0.7,
        });
  const roof = box(scope, -w / 2 + 3, -h / 2 + 3, w - 6, h - 6, { fill: '#ffffff', stroke: null, radius: 2 });
  roof.opacity = 0.2;
  const group = new scope.Group([body, roof, shield]);
  group.applyMatrix = false;
  group.pivot = new scope.Point(0, 0);
  group.name = `${direction} car`;
  return group;
}

export const drawIntersection: SceneRenderer = (scope) => {
  scope.activate();
  const clock = motionClock();
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: '#9ccc65', stroke: null });

  // Pavements, roads, centre lines, crosswalks and stop lines.
  box(scope, NS_LEFT - 6, 0, NS_RIGHT - NS_LEFT + 12, SCENE_HEIGHT, { fill: '#cfd2d6', stroke: null });
  box(scope, 0, EW_TOP - 6, SCENE_WIDTH, EW_BOTTOM - EW_TOP + 12, { fill: '#cfd2d6', stroke: null });
  box(scope, NS_LEFT, 0, NS_RIGHT - NS_LEFT, SCENE_HEIGHT, { fill: ROAD, stroke: null });
  box(scope, 0, EW_TOP, SCENE_WIDTH, EW_BOTTOM - EW_TOP, { fill: ROAD, stroke: null });
  for (const [from, to] of [
    [0, 144],
    [256, SCENE_WIDTH],
  ] as const) {
    const centre = line(scope, [from, 100], [to, 100], palette.yellow, 1.5);
    centre.dashArray = [8, 6];
  }
  for (const [from, to] of [
    [0, 44],
    [156, SCENE_HEIGHT],
  ] as const) {
    const centre = line(scope, [200, from], [200, to], palette.yellow, 1.5);
    centre.dashArray = [8, 6];
  }
  for (let y = EW_TOP + 3; y < EW_BOTTOM - 3; y += 8) {
    box(scope, 150, y, 14, 4, { fill: PAINT, stroke: null });
    box(scope, 236, y, 14, 4, { fill: PAINT, stroke: null });
  }
  for (let x = NS_LEFT + 3; x < NS_RIGHT - 3; x += 8) {
    box(scope, x, 50, 4, 14, { fill: PAINT, stroke: null });
    box(scope, x, 136, 4, 14, { fill: PAINT, stroke: null });
  }
  box(scope, NS_LEFT + 1, 44, 28, 2.5, { fill: PAINT, stroke: null });
  box(scope, 201, 153.5, 28, 2.5, { fill: PAINT, stroke: null });
  box(scope, 143.5, 101, 2.5, 28, { fill: PAINT, stroke: null });
  box(scope, 254, 71, 2.5, 28, { fill: PAINT, stroke: null });

  // A few trees in the corners.
  for (const [x, y, r] of [
    [40, 36, 14],
    [70, 26, 10],
    [352, 40, 15],
    [370, 172, 13],
  ] as const) {
    disc(scope, x + 2, y + 3, r, { fill: '#558b2f', stroke: null });
    disc(scope, x, y, r, { fill: '#7cb342', stroke: '#33691e' });
  }

  // Cars (clipped to the scene as they drive in and out).
  const cars = {
    NS: { item: topCar(scope, palette.blue, 'NS'), at: 30, stop: 30, from: -20, to: 220 },
    EW: { item: topCar(scope, '#8e24aa', 'EW'), at: 128, stop: 128, from: -20, to: 420 },
  };
  const clip = box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { stroke: null });
  new scope.Group([clip, cars.NS.item, cars.EW.item]).clipped = true;

  // Labelled heads for each direction in the top corners, repeaters in the bottom corners.
  const heads: { direction: Direction; aspect: (typeof ASPECTS)[number]; lamp: Lamp }[] = [];
  const add = (direction: Direction, lamps: { aspect: (typeof ASPECTS)[number]; lamp: Lamp }[]) =>
    lamps.forEach((entry) => heads.push({ direction, ...entry }));
  const ns = signalHead(scope, 'NS', 150, 4, 7, true);
  add('NS', ns);
  ns.forEach(({ aspect }, i) => label(scope, `NS_${aspect}`, 138, 17 + i * 18, { align: 'right' }));
  const ew = signalHead(scope, 'EW', 250, 4, 7, true);
  add('EW', ew);
  ew.forEach(({ aspect }, i) => label(scope, `EW_${aspect}`, 262, 17 + i * 18, { align: 'left' }));
  add('NS', signalHead(scope, 'NS', 246, 170, 5, false));
  label(scope, 'NS', 292, 173, { align: 'left', bold: true });
  add('EW', signalHead(scope, 'EW', 114, 152, 5, false));
  label(scope, 'EW', 108, 155, { align: 'right', bold: true });

  // Compass.
  label(scope, 'N', 24, 180, { bold: true, size: 10 });
  line(scope, [24, 184], [24, 196], palette.text, 1.5);
  line(scope, [20, 188], [24, 183], palette.text, 1.5);
  line(scope, [28, 188], [24, 183], palette.text, 1.5);

  let lastT = 0;
  return {
    update(frame, timeMs) {
      const t = clock(frame.running, timeMs);
      const dt = t - lastT;
      lastT = t;
      for (const { direction, aspect, lamp: light } of heads)
        light.set(frame.io[`${direction}_${aspect}`] ?? 0);
      for (const direction of ['NS', 'EW'] as const) {
        const car = cars[direction];
        const go = Boolean(frame.io[`${direction}_GREEN`] || frame.io[`${direction}_YELLOW`]);
        let at = car.at + dt * SPEED;
        if (!go && car.at <= car.stop) at = Math.min(car.stop, at);
        car.at = at > car.to ? car.from : at;
        car.item.position = direction === 'NS' ? new scope.Point(185, car.at) : new scope.Point(car.at, 115);
      }
    },
  };
};
