import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TREND_PALETTE, trendOptions } from './trendOptions.ts';
import { BIT_HIGH, trendLayout } from './trendSeries.ts';

const types: Record<string, 'BOOL' | 'DINT'> = { DI0: 'BOOL', DO0: 'BOOL', 'T1.ACC': 'DINT' };
const layout = trendLayout(['DI0', 'T1.ACC', 'DO0'], (name) => types[name]);
const stepped = (() => null) as unknown as uPlot.Series.PathBuilder;
const fakePlot = {} as uPlot;

describe('trendOptions', () => {
  const options = trendOptions({ layout, width: 400, height: 200, stepped });

  it('plots plant seconds against a lane scale for bits and a value scale for words', () => {
    expect(options.width).toBe(400);
    expect(options.height).toBe(200);
    expect(options.scales?.x?.time).toBe(false);
    const [x, di0, acc, do0] = options.series;
    expect(x?.label).toBe('Time (s)');
    expect([di0?.label, di0?.scale, di0?.paths]).toEqual(['DI0', 'bits', stepped]);
    expect([acc?.label, acc?.scale, acc?.paths]).toEqual(['T1.ACC', 'value', undefined]);
    expect([do0?.label, do0?.scale, do0?.paths]).toEqual(['DO0', 'bits', stepped]);
    expect(options.scales?.bits?.range).toEqual([-0.25, 1 + BIT_HIGH + 0.25]);
  });

  it('names each lane on the left axis and puts the value axis on the right', () => {
    const [xAxis, laneAxis, valueAxis] = options.axes ?? [];
    expect(xAxis?.label).toBe('Plant time (s)');
    expect([laneAxis?.scale, laneAxis?.side, valueAxis?.scale, valueAxis?.side]).toEqual([
      'bits',
      3,
      'value',
      1,
    ]);
    const splits = laneAxis?.splits as (...args: unknown[]) => number[];
    const centres = splits();
    expect(centres).toEqual([BIT_HIGH / 2, 1 + BIT_HIGH / 2]);
    const values = laneAxis?.values as (u: uPlot, splits: number[]) => string[];
    expect(values(fakePlot, centres)).toEqual(['DO0', 'DI0']);
  });

  it('shows a bit as 0 or 1 in the legend', () => {
    const value = options.series[1]?.value as (u: uPlot, v: number | null) => string;
    expect(value(fakePlot, 1)).toBe('0');
    expect(value(fakePlot, 1 + BIT_HIGH)).toBe('1');
    expect(value(fakePlot, null)).toBe('–');
  });

  it('shows a REAL as a REAL in the legend, on the value scale', () => {
    const real = trendOptions({ layout: trendLayout(['Level'], () => 'REAL'), width: 300, height: 150 });
    const level = real.series[1];
    expect([level?.label, level?.scale]).toEqual(['Level', 'value']);
    const value = level?.value as (u: uPlot, v: number | null) => string;
    expect(value(fakePlot, Math.fround(1 / 3))).toBe('0.333333');
    expect(value(fakePlot, 100)).toBe('100.0');
    expect(value(fakePlot, null)).toBe('–');
  });

  it('colours series from the palette in turn', () => {
    expect(options.series.slice(1).map((s) => s.stroke)).toEqual(DEFAULT_TREND_PALETTE.series.slice(0, 3));
  });

  it('puts the value axis on the left when there are no bits', () => {
    const words = trendOptions({
      layout: trendLayout(['T1.ACC'], (name) => types[name]),
      width: 300,
      height: 150,
    });
    expect(words.axes?.map((a) => [a.scale, a.side])).toEqual([
      [undefined, undefined],
      ['value', 3],
    ]);
  });
});
