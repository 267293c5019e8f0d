/**
 * Cylinder (spec 001 §4): the piston runs -15 (retracted) to 100; speed per tick is a tenth of the
 * 'Pressure' tag (30 when the tag is absent; never below 0).
 */
import {
  CYLINDER_LS1,
  CYLINDER_LS2,
  CYLINDER_POSITION,
  CYLINDER_PRESSURE,
  CYLINDER_SOL_A,
  CYLINDER_SOL_B,
} from '../../shared/scenes';
import { getVar, on, sense, setVar, value } from './state';

export function moveCylinder(): void {
  const speed = Math.max(0, <f64>value(CYLINDER_PRESSURE, 30) / 10);
  let position = getVar(CYLINDER_POSITION);
  if (on(CYLINDER_SOL_A)) position = Math.min(100, position + speed);
  if (on(CYLINDER_SOL_B)) position = Math.max(-15, position - speed);
  setVar(CYLINDER_POSITION, position);
}

export function senseCylinder(): void {
  const position = getVar(CYLINDER_POSITION);
  sense(CYLINDER_LS1, position < -10);
  sense(CYLINDER_LS2, position > 95);
}
