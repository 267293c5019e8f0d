/**
 * Runs a test sequence in the browser with the same `runSequence` the server grades with, on an Engine
 * of its own (the live simulator is not disturbed).
 */
import {
  analogRawChannels,
  applyStepInputs,
  compileProject,
  gradingRequiredTags,
  ioTags,
  runSequence,
  stepScanCount,
  type Diagnostic,
  type Project,
  type SequenceStep,
} from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import type { SimulatorController } from '@plcsim/widget';
import type { SequenceOutcome } from './sequenceStore.ts';

let engine: Promise<Engine> | null = null;

/** The sequence runner's own VM, loaded once (the engine's chunk is shared with the simulator). */
export function sequenceEngine(): Promise<Engine> {
  engine ??= import('@plcsim/engine-wasm/browser').then(({ loadEngine }) => loadEngine());
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

const isError = (d: Diagnostic) => d.severity !== 'warning';

/** True when the program compiles without errors (Submit's validation). */
export function programCompiles(project: Project): boolean {
  const { program, diagnostics } = compileProject(project);
  return program !== null && program !== undefined && !diagnostics.some(isError);
}

export interface LocalRunOptions {
  /** A problem: its document (required tags and the sequence the server grades with). */
  problem?: Project;
}

/**
 * Compiles `project` and runs its sequence (a problem's own sequence and required tags with
 * `problem`); null when the program does not compile.
 */
export async function runLocally(
  project: Project,
  options: LocalRunOptions = {},
  load: () => Promise<Engine> = sequenceEngine,
): Promise<SequenceOutcome | null> {
  const { program, diagnostics } = compileProject(project);
  if (!program || diagnostics.some(isError)) return null;
  const problem = options.problem;
  const result = runSequence(await load(), project, program, {
    ...(problem
      ? {
          requiredTags: gradingRequiredTags(problem),
          steps: problem.sequence,
          aliases: Object.values(problem.tagMap),
        }
      : {}),
  });
  return {
    passed: result.passed && result.steps.length > 0,
    message: result.message,
    steps: result.steps.map(({ index, status, tagName, expected, actual, message }) => ({
      index,
      status,
      ...(tagName === undefined ? {} : { tagName }),
      ...(expected === undefined ? {} : { expected }),
      ...(actual === undefined ? {} : { actual }),
      ...(message === undefined ? {} : { message }),
    })),
    precheckErrors: [
      ...result.precheckErrors,
      ...result.traps.filter((t) => !result.precheckErrors.includes(t)),
    ],
    origin: 'local',
  };
}

/** The tags "Show me" trends: the failing check's tag, then the inputs. */
export function trendTagsFor(project: Project, failedTag: string | undefined): string[] {
  const names = [...(failedTag ? [failedTag] : []), ...ioTags(project, 'DI').map((t) => t.name)];
  return names.filter((name, i) => names.findIndex((n) => n.toUpperCase() === name.toUpperCase()) === i);
}

/**
 * "Show me": replays the run on the live simulator up to and including step `failed` (load, RUN held at
 * scan 0, then each step's inputs, sets and scans exactly as `runSequence` makes them), trending
 * `trend`, and leaves it paused there. False when the program cannot run. Waits for the compiler the
 * program's language needs when the workspace has not loaded it yet (Structured Text loads on demand).
 */
export async function replayOnSimulator(
  controller: SimulatorController,
  project: Project,
  steps: readonly SequenceStep[],
  failed: number,
  trend: readonly string[],
): Promise<boolean> {
  controller.stop();
  controller.load(project);
  await controller.whenLoaded();
  controller.setTrended(trend);
  if (!controller.step(0)) return false;
  const inputs = ioTags(project, 'DI');
  const raws = analogRawChannels(project);
  for (const step of steps.slice(0, failed + 1)) {
    applyStepInputs(controller.engine, inputs, step, raws);
    if (!controller.step(stepScanCount(step))) return false;
    if (controller.getSnapshot().mode !== 'RUN') return false;
  }
  return true;
}
