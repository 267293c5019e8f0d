/**
 * Parts of the injection mold drawing: the injection unit (hopper, barrel with heater bands and
 * screw, drive motor) and the clamp cylinder with its two solenoid valves.
 */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import { label } from './deviceParts.ts';
import { box, disc, line, odometer, poly } from './sceneKit.ts';

export const AXIS = 95;
/** The molten plastic and the finished part. */
export const PLASTIC = '#26a69a';
const MELT = '#ffcc80';
const BARREL_LEFT = 242;
const BARREL_RIGHT = 358;
const FLIGHT_PITCH = 12;

export interface InjectionUnit {
  update(motor: boolean, heater: boolean, t: number): void;
}

/** Nozzle, barrel in cutaway with heater bands and screw, hopper and drive motor (right side). */
export function buildInjectionUnit(scope: paper.PaperScope): InjectionUnit {
  poly(
    scope,
    [
      [226, AXIS - 5],
      [BARREL_LEFT, AXIS - 10],
      [BARREL_LEFT, AXIS + 10],
      [226, AXIS + 5],
    ],
    true,
    {
      fill: palette.steel,
    },
  );
  box(scope, BARREL_LEFT, AXIS - 14, BARREL_RIGHT - BARREL_LEFT, 28, {
    fill: palette.steel,
    strokeWidth: 1.2,
  });
  const bore = box(scope, BARREL_LEFT + 3, AXIS - 9, BARREL_RIGHT - BARREL_LEFT - 6, 18, { fill: '#eceff1' });
  line(scope, [BARREL_LEFT + 10, AXIS], [BARREL_RIGHT, AXIS], palette.steelDark, 5);
  const flights: paper.Path[] = [];
  for (let i = 0; i < 9; i++) flights.push(line(scope, [0, AXIS - 8], [6, AXIS + 8], palette.steelDark, 2));

  const glows: paper.Path[] = [];
  const bands: paper.Path[] = [];
  for (const x of [252, 278, 304, 330]) {
    const glow = box(scope, x - 4, AXIS - 20, 22, 40, { fill: palette.hot, stroke: null, radius: 6 });
    glow.opacity = 0.3;
    glows.push(glow);
    const band = box(scope, x, AXIS - 16, 14, 32, { fill: palette.steelDark, radius: 2 });
    band.name = 'HEATER';
    bands.push(band);
  }
  label(scope, 'HEATER', 298, AXIS + 30);

  poly(
    scope,
    [
      [322, 40],
      [364, 40],
      [350, AXIS - 14],
      [336, AXIS - 14],
    ],
    true,
    { fill: '#cfd8dc' },
  );
  for (const [x, y] of [
    [334, 48],
    [344, 52],
    [352, 47],
    [339, 58],
    [348, 62],
    [343, 70],
  ] as const) {
    disc(scope, x, y, 2.2, { fill: PLASTIC, strokeWidth: 0.5 });
  }
  box(scope, BARREL_RIGHT + 2, AXIS - 15, 32, 30, { fill: palette.steel, radius: 4 });
  for (let y = AXIS - 10; y < AXIS + 12; y += 5) {
    line(scope, [BARREL_RIGHT + 6, y], [BARREL_RIGHT + 30, y], palette.steelDark, 0.8);
  }
  const motorLed = disc(scope, BARREL_RIGHT + 18, AXIS - 22, 3, { fill: palette.lampOff, strokeWidth: 0.8 });
  motorLed.name = 'MOTOR';
  label(scope, 'MOTOR', BARREL_RIGHT + 18, AXIS - 29);

  const turned = odometer(0.02);
  return {
    update(motor, heater, t) {
      const shift = turned(motor, t) % FLIGHT_PITCH;
      flights.forEach((flight, i) => {
        flight.position = new scope.Point(BARREL_LEFT + 10 + i * FLIGHT_PITCH + shift, AXIS);
      });
      bore.fillColor = new scope.Color(heater ? MELT : '#eceff1');
      for (const glow of glows) glow.visible = heater;
      for (const band of bands) band.fillColor = new scope.Color(heater ? palette.hot : palette.steelDark);
      motorLed.fillColor = new scope.Color(motor ? palette.green : palette.lampOff);
    },
  };
}

/** The clamp cylinder on the left with its SOL_A (close) and SOL_B (open) valve coils. */
export function buildClamp(scope: paper.PaperScope): { coils: { alias: string; coil: paper.Path }[] } {
  box(scope, 6, AXIS - 20, 56, 40, { fill: palette.steel, radius: 4, strokeWidth: 1.2 });
  for (const x of [12, 50]) box(scope, x, AXIS - 20, 6, 40, { fill: palette.steelDark, stroke: null });
  const coils = [
    { alias: 'SOL_A', x: 8 },
    { alias: 'SOL_B', x: 42 },
  ].map(({ alias, x }) => {
    line(scope, [x + 8, AXIS - 20], [x + 8, AXIS - 28], palette.steelDark, 2);
    const coil = box(scope, x, AXIS - 40, 16, 12, { fill: palette.steelDark, radius: 2 });
    coil.name = alias;
    label(scope, alias, x + 8, AXIS - 45, { size: 8 });
    return { alias, coil };
  });
  return { coils };
}
