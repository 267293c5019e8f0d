import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project, SequenceStep } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { runSequence, stepNumber } from './runSequence.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Start (DI0) / Stop (DI1, NC) seal-in driving DO0, plus a 2 s delay lamp on DO1. */
const motor = (): Project =>
  b.project(
    b.tag('DI0', 'BOOL', 0, 'PB1'),
    b.tag('DI1', 'BOOL', 1, 'PB2'),
    b.tag('DO0', 'BOOL', 0, 'M1'),
    b.tag('DO1', 'BOOL', 0, 'LAMP1'),
    b.timer('Delay', 2000),
    b.rung(b.branch([b.xic('DI0')], [b.xic('DO0')]), b.xic('DI1'), b.ote('DO0')),
    b.rung(b.xic('DO0'), b.ton('Delay')),
    b.rung(b.xic('Delay.DN'), b.ote('DO1')),
  );

const step = (inputs: number[], outputs: number[], extra: Partial<SequenceStep> = {}): SequenceStep => ({
  description: '',
  inputs,
  outputs,
  sets: [],
  checks: [],
  fastForward: 0,
  ...extra,
});

function run(project: Project, steps: SequenceStep[], options = {}) {
  const { program } = compileProject(project);
  if (!program) throw new Error('does not compile');
  return runSequence(engine, project, program, { steps, ...options });
}

describe('runSequence', () => {
  it('passes a start / seal-in / fast-forward / stop sequence', () => {
    const result = run(motor(), [
      step([0, 1], [0, 0]),
      step([1, 1], [1, 0], { description: 'press start' }),
      step([0, 1], [1, 0], { checks: [{ tagName: 'Delay', child: 'ACC', value: 400 }] }),
      step([0, 1], [1, 1], { fastForward: 2000 }),
      step([0, 0], [0, 0], { description: 'press stop' }),
    ]);
    expect(result.message).toBe('All steps passed.');
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => [s.status, s.scans])).toEqual([
      ['pass', 2],
      ['pass', 2],
      ['pass', 2],
      ['pass', 21],
      ['pass', 2],
    ]);
  });

  it('reports the first mismatch in the spec’s words and leaves later steps pending', () => {
    const result = run(motor(), [step([1, 1], [1, 0]), step([0, 1], [1, 1]), step([0, 0], [0, 0])]);
    expect(result.message).toBe('Some steps failed.');
    expect(result.steps[1]).toMatchObject({
      status: 'fail',
      tagName: 'DO1',
      expected: 1,
      actual: 0,
      message: 'Step 2 expected LAMP1 (DO1) to be 1 but got 0.',
    });
    expect(result.steps[2]?.status).toBe('pending');
  });

  it('names a tag without an alias by its name alone', () => {
    const project = motor();
    for (const tag of Object.values(project.tagMap)) tag.alias = '';
    const result = run(project, [step([1, 1], [0, 0])]);
    expect(result.steps[0]?.message).toBe('Step 1 expected DO0 to be 0 but got 1.');
  });

  it('names the alias of a check given by alias, and of a member through its parent', () => {
    const project = motor();
    const delay = Object.values(project.tagMap).find((t) => t.name === 'Delay');
    if (delay) delay.alias = 'WAIT';
    const result = run(project, [step([1, 1], [1, 0], { checks: [{ tagName: 'm1', value: 0 }] })]);
    expect(result.steps[0]?.message).toBe('Step 1 expected M1 (DO0) to be 0 but got 1.');
    const member = run(project, [step([1, 1], [1, 0], { checks: [{ tagName: 'Delay', child: 'TT' }] })]);
    expect(member.steps[0]?.message).toBe('Step 1 expected WAIT.TT (Delay.TT) to be 0 but got 1.');
  });

  it('takes a missing alias from `aliases` (the problem’s tags when grading)', () => {
    const project = motor();
    for (const tag of Object.values(project.tagMap)) tag.alias = '';
    const result = run(project, [step([1, 1], [0, 0])], { aliases: [{ name: 'do0', alias: 'MOTOR' }] });
    expect(result.steps[0]?.message).toBe('Step 1 expected MOTOR (DO0) to be 0 but got 1.');
  });

  it('says the plant time since the run began when a timed or held step fails', () => {
    const result = run(motor(), [
      step([1, 1], [1, 0]),
      step([0, 1], [1, 1], { fastForward: 1000 }),
      step([0, 1], [1, 0], { fastForward: 2000 }),
    ]);
    // 2 scans, then 11, then 21 scans of 100 ms: the checks look at 1.3 s and 3.4 s.
    expect(result.steps[1]?.message).toBe('Step 2 expected LAMP1 (DO1) to be 1 at 1.3 s but got 0.');
    const held = run(motor(), [step([1, 1], [1, 0]), step([0, 1], [1, 0], { fastForward: 2500 })]);
    expect(held.steps[1]?.message).toBe('Step 2 expected LAMP1 (DO1) to be 0 at 2.8 s but got 1.');
  });

  it('checks come before DO outputs, default to 0, and read names, aliases and members', () => {
    const result = run(motor(), [
      step([1, 1], [1, 0], {
        checks: [
          { tagName: 'M1', value: 1 },
          { tagName: 'Delay', child: 'TT' },
        ],
      }),
    ]);
    expect(result.steps[0]).toMatchObject({
      status: 'fail',
      message: 'Step 1 expected Delay.TT to be 0 but got 1.',
    });
  });

  it('applies sets after the inputs, before the scans', () => {
    const result = run(motor(), [
      step([1, 1], [1, 1], { sets: [{ tag: 'Delay', child: 'ACC', value: 1900 }] }),
    ]);
    expect(result.steps[0]?.status).toBe('pass');
  });

  it('keeps going after a failure when asked, with a snapshot of every value', () => {
    const result = run(motor(), [step([1, 1], [0, 0]), step([0, 0], [0, 0])], {
      keepGoing: true,
      snapshot: true,
    });
    expect(result.steps.map((s) => s.status)).toEqual(['fail', 'pass']);
    expect(result.steps[0]?.values).toMatchObject({ DO0: 1, 'Delay.ACC': 200, 'Delay.EN': 1 });
  });

  it('runs from the initial values with a pre-scan every time', () => {
    const steps = [step([1, 1], [1, 0])];
    expect(run(motor(), steps).passed).toBe(true);
    expect(run(motor(), steps).steps[0]?.scans).toBe(2);
    expect(engine.get('Delay.ACC')).toBe(200);
  });

  it('fails the precheck when step arrays do not match the DI/DO tags', () => {
    const result = run(motor(), [step([1], [0, 0])]);
    expect(result.message).toBe('Error during sequence precheck');
    expect(result.precheckErrors).toEqual(['Step 1 has 1 inputs but the project has 2 DI tags.']);
    expect(result.steps[0]?.status).toBe('pending');
  });

  it('fails the precheck when a required tag is missing or of the wrong data type', () => {
    const result = run(motor(), [], {
      requiredTags: [
        { name: 'DI0', data_type: 'BOOL' },
        { name: 'Delay', data_type: 'COUNTER' },
        { name: 'DO7', data_type: 'BOOL' },
      ],
    });
    expect(result.precheckErrors).toEqual([
      'Required tag "Delay" has data type TIMER: expected data type COUNTER.',
      'Required tag "DO7" is missing: expected data type BOOL.',
    ]);
  });

  it('fails the precheck on a check or set naming an unknown tag', () => {
    const result = run(motor(), [step([0, 1], [0, 0], { checks: [{ tagName: 'Nope', value: 1 }] })]);
    expect(result.precheckErrors).toEqual(['Step 1 refers to unknown tag "Nope".']);
  });
});

describe('stepNumber', () => {
  it('turns booleans into 1/0, ignores non-finite and empty values', () => {
    expect([true, false, '7', '', 'x', Infinity, NaN, 3].map(stepNumber)).toEqual([
      1,
      0,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
      3,
    ]);
  });
});

describe('runSequence: checks on REAL tags', () => {
  /** An ST project computing REAL R := 1/3 and S := 0.1 each scan. */
  const thirds = (): Project => ({
    ...b.project(b.tag('DI0', 'BOOL'), b.tag('DO0', 'BOOL')),
    programMode: 'ST',
    stSource: 'VAR R : REAL; S : REAL; END_VAR R := 1.0 / 3.0; S := 0.1;',
  });
  const check = (tagName: string, value: number, tolerance?: number) =>
    step([0], [0], { checks: [{ tagName, value, ...(tolerance === undefined ? {} : { tolerance }) }] });

  it('passes the single nearest to the expected value, or a value within the tolerance', () => {
    const result = run(thirds(), [check('S', 0.1), check('R', 0.333, 0.001), check('R', 1 / 3)]);
    expect(result.steps.map((r) => r.status)).toEqual(['pass', 'pass', 'pass']);
  });

  it('fails outside the tolerance, writing the values as REALs', () => {
    expect(run(thirds(), [check('R', 0.333, 0.0001)]).steps[0]?.message).toBe(
      'Step 1 expected R to be 0.333 ± 0.0001 but got 0.33333334.',
    );
    expect(run(thirds(), [check('S', 0.1), check('R', 0.33)]).steps[1]?.message).toBe(
      'Step 2 expected R to be 0.33 but got 0.33333334.',
    );
  });
});
