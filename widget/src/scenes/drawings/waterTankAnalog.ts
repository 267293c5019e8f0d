/**
 * The Water Tank's analog channels (issue 26): the proportional inlet valve's opening (AO0, `INLET_CV`)
 * on the inlet pipe and the level transmitter's reading (AI0, `LEVEL_PV`) beside the tank, each shown
 * only while the project has the channel (frame.ts puts a supporting port in `io` only then).
 */
import type paper from 'paper/dist/paper-core';
import type { SceneFrame } from '../frame.ts';
import { palette } from './palette.ts';
import { clamp, drawLabel } from './deviceParts.ts';

const VALVE_X = 40;
const PIPE_Y = 36;
const BAR_WIDTH = 44;

/** A percentage with one decimal ("52.3 %"); a value that is not a number reads "--". */
export const percentText = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(1)} %` : '--';

export interface WaterTankAnalog {
  update(frame: SceneFrame): void;
  /** True while the inlet valve is bound and open (the drawing shows the inflow stream). */
  inflowing(frame: SceneFrame): boolean;
}

export function drawWaterTankAnalog(
  scope: paper.PaperScope,
  tankLeft: number,
  levelY: number,
): WaterTankAnalog {
  // Control valve: a bow-tie body on the inlet pipe, an actuator dome and a bar for the opening.
  const valve = new scope.Group([
    new scope.Path({
      segments: [
        [VALVE_X - 9, PIPE_Y - 7],
        [VALVE_X + 9, PIPE_Y + 7],
        [VALVE_X + 9, PIPE_Y - 7],
        [VALVE_X - 9, PIPE_Y + 7],
      ],
      closed: true,
      fillColor: palette.steel,
      strokeColor: palette.outline,
    }),
    new scope.Path.Line({
      from: [VALVE_X, PIPE_Y],
      to: [VALVE_X, PIPE_Y - 14],
      strokeColor: palette.outline,
    }),
    new scope.Path.Rectangle({
      point: [VALVE_X - 8, PIPE_Y - 20],
      size: [16, 6],
      radius: 3,
      fillColor: palette.steelDark,
      strokeColor: palette.outline,
    }),
    new scope.Path.Rectangle({
      point: [VALVE_X - BAR_WIDTH / 2, PIPE_Y + 12],
      size: [BAR_WIDTH, 5],
      fillColor: '#1f2a33',
      strokeColor: palette.outline,
      strokeWidth: 0.75,
    }),
  ]);
  const bar = new scope.Path.Rectangle({
    point: [VALVE_X - BAR_WIDTH / 2, PIPE_Y + 12],
    size: [BAR_WIDTH, 5],
    fillColor: palette.water,
  });
  bar.name = 'inlet-opening';
  const valveText = drawLabel(scope, '', [VALVE_X, PIPE_Y + 28], { align: 'center', size: 8, bold: true });
  valveText.name = 'inlet-opening-text';

  // Level transmitter: a tapping on the tank's left wall and a display box.
  const transmitter = new scope.Group([
    new scope.Path.Line({
      from: [tankLeft - 5, levelY],
      to: [tankLeft - 30, levelY],
      strokeColor: palette.outline,
      strokeWidth: 1.5,
    }),
    new scope.Path.Rectangle({
      point: [tankLeft - 102, levelY - 9],
      size: [72, 18],
      radius: 3,
      fillColor: '#1f2a33',
      strokeColor: palette.outline,
    }),
  ]);
  const reading = drawLabel(scope, '', [tankLeft - 66, levelY + 3.5], {
    align: 'center',
    size: 9,
    bold: true,
    colour: '#7fe0a0',
  });
  reading.name = 'level-transmitter';

  const opening = (frame: SceneFrame) => frame.io.INLET_CV;
  return {
    update(frame) {
      const cv = opening(frame);
      const hasValve = cv !== undefined;
      valve.visible = hasValve;
      bar.visible = hasValve;
      valveText.visible = hasValve;
      if (hasValve) {
        const open = clamp(cv, 0, 100);
        bar.visible = open > 0;
        bar.bounds.width = Math.max(0.01, (BAR_WIDTH * open) / 100);
        bar.bounds.left = VALVE_X - BAR_WIDTH / 2;
        valveText.content = `CV ${percentText(cv)}`;
      }
      const pv = frame.io.LEVEL_PV;
      transmitter.visible = pv !== undefined;
      reading.visible = pv !== undefined;
      if (pv !== undefined) reading.content = `LT ${percentText(pv)}`;
    },
    inflowing: (frame) => (opening(frame) ?? 0) > 0,
  };
}
