import { describe, expect, it } from 'vitest';
import {
  discardLocalProgress,
  keepLocalProgress,
  keptKey,
  LOCAL_SOLVED_KEY,
  readKept,
  readLocalSolved,
  recordLocalSolve,
} from './localProgress.ts';

describe('local Learn progress', () => {
  it('records a signed-out solve once, with its first date', () => {
    recordLocalSolve('hand-signal', new Date('2026-11-27T10:00:00Z'));
    recordLocalSolve('hand-signal', new Date('2026-11-28T10:00:00Z'));
    recordLocalSolve('mold-clamp', new Date('2026-11-27T11:00:00Z'));
    expect(readLocalSolved()).toEqual({
      'hand-signal': '2026-11-27T10:00:00.000Z',
      'mold-clamp': '2026-11-27T11:00:00.000Z',
    });
  });

  it("Keep moves the signed-out record into the account's kept record and empties it", () => {
    localStorage.setItem(keptKey('ada'), JSON.stringify({ 'batch-counter': '2026-11-01T00:00:00.000Z' }));
    recordLocalSolve('hand-signal', new Date('2026-11-27T10:00:00Z'));
    keepLocalProgress('ada');
    expect(readLocalSolved()).toEqual({});
    expect(readKept('ada')).toEqual({
      'batch-counter': '2026-11-01T00:00:00.000Z',
      'hand-signal': '2026-11-27T10:00:00.000Z',
    });
    expect(readKept('bob')).toEqual({});
  });

  it('Discard forgets the signed-out record; a damaged record reads as empty', () => {
    recordLocalSolve('hand-signal');
    discardLocalProgress();
    expect(readLocalSolved()).toEqual({});
    localStorage.setItem(LOCAL_SOLVED_KEY, '{not json');
    expect(readLocalSolved()).toEqual({});
    localStorage.setItem(LOCAL_SOLVED_KEY, JSON.stringify({ a: 1, b: '2026-11-27T10:00:00.000Z' }));
    expect(readLocalSolved()).toEqual({ b: '2026-11-27T10:00:00.000Z' });
  });
});
