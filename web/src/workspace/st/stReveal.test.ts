import { describe, expect, it } from 'vitest';
import { onStReveal, revealStPlace } from './stReveal.ts';

describe('revealStPlace', () => {
  it('keeps a place asked for before the editor mounts and delivers it once', () => {
    revealStPlace({ line: 3, col: 5 });
    const seen: unknown[] = [];
    const stop = onStReveal((place) => seen.push(place));
    expect(seen).toEqual([{ line: 3, col: 5 }]);
    revealStPlace({ line: 7, col: 1 });
    expect(seen).toEqual([
      { line: 3, col: 5 },
      { line: 7, col: 1 },
    ]);
    stop();
    const later: unknown[] = [];
    onStReveal((place) => later.push(place))();
    expect(later).toEqual([]);
  });
});
