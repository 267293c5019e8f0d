/**
 * Parts of the car wash drawing: the cars (colour, dirt, foam, water, shine from their station
 * flags) and the station machines (spray bars, scrub brush, dryer fan).
 */
import type paper from 'paper/dist/paper-core';
import type { SceneItem } from '../frame.ts';
import { palette } from './palette.ts';
import { box, disc, line, odometer, poly, type ShapeStyle } from './sceneKit.ts';

/** Top of the conveyor floor the cars' wheels stand on. */
export const FLOOR_Y = 160;
/** Car body colours by item value 0–2. */
export const CAR_COLOURS = [palette.red, palette.blue, palette.yellow] as const;

const PRE_RINSE = 1;
const SOAP = 2;
const SCRUB = 4;
const RINSE = 8;
const DRY = 16;
const ALL = PRE_RINSE | SOAP | SCRUB | RINSE | DRY;

/** Spots on a car: x from its centre, y from the floor, radius. */
type Mark = readonly [x: number, dy: number, r: number];
const DIRT: readonly Mark[] = [
  [-17, -17, 4],
  [-6, -14, 3],
  [6, -18, 3.5],
  [17, -15, 3],
  [-4, -30, 2.5],
  [11, -13, 2],
];
const FOAM: readonly Mark[] = [
  [-15, -27, 4],
  [-8, -39, 4.5],
  [0, -40, 5],
  [8, -39, 4],
  [16, -26, 4],
  [-20, -22, 3],
  [21, -22, 3],
  [4, -20, 3],
];
const WATER: readonly Mark[] = [
  [-18, -19, 1.6],
  [-9, -16, 1.6],
  [3, -21, 1.6],
  [14, -17, 1.6],
  [-5, -31, 1.6],
];
const SPARKLES: readonly Mark[] = [
  [-14, -44, 4.5],
  [12, -46, 4.5],
];

export interface Car {
  group: paper.Group;
  body: paper.Path;
  dirt: paper.Group;
  foam: paper.Group;
  water: paper.Group;
  shine: paper.Group;
}

/** A car seen from the side, facing right, built around (0, FLOOR_Y) and moved by its pivot. */
export function buildCar(scope: paper.PaperScope): Car {
  const y = FLOOR_Y;
  const body = poly(
    scope,
    [
      [-23, y - 10],
      [-23, y - 22],
      [-15, y - 25],
      [-10, y - 38],
      [9, y - 38],
      [15, y - 26],
      [23, y - 23],
      [23, y - 10],
    ],
    true,
    { fill: CAR_COLOURS[0] },
  );
  const windows = [
    poly(
      scope,
      [
        [-13, y - 26],
        [-9, y - 35],
        [-1, y - 35],
        [-1, y - 26],
      ],
      true,
      { fill: palette.glass, strokeWidth: 0.8 },
    ),
    poly(
      scope,
      [
        [1, y - 26],
        [1, y - 35],
        [8, y - 35],
        [12, y - 26],
      ],
      true,
      { fill: palette.glass, strokeWidth: 0.8 },
    ),
  ];
  const bumper = box(scope, -24, y - 13, 48, 3, { fill: palette.steelDark, stroke: null, radius: 1 });
  const light = box(scope, 20, y - 21, 3, 3, { fill: palette.yellow, stroke: null });
  const wheels = [-13, 13].flatMap((x) => [
    disc(scope, x, y - 6, 6, { fill: '#263238' }),
    disc(scope, x, y - 6, 2.5, { fill: palette.steel, strokeWidth: 0.6 }),
  ]);
  const spots = (marks: readonly Mark[], style: ShapeStyle) =>
    new scope.Group(marks.map(([x, dy, r]) => disc(scope, x, y + dy, r, style)));
  const dirt = spots(DIRT, { fill: '#795548', stroke: null });
  dirt.opacity = 0.9;
  const foam = spots(FOAM, { fill: '#fdfdfd', stroke: '#cfd8dc', strokeWidth: 0.6 });
  const water = spots(WATER, { fill: palette.water, stroke: null });
  const shine = new scope.Group(
    SPARKLES.map(([x, dy]) => {
      const star = new scope.Path.Star(new scope.Point(x, y + dy), 4, 4.5, 1.5);
      star.fillColor = new scope.Color(palette.yellow);
      return star;
    }),
  );
  const group = new scope.Group([body, ...windows, bumper, light, ...wheels, dirt, foam, water, shine]);
  group.applyMatrix = false;
  group.pivot = new scope.Point(0, y);
  group.name = 'car';
  body.name = 'body';
  dirt.name = 'dirt';
  foam.name = 'foam';
  water.name = 'water';
  shine.name = 'shine';
  group.visible = false;
  return { group, body, dirt, foam, water, shine };
}

/** Places and colours a car from its item: dirt fades as it is rinsed and scrubbed, foam until rinsed. */
export function showCar(scope: paper.PaperScope, car: Car, item: SceneItem | undefined): void {
  car.group.visible = item !== undefined;
  if (!item) return;
  car.group.position = new scope.Point(item.pos, FLOOR_Y);
  const colour = CAR_COLOURS[Math.min(2, Math.max(0, Math.round(item.value)))] ?? palette.red;
  car.body.fillColor = new scope.Color(colour);
  const flags = Math.round(item.flags);
  const done = (bit: number) => (flags & bit) !== 0;
  const dirt = 0.9 - (done(PRE_RINSE) ? 0.3 : 0) - (done(SOAP) ? 0.15 : 0) - (done(SCRUB) ? 0.45 : 0);
  car.dirt.opacity = Math.max(0, dirt);
  car.dirt.visible = dirt > 0.01;
  car.foam.visible = done(SOAP) && !done(RINSE);
  car.water.visible = (done(PRE_RINSE) || done(RINSE)) && !done(DRY) && !car.foam.visible;
  car.shine.visible = (flags & ALL) === ALL;
}

/** Something at a station that moves while its output is on (and the program runs). */
export interface StationMachine {
  group: paper.Group;
  /** `on` shows the spray/air; `t` is the decorative clock in ms. */
  update(on: boolean, t: number): void;
}

/** A spray bar under the roof over [from, to] with fanned jets down to the car roofs. */
export function buildSpray(scope: paper.PaperScope, from: number, to: number, top: number, colour: string) {
  const centre = (from + to) / 2;
  const jets: paper.Path[] = [];
  const bar = box(scope, from + 4, top, to - from - 8, 4, { fill: palette.steel, strokeWidth: 0.8 });
  const parts: paper.Item[] = [bar];
  for (const x of [centre - 15, centre, centre + 15]) {
    parts.push(box(scope, x - 2, top + 4, 4, 3, { fill: palette.steelDark, stroke: null }));
    for (const spread of [-6, 0, 6]) {
      const jet = line(scope, [x, top + 8], [x + spread, FLOOR_Y - 42], colour, 2);
      jet.dashArray = [3, 4];
      jet.strokeCap = 'round';
      jets.push(jet);
    }
  }
  const group = new scope.Group([...parts, ...jets]);
  return {
    group,
    update(on: boolean, t: number) {
      for (const jet of jets) {
        jet.visible = on;
        jet.dashOffset = -t * 0.05;
      }
    },
  } satisfies StationMachine;
}

/** A roller brush above the roofs and a column brush behind the cars; the bristles move while on. */
export function buildBrush(scope: paper.PaperScope, from: number, to: number, top: number) {
  const centre = (from + to) / 2;
  const rollerTop = FLOOR_Y - 55;
  const hanger = line(scope, [centre, top], [centre, rollerTop + 7], palette.steelDark, 2);
  const roller = box(scope, from + 3, rollerTop, to - from - 6, 14, { fill: '#42a5f5', radius: 7 });
  const bristles: paper.Path[] = [];
  for (let i = 0; i < 7; i++) {
    const bristle = line(scope, [0, rollerTop + 2], [0, rollerTop + 12], '#1565c0', 1.5);
    bristles.push(bristle);
  }
  const hub = disc(scope, centre, rollerTop + 7, 2.5, { fill: palette.steel, strokeWidth: 0.8 });
  const group = new scope.Group([hanger, roller, ...bristles, hub]);
  const width = to - from - 16;
  const turned = odometer(0.04);
  return {
    group,
    update(on: boolean, t: number) {
      const shift = turned(on, t) % (width / 7);
      bristles.forEach((bristle, i) => {
        const x = from + 8 + ((i * width) / 7 + shift);
        bristle.position = new scope.Point(x, rollerTop + 7);
      });
      roller.fillColor = new scope.Color(on ? '#42a5f5' : '#90caf9');
    },
  } satisfies StationMachine;
}

/** A blower under the roof: the fan turns and air streams down while on. */
export function buildDryer(scope: paper.PaperScope, from: number, to: number, top: number) {
  const centre = (from + to) / 2;
  const housing = box(scope, from + 6, top, to - from - 12, 26, { fill: palette.steel, radius: 4 });
  const ring = disc(scope, centre, top + 13, 10, { fill: '#eceff1' });
  const blades = new scope.Group(
    [0, 120, 240].map((angle) => {
      const blade = new scope.Path.Ellipse(new scope.Rectangle(centre - 2, top + 4, 4, 9));
      blade.fillColor = new scope.Color(palette.steelDark);
      blade.rotate(angle, new scope.Point(centre, top + 13));
      return blade;
    }),
  );
  blades.applyMatrix = false;
  blades.pivot = new scope.Point(centre, top + 13);
  const hub = disc(scope, centre, top + 13, 2, { fill: palette.outline, stroke: null });
  const air: paper.Path[] = [-14, -5, 5, 14].map((dx) => {
    const gust = line(scope, [centre + dx, top + 30], [centre + dx * 1.4, FLOOR_Y - 42], '#90caf9', 1.5);
    gust.dashArray = [8, 6];
    return gust;
  });
  const group = new scope.Group([housing, ring, blades, hub, ...air]);
  const turned = odometer(0.6);
  return {
    group,
    update(on: boolean, t: number) {
      blades.rotation = turned(on, t) % 360;
      for (const gust of air) {
        gust.visible = on;
        gust.dashOffset = -t * 0.08;
      }
    },
  } satisfies StationMachine;
}
