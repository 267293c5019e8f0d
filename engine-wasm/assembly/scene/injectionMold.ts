/**
 * Injection mold (spec 001 §4): the mold closes (A) and opens (B) between 0 and 75 at 1 per tick.
 * With the mold closed, motor and heater on and eject off, the fill rises 0.25 per tick to 50, then
 * the pressure switch closes. EJECT with the mold open starts a 40-tick eject: the pressure switch
 * opens, the part moves out, then the fill resets. The temperature switch follows the heater.
 */
import {
  INJECTION_EJECT,
  INJECTION_EJECT_TICKS,
  INJECTION_EJECTING,
  INJECTION_FILL,
  INJECTION_HEATER,
  INJECTION_MOLD_POS,
  INJECTION_MOTOR,
  INJECTION_PRESSURE,
  INJECTION_PROX1,
  INJECTION_PROX2,
  INJECTION_SOL_A,
  INJECTION_SOL_B,
  INJECTION_TEMP,
} from '../../shared/scenes';
import { getVar, on, sense, setVar } from './state';

const MOLD_CLOSED: f64 = 75;
const FULL: f64 = 50;

export function moveInjectionMold(): void {
  let mold = getVar(INJECTION_MOLD_POS);
  if (on(INJECTION_SOL_A) && mold < MOLD_CLOSED) mold = Math.min(MOLD_CLOSED, mold + 1);
  if (on(INJECTION_SOL_B) && mold > 0) mold = Math.max(0, mold - 1);
  setVar(INJECTION_MOLD_POS, mold);

  const ejecting = getVar(INJECTION_EJECTING);
  if (ejecting > 0) {
    if (ejecting >= <f64>INJECTION_EJECT_TICKS) {
      setVar(INJECTION_EJECTING, 0);
      setVar(INJECTION_FILL, 0);
    } else {
      setVar(INJECTION_EJECTING, ejecting + 1);
    }
    return;
  }
  if (on(INJECTION_EJECT)) {
    if (mold <= 1) setVar(INJECTION_EJECTING, 1);
    return;
  }
  if (on(INJECTION_MOTOR) && on(INJECTION_HEATER) && mold >= MOLD_CLOSED) {
    setVar(INJECTION_FILL, Math.min(FULL, getVar(INJECTION_FILL) + 0.25));
  }
}

export function senseInjectionMold(): void {
  const mold = getVar(INJECTION_MOLD_POS);
  sense(INJECTION_PROX1, mold <= 1);
  sense(INJECTION_PROX2, mold >= MOLD_CLOSED);
  sense(INJECTION_PRESSURE, getVar(INJECTION_FILL) >= FULL && getVar(INJECTION_EJECTING) == 0);
  sense(INJECTION_TEMP, on(INJECTION_HEATER));
}
