/**
 * A slice of the Structured Text compiler fuzzer (fuzzCompiler.ts) for `npm test`: ~2 000 inputs must
 * all come back without throwing, in time, with well-placed diagnostics, and run in the engine when
 * they compile. The full run is `npm run fuzz`.
 */
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzInput, mutate, positionProblems } from './fuzzCompiler.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';

const INPUTS = 2000;

describe('Structured Text compiler fuzzing', () => {
  it(`survives ${INPUTS} random, token-soup and mutated inputs`, { timeout: 120_000 }, async () => {
    // 400 ms rather than the CLI's 200: Vitest runs test files in parallel, which slows single inputs down.
    const summary = await fuzz(INPUTS, 20_240_611, { timeLimitMs: 400 });
    const report = summary.failures
      .slice(0, 5)
      .map((f) => `#${f.iteration} (${f.kind}): ${f.problem}\n---\n${f.source.slice(0, 2000)}\n---`)
      .join('\n');
    expect(report).toBe('');
    expect(summary.iterations).toBe(INPUTS);
    // every kind is exercised, and mutations still reach the code generator and the engine
    expect(Object.values(summary.byKind).every((n) => n > 0)).toBe(true);
    expect(summary.compiled).toBeGreaterThan(INPUTS / 20);
  });

  it('rebuilds the same input from the same seed and iteration', () => {
    expect(fuzzInput(7, 123)).toEqual(fuzzInput(7, 123));
    expect(fuzzInput(7, 123).source).not.toBe(fuzzInput(7, 124).source);
    expect(mutate('A := 1;', new Dice(mulberry32(1)))).toBe(mutate('A := 1;', new Dice(mulberry32(1))));
  });

  it('checks diagnostic positions against the source', () => {
    const source = 'ab\ncde';
    expect(positionProblems([{ source: 'st', message: 'm', line: 2, col: 4 }], source, 'x')).toEqual([]);
    expect(positionProblems([{ source: 'st', message: 'm', line: 2, col: 5 }], source, 'x')).toHaveLength(1);
    expect(positionProblems([{ source: 'st', message: 'm', line: 3, col: 1 }], source, 'x')).toHaveLength(1);
    expect(positionProblems([{ source: 'st', message: 'm' }], source, 'x')).toHaveLength(1);
  });
});
