/**
 * Runs a reference program through its sequence: a failing step is reported on its table row, and
 * the inputs the scene drives are filled in with what the scene reported after each step, so the
 * Sequence tab shows the learner what the run will show (the runner overwrites them every scan).
 */
import {
  compileProject,
  ioTags,
  runSequence,
  type Project,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { ContentError } from './diagnostics.ts';

export interface ReferenceRun {
  /** The program, with the sequence to run (its scene is the problem's). */
  project: Project;
  /** Tags the problem requires (a problem's starting tags), checked before running. */
  requiredTags?: readonly Pick<Tag, 'name' | 'data_type'>[];
  /** The table line of each step. */
  lines: readonly number[];
  /** What to call the program in a message: "solution.ld". */
  label: string;
}

/** Throws a ContentError on the row of the first step the program fails. */
export function checkReference(engine: Engine, run: ReferenceRun): SequenceStep[] {
  const { program } = compileProject(run.project);
  if (!program) throw new ContentError(1, `${run.label} does not compile`);
  const result = runSequence(engine, run.project, program, {
    ...(run.requiredTags ? { requiredTags: run.requiredTags } : {}),
    snapshot: true,
  });
  const headerLine = (run.lines[0] ?? 2) - 2;
  if (result.precheckErrors.length > 0)
    throw new ContentError(headerLine, `${run.label}: ${result.precheckErrors.join('; ')}`);
  const failed = result.steps.find((step) => step.status !== 'pass');
  if (failed) {
    const trap = result.traps.length > 0 ? ` (${result.traps.join('; ')})` : '';
    throw new ContentError(
      run.lines[failed.index] ?? headerLine,
      `step ${failed.index + 1}: the reference ${run.label} fails it: ${failed.message ?? failed.status}${trap}`,
    );
  }
  const inputs = ioTags(run.project, 'DI');
  return run.project.sequence.map((step, i) => ({
    ...step,
    inputs: step.inputs.map((value, k) => {
      const name = inputs[k]?.name;
      const after = name === undefined ? undefined : result.steps[i]?.values?.[name];
      return after ?? value;
    }),
  }));
}

/** `steps` with the scene-driven inputs (indexes `sensors`) taken from `filled`. */
export function withSensors(
  steps: readonly SequenceStep[],
  filled: readonly SequenceStep[],
  sensors: readonly number[],
): SequenceStep[] {
  return steps.map((step, i) => ({
    ...step,
    inputs: step.inputs.map((value, k) => (sensors.includes(k) ? (filled[i]?.inputs[k] ?? value) : value)),
  }));
}
