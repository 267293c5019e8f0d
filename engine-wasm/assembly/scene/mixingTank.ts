/**
 * Mixing tank (spec 001 §4): liquids A and B, combined cap 80. A valve adds 0.5 per tick; when the
 * tank is full it shifts 0.5 from the other liquid instead. Discharge drains 1 per tick in
 * proportion. LOW is on from a total of 2 (docs/decisions.md "Scenes"), MID from 40, HIGH from 80.
 * Heat (a heater and a temperature transmitter, when the project has them): mixingTankHeat.ts.
 */
import {
  MIXING_TANK_ANGLE,
  MIXING_TANK_DISCHARGE,
  MIXING_TANK_HIGH,
  MIXING_TANK_LIQUID_A,
  MIXING_TANK_LIQUID_B,
  MIXING_TANK_LOW,
  MIXING_TANK_MID,
  MIXING_TANK_MIXER,
  MIXING_TANK_VALVE_A,
  MIXING_TANK_VALVE_B,
} from '../../shared/scenes';
import { heatMixingTank, senseMixingTankHeat } from './mixingTankHeat';
import { getVar, on, sense, setVar } from './state';

const CAP: f64 = 80;
const VALVE_STEP: f64 = 0.5;
const DISCHARGE_STEP: f64 = 1;

/** Adds a valve's step to `into`, or shifts it from `from` when the tank is full; returns the amount poured in. */
function pour(into: i32, from: i32): f64 {
  const mine = getVar(into);
  const other = getVar(from);
  const room = CAP - mine - other;
  if (room > 0) {
    const added = Math.min(VALVE_STEP, room);
    setVar(into, mine + added);
    return added;
  } else if (other > 0) {
    const moved = Math.min(VALVE_STEP, other);
    setVar(into, mine + moved);
    setVar(from, other - moved);
    return moved;
  }
  return 0;
}

export function moveMixingTank(): void {
  let inflow: f64 = 0;
  if (on(MIXING_TANK_VALVE_A)) inflow += pour(MIXING_TANK_LIQUID_A, MIXING_TANK_LIQUID_B);
  if (on(MIXING_TANK_VALVE_B)) inflow += pour(MIXING_TANK_LIQUID_B, MIXING_TANK_LIQUID_A);
  if (on(MIXING_TANK_DISCHARGE)) {
    const a = getVar(MIXING_TANK_LIQUID_A);
    const b = getVar(MIXING_TANK_LIQUID_B);
    const total = a + b;
    if (total <= DISCHARGE_STEP) {
      setVar(MIXING_TANK_LIQUID_A, 0);
      setVar(MIXING_TANK_LIQUID_B, 0);
    } else {
      const keep = (total - DISCHARGE_STEP) / total;
      setVar(MIXING_TANK_LIQUID_A, a * keep);
      setVar(MIXING_TANK_LIQUID_B, b * keep);
    }
  }
  if (on(MIXING_TANK_MIXER)) setVar(MIXING_TANK_ANGLE, (getVar(MIXING_TANK_ANGLE) + 15) % 360);
  heatMixingTank(inflow);
}

export function senseMixingTank(): void {
  const total = getVar(MIXING_TANK_LIQUID_A) + getVar(MIXING_TANK_LIQUID_B);
  sense(MIXING_TANK_LOW, total >= 2);
  sense(MIXING_TANK_MID, total >= 40);
  sense(MIXING_TANK_HIGH, total >= CAP);
  senseMixingTankHeat();
}
