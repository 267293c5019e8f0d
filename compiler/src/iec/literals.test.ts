import { describe, expect, it } from 'vitest';
import { isDint, parseIntegerLiteral, parseTimeLiteral } from './literals.ts';

describe('parseTimeLiteral', () => {
  it.each([
    ['T#50ms', 50],
    ['T#2s', 2000],
    ['T#3m', 180_000],
    ['T#1h', 3_600_000],
    ['T#1d', 86_400_000],
    ['T#1m30s', 90_000],
    ['t#1M30S500MS', 90_500],
    ['TIME#1h_30m', 5_400_000],
    ['LTIME#10ms', 10],
    ['T#0.5s', 500],
    ['T#-2s', -2000],
  ])('%s is %d ms', (text, ms) => {
    expect(parseTimeLiteral(text)).toBe(ms);
  });

  it.each(['T#', 'T#5', 'T#5x', 'T#s', 'X#5s', '5s', 'T#5s junk'])('rejects %s', (text) => {
    expect(parseTimeLiteral(text)).toBeNull();
  });
});

describe('parseIntegerLiteral', () => {
  it('reads decimal and based literals', () => {
    expect(parseIntegerLiteral('42')).toBe(42);
    expect(parseIntegerLiteral('1_000')).toBe(1000);
    expect(parseIntegerLiteral('16#FF')).toBe(255);
    expect(parseIntegerLiteral('8#17')).toBe(15);
    expect(parseIntegerLiteral('2#1010')).toBe(10);
  });

  it('rejects reals and bad digits', () => {
    expect(parseIntegerLiteral('1.5')).toBeNull();
    expect(parseIntegerLiteral('2#102')).toBeNull();
    expect(parseIntegerLiteral('10#5')).toBeNull();
    expect(parseIntegerLiteral('')).toBeNull();
  });

  it('knows the DINT range', () => {
    expect(isDint(2_147_483_647)).toBe(true);
    expect(isDint(-2_147_483_648)).toBe(true);
    expect(isDint(2_147_483_648)).toBe(false);
    expect(isDint(1.5)).toBe(false);
  });
});
