import { DEFAULT_TREND_PALETTE, type TrendPalette } from './trendOptions.ts';

/** How many `--plc-trend-{n}` series colours are read. */
const SERIES_VARIABLES = 8;

/**
 * The chart's colours from the CSS variables on `element` (`--plc-trend-1` … `--plc-trend-8`,
 * `--plc-trend-axis`, `--plc-trend-grid`), each falling back to the default palette.
 */
export function readTrendPalette(element: Element): TrendPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const series = Array.from({ length: SERIES_VARIABLES }, (_, i) =>
    read(`--plc-trend-${i + 1}`, DEFAULT_TREND_PALETTE.series[i] ?? DEFAULT_TREND_PALETTE.axis),
  );
  return {
    series,
    axis: read('--plc-trend-axis', DEFAULT_TREND_PALETTE.axis),
    grid: read('--plc-trend-grid', DEFAULT_TREND_PALETTE.grid),
  };
}
