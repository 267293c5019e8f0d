import type { TagType } from '@plcsim/compiler';
import type { TrendSamples } from '../simulator/types.ts';

/** How far a BOOL's 1 rises above its lane's 0, in lane heights (lanes are 1 apart). */
export const BIT_HIGH = 0.8;

/** One trended tag as the chart draws it. */
export interface TrendSeriesInfo {
  /** The tag's name as trended ('DI0', 'T1.ACC'). */
  name: string;
  /** BOOLs are drawn as steps in their own lane; anything else as a line on the value axis. */
  kind: 'bit' | 'word';
  /** A bit's lane, 0 at the bottom (the first trended bit gets the top lane); -1 for words. */
  lane: number;
  /** A REAL tag: a word plotted with its real value and shown as a REAL in the legend. */
  real?: true;
  /** A word's unit (an analog channel's range, issue 26: '°C', '%'), shown in its legend; absent: none. */
  unit?: string;
  /**
   * A word drawn on the percent axis (unit '%') beside the engineering-unit axis: only when the
   * chart has words of both kinds (`TrendLayout.percentAxis`).
   */
  percent?: true;
}

/** Whether a tag of `type` can be trended: BOOL, DINT and REAL tags and members (not TIMER, COUNTER). */
export function isTrendable(type: TagType): boolean {
  return type === 'BOOL' || type === 'DINT' || type === 'REAL';
}

/** What the chart draws: its series in `SimulatorState.trended` order and how many bit lanes. */
export interface TrendLayout {
  series: readonly TrendSeriesInfo[];
  lanes: number;
  /** A second value axis for the words in % beside the engineering-unit one (issue 26). */
  percentAxis?: true;
}

/**
 * The chart layout for the trended tags: BOOL tags (by `typeOf`) get a lane each, the first at the
 * top, so several bits stay readable; DINT, REAL and unknown tags are words on the value axis (a REAL
 * marked `real`). A word with a unit (`unitOf`, analog channels) carries it; when some words are in
 * '%' and others in an engineering unit, the % ones go on a second axis (`percentAxis`), the others
 * (and words without a unit) stay on the value axis.
 */
export function trendLayout(
  trended: readonly string[],
  typeOf: (name: string) => TagType | undefined,
  unitOf: (name: string) => string | undefined = () => undefined,
): TrendLayout {
  const bits = trended.filter((name) => typeOf(name) === 'BOOL').length;
  let bit = 0;
  const series = trended.map((name): TrendSeriesInfo => {
    const type = typeOf(name);
    if (type === 'BOOL') return { name, kind: 'bit', lane: bits - 1 - bit++ };
    const unit = unitOf(name) ?? '';
    return {
      name,
      kind: 'word',
      lane: -1,
      ...(type === 'REAL' ? { real: true as const } : {}),
      ...(unit !== '' ? { unit } : {}),
    };
  });
  const percent = (s: TrendSeriesInfo) => s.unit?.trim() === '%';
  const words = series.filter((s) => s.kind === 'word');
  const split = words.some(percent) && words.some((s) => s.unit !== undefined && !percent(s));
  if (!split) return { series, lanes: bits };
  return {
    series: series.map((s) => (percent(s) ? { ...s, percent: true as const } : s)),
    lanes: bits,
    percentAxis: true,
  };
}

/**
 * uPlot's aligned data for `samples`: plant time in seconds, then one array per series — a bit as
 * `lane + BIT_HIGH` when on and `lane` when off, a word as its value. Series the samples lack (the
 * recorder restarting) are empty-valued (NaN is not drawn).
 */
export function trendData(samples: TrendSamples, layout: TrendLayout): [Float64Array, ...Float64Array[]] {
  const n = Math.max(0, Math.min(samples.length, samples.time.length));
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = (samples.time[i] ?? 0) / 1000;
  const ys = layout.series.map((info, s) => {
    const source = samples.values[s];
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = source?.[i];
      if (v === undefined) y[i] = NaN;
      else y[i] = info.kind === 'bit' ? info.lane + (v !== 0 ? BIT_HIGH : 0) : v;
    }
    return y;
  });
  return [x, ...ys];
}

/** The 0/1 a bit series' plotted value stands for (legend and tooltips). */
export function bitValue(plotted: number, lane: number): 0 | 1 {
  return plotted - lane >= BIT_HIGH / 2 ? 1 : 0;
}
