/**
 * Car wash: cars ride the floor conveyor through five stations (pre-rinse, soap, scrub, rinse,
 * dry). Each station shows its machine working while its output is on and its sensor (S1–S5) under
 * the floor; a car's dirt, foam and water follow the stations it has been through (item flags).
 */
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label, lamp } from './deviceParts.ts';
import { box, disc, line, motionClock, odometer } from './sceneKit.ts';
import {
  buildBrush,
  buildCar,
  buildDryer,
  buildSpray,
  FLOOR_Y,
  showCar,
  type StationMachine,
} from './carWashParts.ts';

const ROOF_Y = 20;
const MACHINE_TOP = 34;
const CARS = 16;
/** Station ranges (sensor zones) with their output and sensor aliases. */
const STATIONS = [
  { from: 10, to: 60, output: 'PRE_RINSE', sensor: 'S1' },
  { from: 70, to: 120, output: 'SOAP', sensor: 'S2' },
  { from: 120, to: 170, output: 'SCRUB', sensor: 'S3' },
  { from: 170, to: 220, output: 'RINSE', sensor: 'S4' },
  { from: 220, to: 270, output: 'DRY', sensor: 'S5' },
] as const;

export const drawCarWash: SceneRenderer = (scope) => {
  scope.activate();
  const clock = motionClock();
  const belt = odometer(0.03);
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: palette.sky, stroke: null });
  box(scope, 0, FLOOR_Y, SCENE_WIDTH, SCENE_HEIGHT - FLOOR_Y, { fill: '#b0b5ba', stroke: null });

  // The tunnel: tiled back wall, pillars between the stations.
  box(scope, 2, ROOF_Y, 272, FLOOR_Y - ROOF_Y, { fill: '#e8f4fb', stroke: null });
  for (let y = ROOF_Y + 22; y < FLOOR_Y; y += 18) line(scope, [2, y], [274, y], '#d3e6f2', 1);
  for (const x of [2, 63, 118, 168, 218, 270])
    box(scope, x, ROOF_Y, 4, FLOOR_Y - ROOF_Y, { fill: palette.steel });

  // Floor conveyor with moving slats, cars on it (clipped to the scene as they roll in and out).
  box(scope, 0, FLOOR_Y, 316, 7, { fill: palette.belt, stroke: null });
  const slats = Array.from({ length: 27 }, () =>
    box(scope, 0, FLOOR_Y + 2, 5, 3, { fill: '#607d8b', stroke: null }),
  );
  const clip = box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { stroke: null });
  const cars = Array.from({ length: CARS }, () => buildCar(scope));
  const carLayer = new scope.Group([clip, ...cars.map((car) => car.group)]);
  carLayer.clipped = true;

  // Station machines over the cars, the roof with each station's output label and lamp.
  const machines: StationMachine[] = [
    buildSpray(scope, 10, 60, MACHINE_TOP, '#64b5f6'),
    buildSpray(scope, 70, 120, MACHINE_TOP, '#f48fb1'),
    buildBrush(scope, 120, 170, MACHINE_TOP),
    buildSpray(scope, 170, 220, MACHINE_TOP, '#64b5f6'),
    buildDryer(scope, 220, 270, MACHINE_TOP),
  ];
  machines.forEach((machine, i) => (machine.group.name = `${STATIONS[i]?.output} machine`));
  box(scope, 0, ROOF_Y, 276, MACHINE_TOP - ROOF_Y, { fill: palette.steelDark });
  const outputs = STATIONS.map(({ from, to, output }) => {
    const centre = (from + to) / 2;
    label(scope, output, centre, ROOF_Y - 6, { size: 8.5 });
    const led = disc(scope, centre, ROOF_Y + 7, 3, { fill: palette.lampOff, strokeWidth: 0.8 });
    led.name = output;
    return { output, led };
  });
  const sensors = STATIONS.map(({ from, to, sensor }) => ({
    sensor,
    led: indicator(scope, sensor, (from + to) / 2 - 6, FLOOR_Y + 20),
  }));
  for (const { from, to } of STATIONS) {
    box(scope, (from + to) / 2 - 4, FLOOR_Y + 8, 8, 5, { fill: palette.steelDark, stroke: null });
  }

  // Right side: sign, entry lamp and the conveyor drive.
  box(scope, 292, 10, 100, 26, { fill: '#0277bd', radius: 5 });
  label(scope, 'CAR WASH', 342, 28, { size: 13, colour: '#ffffff', bold: true });
  line(scope, [342, 36], [342, 50], palette.steelDark, 2);
  box(scope, 300, 50, 84, 48, { fill: '#eceff1', radius: 4 });
  const enter = lamp(scope, 318, 66, 6, palette.green, 'ENTER');
  label(scope, 'ENTER', 330, 69, { align: 'left' });
  const drive = indicator(scope, 'CONVEYOR', 313, 87, { colour: palette.green });
  box(scope, 318, FLOOR_Y + 12, 30, 16, { fill: palette.steel, radius: 3 });
  const pulley = disc(scope, 355, FLOOR_Y + 20, 6, { fill: palette.steelDark });
  const spoke = line(scope, [349, FLOOR_Y + 20], [361, FLOOR_Y + 20], palette.steel, 1.5);
  spoke.applyMatrix = false;
  spoke.pivot = pulley.position;
  line(scope, [310, FLOOR_Y + 4], [349, FLOOR_Y + 16], palette.outline, 1.5);

  return {
    update(frame, timeMs) {
      const t = clock(frame.running, timeMs);
      const conveyor = frame.io.CONVEYOR ?? 0;
      const travel = belt(conveyor, t);
      slats.forEach((slat, i) => {
        slat.position = new scope.Point(3 + ((i * 12 + travel) % 312), FLOOR_Y + 3.5);
      });
      spoke.rotation = (travel * 8) % 360;
      drive.set(conveyor);
      enter.set(frame.io.ENTER ?? 0);
      cars.forEach((car, i) => showCar(scope, car, frame.items[i]));
      machines.forEach((machine, i) => {
        const station = STATIONS[i];
        machine.update(station !== undefined && Boolean(frame.io[station.output]), t);
      });
      for (const { output, led } of outputs) {
        led.fillColor = new scope.Color(frame.io[output] ? palette.amber : palette.lampOff);
      }
      for (const { sensor, led } of sensors) led.set(frame.io[sensor] ?? 0);
    },
  };
};
