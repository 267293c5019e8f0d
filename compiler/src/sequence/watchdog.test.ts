/**
 * The watchdog and the run budget through the sequence runner: runaway programs fault or run out of
 * budget with a clear message and never take long; correct programs never meet either.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { WATCHDOG_BUDGET, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadB1, loadB2, loadB3Ladder, loadB3St } from '../bench/runBench.ts';
import { compileProject } from '../compile.ts';
import type { Project, SequenceStep } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { runSequence, SEQUENCE_WORK_BUDGET } from './runSequence.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const step = (inputs: number[], outputs: number[], fastForward = 0): SequenceStep => ({
  description: '',
  inputs,
  outputs,
  sets: [],
  checks: [],
  fastForward,
});

/** DI0 → DO0, then the given Structured Text from line 2 on. */
function stProject(body: string): Project {
  return {
    ...b.project(
      b.tag('DI0', 'BOOL'),
      b.tag('DO0', 'BOOL'),
      b.tag('i', 'DINT'),
      b.tag('j', 'DINT'),
      b.tag('n', 'DINT'),
    ),
    programMode: 'ST',
    stSource: `DO0 := DI0;\n${body}`,
  };
}

function run(project: Project, steps: SequenceStep[], workBudget?: number) {
  const { program, diagnostics } = compileProject(project);
  if (!program) throw new Error(`does not compile: ${diagnostics[0]?.message}`);
  return runSequence(engine, project, program, { steps, keepGoing: true, workBudget });
}

describe('the watchdog in a sequence run', () => {
  it('faults nested loops at the line running when time ran out, and stops the run', () => {
    const nested = stProject(
      'FOR i := 1 TO 999 DO\n  FOR j := 1 TO 999 DO\n    n := n + i * j;\n  END_FOR;\nEND_FOR;',
    );
    const result = run(nested, [step([1], [1]), step([0], [0]), step([1], [1])]);
    expect(result.passed).toBe(false);
    expect(result.message).toBe('Some steps failed.');
    expect(result.steps.map((s) => s.status)).toEqual(['fail', 'pending', 'pending']);
    expect(result.steps[0]?.message).toMatch(
      /^Step 1: Watchdog timeout: .* \(line [345]\)\. The PLC stopped\.$/,
    );
    expect(result.traps).toHaveLength(1);
    expect(result.traps[0]).toMatch(/^Watchdog timeout/);
  });

  it('faults one loop whose long straight-line body runs past the budget', () => {
    // 150 statements of two instructions each: 3 000 000 instructions in 10 000 passes.
    const body = Array.from({ length: 150 }, (_, k) => `  n := n + i * ${k};`).join('\n');
    const result = run(stProject(`FOR i := 1 TO 10000 DO\n${body}\nEND_FOR;`), [step([1], [1])]);
    expect(result.steps[0]?.message).toMatch(
      /^Step 1: Watchdog timeout: .* \(line \d+\)\. The PLC stopped\.$/,
    );
  });

  it('lets the loop cap stop a runaway loop with a short body: a warning, not a fault', () => {
    const result = run(stProject('WHILE TRUE DO\n  n := n + 1;\nEND_WHILE;'), [
      step([1], [1]),
      step([0], [0]),
    ]);
    expect(result.passed).toBe(true);
    expect(result.traps).toEqual([]);
    expect(result.warnings).toEqual(['Line 2: loop stopped after 10000 iterations.']);
  });

  it('stops at the step that spends the run budget, with a message naming it', () => {
    const capped = stProject('WHILE TRUE DO\n  n := n + 1;\nEND_WHILE;');
    const result = run(capped, [step([1], [1]), step([1], [1], 3_600_000), step([0], [0])], 5_000_000);
    expect(result.passed).toBe(false);
    expect(result.steps.map((s) => s.status)).toEqual(['pass', 'fail', 'pending']);
    expect(result.steps[1]?.message).toBe(
      'Step 2 was stopped: the test run used up its budget of 5000000 instructions. ' +
        'Look for loops that run on every scan, or shorten the fast-forward times.',
    );
  });

  it('bounds a huge fast-forward on an empty program by the default budget', () => {
    const result = run(stProject(''), [step([1], [1], 1e12)]);
    expect(result.steps[0]?.message).toContain(`used up its budget of ${SEQUENCE_WORK_BUDGET} instructions`);
    expect(engine.workDone).toBeGreaterThanOrEqual(SEQUENCE_WORK_BUDGET);
  });
});

describe('correct programs never meet the watchdog', () => {
  it.each([
    ['B1 ladder mix', loadB1, 'I0'],
    ['B2 ST loop', loadB2, 'IN0'],
    ['B3 ladder data', loadB3Ladder, 'I0'],
    ['B3 ST data', loadB3St, 'IN0'],
  ])('%s runs 2 000 scans with its input toggling, far below the budget', async (_, load, input) => {
    const { program } = compileProject(await load());
    if (!program) throw new Error('does not compile');
    engine.load(program);
    engine.set(input, 1);
    expect(engine.prescan().ok).toBe(true);
    let most = 0;
    for (let scan = 0; scan < 2000; scan++) {
      if (scan % 10 === 0) engine.set(input, engine.get(input) ? 0 : 1);
      const before = engine.workDone;
      expect(engine.scan(100).ok).toBe(true);
      most = Math.max(most, engine.workDone - before);
    }
    expect(engine.fault).toBeNull();
    expect(most).toBeLessThan(WATCHDOG_BUDGET / 100);
  });
});
