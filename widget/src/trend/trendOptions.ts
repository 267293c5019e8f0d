import type uPlot from 'uplot';
import { formatValue } from '../tags/formatValue.ts';
import { BIT_HIGH, bitValue, type TrendLayout, type TrendSeriesInfo } from './trendSeries.ts';

/** Colours the chart draws with; canvas cannot read CSS variables, so the chart resolves them first. */
export interface TrendPalette {
  /** One colour per series, reused in turn. */
  series: readonly string[];
  /** Axis values and labels. */
  axis: string;
  /** Grid lines. */
  grid: string;
}

/** Used where the CSS variables are not set. */
export const DEFAULT_TREND_PALETTE: TrendPalette = {
  series: ['#1d6fd8', '#1a8f3c', '#c62828', '#b7791f', '#7b1fa2', '#00838f', '#5d4037', '#ad1457'],
  axis: '#57606a',
  grid: 'rgba(128, 128, 128, 0.2)',
};

export interface TrendOptionsInput {
  layout: TrendLayout;
  width: number;
  height: number;
  palette?: TrendPalette;
  /** uPlot's stepped path builder (`uPlot.paths.stepped({ align: 1 })`) for the bits; lines without it. */
  stepped?: uPlot.Series.PathBuilder;
}

const LANE_SCALE = 'bits';
const VALUE_SCALE = 'value';
/** The second value axis of a chart with words in % and in engineering units (issue 26). */
const PERCENT_SCALE = 'percent';

/** A series' legend label: its name, with its unit when it has one ('AI0 (°C)'). */
export const seriesLabel = (info: TrendSeriesInfo): string =>
  info.unit ? `${info.name} (${info.unit})` : info.name;

/**
 * uPlot options for a trend: x is plant time in seconds; bits are steps on a lane scale whose axis
 * (left) names each lane; words are lines on a value scale with its own axis (right when there are
 * lanes, else left). With `layout.percentAxis` the words in % get a second value axis (0–100 % at
 * least) on the right, labelled '%', and the engineering-unit axis is labelled with its units. Pure:
 * no canvas, no DOM.
 */
export function trendOptions({
  layout,
  width,
  height,
  palette = DEFAULT_TREND_PALETTE,
  stepped,
}: TrendOptionsInput): uPlot.Options {
  const hasWords = layout.series.some((s) => s.kind === 'word');
  const laneNames: string[] = new Array<string>(layout.lanes).fill('');
  for (const s of layout.series) if (s.kind === 'bit') laneNames[s.lane] = s.name;
  const laneCentres = laneNames.map((_, lane) => lane + BIT_HIGH / 2);
  const colour = (i: number) => palette.series[i % palette.series.length] ?? DEFAULT_TREND_PALETTE.axis;
  const axisStyle = {
    stroke: palette.axis,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { show: false },
  };

  const axes: uPlot.Axis[] = [{ ...axisStyle, label: 'Plant time (s)' }];
  if (layout.lanes > 0) {
    axes.push({
      ...axisStyle,
      scale: LANE_SCALE,
      side: 3,
      splits: () => laneCentres,
      values: (_u, splits) => splits.map((split) => laneNames[Math.round(split - BIT_HIGH / 2)] ?? ''),
      size: 64,
    });
  }
  if (hasWords) {
    const units = [
      ...new Set(layout.series.flatMap((s) => (s.kind === 'word' && !s.percent && s.unit ? [s.unit] : []))),
    ];
    axes.push({
      ...axisStyle,
      scale: VALUE_SCALE,
      side: layout.lanes > 0 ? 1 : 3,
      grid: layout.lanes > 0 ? { show: false } : axisStyle.grid,
      ...(layout.percentAxis && units.length > 0 ? { label: units.join(', ') } : {}),
    });
  }
  if (layout.percentAxis) {
    axes.push({ ...axisStyle, scale: PERCENT_SCALE, side: 1, grid: { show: false }, label: '%' });
  }

  const series: uPlot.Series[] = [
    { label: 'Time (s)', value: (_u, v) => (v == null ? '–' : v.toFixed(1)) },
    ...layout.series.map((info, i): uPlot.Series => {
      const common = { label: seriesLabel(info), stroke: colour(i), width: 1.5 };
      if (info.kind === 'word' && info.real) {
        return {
          ...common,
          scale: info.percent ? PERCENT_SCALE : VALUE_SCALE,
          value: (_u, v) => (v == null ? '–' : formatValue(v, 'REAL', true)),
        };
      }
      if (info.kind === 'word') return { ...common, scale: info.percent ? PERCENT_SCALE : VALUE_SCALE };
      return {
        ...common,
        scale: LANE_SCALE,
        ...(stepped ? { paths: stepped } : {}),
        value: (_u, v) => (v == null ? '–' : String(bitValue(v, info.lane))),
      };
    }),
  ];

  return {
    width,
    height,
    series,
    axes,
    scales: {
      x: { time: false },
      [LANE_SCALE]: { range: [-0.25, Math.max(1, layout.lanes) - 1 + BIT_HIGH + 0.25] },
      [VALUE_SCALE]: { auto: true },
      ...(layout.percentAxis
        ? {
            [PERCENT_SCALE]: {
              range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [
                Math.min(0, min),
                Math.max(100, max),
              ],
            },
          }
        : {}),
    },
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
  };
}
