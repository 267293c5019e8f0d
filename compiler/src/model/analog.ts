/**
 * Analog channels (issue 26): REAL tags named AI{n} (analog inputs) and AO{n} (analog outputs) in
 * engineering units, each with a range (`Tag.range`, default 0–100 %). A Logix analog input card also
 * gives raw counts: a DINT tag `AI{n}_Raw` holds the value scaled over the range to 0–32767 (as a
 * 4–20 mA channel configured for 0–32767), so SCP has something to scale. Scenes write both through
 * their ports; the I/O tab's slider writes both (widget).
 */
import type { AnalogRange, Tag } from './project.ts';

/** The range of a channel that sets none. */
export const DEFAULT_ANALOG_RANGE: AnalogRange = { min: 0, max: 100, unit: '%' };

/** The raw form's full scale: 0 at the range's minimum, RAW_FULL_SCALE at its maximum. */
export const RAW_FULL_SCALE = 32767;

const ANALOG_INPUT = /^AI(\d+)$/i;
const ANALOG_OUTPUT = /^AO(\d+)$/i;

/** True for an analog input's name (AI0, ai12). */
export const isAnalogInputName = (name: string): boolean => ANALOG_INPUT.test(name);

/** True for an analog output's name (AO0). */
export const isAnalogOutputName = (name: string): boolean => ANALOG_OUTPUT.test(name);

/** True for a REAL tag named AI{n} or AO{n}. */
export const isAnalogChannel = (tag: Pick<Tag, 'name' | 'data_type' | 'dimension'>): boolean =>
  tag.data_type === 'REAL' &&
  tag.dimension === undefined &&
  (isAnalogInputName(tag.name) || isAnalogOutputName(tag.name));

/** The name of a channel's raw-count tag: AI0 → AI0_Raw. */
export const rawTagName = (name: string): string => `${name}_Raw`;

/** A tag's range when it is usable (finite, min < max), else the default 0–100 %. */
export function analogRange(tag: Pick<Tag, 'range'>): AnalogRange {
  const range = tag.range;
  if (range && Number.isFinite(range.min) && Number.isFinite(range.max) && range.min < range.max)
    return { min: range.min, max: range.max, unit: range.unit ?? '' };
  return DEFAULT_ANALOG_RANGE;
}

/** `value` in engineering units as raw counts: scaled over `range` to 0–32767, rounded and clamped. */
export function rawCounts(value: number, range: AnalogRange): number {
  if (!Number.isFinite(value)) return 0;
  const counts = Math.round(((value - range.min) / (range.max - range.min)) * RAW_FULL_SCALE);
  return Math.min(RAW_FULL_SCALE, Math.max(0, counts));
}

/** `value` clamped into `range` (a slider's or a scene's channel never leaves it). */
export const clampToRange = (value: number, range: AnalogRange): number =>
  Math.min(range.max, Math.max(range.min, value));
