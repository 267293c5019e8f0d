/**
 * The analog channels of the I/O panel (issue 26): which tags they are, how their values read, and
 * writing an analog input (with its raw counts).
 */
import {
  analogRange,
  clampToRange,
  rawCounts,
  rawTagName,
  type AnalogRange,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { InputRefusal } from '../simulator/types.ts';

/** The project's analog inputs (REAL AI{n}) or outputs (REAL AO{n}), single values, in number order. */
export function analogTags(project: Project, prefix: 'AI' | 'AO'): Tag[] {
  const pattern = new RegExp(`^${prefix}(\\d+)$`, 'i');
  return Object.values(project.tagMap)
    .filter((tag) => tag.data_type === 'REAL' && tag.dimension === undefined)
    .map((tag) => ({ tag, n: pattern.exec(tag.name)?.[1] }))
    .filter((x): x is { tag: Tag; n: string } => x.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((x) => x.tag);
}

/**
 * The decimals a channel's value shows with: one more than the span needs to read 1 % of it (0–100 %
 * shows 42.5, 0–10 bar 4.25, 0–1000 °C 425), 0 to 3.
 */
export function analogDecimals(range: AnalogRange): number {
  const span = range.max - range.min;
  return Math.max(0, Math.min(3, 3 - Math.floor(Math.log10(span))));
}

/** `value` rounded to the channel's shown precision (what a slider sets). */
export function quantize(value: number, range: AnalogRange): number {
  const scale = 10 ** analogDecimals(range);
  return Math.round(value * scale) / scale;
}

/** A value as the channel shows it: fixed decimals by its range, then the unit (`42.5 %`, `3.25 bar`). */
export function analogText(value: number, range: AnalogRange): string {
  const number = Number.isFinite(value) ? value.toFixed(analogDecimals(range)) : String(value);
  return range.unit ? `${number} ${range.unit}` : number;
}

/** Where `value` sits in `range`, 0 to 1 (clamped; 0 for NaN). */
export function rangeFraction(value: number, range: AnalogRange): number {
  if (!Number.isFinite(value)) return value > 0 ? 1 : 0;
  return (clampToRange(value, range) - range.min) / (range.max - range.min);
}

/** The DINT raw-count tag of an analog input (`AI0_Raw`) when the project has one. */
export function rawTagOf(project: Project, tag: Pick<Tag, 'name'>): Tag | undefined {
  const name = rawTagName(tag.name).toUpperCase();
  return Object.values(project.tagMap).find(
    (t) => t.name.toUpperCase() === name && t.data_type === 'DINT' && t.dimension === undefined,
  );
}

/**
 * Sets an analog input from the I/O panel: the value clamped into the channel's range (as a single),
 * and its raw counts into `AI{n}_Raw` when the project has that tag. Refused (nothing written) in PROG
 * or for a channel the scene drives.
 */
export function writeAnalogInput(
  controller: SimulatorController,
  project: Project,
  tag: Tag,
  value: number,
): InputRefusal {
  const refusal = controller.analogRefusal(tag.name);
  if (refusal !== null) return refusal;
  const range = analogRange(tag);
  const clamped = Math.fround(clampToRange(value, range));
  const written = controller.write(tag.name, clamped);
  if (written !== null) return written;
  const raw = rawTagOf(project, tag);
  if (raw) controller.write(raw.name, rawCounts(clamped, range));
  return null;
}
