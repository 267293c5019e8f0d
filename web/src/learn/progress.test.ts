import type { LearnUnit } from '@plcsim/content/learn';
import { describe, expect, it } from 'vitest';
import { learnProgress, progressText, unitProgress } from './progress.ts';

const unit = (ids: string[]): LearnUnit => ({
  unit: 3,
  slug: 'timers',
  title: 'Timers',
  summary: '',
  blocks: [],
  examples: [],
  problems: ids.map((id, i) => ({ id, number: i + 1, name: id, difficulty: 'easy' })),
});

describe('learnProgress', () => {
  it("signed out: this device's record is the progress, and nothing is offered", () => {
    const progress = learnProgress({
      username: null,
      accountSolved: [],
      localSolved: ['a', 'b'],
      kept: ['c'],
    });
    expect([...progress.solved]).toEqual([
      ['a', 'device'],
      ['b', 'device'],
    ]);
    expect(progress.offer).toEqual([]);
  });

  it("signed in: the account's graded solutions plus what it kept; the signed-out record is offered, minus what the account has", () => {
    const progress = learnProgress({
      username: 'ada',
      accountSolved: ['a', 'k'],
      localSolved: ['a', 'b'],
      kept: ['k', 'c'],
    });
    expect(Object.fromEntries(progress.solved)).toEqual({ a: 'account', k: 'account', c: 'device' });
    expect(progress.offer).toEqual(['b']);
  });
});

describe('unit progress', () => {
  it('counts the solved problems of the unit only', () => {
    const solved = new Map([
      ['a', 'account' as const],
      ['z', 'device' as const],
    ]);
    expect(unitProgress(unit(['a', 'b', 'c']), solved)).toEqual({ solved: 1, total: 3 });
    expect(progressText({ solved: 1, total: 3 })).toBe('1 of 3 problems solved');
    expect(progressText({ solved: 1, total: 1 })).toBe('1 of 1 problem solved');
    expect(progressText(unitProgress(unit([]), solved))).toBe('No problems yet');
  });
});
