import { describe, expect, it } from 'vitest';
import { adjacentIds } from './adjacent.ts';

describe('adjacentIds', () => {
  const order = ['a', 'b', 'c'];

  it('gives the neighbours of a middle item', () => {
    expect(adjacentIds(order, 'b')).toEqual({ prev: 'a', next: 'c' });
  });

  it('gives null before the first and after the last', () => {
    expect(adjacentIds(order, 'a')).toEqual({ prev: null, next: 'b' });
    expect(adjacentIds(order, 'c')).toEqual({ prev: 'b', next: null });
  });

  it('gives null on both sides for a single item or an unlisted id', () => {
    expect(adjacentIds(['only'], 'only')).toEqual({ prev: null, next: null });
    expect(adjacentIds(order, 'zzz')).toEqual({ prev: null, next: null });
    expect(adjacentIds([], 'a')).toEqual({ prev: null, next: null });
  });
});
