import { isMajorFault, Trap, type Engine, type EngineStatus, type Program } from '@plcsim/engine-wasm';
import type { Project, SequenceCheck, SequenceStep, Tag, TagType } from '../model/project.ts';
import { analogRawChannels, rawWrite, type RawChannel } from './analogSteps.ts';
import {
  ALL_STEPS_PASSED,
  PRECHECK_ERROR,
  requiredTagMissing,
  requiredTagWrongType,
  SOME_STEPS_FAILED,
  stepArrayMismatch,
  stepFault,
  stepHoldBroken,
  stepMismatch,
  stepOverBudget,
  tagLabel,
  unknownSequenceTag,
} from './messages.ts';

/**
 * Whether a checked value passes: exactly for BOOL and DINT; for a REAL, the single nearest to the expected
 * value, or within `tolerance` of it.
 */
function matches(actual: number | undefined, expected: number, real: boolean, tolerance: number): boolean {
  if (actual === undefined) return false;
  if (!real) return actual === expected;
  return actual === Math.fround(expected) || (tolerance > 0 && Math.abs(actual - expected) <= tolerance);
}

/** Plant time of one sequence scan (spec 000 §9). */
export const SEQUENCE_SCAN_MS = 100;

/**
 * Work a whole sequence run may do, in the engine's run-budget units (one per instruction, plus
 * SCAN_WORK per scan): about half a second on a 2-core machine, hundreds of times what the problems
 * need (docs/decisions.md "Watchdog"). Past it the run stops and the verdict is not solved.
 */
export const SEQUENCE_WORK_BUDGET = 500_000_000;

/** A tag a problem requires (its required tag map: name and data type). */
export interface RequiredTag {
  name: string;
  data_type: TagType;
}

/** What a check or an expected output compares: a tag (or member), its verdict label, the value. */
interface Expectation {
  name: string;
  label: () => string;
  expected: number;
  tolerance?: number;
}

/** A value read for an `Expectation`, and whether its tag is a REAL. */
interface Reading {
  actual: number | undefined;
  real: boolean;
}

/** The outcome of one step. */
export interface StepResult {
  /** 0-based step index. */
  index: number;
  status: 'pass' | 'fail' | 'pending';
  /** On failure: the tag (or 'tag.child') that mismatched, what was expected and what was read. */
  tagName?: string;
  expected?: number;
  actual?: number;
  message?: string;
  /** With `snapshot`: every tag and member value after the step. */
  values?: Record<string, number>;
  /** Scans the step ran. */
  scans: number;
}

/** The outcome of a sequence run. */
export interface SequenceResult {
  /** True when every step passed. */
  passed: boolean;
  /** 'All steps passed.', 'Some steps failed.' or 'Error during sequence precheck'. */
  message: string;
  /** Why the precheck failed (empty when it passed). */
  precheckErrors: string[];
  steps: StepResult[];
  /**
   * Trap messages the VM reported: a watchdog fault or the spent work budget, which stop the run at
   * the step they happened in (its message says so), or a load failure.
   */
  traps: string[];
  /** The run's output-log warnings, e.g. 'Line 4: loop stopped after 10000 iterations.' */
  warnings: string[];
}

export interface RunSequenceOptions {
  /** Tags the problem requires, checked before running. */
  requiredTags?: readonly RequiredTag[];
  /** Run every step even after one fails (the CLI's --keep-going); the site stops at the first. */
  keepGoing?: boolean;
  /** Record every value after each step. */
  snapshot?: boolean;
  /** Steps to run instead of `project.sequence`. */
  steps?: readonly SequenceStep[];
  /** The run's total work budget (default SEQUENCE_WORK_BUDGET). */
  workBudget?: number;
  /**
   * Aliases for tags the project leaves without one, by tag name (a problem's tagMap when grading), so
   * a verdict reads 'RED (DO0)' even when the submission dropped the alias.
   */
  aliases?: readonly Pick<Tag, 'name' | 'alias'>[];
}

/** DI or DO tags in number order (DI0, DI1, … DI10). */
export function ioTags(project: Project, prefix: 'DI' | 'DO'): Tag[] {
  const pattern = new RegExp(`^${prefix}(\\d+)$`, 'i');
  return Object.values(project.tagMap)
    .map((tag) => ({ tag, n: pattern.exec(tag.name)?.[1] }))
    .filter((x): x is { tag: Tag; n: string } => x.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((x) => x.tag);
}

/** A number from a step field: booleans 1/0, numeric strings parsed, non-finite or empty → undefined. */
export function stepNumber(value: unknown): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function memberName(tag: string, child: string | null | undefined): string {
  return child ? `${tag}.${child}` : tag;
}

/**
 * A step's writes, as the sequence run makes them before scanning: each DI tag (in number order, see
 * `ioTags`) gets its 0/1 input (0 when absent), then the sets are written (non-numeric values skipped);
 * a set of an analog input with a raw form (`raws`, `analogRawChannels(project)`) also writes its
 * `AI{n}_Raw` counts. `inputs` are the project's DI tags (`ioTags(project, 'DI')`). Exported so a
 * replay (the site's "Show me") drives a live simulator exactly as `runSequence` does.
 */
export function applyStepInputs(
  engine: Pick<Engine, 'set'>,
  inputs: readonly Pick<Tag, 'name'>[],
  step: SequenceStep,
  raws: ReadonlyMap<string, RawChannel> = new Map(),
): void {
  inputs.forEach((tag, i) => engine.set(tag.name, stepNumber(step.inputs?.[i]) ?? 0));
  for (const set of step.sets ?? []) {
    const value = stepNumber(set.value);
    if (value === undefined) continue;
    engine.set(memberName(set.tag, set.child), value);
    const raw = rawWrite(raws, set.tag, set.child, value);
    if (raw) engine.set(raw.name, raw.value);
  }
}

/** Scans of 100 ms a step runs: ceil(fastForward / 100) (or 1 without a fast-forward), plus one more. */
export function stepScanCount(step: SequenceStep): number {
  const fastForward = stepNumber(step.fastForward) ?? 0;
  return (fastForward > 0 ? Math.ceil(fastForward / SEQUENCE_SCAN_MS) : 1) + 1;
}

/**
 * How a verdict names a checked tag: 'RED (DO0)', 'DELAY.DN (T1.DN)' with an alias (the project's, else
 * `aliases`), else the name the check used. `name` may be a tag's name or its alias.
 */
function verdictLabel(
  project: Project,
  aliases: readonly Pick<Tag, 'name' | 'alias'>[],
  name: string,
  child: string | null | undefined,
): string {
  const key = name.toUpperCase();
  const tags = Object.values(project.tagMap);
  const tag =
    tags.find((t) => t.name.toUpperCase() === key) ?? tags.find((t) => t.alias.toUpperCase() === key);
  if (!tag) return memberName(name, child);
  const alias =
    tag.alias || aliases.find((a) => a.name.toUpperCase() === tag.name.toUpperCase())?.alias || '';
  return tagLabel(memberName(tag.name, child), alias ? memberName(alias, child) : '');
}

function precheck(
  project: Project,
  steps: readonly SequenceStep[],
  engine: Engine,
  options: RunSequenceOptions,
): string[] {
  const errors: string[] = [];
  const byName = new Map(Object.values(project.tagMap).map((t) => [t.name.toUpperCase(), t]));
  for (const required of options.requiredTags ?? []) {
    const tag = byName.get(required.name.toUpperCase());
    if (!tag) errors.push(requiredTagMissing(required.name, required.data_type));
    else if (tag.data_type !== required.data_type)
      errors.push(requiredTagWrongType(required.name, required.data_type, tag.data_type));
  }
  const inputs = ioTags(project, 'DI').length;
  const outputs = ioTags(project, 'DO').length;
  steps.forEach((step, i) => {
    if ((step.inputs ?? []).length !== inputs)
      errors.push(stepArrayMismatch(i + 1, 'inputs', (step.inputs ?? []).length, inputs));
    if ((step.outputs ?? []).length !== outputs)
      errors.push(stepArrayMismatch(i + 1, 'outputs', (step.outputs ?? []).length, outputs));
    for (const set of step.sets ?? []) {
      if (engine.symbol(memberName(set.tag, set.child)) === undefined)
        errors.push(unknownSequenceTag(i + 1, memberName(set.tag, set.child)));
    }
    for (const check of step.checks ?? []) {
      if (engine.symbol(memberName(check.tagName, check.child)) === undefined)
        errors.push(unknownSequenceTag(i + 1, memberName(check.tagName, check.child)));
    }
  });
  return errors;
}

/**
 * Runs a project's test sequence on a compiled program (spec 000 §4 "Sequence run", SEMANTICS.md
 * "Sequence step"): load fresh, pre-scan, then per step apply the DI inputs and the sets, scan once
 * (or ceil(fastForward / 100) times), scan once more, and compare the checks and the DO outputs.
 * The first mismatch fails the step; the run stops there unless `keepGoing`. A watchdog fault or a
 * spent work budget (`workBudget`) fails the step it happens in and always stops the run.
 */
export function runSequence(
  engine: Engine,
  project: Project,
  program: Program,
  options: RunSequenceOptions = {},
): SequenceResult {
  const steps = options.steps ?? project.sequence ?? [];
  const traps: string[] = [];
  const note = (status: EngineStatus) => {
    if (!status.ok && status.message && !traps.includes(status.message)) traps.push(status.message);
    return status;
  };
  const pending = (index: number): StepResult => ({ index, status: 'pending', scans: 0 });

  const precheckFailure = (errors: string[]): SequenceResult => ({
    passed: false,
    message: PRECHECK_ERROR,
    precheckErrors: errors,
    steps: steps.map((_, i) => pending(i)),
    traps,
    warnings: [],
  });
  if (!note(engine.load(program)).ok) return precheckFailure(traps);
  const precheckErrors = precheck(project, steps, engine, options);
  if (precheckErrors.length > 0) return precheckFailure(precheckErrors);

  const workBudget = options.workBudget ?? SEQUENCE_WORK_BUDGET;
  engine.setRunBudget(workBudget);
  note(engine.prescan());
  const inputs = ioTags(project, 'DI');
  const outputs = ioTags(project, 'DO');
  const raws = analogRawChannels(project);
  const results: StepResult[] = [];
  let failed = false;
  /** Plant time since the run began, as the replay's trend shows it (100 ms a scan). */
  let plantMs = 0;
  /** A fault or the spent budget: like a major fault, it stops the run whatever `keepGoing` says. */
  let stopped = false;
  const expectation = (c: SequenceCheck): Expectation => ({
    name: memberName(c.tagName, c.child),
    label: () => verdictLabel(project, options.aliases ?? [], c.tagName, c.child),
    expected: stepNumber(c.value) ?? 0,
    tolerance: Math.max(0, stepNumber(c.tolerance) ?? 0),
  });
  const read = (e: Expectation): Expectation & Reading => ({
    ...e,
    actual: engine.get(e.name),
    real: engine.symbol(e.name)?.type === 'REAL',
  });
  const passes = (e: Expectation & Reading) => matches(e.actual, e.expected, e.real, e.tolerance ?? 0);

  for (const [index, step] of steps.entries()) {
    if (stopped || (failed && !options.keepGoing)) {
      results.push(pending(index));
      continue;
    }
    applyStepInputs(engine, inputs, step, raws);
    const scans = stepScanCount(step);
    const holds = (step.checks ?? []).filter((c) => c.hold === true).map(expectation);
    // Without hold checks the scans run in one batch as ever; with them, one at a time (the same
    // scans) so each hold is compared after every scan: the first one outside its band breaks it.
    let ran: EngineStatus;
    let broken: (Expectation & Reading & { atMs: number }) | undefined;
    if (holds.length === 0) ran = note(engine.runScans(scans, SEQUENCE_SCAN_MS));
    else {
      ran = { ok: true, trap: Trap.NONE, message: null };
      for (let scan = 1; scan <= scans; scan++) {
        ran = note(engine.runScans(1, SEQUENCE_SCAN_MS));
        if (isMajorFault(ran.trap) || ran.trap === Trap.RUN_BUDGET) break;
        const outside = broken ? undefined : holds.map(read).find((e) => !passes(e));
        if (outside) broken = { ...outside, atMs: plantMs + scan * SEQUENCE_SCAN_MS };
      }
    }
    plantMs += scans * SEQUENCE_SCAN_MS;
    if (isMajorFault(ran.trap) || ran.trap === Trap.RUN_BUDGET) {
      const message =
        ran.trap !== Trap.RUN_BUDGET
          ? stepFault(index + 1, ran.message ?? '')
          : stepOverBudget(index + 1, workBudget);
      results.push({ index, status: 'fail', message, scans });
      failed = stopped = true;
      continue;
    }

    const expectations: Expectation[] = [
      ...(step.checks ?? []).map(expectation),
      ...outputs.map((tag, i) => ({
        name: tag.name,
        label: () => verdictLabel(project, options.aliases ?? [], tag.name, null),
        expected: stepNumber(step.outputs[i]) ?? 0,
      })),
    ];
    // A hold or a timed check (a fast-forward) says when it looked.
    const atMs = (stepNumber(step.fastForward) ?? 0) > 0 ? plantMs : undefined;
    const mismatch = broken ? undefined : expectations.map(read).find((e) => !passes(e));
    const result: StepResult = broken
      ? {
          index,
          status: 'fail',
          tagName: broken.name,
          expected: broken.expected,
          ...(broken.actual === undefined ? {} : { actual: broken.actual }),
          message: stepHoldBroken(
            index + 1,
            broken.label(),
            broken.expected,
            broken.actual,
            broken.atMs,
            broken.real ? { tolerance: broken.tolerance ?? 0 } : undefined,
          ),
          scans,
        }
      : mismatch
        ? {
            index,
            status: 'fail',
            tagName: mismatch.name,
            expected: mismatch.expected,
            ...(mismatch.actual === undefined ? {} : { actual: mismatch.actual }),
            message: stepMismatch(
              index + 1,
              mismatch.label(),
              mismatch.expected,
              mismatch.actual,
              atMs,
              mismatch.real ? { tolerance: mismatch.tolerance ?? 0 } : undefined,
            ),
            scans,
          }
        : { index, status: 'pass', scans };
    if (options.snapshot) result.values = engine.snapshot();
    if (mismatch || broken) failed = true;
    results.push(result);
  }

  return {
    passed: !failed,
    message: failed ? SOME_STEPS_FAILED : ALL_STEPS_PASSED,
    precheckErrors: [],
    steps: results,
    traps,
    warnings: [...engine.warnings()],
  };
}
