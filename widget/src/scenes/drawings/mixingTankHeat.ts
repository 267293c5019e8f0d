/**
 * The Mixing Tank's heat (issue 26), drawn only while the project has its heat channels (the VM sets
 * the `thermal` variable): a heater element across the tank floor that glows with the heater power
 * applied (`heat`, 0–100 %), and a thermometer on the right reading the transmitter (`sensor`, 0–100 °C).
 */
import type paper from 'paper/dist/paper-core';
import type { SceneFrame } from '../frame.ts';
import { label } from './deviceParts.ts';
import { palette } from './palette.ts';
import { box, disc, line, mixColour, poly } from './sceneKit.ts';

const COIL_Y = 150;
const TUBE_X = 362;
const TUBE_TOP = 84;
const TUBE_BOTTOM = 162;

export interface TankHeat {
  update(frame: SceneFrame): void;
}

/** Builds the element (between `left` and `right` of the tank) and the thermometer; hidden until present. */
export function drawTankHeat(scope: paper.PaperScope, left: number, right: number): TankHeat {
  const points: [number, number][] = [];
  for (let x = left + 8, k = 0; x <= right - 8; x += 8, k++) points.push([x, COIL_Y + (k % 2 ? -3 : 3)]);
  const halo = poly(scope, points, false, { stroke: palette.hot, strokeWidth: 9 });
  halo.opacity = 0;
  const coil = poly(scope, points, false, { stroke: palette.steelDark, strokeWidth: 2.5 });
  coil.name = 'heater';
  const coilLabel = label(scope, 'HEATER', left - 6, COIL_Y + 3, { align: 'right' });

  const tube = box(scope, TUBE_X - 5, TUBE_TOP, 10, TUBE_BOTTOM - TUBE_TOP + 4, {
    fill: '#ffffff',
    radius: 5,
  });
  const bulb = disc(scope, TUBE_X, TUBE_BOTTOM + 8, 8, { fill: palette.red });
  const column = box(scope, TUBE_X - 2, TUBE_TOP, 4, TUBE_BOTTOM - TUBE_TOP + 4, {
    fill: palette.red,
    stroke: null,
  });
  column.name = 'thermometer';
  const ticks = [0, 50, 100].map((t) => {
    const y = TUBE_BOTTOM - ((TUBE_BOTTOM - TUBE_TOP) * t) / 100;
    return [
      line(scope, [TUBE_X + 5, y], [TUBE_X + 9, y], palette.outline, 1),
      label(scope, String(t), TUBE_X + 11, y + 3, { align: 'left', size: 7 }),
    ];
  });
  const title = label(scope, 'TEMPERATURE', TUBE_X, 66, { size: 8, bold: true });
  const reading = label(scope, '', TUBE_X, 78, { size: 9, bold: true });
  reading.name = 'temperature reading';
  const parts: paper.Item[] = [halo, coil, coilLabel, tube, bulb, column, title, reading, ...ticks.flat()];
  let shown = '';

  return {
    update(frame) {
      const present = (frame.vars.thermal ?? 0) > 0;
      for (const part of parts) part.visible = present;
      if (!present) return;
      const heat = Math.min(100, Math.max(0, frame.vars.heat ?? 0)) / 100;
      coil.strokeColor = new scope.Color(mixColour(palette.steelDark, palette.hot, heat));
      halo.opacity = 0.6 * heat;
      const sensor = frame.vars.sensor ?? 20;
      const height = ((TUBE_BOTTOM - TUBE_TOP) * Math.min(100, Math.max(0, sensor))) / 100 + 4;
      column.bounds = new scope.Rectangle(TUBE_X - 2, TUBE_BOTTOM + 4 - height, 4, height);
      const text = `${sensor.toFixed(1)} °C`;
      if (text !== shown) {
        reading.content = text;
        shown = text;
      }
    },
  };
}
