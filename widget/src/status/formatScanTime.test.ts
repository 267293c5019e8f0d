import { describe, expect, it } from 'vitest';
import { formatScanTime } from './formatScanTime.ts';

describe('formatScanTime', () => {
  it('keeps hundredths for the usual sub-millisecond scans and fewer digits for slow ones', () => {
    expect(formatScanTime(0.0123)).toBe('0.01');
    expect(formatScanTime(2.5)).toBe('2.50');
    expect(formatScanTime(42.26)).toBe('42.3');
    expect(formatScanTime(153.6)).toBe('154');
  });

  it('shows 0.00 for anything that is not a time', () => {
    expect(formatScanTime(Number.NaN)).toBe('0.00');
    expect(formatScanTime(-1)).toBe('0.00');
  });
});
