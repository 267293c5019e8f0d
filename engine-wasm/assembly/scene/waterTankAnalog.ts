/**
 * Water tank, analog channels (issue 26): a proportional inlet valve AO0 (0–100 %) and a level
 * transmitter AI0 (0–100 % of the 60-unit tank, with its raw form AI0_Raw), beside the discrete FILL,
 * DRAIN, LOW and HIGH. Runs only when AO0 is bound (a project without the analog tags keeps the
 * discrete tank exactly).
 *
 * Model, one scan (100 ms) per step, level h in tank units (0–60):
 *   h' = h + Qin − Qout,  Qin = u/100 × INLET_MAX (u = AO0 clamped 0–100),  Qout = OUTLET_K × √h
 * through an always-open outlet (Torricelli). Closed form for a constant u:
 *   steady state   h* = (Qin / OUTLET_K)²
 *   linearised about h*: δh' = δh × (1 − OUTLET_K / (2√h*)), so the time constant is
 *   τ = 2√h* / OUTLET_K scans (the deviation falls to 1/e after τ scans).
 * With INLET_MAX 0.4 and OUTLET_K 0.04, a full valve would hold h = 100 (so the tank can reach 60) and
 * half the tank (50 %) needs the valve at 54.8 %, with τ = 274 scans (27 s). A P-only loop (no bias)
 * therefore settles well below its setpoint (Kp 3 at 50 %: about 34.8 %), and PI removes the offset in
 * a minute or two of plant time.
 */
import { WATER_TANK_INLET_CV, WATER_TANK_LEVEL_PV, WATER_TANK_LEVEL_RAW } from '../../shared/scenes';
import { analog, senseAnalog, senseRaw } from './state';

/** Tank units added per scan by a fully open inlet valve. */
export const INLET_MAX: f64 = 0.4;
/** Outlet coefficient: tank units per scan per √(tank unit). */
export const OUTLET_K: f64 = 0.04;
/** Tank height in units (the transmitter reads 100 % there). */
const FULL: f64 = 60;

/** The level after one scan of analog inflow and outflow (before FILL and DRAIN), clamped 0–60. */
export function flowWaterTank(level: f64): f64 {
  let opening = analog(WATER_TANK_INLET_CV, 0);
  if (opening < 0) opening = 0;
  if (opening > 100) opening = 100;
  const next = level + (opening / 100) * INLET_MAX - OUTLET_K * Math.sqrt(level > 0 ? level : 0);
  return next < 0 ? 0 : next > FULL ? FULL : next;
}

/** Writes the level transmitter (AI0, percent of the tank) and its raw counts (AI0_Raw). */
export function senseWaterTankLevel(level: f64): void {
  const percent = (level / FULL) * 100;
  senseAnalog(WATER_TANK_LEVEL_PV, percent);
  senseRaw(WATER_TANK_LEVEL_RAW, percent, 0, 100);
}
