/**
 * Oven / temperature loop (issue 26), built for PID tuning: a heating element and the chamber air it
 * heats, two first-order stages in series with heat loss to the 20 °C room; opening the door (the
 * DOOR pushbutton, held) adds a second loss path — the disturbance.
 *
 * Power u (%) = clamp(AO0, 0, 100) while the HEATER contactor is on, else 0. With TA = 20 °C:
 *   element  dTe/dt = (TA + G·u − Te) / τ1
 *   chamber  dTc/dt = (Te − Tc) / τ2 − (Tc − TA) / τL − door · (Tc − TA) / τD
 * G = 3 °C/%, τ1 = 8 s, τ2 = 30 s, τL = 270 s, τD = 60 s.
 *
 * Closed form from rest (Te = Tc = TA) for a constant u, door closed: with A = G·u,
 * a = 1/τ2 + 1/τL, τc = 1/a (27 s), K = 1/(τ2·a) (0.9):
 *   Te(t) = TA + A·(1 − e^(−t/τ1))
 *   Tc(t) = TA + K·A·(1 − (τ1·e^(−t/τ1) − τc·e^(−t/τc)) / (τ1 − τc))
 * so the steady state is Tc = TA + 2.7·u (290 °C at 100 %; 180 °C at 59.3 %). Door open:
 * a' = a + 1/τD, τc' = 18.6 s, K' = 0.62: at most 206 °C at 100 %, so a controller can still hold 180.
 *
 * Step (one 100 ms scan): the element moves toward its target by 1 − e^(−dt/τ1) (exact for the power
 * held over the scan); the chamber, fed by the element's mid-step temperature, moves toward its own
 * target by 1 − e^(−a·dt) (a few 0.01 % from the closed form). The transmitter AI0 reads Tc (°C, range 0–300) and AI0_Raw its counts.
 */
import {
  OVEN_CHAMBER,
  OVEN_DOOR,
  OVEN_ELEMENT,
  OVEN_HEATER,
  OVEN_POWER,
  OVEN_TEMP,
  OVEN_TEMP_RAW,
} from '../../shared/scenes';
import { analog, getVar, on, senseAnalog, senseRaw, setVar } from './state';

const DT: f64 = 0.1;
const AMBIENT: f64 = 20;
const GAIN: f64 = 3;
const TAU_ELEMENT: f64 = 8;
const TAU_COUPLING: f64 = 30;
const TAU_LOSS: f64 = 270;
const TAU_DOOR: f64 = 60;
const RANGE_MAX: f64 = 300;

const ELEMENT_DECAY: f64 = Math.exp(-DT / TAU_ELEMENT);
const RATE_CLOSED: f64 = 1 / TAU_COUPLING + 1 / TAU_LOSS;
const RATE_OPEN: f64 = RATE_CLOSED + 1 / TAU_DOOR;
const DECAY_CLOSED: f64 = Math.exp(-RATE_CLOSED * DT);
const DECAY_OPEN: f64 = Math.exp(-RATE_OPEN * DT);

/** Heater power in %: AO0 clamped to 0–100 while the contactor is on (NaN reads as 0). */
function power(): f64 {
  if (!on(OVEN_HEATER)) return 0;
  const u = analog(OVEN_POWER, 0);
  return u < 0 ? 0 : u > 100 ? 100 : u;
}

export function moveOven(): void {
  const element = getVar(OVEN_ELEMENT);
  const elementTarget = AMBIENT + GAIN * power();
  const nextElement = elementTarget + (element - elementTarget) * ELEMENT_DECAY;
  setVar(OVEN_ELEMENT, nextElement);

  const open = on(OVEN_DOOR);
  const rate = open ? RATE_OPEN : RATE_CLOSED;
  const decay = open ? DECAY_OPEN : DECAY_CLOSED;
  const feed = (element + nextElement) * 0.5;
  const chamberTarget = AMBIENT + (feed - AMBIENT) / (TAU_COUPLING * rate);
  setVar(OVEN_CHAMBER, chamberTarget + (getVar(OVEN_CHAMBER) - chamberTarget) * decay);
}

export function senseOven(): void {
  const chamber = getVar(OVEN_CHAMBER);
  senseAnalog(OVEN_TEMP, chamber < 0 ? 0 : chamber > RANGE_MAX ? RANGE_MAX : chamber);
  senseRaw(OVEN_TEMP_RAW, chamber, 0, RANGE_MAX);
}
