/**
 * Air compressor scene: a motor-driven pump on an air receiver, a pressure gauge (0 … 270, one degree
 * of needle per unit) with the LOW (90) and HIGH (180) switch points, and a bleed VALVE.
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
  drawLamp,
  drawSensorLed,
  drawWheel,
  labelLamp,
  motionClock,
  type Xy,
} from './deviceParts.ts';
import { drawPipe, drawSolenoidValve } from './pipeParts.ts';
import { drawPressureTransmitter } from './compressorTransmitter.ts';

const FLOOR = 182;
const GAUGE: Xy = [322, 84];
const GAUGE_R = 36;
/** Needle angle (paper degrees, clockwise from +x) at pressure 0; pressure adds one degree per unit. */
const ZERO_ANGLE = 135;
const FLYWHEEL: Xy = [162, 88];
const PUFFS = 3;

function onDial(angle: number, radius: number): Xy {
  const rad = (angle * Math.PI) / 180;
  return [GAUGE[0] + Math.cos(rad) * radius, GAUGE[1] + Math.sin(rad) * radius];
}

function drawReceiver(scope: paper.PaperScope): void {
  drawFloor(scope, FLOOR);
  for (const x of [100, 226]) {
    new scope.Path.Rectangle({
      point: [x - 10, 160],
      size: [20, FLOOR - 160],
      fillColor: palette.steelDark,
      strokeColor: palette.outline,
    });
  }
  new scope.Path.Rectangle({
    point: [70, 112],
    size: [190, 60],
    radius: 28,
    fillColor: cylinderShade(scope, '#c0392b', [0, 112], [0, 172], 0.3, 0.3),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  drawLabel(scope, 'AIR RECEIVER', [165, 150], { align: 'center', size: 8, bold: true, colour: '#fde3df' });
}

function drawPump(scope: paper.PaperScope): paper.Group {
  // Motor, left of the flywheel.
  new scope.Path.Rectangle({
    point: [90, 84],
    size: [48, 28],
    radius: 5,
    fillColor: cylinderShade(scope, '#3f6e9a', [0, 84], [0, 112], 0.25, 0.25),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  for (let x = 96; x < 132; x += 5) {
    new scope.Path.Line({ from: [x, 88], to: [x, 108], strokeColor: '#2f5375', strokeWidth: 1 });
  }
  new scope.Path.Rectangle({ point: [138, 94], size: [6, 8], fillColor: palette.steelDark });
  new scope.Path.Circle({
    center: [146, 98],
    radius: 5,
    fillColor: palette.steel,
    strokeColor: palette.outline,
  });
  // Belt to the flywheel.
  for (const [a, b] of [
    [
      [146, 93],
      [FLYWHEEL[0], FLYWHEEL[1] - 16],
    ],
    [
      [146, 103],
      [FLYWHEEL[0], FLYWHEEL[1] + 16],
    ],
  ] as const) {
    new scope.Path.Line({ from: a, to: b, strokeColor: palette.outline, strokeWidth: 2 });
  }
  // Pump crankcase and finned cylinder.
  new scope.Path.Rectangle({
    point: [176, 90],
    size: [46, 22],
    radius: 3,
    fillColor: cylinderShade(scope, '#5a6570', [0, 90], [0, 112]),
    strokeColor: palette.outline,
    strokeWidth: 1.25,
  });
  for (let y = 60; y < 90; y += 5) {
    new scope.Path.Rectangle({
      point: [184, y],
      size: [30, 3.5],
      radius: 1,
      fillColor: palette.steel,
      strokeColor: palette.outline,
      strokeWidth: 0.75,
    });
  }
  new scope.Path.Rectangle({ point: [190, 60], size: [18, 30], fillColor: '#7d8891', opacity: 0.6 });
  drawPipe(
    scope,
    [
      [214, 66],
      [240, 66],
      [240, 114],
    ],
    5,
  );
  return drawWheel(scope, FLYWHEEL, 16, {
    fill: '#3a3f44',
    rimWidth: 1.5,
    spoke: palette.steel,
    spokeWidth: 2.5,
    spokeReach: 13,
    hub: 3,
  });
}

function drawGauge(scope: paper.PaperScope): { needle: paper.Group; readout: paper.PointText } {
  drawPipe(scope, [
    [258, 142],
    [GAUGE[0], 142],
    [GAUGE[0], GAUGE[1] + GAUGE_R],
  ]);
  new scope.Path.Circle({
    center: GAUGE,
    radius: GAUGE_R + 4,
    fillColor: cylinderShade(scope, palette.steel, [GAUGE[0] - 40, 0], [GAUGE[0] + 40, 0]),
    strokeColor: palette.outline,
    strokeWidth: 1.5,
  });
  new scope.Path.Circle({
    center: GAUGE,
    radius: GAUGE_R,
    fillColor: '#fbfbf8',
    strokeColor: palette.outline,
  });
  for (const [from, to, colour] of [
    [0, 90, '#9aa4ae'],
    [90, 180, palette.green],
    [180, 270, palette.red],
  ] as const) {
    new scope.Path.Arc({
      from: onDial(ZERO_ANGLE + from, GAUGE_R - 5),
      through: onDial(ZERO_ANGLE + (from + to) / 2, GAUGE_R - 5),
      to: onDial(ZERO_ANGLE + to, GAUGE_R - 5),
      strokeColor: colour,
      strokeWidth: 5,
    });
  }
  for (let p = 0; p <= 270; p += 30) {
    const major = p % 90 === 0;
    new scope.Path.Line({
      from: onDial(ZERO_ANGLE + p, GAUGE_R - (major ? 12 : 9)),
      to: onDial(ZERO_ANGLE + p, GAUGE_R - 2),
      strokeColor: palette.outline,
      strokeWidth: major ? 1.5 : 0.75,
    });
    if (major) {
      const [x, y] = onDial(ZERO_ANGLE + p, GAUGE_R - 19);
      drawLabel(scope, String(p), [x, y + 3], { align: 'center', size: 7 });
    }
  }
  const readout = drawLabel(scope, '0', [GAUGE[0], GAUGE[1] + 31], { align: 'center', size: 9, bold: true });
  const hand = new scope.Path({
    segments: [
      [GAUGE[0] - 6, GAUGE[1] - 2],
      [GAUGE[0] + GAUGE_R - 8, GAUGE[1]],
      [GAUGE[0] - 6, GAUGE[1] + 2],
    ],
    closed: true,
    fillColor: palette.red,
    strokeColor: '#8e1f1c',
    strokeWidth: 0.75,
  });
  const cap = new scope.Path.Circle({ center: GAUGE, radius: 4, fillColor: palette.outline });
  const needle = new scope.Group([hand, cap]);
  needle.applyMatrix = false;
  needle.pivot = new scope.Point(GAUGE[0], GAUGE[1]);
  return { needle, readout };
}

export const drawAirCompressor: SceneRenderer = (scope) => {
  drawBackground(scope, '#e3e9ef');
  drawReceiver(scope);
  const flywheel = drawPump(scope);
  const motorLamp = labelLamp(scope, drawLamp(scope, [100, 76], 4, palette.green), 'MOTOR', [108, 79]);
  const { needle, readout } = drawGauge(scope);
  needle.name = 'needle';
  const low = drawSensorLed(scope, 'LOW', onDial(ZERO_ANGLE + 90, GAUGE_R + 12), 'left');
  const high = drawSensorLed(scope, 'HIGH', onDial(ZERO_ANGLE + 180, GAUGE_R + 12), 'right');

  drawPipe(scope, [
    [72, 150],
    [26, 150],
    [26, 122],
  ]);
  const valve = drawSolenoidValve(scope, [50, 150], 'VALVE', 'above');
  const puffs = Array.from({ length: PUFFS }, () => {
    const puff = new scope.Path.Circle({ center: [26, 110], radius: 4, fillColor: '#9cc7e8', opacity: 0.8 });
    puff.applyMatrix = false;
    puff.visible = false;
    return puff;
  });
  const clock = motionClock();
  const transmitter = drawPressureTransmitter(scope, 338, 128);

  return {
    update(frame, timeMs) {
      const pressure = clamp(frame.vars.pressure ?? 0, 0, 270);
      needle.rotation = ZERO_ANGLE + pressure;
      readout.content = String(Math.round(pressure));
      const motor = Boolean(frame.io.MOTOR);
      motorLamp.set(motor);
      const phase = clock(timeMs, frame.running && motor, 540);
      flywheel.rotation = phase;
      const bleeding = Boolean(frame.io.VALVE);
      valve.set(bleeding);
      const blowing = bleeding && pressure > 0;
      puffs.forEach((puff, index) => {
        puff.visible = blowing;
        if (!blowing) return;
        const t = ((frame.running ? timeMs / 900 : 0) + index / PUFFS) % 1;
        puff.position = new scope.Point(26 + Math.sin((t + index) * 6) * 3, 116 - t * 34);
        puff.opacity = 0.9 * (1 - t);
        puff.scaling = new scope.Point(0.6 + t, 0.6 + t);
      });
      low.set(frame.io.LOW ?? 0);
      high.set(frame.io.HIGH ?? 0);
      transmitter.update(frame);
    },
  };
};
