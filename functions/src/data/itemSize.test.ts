import { describe, expect, it } from 'vitest';
import { checkItemSize, ItemTooLargeError, itemSize, MAX_ITEM_BYTES } from './itemSize.ts';

describe('itemSize', () => {
  it('counts attribute names and string values in UTF-8 bytes', () => {
    expect(itemSize({})).toBe(0);
    expect(itemSize({ pk: 'USER#1' })).toBe(2 + 6);
    expect(itemSize({ name: 'grün ✓' })).toBe(4 + 9);
    expect(itemSize({ ä: '' })).toBe(2);
  });

  it('counts numbers by significant digits, booleans and null as 1 byte', () => {
    expect(itemSize({ n: 0 })).toBe(1 + 2);
    expect(itemSize({ n: 7 })).toBe(1 + 2);
    expect(itemSize({ n: 1200 })).toBe(1 + 2);
    expect(itemSize({ n: 123456 })).toBe(1 + 4);
    expect(itemSize({ n: -0.125 })).toBe(1 + 3);
    expect(itemSize({ n: Number.MAX_SAFE_INTEGER })).toBe(1 + 9);
    expect(itemSize({ n: 1e300 })).toBe(1 + 2);
    expect(itemSize({ b: true, z: null })).toBe(2 + 2);
  });

  it('counts lists and maps with 3 bytes each and 1 byte per element, keys included', () => {
    expect(itemSize({ l: [] })).toBe(1 + 3);
    expect(itemSize({ l: ['ab', 'c'] })).toBe(1 + 3 + (1 + 2) + (1 + 1));
    expect(itemSize({ m: { key: 'v' } })).toBe(1 + 3 + (1 + 3 + 1));
    expect(itemSize({ m: { inner: [true] } })).toBe(1 + 3 + (1 + 5 + (3 + 1 + 1)));
  });

  it('leaves out undefined values, which the document client does not store', () => {
    expect(itemSize({ a: 'x', gone: undefined, m: { also: undefined } })).toBe(1 + 1 + 1 + 3);
  });

  it('measures any nesting without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(itemSize({ d: deep })).toBe(1 + 100_000 * 4 + 1);
  });

  it('is linear: a long list of maps is measured quickly', () => {
    const results = Array.from({ length: 50_000 }, (_, index) => ({ index, status: 'pass' }));
    const started = performance.now();
    expect(itemSize({ results })).toBeGreaterThan(50_000 * 20);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('checkItemSize', () => {
  const item = (bytes: number) => ({ d: 'x'.repeat(bytes - 1) });

  it('lets an item of exactly the limit through and refuses one byte more', () => {
    expect(() => checkItemSize(item(MAX_ITEM_BYTES))).not.toThrow();
    expect(() => checkItemSize(item(MAX_ITEM_BYTES + 1))).toThrow(ItemTooLargeError);
  });

  it('takes a smaller limit and reports the size', () => {
    try {
      checkItemSize(item(101), 100);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ItemTooLargeError);
      expect((error as ItemTooLargeError).size).toBe(101);
      expect((error as ItemTooLargeError).limit).toBe(100);
    }
  });
});
