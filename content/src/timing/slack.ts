/**
 * Issue 22 item 18, the slack rule: every check of a problem's sequence sits at least
 * {@link SLACK_BAR} scans from any transition of the checked tag that time (a timer, the scene's
 * motion) puts near it, so a correct program whose timing differs from the reference by a scan or two
 * (a chain of TON rungs, a one-shot read a rung later) is not failed by the clock.
 *
 * The transitions come from the reference solution's own run, scan by scan exactly as the sequence
 * runner scans (compiler runSequence: step inputs, ceil(fastForward / 100) + 1 scans of 100 ms with
 * the scene, then the checks); no hand annotations. A transition is timed unless the step's own
 * stimulus caused it: a change in the first two scans of a step that changes the inputs (or writes
 * sets) counts as the step's reaction, except when the same change also happens with the previous
 * step's inputs held (then time made it, and the press only coincided). The first step's first two
 * scans are the program's start-up.
 *
 * Slack of a check at scan c against a transition at scan k (the value after scan k is the new one)
 * is how many scans the transition may move toward the check before the check reads the other
 * value: c − k for a transition at or before the check, k − c − 1 for one after it.
 */
import { applyStepInputs, ioTags, stepScanCount, type Project, type SequenceStep } from '@plcsim/compiler';
import type { Engine, Program } from '@plcsim/engine-wasm';

/** Plant time of one scan of a sequence run, in ms. */
const SCAN_MS = 100;

/** The least slack, in scans, the rule allows. */
export const SLACK_BAR = 2;

/** Scans at the start of a stimulus step whose changes may be the step's reaction to it. */
const REACTION_SCANS = 2;

/** The nearest timed transition of one checked tag, seen from one check. */
export interface CheckSlack {
  /** 1-based step number. */
  step: number;
  /** The checked tag ('DO1', 'Pressure', 'Timer1.DN'). */
  tag: string;
  /** Scans the transition may move toward the check before the check reads the other value. */
  slack: number;
  /** Plant time of the check and of the transition, in ms from the start of the run. */
  checkMs: number;
  transitionMs: number;
}

const memberName = (tag: string, child: string | null | undefined) => (child ? `${tag}.${child}` : tag);

/**
 * The tags each step compares: every DO tag, then its own checks. A check with a tolerance (a REAL
 * within a band) observes whether the value is inside its band, not the value itself: a temperature
 * changes on every scan, but only leaving or entering `50 ± 0.5` changes the verdict. Such an entry is
 * written `name@value±tolerance`.
 */
function checkedTags(project: Project, step: SequenceStep): string[] {
  return [
    ...ioTags(project, 'DO').map((t) => t.name),
    ...(step.checks ?? []).map((c) => {
      const name = memberName(c.tagName, c.child);
      const tolerance = Number(c.tolerance ?? 0);
      return tolerance > 0 ? `${name}@${Number(c.value ?? 0)}±${tolerance}` : name;
    }),
  ];
}

/** The tag an observed entry reads, and the band it is compared with (none for a plain value). */
function observedEntry(entry: string): { name: string; band?: { value: number; tolerance: number } } {
  const at = entry.indexOf('@');
  if (at < 0) return { name: entry };
  const [value, tolerance] = entry
    .slice(at + 1)
    .split('±')
    .map(Number);
  return { name: entry.slice(0, at), band: { value: value ?? 0, tolerance: tolerance ?? 0 } };
}

/** One piece of a run: a step's writes, then some scans. */
interface Segment {
  step: SequenceStep;
  scans: number;
}

/** Every observed value after every scan of `segments` (row-major: scan, then tag). */
function record(
  engine: Engine,
  program: Program,
  project: Project,
  segments: readonly Segment[],
  observed: readonly string[],
): Int32Array {
  const inputs = ioTags(project, 'DI');
  const total = segments.reduce((n, s) => n + s.scans, 0);
  const trace = new Int32Array(total * observed.length);
  if (!engine.load(program).ok) throw new Error('the program does not load');
  engine.prescan();
  // The sequence compares a BOOL or DINT exactly whatever its tolerance: only a REAL's band counts.
  const entries = observed
    .map(observedEntry)
    .map((entry) => (engine.symbol(entry.name)?.type === 'REAL' ? entry : { name: entry.name }));
  const slots = entries.map(({ name }) => engine.symbol(name)?.slot ?? -1);
  let at = 0;
  for (const segment of segments) {
    applyStepInputs(engine, inputs, segment.step);
    for (let scan = 0; scan < segment.scans; scan++) {
      if (!engine.runScans(1, SCAN_MS).ok) throw new Error('the run trapped');
      const memory = engine.slots();
      entries.forEach(({ name, band }, i) => {
        const slot = slots[i] ?? -1;
        if (!band) trace[at++] = slot < 0 ? 0 : (memory[slot] ?? 0);
        else trace[at++] = Math.abs((engine.get(name) ?? NaN) - band.value) <= band.tolerance ? 1 : 0;
      });
    }
  }
  return trace;
}

/** The DI values the engine holds after the pre-scan: the "previous inputs" of the first step. */
function restingStep(engine: Engine, program: Program, project: Project): SequenceStep {
  engine.load(program);
  engine.prescan();
  const inputs = ioTags(project, 'DI').map((t) => engine.get(t.name) ?? 0);
  return { description: '', inputs, outputs: [], sets: [], checks: [], fastForward: 0 };
}

const sameInputs = (a: SequenceStep, b: SequenceStep) =>
  a.inputs.length === b.inputs.length && a.inputs.every((v, i) => Number(v) === Number(b.inputs[i]));

/** A run to record: the program over the problem's project, the observed tags, the segments. */
interface Run {
  engine: Engine;
  program: Program;
  project: Project;
  observed: readonly string[];
  segments: readonly Segment[];
}

/**
 * For each observed tag, the scans (0-based) at which its value changes by time in `trace`: every
 * change except those in the first {@link REACTION_SCANS} scans of a step that changes the inputs or
 * writes sets, unless the same change also happens with the previous step's inputs held.
 */
function timedTransitions(run: Run, trace: Int32Array): number[][] {
  const { engine, program, project, observed, segments } = run;
  const width = observed.length;
  const changes = (t: Int32Array, scan: number, tag: number) =>
    scan > 0 && t[scan * width + tag] !== t[(scan - 1) * width + tag];
  // Reaction scans, each with the run that holds the previous inputs instead (none for the start-up).
  const reactions = new Map<number, Int32Array | null>();
  const resting = restingStep(engine, program, project);
  let start = 0;
  segments.forEach(({ step, scans }, i) => {
    const previous = i === 0 ? resting : (segments[i - 1]?.step ?? resting);
    if (i === 0 || !sameInputs(step, previous) || (step.sets ?? []).length > 0) {
      const held: Segment = { step: { ...previous, sets: [] }, scans: REACTION_SCANS };
      const counterfactual =
        i === 0 ? null : record(engine, program, project, [...segments.slice(0, i), held], observed);
      for (let k = 0; k < Math.min(REACTION_SCANS, scans); k++) reactions.set(start + k, counterfactual);
    }
    start += scans;
  });
  const timed = (scan: number, tag: number): boolean => {
    if (!changes(trace, scan, tag)) return false;
    if (!reactions.has(scan)) return true;
    const counterfactual = reactions.get(scan);
    return counterfactual ? changes(counterfactual, scan, tag) : false;
  };
  return observed.map((_, tag) => {
    const scans: number[] = [];
    for (let scan = 1; scan < trace.length / width; scan++) if (timed(scan, tag)) scans.push(scan);
    return scans;
  });
}

/**
 * The slack of every check of `steps` against the nearest timed transition of its tag in the run of
 * `program` (a reference solution compiled over the problem's `project`). Checks of a tag that never
 * changes by time are left out.
 */
export function checkSlacks(
  engine: Engine,
  project: Project,
  program: Program,
  steps: readonly SequenceStep[],
): CheckSlack[] {
  const observed = [...new Set(steps.flatMap((step) => checkedTags(project, step)))];
  const segments = steps.map((step) => ({ step, scans: stepScanCount(step) }));
  const run: Run = { engine, program, project, observed, segments };
  const transitions = timedTransitions(run, record(engine, program, project, segments, observed));
  const slacks: CheckSlack[] = [];
  let end = -1;
  segments.forEach(({ step, scans }, i) => {
    end += scans;
    for (const name of new Set(checkedTags(project, step))) {
      let best: CheckSlack | undefined;
      for (const k of transitions[observed.indexOf(name)] ?? []) {
        const slack = k <= end ? end - k : k - end - 1;
        if (best && best.slack <= slack) continue;
        best = {
          step: i + 1,
          tag: observedEntry(name).name,
          slack,
          checkMs: (end + 1) * SCAN_MS,
          transitionMs: (k + 1) * SCAN_MS,
        };
      }
      if (best) slacks.push(best);
    }
  });
  return slacks;
}

/** The least slack of a list (undefined when no check has a timed transition of its tag). */
export function leastSlack(slacks: readonly CheckSlack[]): CheckSlack | undefined {
  return slacks.reduce<CheckSlack | undefined>(
    (min, s) => (min && min.slack <= s.slack ? min : s),
    undefined,
  );
}

/** "300 ms (step 9 DO4)": a slack for the report and for test messages. */
export function describeSlack(slack: CheckSlack | undefined): string {
  if (!slack) return '—';
  return `${slack.slack * SCAN_MS} ms (step ${slack.step} ${slack.tag})`;
}
