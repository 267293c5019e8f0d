import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project, SequenceCheck, SequenceStep } from '../model/project.ts';
import { parseProjectDocument } from '../model/schema.ts';
import * as b from '../reference/builders.ts';
import { analogRawChannels } from './analogSteps.ts';
import { runSequence } from './runSequence.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/**
 * A process value that follows the analog input AI0 (0–200 °C), except that from the 21st scan to the
 * 25th (plant time 2.1 s to 2.5 s) a disturbance adds 10 to it; AO0 is half of AI0. With `raw`, the
 * project also has AI0_Raw.
 */
function loop(raw = true): Project {
  const project = b.project(
    b.tag('AI0', 'REAL', 0, 'TEMP'),
    ...(raw ? [b.tag('AI0_Raw', 'DINT')] : []),
    b.tag('AO0', 'REAL'),
    b.tag('PV', 'REAL'),
    b.tag('Scans', 'DINT'),
    b.rung(b.add('Scans', 1, 'Scans')),
    b.rung(b.mov('AI0', 'PV')),
    b.rung(b.mul('AI0', 0.5, 'AO0')),
    b.rung(b.grt('Scans', 20), b.les('Scans', 26), b.add('PV', 10, 'PV')),
  );
  const ai0 = Object.values(project.tagMap).find((t) => t.name === 'AI0');
  if (ai0) ai0.range = { min: 0, max: 200, unit: '°C' };
  return project;
}

const step = (extra: Partial<SequenceStep> = {}): SequenceStep => ({
  description: '',
  inputs: [],
  outputs: [],
  sets: [],
  checks: [],
  fastForward: 0,
  ...extra,
});

const set50 = step({ sets: [{ tag: 'AI0', value: 50 }] });
const pv = (value: number, tolerance: number, hold = false): SequenceCheck => ({
  tagName: 'PV',
  value,
  tolerance,
  ...(hold ? { hold: true } : {}),
});

function run(project: Project, steps: SequenceStep[]) {
  const { program } = compileProject(project);
  if (!program) throw new Error('does not compile');
  return runSequence(engine, project, program, { steps, snapshot: true });
}

describe('analog sequence steps (issue 26)', () => {
  it('sets an analog input in engineering units and its raw counts when the project has AI0_Raw', () => {
    const result = run(loop(), [
      step({
        sets: [{ tag: 'TEMP', value: 50 }],
        checks: [
          { tagName: 'AI0', value: 50 },
          { tagName: 'AO0', value: 25, tolerance: 0.01 },
          { tagName: 'AI0_Raw', value: 8192 },
        ],
      }),
    ]);
    expect(result.message).toBe('All steps passed.');
    // round(50 / 200 × 32767) = round(8191.75)
    expect(result.steps[0]?.values?.AI0_Raw).toBe(8192);
    expect(analogRawChannels(loop(false)).size).toBe(0);
    const without = run(loop(false), [step({ sets: [{ tag: 'AI0', value: 50 }] })]);
    expect(without.message).toBe('All steps passed.');
    expect(without.steps[0]?.values?.AI0).toBe(50);
  });

  it('passes a check within its tolerance and names expected, tolerance and actual when outside', () => {
    expect(run(loop(), [step({ ...set50, checks: [pv(50.4, 0.5)] })]).passed).toBe(true);
    const failed = run(loop(), [step({ ...set50, checks: [pv(52, 1)] })]);
    expect(failed.steps[0]).toMatchObject({
      status: 'fail',
      tagName: 'PV',
      expected: 52,
      actual: 50,
      message: 'Step 1 expected PV to be 52.0 ± 1.0 but got 50.0.',
    });
  });

  it('passes a hold whose value stays inside its band for the whole fast-forward', () => {
    const result = run(loop(), [set50, step({ fastForward: 1500, checks: [pv(50, 0.5, true)] })]);
    expect(result.message).toBe('All steps passed.');
    expect(result.steps.map((s) => s.scans)).toEqual([2, 16]);
  });

  it('fails a hold broken in the middle of the fast-forward even though the value is back by its end', () => {
    const atEnd = run(loop(), [set50, step({ fastForward: 5000, checks: [pv(50, 0.5)] })]);
    expect(atEnd.message).toBe('All steps passed.');
    const held = run(loop(), [set50, step({ fastForward: 5000, checks: [pv(50, 0.5, true)] })]);
    expect(held.message).toBe('Some steps failed.');
    expect(held.steps[1]).toMatchObject({
      status: 'fail',
      tagName: 'PV',
      expected: 50,
      actual: 60,
      scans: 51,
      message: 'Step 2 expected PV to stay within 50.0 ± 0.5 but got 60.0 at 2.1 s.',
    });
    // The step still ran all its scans: the PLC is where a run without the hold leaves it.
    expect(held.steps[1]?.values?.Scans).toBe(atEnd.steps[1]?.values?.Scans);
  });

  it('holds a BOOL or DINT exactly, naming the alias and the time', () => {
    const result = run(loop(), [
      set50,
      step({ fastForward: 3000, checks: [{ tagName: 'Scans', value: 2, hold: true }] }),
    ]);
    expect(result.steps[1]?.message).toBe('Step 2 expected Scans to stay at 2 but got 3 at 0.3 s.');
    const temp = run(loop(), [
      step({ fastForward: 1000, sets: [{ tag: 'AI0', value: 7 }] }),
      step({ checks: [{ tagName: 'TEMP', value: 6, tolerance: 0.5, hold: true }] }),
    ]);
    expect(temp.steps[1]?.message).toBe(
      'Step 2 expected TEMP (AI0) to stay within 6.0 ± 0.5 but got 7.0 at 1.2 s.',
    );
  });

  it('round-trips a hold check and an analog set through the project schema', () => {
    const project = loop();
    project.sequence = [set50, step({ fastForward: 2000, checks: [pv(50, 0.5, true), pv(50, 0.5)] })];
    const parsed = parseProjectDocument(JSON.parse(JSON.stringify(project)));
    expect(parsed.errors).toEqual([]);
    expect(parsed.project?.sequence).toEqual(project.sequence);
    const wrong = JSON.parse(JSON.stringify(project)) as { sequence: { checks: { hold: unknown }[] }[] };
    const check = wrong.sequence[1]?.checks[0];
    if (check) check.hold = 'yes';
    expect(parseProjectDocument(wrong).errors).toEqual([
      'sequence[1].checks[0].hold: must be a boolean or null',
    ]);
  });
});
