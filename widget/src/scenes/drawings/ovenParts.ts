/**
 * Oven scene parts: the temperature column (0–300 °C) with the setpoint as a dashed line, the
 * read-outs (PV, SP) and the heater power bar (0–100 %).
 */
import type paper from 'paper/dist/paper-core';
import { clamp, drawLabel } from './deviceParts.ts';
import { palette } from './palette.ts';
import { box, line } from './sceneKit.ts';

export const TEMP_MAX = 300;
const COLUMN = { x: 262, top: 30, bottom: 160, width: 18 };
const POWER_BAR = { x: 300, y: 150, width: 84, height: 10 };

/** The y of `celsius` on the column. */
export const columnY = (celsius: number): number =>
  COLUMN.bottom - (clamp(celsius, 0, TEMP_MAX) / TEMP_MAX) * (COLUMN.bottom - COLUMN.top);

export interface OvenGauges {
  set(temp: number, setpoint: number, power: number): void;
}

function fmt(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '—';
}

/** The column, setpoint line, read-outs and power bar, on the right of the scene. */
export function drawOvenGauges(scope: paper.PaperScope): OvenGauges {
  box(scope, 244, 14, 148, 170, { fill: '#f4f6f8', radius: 6 });
  box(scope, COLUMN.x, COLUMN.top, COLUMN.width, COLUMN.bottom - COLUMN.top, { fill: '#ffffff' });
  for (let t = 0; t <= TEMP_MAX; t += 50) {
    const y = columnY(t);
    line(scope, [COLUMN.x - 4, y], [COLUMN.x, y], palette.outline, t % 100 === 0 ? 1.25 : 0.75);
    if (t % 100 === 0) drawLabel(scope, String(t), [COLUMN.x - 6, y + 3], { align: 'right', size: 7 });
  }
  drawLabel(scope, '°C', [COLUMN.x + COLUMN.width / 2, COLUMN.top - 5], { align: 'center', size: 7 });
  const fill = box(scope, COLUMN.x + 1, COLUMN.bottom - 1, COLUMN.width - 2, 1, {
    fill: palette.hot,
    stroke: null,
  });
  fill.name = 'temperature';
  const spLine = line(scope, [COLUMN.x - 8, 0], [COLUMN.x + COLUMN.width + 8, 0], palette.blue, 2);
  spLine.dashArray = [4, 3];
  spLine.name = 'setpoint';

  drawLabel(scope, 'TEMP (PV)', [300, 40], { size: 8 });
  const pv = drawLabel(scope, '', [300, 58], { size: 15, bold: true, colour: '#c0392b' });
  drawLabel(scope, 'SETPOINT', [300, 80], { size: 8 });
  const sp = drawLabel(scope, '', [300, 98], { size: 15, bold: true, colour: palette.blue });
  drawLabel(scope, 'POWER', [300, 140], { size: 8 });
  box(scope, POWER_BAR.x, POWER_BAR.y, POWER_BAR.width, POWER_BAR.height, { fill: '#ffffff' });
  const bar = box(scope, POWER_BAR.x, POWER_BAR.y, 1, POWER_BAR.height, {
    fill: palette.amber,
    stroke: null,
  });
  bar.name = 'power';
  const powerText = drawLabel(scope, '', [POWER_BAR.x + POWER_BAR.width, 140], { size: 8, align: 'right' });

  return {
    set(temp, setpoint, power) {
      const top = columnY(temp);
      fill.bounds = new scope.Rectangle(
        COLUMN.x + 1,
        top,
        COLUMN.width - 2,
        Math.max(0.5, COLUMN.bottom - top),
      );
      const spY = columnY(setpoint);
      spLine.position = new scope.Point(spLine.position.x, spY);
      pv.content = `${fmt(temp)} °C`;
      sp.content = `${fmt(setpoint)} °C`;
      const p = clamp(Number.isFinite(power) ? power : 0, 0, 100);
      bar.bounds = new scope.Rectangle(
        POWER_BAR.x,
        POWER_BAR.y,
        Math.max(0.5, (p / 100) * POWER_BAR.width),
        POWER_BAR.height,
      );
      powerText.content = `${fmt(p)} %`;
    },
  };
}
