/**
 * Injection mold: the clamp (left) closes the moving mold half onto the fixed half (mold 0 open …
 * 75 closed); the heated barrel (right) injects plastic that fills the cavity (fill 0 … 50); with the
 * mold open, the ejector pushes the part out and it drops into the bin (ejecting 1 … 40).
 */
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label } from './deviceParts.ts';
import { box, line, motionClock } from './sceneKit.ts';
import { AXIS, buildClamp, buildInjectionUnit, PLASTIC } from './injectionMoldParts.ts';

const CLOSED = 75;
const FULL = 50;
const EJECT_TICKS = 40;
/** The moving half's face (parting line) when open; it travels 1 px per mold unit. */
const FACE_OPEN = 115;
const FIXED_FACE = FACE_OPEN + CLOSED;
const HALF = 22;
const PLATEN = 12;
const CAVITY_W = 16;
const CAVITY_TOP = AXIS - 18;
const CAVITY_H = 36;
const PIN_LENGTH = HALF - CAVITY_W + 4;
const PIN_REACH = 12;
const BED_Y = 136;
const BIN_TOP = 160;

export const drawInjectionMold: SceneRenderer = (scope) => {
  scope.activate();
  const clock = motionClock();
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: '#e6e9ec', stroke: null });
  box(scope, 0, 190, SCENE_WIDTH, 10, { fill: palette.floor, stroke: null });

  // Machine bed with the part chute between the halves, and the bin below it.
  box(scope, 4, BED_Y, 98, 16, { fill: palette.steelDark });
  box(scope, 186, BED_Y, 210, 16, { fill: palette.steelDark });
  for (const x of [10, 190, 380]) box(scope, x, BED_Y + 16, 8, 38, { fill: palette.steelDark });
  box(scope, 110, BIN_TOP, 68, 30, { fill: '#90a4ae', radius: 2 });
  box(scope, 106, BIN_TOP - 3, 76, 5, { fill: '#78909c', radius: 1 });
  label(scope, 'PARTS', 144, BIN_TOP + 25, { colour: '#ffffff', bold: true });

  // Clamp unit, tie bars, fixed half and platen.
  const clamp = buildClamp(scope);
  for (const y of [AXIS - 31, AXIS + 31])
    line(scope, [62, y], [FIXED_FACE + HALF + PLATEN + 4, y], palette.steel, 4);
  box(scope, FIXED_FACE + HALF, AXIS - 41, PLATEN, 82, { fill: palette.steelDark });
  box(scope, FIXED_FACE, AXIS - 25, HALF, 50, { fill: '#b0bec5' });
  line(scope, [FIXED_FACE, AXIS], [FIXED_FACE + HALF + PLATEN, AXIS], palette.outline, 2);

  // Moving platen and half with the cavity and ejector pins, pushed by the clamp rod.
  const rod = line(scope, [62, AXIS], [FACE_OPEN - HALF - PLATEN, AXIS], palette.steel, 8);
  const pins = [AXIS - 10, AXIS + 10].map((y) =>
    box(scope, -HALF - 4, y - 1.5, PIN_LENGTH, 3, { fill: '#eceff1' }),
  );
  const ejector = box(scope, -HALF - PLATEN + 1, AXIS - 51, 10, 10, { fill: palette.steel, radius: 1.5 });
  ejector.name = 'EJECT';
  const moving = new scope.Group([
    box(scope, -HALF - PLATEN, AXIS - 41, PLATEN, 82, { fill: palette.steelDark }),
    box(scope, -HALF, AXIS - 25, HALF, 50, { fill: '#b0bec5' }),
    box(scope, -CAVITY_W, CAVITY_TOP, CAVITY_W, CAVITY_H, { fill: '#546e7a' }),
    ...pins,
    ejector,
    label(scope, 'EJECT', -HALF + 2, AXIS - 43, { align: 'left' }),
  ]);
  moving.name = 'moving half';
  moving.applyMatrix = false;
  moving.pivot = new scope.Point(0, AXIS);

  // The part: grows in the cavity, travels with the moving half, then drops into the bin.
  const part = box(scope, 0, 0, CAVITY_W - 2, CAVITY_H - 2, { fill: PLASTIC, strokeWidth: 0.8 });
  part.name = 'part';
  part.applyMatrix = false;
  part.pivot = new scope.Point((CAVITY_W - 2) / 2, CAVITY_H - 2);

  const unit = buildInjectionUnit(scope);

  // Sensors: mold position over the platen's two end positions, pressure at the nozzle, barrel temperature.
  line(scope, [70, 28], [FIXED_FACE + 36, 28], palette.steelDark, 2);
  const prox = [
    { alias: 'PROX1', x: FACE_OPEN - HALF - PLATEN / 2 },
    { alias: 'PROX2', x: FIXED_FACE - HALF - PLATEN / 2 },
  ].map(({ alias, x }) => {
    box(scope, x - 4, 28, 8, 12, { fill: palette.yellow, strokeWidth: 0.8 });
    return { alias, led: indicator(scope, alias, x - 12, 16) };
  });
  line(scope, [233, AXIS - 6], [233, 50], palette.steelDark, 1.5);
  box(scope, 230, 50, 6, 8, { fill: palette.yellow, strokeWidth: 0.8 });
  const pressure = indicator(scope, 'PRESSURE', 233, 43);
  line(scope, [268, AXIS - 14], [268, 62], palette.steelDark, 1.5);
  box(scope, 265, 62, 6, 8, { fill: palette.yellow, strokeWidth: 0.8 });
  const temp = indicator(scope, 'TEMP', 268, 55, { colour: palette.hot });

  return {
    update(frame, timeMs) {
      const t = clock(frame.running, timeMs);
      const mold = Math.min(CLOSED, Math.max(0, frame.vars.mold ?? 0));
      const face = FACE_OPEN + mold;
      moving.position = new scope.Point(face, AXIS);
      rod.lastSegment.point.x = face - HALF - PLATEN;

      const fill = Math.min(FULL, Math.max(0, frame.vars.fill ?? 0)) / FULL;
      const ejecting = Math.min(EJECT_TICKS, Math.max(0, frame.vars.ejecting ?? 0));
      const progress = ejecting / EJECT_TICKS;
      const push = ejecting > 0 ? Math.min(1, progress / 0.3) : 0;
      for (const pin of pins) pin.position.x = -HALF - 4 + PIN_LENGTH / 2 + push * PIN_REACH;
      part.visible = fill > 0;
      part.scaling = new scope.Point(1, Math.max(0.02, fill));
      const fall = BIN_TOP + 10 - (CAVITY_TOP + CAVITY_H);
      const drop = progress > 0.3 ? ((progress - 0.3) / 0.7) ** 2 * fall : 0;
      part.position = new scope.Point(
        face - CAVITY_W / 2 + push * PIN_REACH,
        CAVITY_TOP + CAVITY_H - 1 + drop,
      );
      ejector.fillColor = new scope.Color(frame.io.EJECT || ejecting > 0 ? palette.amber : palette.steel);

      for (const { alias, coil } of clamp.coils) {
        coil.fillColor = new scope.Color(frame.io[alias] ? palette.amber : palette.steelDark);
      }
      unit.update(Boolean(frame.io.MOTOR), Boolean(frame.io.HEATER), t);
      for (const { alias, led } of prox) led.set(frame.io[alias] ?? 0);
      pressure.set(frame.io.PRESSURE ?? 0);
      temp.set(frame.io.TEMP ?? 0);
    },
  };
};
