/**
 * Air compressor (spec 001 §4): pressure 0–270, ±1 per tick. With a pressure transmitter (issue 26,
 * when the project has AI0 or AI0_Raw) the pressure also reads in bar: bar = pressure / 27 (0–10 bar),
 * raw counts = round(pressure / 270 × 32767).
 */
import {
  AIR_COMPRESSOR_HAS_TRANSMITTER,
  AIR_COMPRESSOR_HIGH,
  AIR_COMPRESSOR_LOW,
  AIR_COMPRESSOR_MOTOR,
  AIR_COMPRESSOR_PRESSURE,
  AIR_COMPRESSOR_TRANSMITTER,
  AIR_COMPRESSOR_TRANSMITTER_RAW,
  AIR_COMPRESSOR_VALVE,
} from '../../shared/scenes';
import { bound, getVar, on, sense, senseAnalog, senseRaw, setVar } from './state';

/** Pressure units per bar: the 0–270 scale reads 0–10 bar. */
const UNITS_PER_BAR: f64 = 27;

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
  const present = bound(AIR_COMPRESSOR_TRANSMITTER) || bound(AIR_COMPRESSOR_TRANSMITTER_RAW);
  setVar(AIR_COMPRESSOR_HAS_TRANSMITTER, present ? 1 : 0);
  if (!present) return;
  senseAnalog(AIR_COMPRESSOR_TRANSMITTER, pressure / UNITS_PER_BAR);
  senseRaw(AIR_COMPRESSOR_TRANSMITTER_RAW, pressure, 0, 270);
}
