import { describe, expect, it } from 'vitest';
import { expectApiError } from '../http/apiFailure.ts';
import {
  BAD_CURSOR,
  BAD_LIMIT,
  BAD_SORT,
  decodeCursor,
  encodeCursor,
  parseCommunityQuery,
  parseLimit,
  parseSort,
} from './communityQuery.ts';

const dateKey = {
  pk: 'COMMUNITY#ann',
  sk: 'ENTRY#p1',
  gsi1pk: 'COMMUNITY',
  gsi1sk: '2026-01-01T00:00:00.000Z#ann#p1',
};
const votesKey = { pk: 'COMMUNITY#ann', sk: 'ENTRY#p1', gsi2pk: 'COMMUNITY', gsi2sk: 4 };
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('parseSort', () => {
  it('defaults to shared-desc and accepts the three orders', () => {
    expect(parseSort(undefined)).toBe('shared-desc');
    expect(parseSort('')).toBe('shared-desc');
    expect(parseSort('shared-asc')).toBe('shared-asc');
    expect(parseSort('votes')).toBe('votes');
  });

  it('answers 400 for another order', () => {
    expect(expectApiError(() => parseSort('random')).message).toBe(BAD_SORT);
    expect(expectApiError(() => parseSort('VOTES')).status).toBe(400);
  });
});

describe('parseLimit', () => {
  it('defaults to 20 and accepts 1 to 100', () => {
    expect(parseLimit(undefined)).toBe(20);
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit('100')).toBe(100);
  });

  it.each(['0', '101', '-1', '7.5', 'ten', '1e2', ' 5', '0x10', '1000'])('answers 400 for %j', (value) => {
    expect(expectApiError(() => parseLimit(value)).message).toBe(BAD_LIMIT);
  });
});

describe('cursors', () => {
  it('round-trip a key of either index', () => {
    expect(decodeCursor(encodeCursor(dateKey) ?? '', 'shared-desc')).toEqual(dateKey);
    expect(decodeCursor(encodeCursor(votesKey) ?? '', 'votes')).toEqual(votesKey);
  });

  it('are null without a key, and no cursor means the first page', () => {
    expect(encodeCursor(null)).toBeNull();
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, 'votes')).toBeNull();
    expect(decodeCursor('', 'votes')).toBeNull();
  });

  it.each([
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['an array', cursorOf([1])],
    ['null', cursorOf(null)],
    ['a key of the other index', cursorOf(votesKey)],
    ['a missing attribute', cursorOf({ ...dateKey, gsi1sk: undefined })],
    ['an extra attribute', cursorOf({ ...dateKey, more: 'x' })],
    ['a number where a string belongs', cursorOf({ ...dateKey, sk: 5 })],
    ['an empty string', cursorOf({ ...dateKey, sk: '' })],
    ['another partition', cursorOf({ ...dateKey, gsi1pk: 'EXAMPLES' })],
    ['a key outside the community', cursorOf({ ...dateKey, pk: 'USER#x' })],
    ['far too long', 'a'.repeat(5000)],
  ])('answer 400 for %s', (_name, cursor) => {
    expect(expectApiError(() => decodeCursor(cursor, 'shared-desc')).message).toBe(BAD_CURSOR);
  });

  it.each([
    ['a count too large to be exact', 1e20],
    ['a fraction', 2.5],
    ['a negative count beyond safe integers', -(2 ** 60)],
  ])('a votes cursor with %s → 400', (_name, gsi2sk) => {
    expect(expectApiError(() => decodeCursor(cursorOf({ ...votesKey, gsi2sk }), 'votes')).message).toBe(
      BAD_CURSOR,
    );
  });

  it('a votes cursor must carry a number', () => {
    expect(expectApiError(() => decodeCursor(cursorOf({ ...votesKey, gsi2sk: '4' }), 'votes')).status).toBe(
      400,
    );
  });
});

describe('parseCommunityQuery', () => {
  it('reads sort, limit and cursor together', () => {
    expect(parseCommunityQuery(undefined)).toEqual({ sort: 'shared-desc', limit: 20, startKey: null });
    expect(parseCommunityQuery({ sort: 'votes', limit: '7', cursor: cursorOf(votesKey) })).toEqual({
      sort: 'votes',
      limit: 7,
      startKey: votesKey,
    });
  });
});
