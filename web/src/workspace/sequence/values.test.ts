import { describe, expect, it } from 'vitest';
import { nextValue, readValue, valueText } from './values.ts';

describe('sequence values (spec 000 §5)', () => {
  it('reads numbers, and booleans as 1/0', () => {
    expect(readValue('250')).toEqual({ kind: 'set', value: 250 });
    expect(readValue(' 1.5 ')).toEqual({ kind: 'set', value: 1.5 });
    expect(readValue(7)).toEqual({ kind: 'set', value: 7 });
    expect(readValue(true)).toEqual({ kind: 'set', value: 1 });
    expect(readValue(false)).toEqual({ kind: 'set', value: 0 });
    expect(readValue('TRUE')).toEqual({ kind: 'set', value: 1 });
    expect(readValue('false')).toEqual({ kind: 'set', value: 0 });
  });

  it('clears on empty and ignores what is not a finite number', () => {
    expect(readValue('')).toEqual({ kind: 'clear' });
    expect(readValue('   ')).toEqual({ kind: 'clear' });
    expect(readValue(null)).toEqual({ kind: 'clear' });
    expect(readValue('abc')).toEqual({ kind: 'ignore' });
    expect(readValue('Infinity')).toEqual({ kind: 'ignore' });
    expect(readValue(Number.NaN)).toEqual({ kind: 'ignore' });
    expect(readValue(Number.POSITIVE_INFINITY)).toEqual({ kind: 'ignore' });
  });

  it('keeps the previous value for an ignored entry', () => {
    expect(nextValue(300, 'oops')).toBe(300);
    expect(nextValue(300, '')).toBeUndefined();
    expect(nextValue(300, '400')).toBe(400);
    expect(nextValue(undefined, true)).toBe(1);
  });

  it('shows none as empty text', () => {
    expect(valueText(undefined)).toBe('');
    expect(valueText(null)).toBe('');
    expect(valueText(0)).toBe('0');
    expect(valueText(1500)).toBe('1500');
  });
});
