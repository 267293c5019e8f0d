import { describe, expect, it } from 'vitest';
import type { TrendSamples } from '../simulator/types.ts';
import { BIT_HIGH, bitValue, isTrendable, trendData, trendLayout } from './trendSeries.ts';

const types: Record<string, 'BOOL' | 'DINT'> = {
  DI0: 'BOOL',
  DO0: 'BOOL',
  'T1.ACC': 'DINT',
  'T1.DN': 'BOOL',
};
const typeOf = (name: string) => types[name];

describe('trendLayout', () => {
  it('gives each BOOL a lane, the first at the top, and puts the rest on the value axis', () => {
    expect(trendLayout(['DI0', 'T1.ACC', 'DO0', 'T1.DN', 'Unknown'], typeOf)).toEqual({
      lanes: 3,
      series: [
        { name: 'DI0', kind: 'bit', lane: 2 },
        { name: 'T1.ACC', kind: 'word', lane: -1 },
        { name: 'DO0', kind: 'bit', lane: 1 },
        { name: 'T1.DN', kind: 'bit', lane: 0 },
        { name: 'Unknown', kind: 'word', lane: -1 },
      ],
    });
    expect(trendLayout([], typeOf)).toEqual({ lanes: 0, series: [] });
  });
});

describe('REAL traces', () => {
  it('trends BOOL, DINT and REAL tags, not TIMER or COUNTER tags', () => {
    expect((['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER'] as const).filter(isTrendable)).toEqual([
      'BOOL',
      'DINT',
      'REAL',
    ]);
  });

  it('puts a REAL on the value axis, marked real, and plots its real values', () => {
    const layout = trendLayout(['Level', 'DI0'], (name) => (name === 'Level' ? 'REAL' : typeOf(name)));
    expect(layout.series[0]).toEqual({ name: 'Level', kind: 'word', lane: -1, real: true });
    const samples: TrendSamples = {
      time: Float64Array.from([100, 200]),
      values: [Float64Array.from([1.5, -273.15]), Float64Array.from([0, 1])],
      length: 2,
    };
    expect(Array.from(trendData(samples, layout)[1] ?? [])).toEqual([1.5, -273.15]);
  });
});

describe('trendData', () => {
  const samples: TrendSamples = {
    time: Float64Array.from([100, 200, 300, 0]),
    values: [
      Float64Array.from([0, 1, 1, 9]),
      Float64Array.from([0, 100, 200, 9]),
      Float64Array.from([1, 0, 1, 9]),
    ],
    length: 3,
  };

  it('turns plant ms into seconds, bits into lane offsets and keeps words, up to the sample count', () => {
    const layout = trendLayout(['DI0', 'T1.ACC', 'DO0'], typeOf);
    const [x, di0, acc, do0] = trendData(samples, layout);
    expect(Array.from(x)).toEqual([0.1, 0.2, 0.3]);
    expect(Array.from(di0 ?? [])).toEqual([1, 1 + BIT_HIGH, 1 + BIT_HIGH]);
    expect(Array.from(acc ?? [])).toEqual([0, 100, 200]);
    expect(Array.from(do0 ?? [])).toEqual([BIT_HIGH, 0, BIT_HIGH]);
  });

  it('leaves a series the samples lack undrawn (NaN)', () => {
    const layout = trendLayout(['DI0', 'T1.ACC', 'DO0', 'T1.DN'], typeOf);
    const data = trendData(samples, layout);
    expect(data).toHaveLength(5);
    expect(Array.from(data[4] ?? []).every(Number.isNaN)).toBe(true);
  });

  it('is empty without samples', () => {
    const data = trendData(
      { time: new Float64Array(0), values: [], length: 0 },
      trendLayout(['DI0'], typeOf),
    );
    expect(data.map((a) => a.length)).toEqual([0, 0]);
  });
});

describe('bitValue', () => {
  it('reads the 0 or 1 back from a plotted lane value', () => {
    expect(bitValue(2, 2)).toBe(0);
    expect(bitValue(2 + BIT_HIGH, 2)).toBe(1);
  });
});
