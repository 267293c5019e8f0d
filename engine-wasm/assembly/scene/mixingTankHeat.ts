/**
 * Mixing tank heat (issue 26): a heater in the tank, heat loss to the 20 °C room and a temperature
 * transmitter with its own lag. It runs only when one of its ports is bound (TEMPERATURE AI0,
 * AI0_Raw, HEATER DO4, HEATER_POWER AO0), so projects without these tags behave as before.
 *
 * Heater power u (%) = 100 while HEATER is on, else HEATER_POWER clamped to 0…100. The liquid is
 * well stirred, its heat capacity proportional to its amount m = A + B (0…80):
 *
 *   τ·dT/dt = T∞ − T,   T∞ = 20 + 0.7·u  (°C),   τ = 1 s × max(m, 2)
 *   τs·dTs/dt = T − Ts, τs = 4 s           (the transmitter's thermowell)
 *
 * Closed form for a constant u and m from T(0) = T0, Ts(0) = Ts0 (both 20 °C from rest):
 *   T(t)  = T∞ + (T0 − T∞)·e^(−t/τ)
 *   Ts(t) = T∞ + (Ts0 − T∞)·e^(−t/τs) + (T0 − T∞)·τ/(τ − τs)·(e^(−t/τ) − e^(−t/τs))
 * Each 100 ms scan applies exactly this solution over one step, so the scans follow the closed form
 * (piecewise, as the program changes u and the valves change m).
 *
 * Below m = 2 (the LOW float) the heater is not covered and heats nothing; the contents relax to
 * the room with τ = 2 s. Liquid poured in arrives at 20 °C and mixes at once (when the tank is full
 * the shifted-out liquid leaves at the tank temperature); discharged liquid leaves at T.
 */
import {
  MIXING_TANK_HEAT,
  MIXING_TANK_HEATER,
  MIXING_TANK_HEATER_POWER,
  MIXING_TANK_LIQUID_A,
  MIXING_TANK_LIQUID_B,
  MIXING_TANK_LIQUID_TEMP,
  MIXING_TANK_SENSOR_TEMP,
  MIXING_TANK_TEMPERATURE,
  MIXING_TANK_TEMPERATURE_RAW,
  MIXING_TANK_THERMAL,
} from '../../shared/scenes';
import { analog, bound, getVar, on, senseAnalog, senseRaw, setVar } from './state';

const STEP_S: f64 = 0.1;
const AMBIENT: f64 = 20;
/** Steady-state rise over ambient at 100 % heater power (°C). */
const GAIN: f64 = 70;
/** Seconds of liquid time constant per unit of liquid. */
const TAU_PER_UNIT: f64 = 1;
/** Below this amount the heater is dry (the LOW float level). */
const COVERED: f64 = 2;
const SENSOR_TAU: f64 = 4;
/** The transmitter's range (°C) for its raw counts; the catalogue's AI0 range. */
const RANGE_MIN: f64 = 0;
const RANGE_MAX: f64 = 100;

/** True when the project has any of the heat channels (the heat model runs only then). */
export function heatBound(): bool {
  return (
    bound(MIXING_TANK_TEMPERATURE) ||
    bound(MIXING_TANK_TEMPERATURE_RAW) ||
    bound(MIXING_TANK_HEATER) ||
    bound(MIXING_TANK_HEATER_POWER)
  );
}

/** The heater power the outputs ask for, in %. */
function heaterPower(): f64 {
  if (on(MIXING_TANK_HEATER)) return 100;
  const p = analog(MIXING_TANK_HEATER_POWER, 0);
  return p < 0 ? 0 : p > 100 ? 100 : p;
}

/** One scan of heat after the liquids moved: `inflow` units arrived at ambient this scan. */
export function heatMixingTank(inflow: f64): void {
  if (!heatBound()) return;
  const m = getVar(MIXING_TANK_LIQUID_A) + getVar(MIXING_TANK_LIQUID_B);
  let t = getVar(MIXING_TANK_LIQUID_TEMP);
  if (inflow > 0 && m > 0) t += ((AMBIENT - t) * Math.min(inflow, m)) / m;
  const u = m >= COVERED ? heaterPower() : 0;
  const tau = TAU_PER_UNIT * Math.max(m, COVERED);
  const target = AMBIENT + (GAIN * u) / 100;
  const a = Math.exp(-STEP_S / tau);
  const b = Math.exp(-STEP_S / SENSOR_TAU);
  const d = t - target;
  const cross = Math.abs(tau - SENSOR_TAU) < 1e-6 ? (STEP_S / tau) * a : (tau / (tau - SENSOR_TAU)) * (a - b);
  const ts = getVar(MIXING_TANK_SENSOR_TEMP);
  setVar(MIXING_TANK_LIQUID_TEMP, target + d * a);
  setVar(MIXING_TANK_SENSOR_TEMP, target + (ts - target) * b + d * cross);
  setVar(MIXING_TANK_HEAT, u);
}

/** Writes the transmitter (°C and raw counts) and the channels-present flag the drawing reads. */
export function senseMixingTankHeat(): void {
  const present = heatBound();
  setVar(MIXING_TANK_THERMAL, present ? 1 : 0);
  if (!present) return;
  const ts = getVar(MIXING_TANK_SENSOR_TEMP);
  senseAnalog(MIXING_TANK_TEMPERATURE, ts);
  senseRaw(MIXING_TANK_TEMPERATURE_RAW, ts, RANGE_MIN, RANGE_MAX);
}
