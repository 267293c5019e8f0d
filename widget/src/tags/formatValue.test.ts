import { describe, expect, it } from 'vitest';
import { formatValue, liveRealText, parseRealEntry } from './formatValue.ts';

describe('formatValue', () => {
  it('shows a stored REAL as realText: the shortest decimal, whole numbers with .0', () => {
    const shown = [1.5, 0.1, 100, 1e-7, 3.4e38, NaN, Infinity, -Infinity, -0, -273.15].map((v) =>
      formatValue(v, 'REAL'),
    );
    expect(shown).toEqual([
      '1.5',
      '0.1',
      '100.0',
      '1e-7',
      '3.4e+38',
      'NaN',
      'Infinity',
      '-Infinity',
      '0.0',
      '-273.15',
    ]);
  });

  it('shows a live REAL the same way when 6 significant digits hold it', () => {
    const shown = [1.5, 0.1, 100, 1e-7, 3.4e38, NaN, Infinity, -0, -273.15].map((v) =>
      formatValue(v, 'REAL', true),
    );
    expect(shown).toEqual(['1.5', '0.1', '100.0', '1e-7', '3.4e+38', 'NaN', 'Infinity', '0.0', '-273.15']);
  });

  it('rounds a live REAL that needs more digits to 6 significant ones', () => {
    expect(liveRealText(1 / 3)).toBe('0.333333');
    expect(liveRealText(2 / 3)).toBe('0.666667');
    expect(liveRealText(16777215)).toBe('1.67772e+7');
    expect(liveRealText(123456.79)).toBe('123457.0');
    expect(liveRealText(-1.0000001)).toBe('-1.0');
    expect(liveRealText(1.2345678e-9)).toBe('1.23457e-9');
    // Stored values keep every digit a single needs.
    expect(formatValue(1 / 3, 'REAL')).toBe('0.33333334');
  });

  it('shows BOOL, DINT and untyped values as the integers they are', () => {
    expect(formatValue(1, 'BOOL')).toBe('1');
    expect(formatValue(-42, 'DINT', true)).toBe('-42');
    expect(formatValue(2, undefined)).toBe('2');
  });
});

describe('parseRealEntry', () => {
  it('reads the REAL literals a person types, rounded to a single', () => {
    const read = ['1.5', '-2.', '.5', '1.0E-3', '1e3', ' 7 ', '+0.25', '-273.15'].map(parseRealEntry);
    expect(read).toEqual([1.5, -2, 0.5, Math.fround(0.001), 1000, 7, 0.25, Math.fround(-273.15)]);
  });

  it('refuses anything else', () => {
    const read = ['abc', '', '.', '1.2.3', '1e', 'e3', '0x10', 'NaN', 'Infinity', '1,5', '1e39', '--1'].map(
      parseRealEntry,
    );
    expect(read.every((v) => v === null)).toBe(true);
  });
});
