import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { b1Project } from '../ladder/testing.ts';
import { runEditingProperty } from './propertyRun.ts';

describe('editing model property', () => {
  beforeEach(() => {
    // Refusals are expected by the hundred; each is warned once.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('1 000 random sequences of 30 actions on random projects and B1 (every 10th) keep the document sound and undo to the start', () => {
    const started = performance.now();
    const counts = runEditingProperty({ sequences: 1000, steps: 30, seed: 13, b1: b1Project() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `editing property: ${counts.sequences} sequences (${counts.onB1} on B1), ${counts.actions} actions ` +
        `(${counts.performed} performed, ${counts.refused} refused), ${counts.undos} undos, ${counts.redos} redos, ` +
        `${counts.compiledClean} end documents compiled clean, ${seconds} s\n` +
        JSON.stringify(counts.byAction),
    );
    expect(counts.failures).toEqual([]);
    expect(counts.sequences).toBe(1000);
    expect(counts.onB1).toBe(100);
    expect(counts.actions).toBeGreaterThan(25_000);
    // Every action succeeds somewhere in the run, and every one that can refuse is refused somewhere.
    for (const [name, tally] of Object.entries(counts.byAction)) {
      expect(tally.performed, name).toBeGreaterThan(0);
      if (name !== 'addRung') expect(tally.refused, name).toBeGreaterThan(0);
    }
    // About 5 s in vitest with the text actions (each runs the neutral importer): over the default timeout.
  }, 60_000);
});
