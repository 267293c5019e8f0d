/**
 * Water tank (spec 001 §4): level 0–60, FILL +1, DRAIN −2 per tick. With the analog channels bound,
 * the proportional inlet and the open outlet (waterTankAnalog.ts) act first, FILL and DRAIN on top.
 */
import {
  WATER_TANK_DRAIN,
  WATER_TANK_FILL,
  WATER_TANK_HIGH,
  WATER_TANK_INLET_CV,
  WATER_TANK_LEVEL,
  WATER_TANK_LOW,
} from '../../shared/scenes';
import { bound, getVar, on, sense, setVar } from './state';
import { flowWaterTank, senseWaterTankLevel } from './waterTankAnalog';

export function moveWaterTank(): void {
  let level = getVar(WATER_TANK_LEVEL);
  if (bound(WATER_TANK_INLET_CV)) level = flowWaterTank(level);
  if (on(WATER_TANK_FILL) && level < 60) level = Math.min(60, level + 1);
  if (on(WATER_TANK_DRAIN) && level > 0) level = Math.max(0, level - 2);
  setVar(WATER_TANK_LEVEL, level);
}

export function senseWaterTank(): void {
  const level = getVar(WATER_TANK_LEVEL);
  sense(WATER_TANK_LOW, level >= 10);
  sense(WATER_TANK_HIGH, level >= 50);
  senseWaterTankLevel(level);
}
