/**
 * Water tank scene: a tank filled through the FILL valve and emptied through the DRAIN valve.
 * `level` 0 … 60 sets the water height; float switches mark LOW (10) and HIGH (50).
 */
import type paper from 'paper/dist/paper-core';
import { palette } from './palette.ts';
import type { SceneRenderer } from './types.ts';
import {
  clamp,
  cylinderShade,
  drawBackground,
  drawFloor,
  drawLabel,
  drawSensorLed,
  motionClock,
} from './deviceParts.ts';
import { drawColumn, drawPipe, drawSolenoidValve } from './pipeParts.ts';
import { drawWaterTankAnalog } from './waterTankAnalog.ts';

const LEFT = 144;
const RIGHT = 256;
const TOP = 50;
const BOTTOM = 158;
const PER_LEVEL = (BOTTOM - TOP) / 60;
const FLOOR = 184;
const PIPE_Y = 36;
const DRAIN_Y = 172;
const INLET_X = 172;

const levelY = (level: number) => BOTTOM - level * PER_LEVEL;

function drawTank(scope: paper.PaperScope): void {
  drawFloor(scope, FLOOR);
  for (const x of [LEFT + 6, RIGHT - 14]) {
    new scope.Path.Rectangle({
      point: [x, BOTTOM],
      size: [8, FLOOR - BOTTOM],
      fillColor: cylinderShade(scope, palette.steel, [x, 0], [x + 8, 0]),
      strokeColor: palette.outline,
    });
  }
  new scope.Path.Rectangle({
    point: [LEFT - 5, TOP - 5],
    size: [RIGHT - LEFT + 10, BOTTOM - TOP + 10],
    radius: 8,
    fillColor: cylinderShade(scope, palette.steel, [LEFT - 5, 0], [RIGHT + 5, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  new scope.Path.Rectangle({
    point: [LEFT, TOP],
    size: [RIGHT - LEFT, BOTTOM - TOP],
    fillColor: cylinderShade(scope, '#eef5fa', [LEFT, 0], [RIGHT, 0], 0.05, 0.1),
  });
  // Level scale on the left wall.
  for (let level = 0; level <= 60; level += 10) {
    const y = levelY(level);
    new scope.Path.Line({
      from: [LEFT - 14, y],
      to: [LEFT - 5, y],
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
    drawLabel(scope, String(level), [LEFT - 16, y + 3], {
      align: 'right',
      size: 7,
      colour: palette.steelDark,
    });
  }
}

export const drawWaterTank: SceneRenderer = (scope) => {
  drawBackground(scope);
  drawTank(scope);

  const stream = drawColumn(scope, INLET_X - 3, INLET_X + 3, TOP, BOTTOM, palette.water);
  const water = drawColumn(
    scope,
    LEFT,
    RIGHT,
    levelY(50),
    BOTTOM,
    cylinderShade(scope, palette.water, [LEFT, 0], [RIGHT, 0], 0.2, 0.2),
  );
  water.path.name = 'water';
  const surface = new scope.Path.Line({
    from: [LEFT, levelY(50)],
    to: [RIGHT, levelY(50)],
    strokeColor: '#a9d4f5',
    strokeWidth: 2,
  });
  const ripple = new scope.Path.Line({
    from: [INLET_X, TOP],
    to: [INLET_X, BOTTOM],
    strokeColor: '#cfe8fb',
    strokeWidth: 2,
    dashArray: [4, 6],
  });

  for (const level of [50, 10]) {
    const y = levelY(level);
    new scope.Path.Line({
      from: [LEFT + 2, y],
      to: [RIGHT - 2, y],
      strokeColor: palette.steelDark,
      strokeWidth: 0.75,
      dashArray: [3, 3],
    });
    new scope.Path.Line({
      from: [RIGHT - 2, y],
      to: [RIGHT - 12, y],
      strokeColor: palette.outline,
      strokeWidth: 1.5,
    });
    new scope.Path.Circle({
      center: [RIGHT - 16, y],
      radius: 4,
      fillColor: '#f5f5f5',
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
  }
  const high = drawSensorLed(scope, 'HIGH', [RIGHT + 16, levelY(50)]);
  const low = drawSensorLed(scope, 'LOW', [RIGHT + 16, levelY(10)]);
  for (const level of [50, 10]) {
    new scope.Path.Line({
      from: [RIGHT + 5, levelY(level)],
      to: [RIGHT + 12, levelY(level)],
      strokeColor: palette.outline,
      strokeWidth: 1,
    });
  }

  drawPipe(scope, [
    [0, PIPE_Y],
    [INLET_X, PIPE_Y],
    [INLET_X, TOP + 2],
  ]);
  const fill = drawSolenoidValve(scope, [90, PIPE_Y], 'FILL');
  // Drain from the tank floor to a floor grate.
  drawPipe(scope, [
    [RIGHT - 30, BOTTOM + 4],
    [RIGHT - 30, DRAIN_Y],
    [346, DRAIN_Y],
  ]);
  const drain = drawSolenoidValve(scope, [306, DRAIN_Y], 'DRAIN');
  new scope.Path.Rectangle({ point: [334, FLOOR], size: [30, 4], radius: 1, fillColor: '#2b2f33' });
  const outflow = drawColumn(scope, 344, 350, DRAIN_Y - 3, FLOOR, palette.water);
  const outflowDash = new scope.Path.Line({
    from: [347, DRAIN_Y - 2],
    to: [347, FLOOR],
    strokeColor: '#cfe8fb',
    strokeWidth: 2,
    dashArray: [4, 6],
  });
  new scope.Path.Rectangle({
    point: [186, TOP - 2],
    size: [28, 14],
    radius: 3,
    fillColor: '#1f2a33',
    strokeColor: palette.outline,
  });
  const readout = drawLabel(scope, '', [200, TOP + 8.5], {
    align: 'center',
    size: 9,
    bold: true,
    colour: '#7fe0a0',
  });
  const analog = drawWaterTankAnalog(scope, LEFT, BOTTOM - 6);
  const clock = motionClock();

  return {
    update(frame, timeMs) {
      const level = clamp(frame.vars.level ?? 50, 0, 60);
      const top = levelY(level);
      water.set(top);
      surface.visible = level > 0;
      surface.position = new scope.Point((LEFT + RIGHT) / 2, top);
      readout.content = `${Math.round(level)}`;

      const filling = Boolean(frame.io.FILL) || analog.inflowing(frame);
      analog.update(frame);
      const draining = Boolean(frame.io.DRAIN) && level > 0;
      fill.set(frame.io.FILL ?? 0);
      drain.set(frame.io.DRAIN ?? 0);
      stream.set(TOP, top);
      stream.path.visible = filling;
      ripple.visible = filling;
      ripple.lastSegment.point.y = top;
      outflow.path.visible = draining;
      outflowDash.visible = draining;
      const phase = clock(timeMs, frame.running && (filling || draining), 60);
      ripple.dashOffset = -(phase % 10);
      outflowDash.dashOffset = -(phase % 10);

      high.set(frame.io.HIGH ?? 0);
      low.set(frame.io.LOW ?? 0);
    },
  };
};
