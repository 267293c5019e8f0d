import { describe, expect, it } from 'vitest';
import { decodeLiveKey, liveKey, STATIC_LIVE } from './live.ts';

const probes = { energised: ['a', 'b', 'c'], values: ['x', 'y', 'z'] };

describe('live keys', () => {
  it('encode energised bits and shown values, and decode them back', () => {
    const reader = {
      energised: (id: string) => id !== 'b',
      valueOfId: (id: string) => ({ x: 1, y: -250 })[id as 'x' | 'y'],
      value: () => undefined,
    };
    const key = liveKey(reader, probes);
    expect(key).toBe('101|1,-250,');
    const live = decodeLiveKey(key, probes);
    expect(live.running).toBe(true);
    expect(probes.energised.map((id) => live.energised(id))).toEqual([true, false, true]);
    expect(probes.values.map((id) => live.value(id))).toEqual([1, -250, undefined]);
    expect(live.energised('unknown')).toBe(false);
  });

  it('differ exactly when a shown state or value differs', () => {
    const at = (bits: boolean[], values: number[]) =>
      liveKey(
        {
          energised: (id) => bits[probes.energised.indexOf(id)] ?? false,
          valueOfId: (id) => values[probes.values.indexOf(id)],
          value: () => undefined,
        },
        probes,
      );
    expect(at([true, false, true], [1, 2, 3])).toBe(at([true, false, true], [1, 2, 3]));
    expect(at([true, false, true], [1, 2, 3])).not.toBe(at([true, true, true], [1, 2, 3]));
    expect(at([true, false, true], [1, 2, 3])).not.toBe(at([true, false, true], [1, 2, 4]));
    expect(at([], [12, 3])).not.toBe(at([], [1, 23]));
  });

  it('carry a REAL value through the key unchanged', () => {
    const reals = [Math.fround(0.1), Math.fround(1 / 3), -273.15, 3.4e38, 1e-7];
    const reader = {
      energised: () => false,
      valueOfId: (id: string) => reals[Number(id)],
      value: () => undefined,
    };
    const realProbes = { energised: [], values: reals.map((_, i) => String(i)) };
    const live = decodeLiveKey(liveKey(reader, realProbes), realProbes);
    expect(realProbes.values.map((id) => live.value(id))).toEqual(reals);
  });

  it('read an array element by its name: Data[3] directly, Data[Index] through the index value', () => {
    const names: Record<string, number> = { 'Data[3]': 30, 'Data[5]': 50, 'Data[9]': 90 };
    let index = 5;
    const reader = {
      energised: () => false,
      valueOfId: (id: string) => (id === 'idx' ? index : undefined),
      value: (name: string) => names[name],
    };
    const elementProbes = {
      energised: [],
      values: ['arr[3]', 'arr[idx]'],
      elements: new Map([
        ['arr[3]', { name: 'Data', lower: 0, upper: 9, index: 3 }],
        ['arr[idx]', { name: 'Data', lower: 0, upper: 9, index: 'idx' }],
      ]),
    };
    const shown = () => {
      const live = decodeLiveKey(liveKey(reader, elementProbes), elementProbes);
      return elementProbes.values.map((id) => live.value(id));
    };
    expect(shown()).toEqual([30, 50]);
    index = 9;
    expect(shown()).toEqual([30, 90]);
    // Out of range: nothing to show (the VM faults on it).
    index = 10;
    expect(shown()).toEqual([30, undefined]);
  });

  it('reads the empty key as not running', () => {
    expect(decodeLiveKey('', probes)).toBe(STATIC_LIVE);
    expect(STATIC_LIVE.energised('a')).toBe(false);
    expect(STATIC_LIVE.value('x')).toBeUndefined();
  });
});
