/** Air compressor (spec 001 §4): pressure 0–270, ±1 per tick. */
import {
  AIR_COMPRESSOR_HIGH,
  AIR_COMPRESSOR_LOW,
  AIR_COMPRESSOR_MOTOR,
  AIR_COMPRESSOR_PRESSURE,
  AIR_COMPRESSOR_VALVE,
} from '../../shared/scenes';
import { getVar, on, sense, setVar } from './state';

export function moveAirCompressor(): void {
  let pressure = getVar(AIR_COMPRESSOR_PRESSURE);
  if (on(AIR_COMPRESSOR_MOTOR) && pressure < 270) pressure = Math.min(270, pressure + 1);
  if (on(AIR_COMPRESSOR_VALVE) && pressure > 0) pressure = Math.max(0, pressure - 1);
  setVar(AIR_COMPRESSOR_PRESSURE, pressure);
}

export function senseAirCompressor(): void {
  const pressure = getVar(AIR_COMPRESSOR_PRESSURE);
  sense(AIR_COMPRESSOR_LOW, pressure >= 90);
  sense(AIR_COMPRESSOR_HIGH, pressure >= 180);
}
