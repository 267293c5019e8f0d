import { describe, expect, it, vi } from 'vitest';
import type { GradedSolution } from '../../api/solutions.ts';
import { INITIAL_SEQUENCE_STATE, SequenceStore, solvedOf } from './sequenceStore.ts';

const verdict = (solved: boolean): GradedSolution => ({
  problem_id: 'machine-running-light',
  solved,
  results: [
    { index: 0, status: 'pass' },
    solved
      ? { index: 1, status: 'pass' }
      : {
          index: 1,
          status: 'fail',
          tagName: 'DO2',
          expected: 1,
          actual: 0,
          message: 'Step 2 expected DO2 to be 1 but got 0.',
        },
  ],
  message: solved ? 'All steps passed.' : 'Some steps failed.',
  precheckErrors: [],
  updatedAt: '2026-11-23T19:00:00.000Z',
});

describe('the solved state store', () => {
  it('starts unknown with nothing shown', () => {
    expect(new SequenceStore().getSnapshot()).toEqual(INITIAL_SEQUENCE_STATE);
    expect(solvedOf(null)).toBe('unknown');
    expect(solvedOf(true)).toBe('true');
    expect(solvedOf(false)).toBe('false');
  });

  it("takes the server's verdict: indicator, outcome and latest submission", () => {
    const store = new SequenceStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ busy: true });
    store.graded(verdict(false));
    const state = store.getSnapshot();
    expect(state.solved).toBe('false');
    expect(state.busy).toBe(false);
    expect(state.outcome).toMatchObject({ passed: false, message: 'Some steps failed.', origin: 'server' });
    expect(state.outcome?.steps[1]?.tagName).toBe('DO2');
    expect(state.submission?.updatedAt).toBe('2026-11-23T19:00:00.000Z');
    store.graded(verdict(true));
    expect(store.getSnapshot().solved).toBe('true');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('Clear resets the outcome and the indicator but keeps the submission listed', () => {
    const store = new SequenceStore();
    store.graded(verdict(true));
    store.clear();
    const state = store.getSnapshot();
    expect(state.solved).toBe('unknown');
    expect(state.outcome).toBeNull();
    expect(state.submission?.solved).toBe(true);
  });

  it('does not notify for an update that changes nothing', () => {
    const store = new SequenceStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ busy: false });
    expect(listener).not.toHaveBeenCalled();
  });
});
