/**
 * Oven / temperature loop (issue 26): an oven whose window glows with the chamber temperature, a
 * heating element that reddens with its own temperature, a door that swings open while DOOR is held
 * (heat shimmers out), the HEATER contactor lamp, and the gauges (ovenParts.ts): the transmitter's
 * reading TEMP against the Setpoint, and the heater POWER.
 */
import type paper from 'paper/dist/paper-core';
import { clamp, drawBackground, drawFloor, drawLabel, drawLamp, labelLamp } from './deviceParts.ts';
import { drawOvenGauges } from './ovenParts.ts';
import { palette } from './palette.ts';
import { box, mixColour, motionClock, poly } from './sceneKit.ts';
import type { SceneRenderer } from './types.ts';

const FLOOR = 184;
const BODY = { x: 30, y: 30, w: 196, h: 150 };
const WINDOW = { x: 56, y: 56, w: 144, h: 96 };
const WAVES = 3;

function drawElement(scope: paper.PaperScope): paper.Path {
  const points: [number, number][] = [];
  for (let i = 0; i <= 12; i++) points.push([66 + i * 10.3, i % 2 === 0 ? 140 : 132]);
  const element = poly(scope, points, false, { stroke: palette.steelDark, strokeWidth: 3 });
  element.name = 'element';
  return element;
}

function drawDoor(scope: paper.PaperScope): { closed: paper.Group; open: paper.Group } {
  const frame = box(scope, WINDOW.x - 10, WINDOW.y - 10, WINDOW.w + 20, WINDOW.h + 20, {
    stroke: '#3a3f44',
    strokeWidth: 10,
  });
  const handle = box(scope, WINDOW.x + 20, WINDOW.y - 8, WINDOW.w - 40, 5, {
    fill: palette.steel,
    radius: 2,
  });
  const closed = new scope.Group([frame, handle]);
  const swung = poly(
    scope,
    [
      [WINDOW.x - 12, WINDOW.y - 12],
      [WINDOW.x - 40, WINDOW.y + 4],
      [WINDOW.x - 40, WINDOW.y + WINDOW.h + 28],
      [WINDOW.x - 12, WINDOW.y + WINDOW.h + 12],
    ],
    true,
    { fill: '#3a3f44' },
  );
  const open = new scope.Group([swung]);
  open.visible = false;
  return { closed, open };
}

export const drawOven: SceneRenderer = (scope) => {
  drawBackground(scope, '#e6e1da');
  drawFloor(scope, FLOOR);
  box(scope, BODY.x, BODY.y, BODY.w, BODY.h, { fill: '#b8bec4', radius: 8 });
  box(scope, BODY.x + 6, BODY.y - 16, BODY.w - 12, 16, { fill: '#8e979f', radius: 3 });
  drawLabel(scope, 'OVEN', [BODY.x + 14, BODY.y - 5], { size: 9, bold: true, colour: '#f4f6f8' });
  const chamber = box(scope, WINDOW.x, WINDOW.y, WINDOW.w, WINDOW.h, { fill: '#3b3f44' });
  chamber.name = 'chamber';
  box(scope, WINDOW.x + 30, WINDOW.y + 50, WINDOW.w - 60, 6, { fill: palette.steel });
  box(scope, WINDOW.x + 44, WINDOW.y + 34, WINDOW.w - 88, 16, { fill: '#9c6b3c', radius: 3 });
  const element = drawElement(scope);
  const door = drawDoor(scope);
  const heater = labelLamp(
    scope,
    drawLamp(scope, [BODY.x + 120, BODY.y - 8], 4, palette.red),
    'HEATER',
    [BODY.x + 128, BODY.y - 5],
    { colour: '#f4f6f8', size: 8 },
  );
  const doorLed = drawLamp(scope, [BODY.x + 14, BODY.y + BODY.h - 10], 4, palette.amber);
  doorLed.lens.name = 'DOOR';
  drawLabel(scope, 'DOOR', [BODY.x + 22, BODY.y + BODY.h - 7], { size: 8, bold: true });
  const waves = Array.from({ length: WAVES }, (_, i) => {
    const wave = poly(
      scope,
      [
        [0, 0],
        [4, -6],
        [0, -12],
        [4, -18],
      ],
      false,
      { stroke: palette.hot, strokeWidth: 2 },
    );
    wave.position = new scope.Point(WINDOW.x + 30 + i * 40, WINDOW.y - 4);
    wave.visible = false;
    return wave;
  });
  const gauges = drawOvenGauges(scope);
  const clock = motionClock();

  return {
    update(frame, timeMs) {
      const hot = clamp(((frame.vars.chamber ?? 20) - 20) / 280, 0, 1);
      chamber.fillColor = new scope.Color(mixColour('#3b3f44', '#ff8a3d', hot));
      const glow = clamp(((frame.vars.element ?? 20) - 60) / 260, 0, 1);
      element.strokeColor = new scope.Color(mixColour(palette.steelDark, '#ff3d00', glow));
      heater.set(frame.io.HEATER ?? 0);
      const open = Boolean(frame.io.DOOR);
      doorLed.set(open);
      door.closed.visible = !open;
      door.open.visible = open;
      const phase = clock(frame.running, timeMs) / 1000;
      waves.forEach((wave, i) => {
        wave.visible = open;
        const t = (phase * 0.8 + i / WAVES) % 1;
        wave.position = new scope.Point(WINDOW.x + 30 + i * 40, WINDOW.y - 2 - t * 20);
        wave.opacity = (1 - t) * (0.4 + 0.6 * hot);
      });
      gauges.set(frame.io.TEMP ?? 0, frame.io.Setpoint ?? 0, frame.io.POWER ?? 0);
    },
  };
};
