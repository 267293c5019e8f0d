/**
 * Seeded random input schedules for the equivalence filter. A schedule is a list of segments, each
 * like a sequence step: set the DI inputs (and some of the tags the problem's sequence sets), then run
 * some 100 ms scans. Three families take turns (schedule i is family i mod 3):
 * - random: mostly one input toggled at a time, sometimes all redrawn, held one scan (edges), a few
 *   scans, or as long as the slowest time the problem speaks of;
 * - pulses: inputs rest, and now and then one is pressed for a moment, with long waits between, so a
 *   process can run to its end (three cycles of a tank) before the next press;
 * - the problem's own sequence, replayed with its holds stretched or cut and random presses inserted
 *   (a STOP after the batch is done, a START in the middle of a cycle).
 * Inputs the scene drives (its sensors) are written too but the scene overwrites them every scan, so
 * the families change only the operator's inputs.
 * REAL values (issue 27): a REAL tag the sequence sets, and an analog input the operator turns (a REAL
 * POTENTIOMETER or NUMERIC_INPUT the scene does not drive), gets a range; when the families write it,
 * half the time it is a uniform draw from that range, else one of its values: the sequence's, and
 * values beside the program's constants (probeValues), so a limit or threshold moved by 10 % or by 1
 * meets a value between the old and the new one.
 */
import {
  ANALOG_INPUT_SYMBOLS,
  ioTags,
  SCENE_CATALOGUE,
  SEQUENCE_SCAN_MS,
  type Project,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import type { ProblemDocument } from '../index.ts';
import { seededRandom, type Random } from './prng.ts';

export interface Segment {
  /** Value of each input of the space, in order. */
  inputs: number[];
  /** Other tags written at the segment's start ('Tank.ACC', 'Level'). */
  sets: { name: string; value: number }[];
  scans: number;
}

export interface Schedule {
  segments: Segment[];
}

export interface ScheduleInput {
  name: string;
  /** Value at rest (its initial value: 1 for a normally closed STOP). */
  rest: number;
  /** The scene writes it (a sensor). */
  sensor: boolean;
}

/** A tag a schedule may write: values to pick from, and for a REAL a range to draw from. */
export interface ScheduleSet {
  name: string;
  values: number[];
  range?: { min: number; max: number };
}

/** What a schedule may drive: the DI tags, the sequence's set targets, and the sequence itself. */
export interface ScheduleSpace {
  inputs: ScheduleInput[];
  sets: ScheduleSet[];
  /** The longest hold, in scans. */
  longHold: number;
  /** The problem's sequence as segments. */
  sequence: Segment[];
}

const memberName = (tag: string, child: string | null | undefined) => (child ? `${tag}.${child}` : tag);

/** Every time the program and its sequence speak of: fastForward steps, timer presets, time constants. */
function longestTimeMs(
  problem: ProblemDocument,
  reference: Project,
  timeConstants: readonly number[],
): number {
  const times = [...timeConstants, ...problem.sequence.map((s) => Number(s.fastForward) || 0)];
  for (const tag of Object.values(reference.tagMap)) {
    if (tag.data_type !== 'TIMER') continue;
    for (const id of tag.children ?? []) {
      const child = reference.childTagMap[id];
      if (child?.name.toUpperCase() === 'PRE') times.push(child.value);
    }
  }
  return Math.max(0, ...times);
}

/** The DI tags the problem's scene writes (by name or alias, as the compiler binds them). */
function sensorNames(project: Project): Set<string> {
  const scene = SCENE_CATALOGUE[project.scene];
  const inputs = (scene?.required ?? []).filter(
    (t) => t.port !== undefined && !t.operated && /^DI\d+$/i.test(t.name),
  );
  const names = new Set<string>();
  for (const tag of Object.values(project.tagMap)) {
    const bound = inputs.some(
      (t) =>
        t.name.toUpperCase() === tag.name.toUpperCase() ||
        (t.alias !== '' && t.alias.toUpperCase() === tag.alias.toUpperCase()),
    );
    if (bound) names.add(tag.name);
  }
  return names;
}

function stepSegment(step: SequenceStep, inputs: readonly ScheduleInput[]): Segment {
  const fastForward = Number(step.fastForward) || 0;
  return {
    inputs: inputs.map((_, i) => (Number(step.inputs[i]) ? 1 : 0)),
    sets: (step.sets ?? []).map((set) => ({
      name: memberName(set.tag, set.child),
      value: Number(set.value) || 0,
    })),
    scans: (fastForward > 0 ? Math.ceil(fastForward / SEQUENCE_SCAN_MS) : 1) + 1,
  };
}

/**
 * A REAL tag's range: its analog range, else as an analog channel without one (0 to 100), widened to
 * hold the values the sequence sets (the largest × 1.25).
 */
function realRange(tag: Tag | undefined, values: readonly number[]): { min: number; max: number } {
  if (tag?.range && tag.range.max > tag.range.min) return { min: tag.range.min, max: tag.range.max };
  return { min: Math.min(0, ...values), max: Math.max(100, ...values.map((v) => v * 1.25)) };
}

/** The tags a scene writes (any with a port), upper-case. */
function sceneDriven(project: Project): Set<string> {
  const scene = SCENE_CATALOGUE[project.scene];
  const tags = [...(scene?.required ?? []), ...(scene?.supporting ?? [])];
  return new Set(tags.filter((t) => t.port !== undefined).map((t) => t.name.toUpperCase()));
}

const ANALOG_INPUTS: ReadonlySet<string> = new Set(ANALOG_INPUT_SYMBOLS);

/** What the program tells the schedules besides its project. */
export interface ProgramHints {
  /** Times an ST program speaks of (its time literals), in ms. */
  timeConstants?: readonly number[];
  /** Upper-case names of the compiled program's REAL tags (VAR-declared ones too; the project's count anyway). */
  realNames?: ReadonlySet<string>;
  /** The numbers the program compares and computes with (probeValues puts REAL draws beside them). */
  constants?: readonly number[];
}

/**
 * The values a REAL is drawn at besides its range: beside each constant `c` of the program, c × 0.95,
 * c × 1.05, c − 0.5 and c + 0.5 (inside the window of a limit moved by 10 % or by 1), never `c` itself
 * (equality of REALs is rarely meaningful, so a strict/non-strict flip counts only when the sequence
 * sets the very value).
 */
export function probeValues(constants: readonly number[]): number[] {
  const values = constants.flatMap((c) => [c * 0.95, c * 1.05, c - 0.5, c + 0.5]);
  return [...new Set(values.map((v) => Number(v.toPrecision(6))))].sort((a, b) => a - b);
}

export function scheduleSpace(
  problem: ProblemDocument,
  reference: Project,
  hints: ProgramHints = {},
): ScheduleSpace {
  const { timeConstants = [], realNames = new Set<string>(), constants = [] } = hints;
  const probes = probeValues(constants);
  const sensors = sensorNames(reference);
  const inputs = ioTags(reference, 'DI').map((tag) => ({
    name: tag.name,
    rest: tag.value ? 1 : 0,
    sensor: sensors.has(tag.name),
  }));
  const setValues = new Map<string, Set<number>>();
  for (const step of problem.sequence) {
    for (const set of step.sets ?? []) {
      const name = memberName(set.tag, set.child);
      const values = setValues.get(name) ?? new Set<number>();
      const v = Number(set.value) || 0;
      for (const x of v === 0 || v === 1 ? [0, 1] : [v, v - 1, v + 1, 0]) values.add(x);
      setValues.set(name, values);
    }
  }
  const tags = new Map<string, Tag>();
  for (const tag of Object.values(reference.tagMap)) {
    if (tag.alias !== '') tags.set(tag.alias.toUpperCase(), tag);
    tags.set(tag.name.toUpperCase(), tag);
  }
  const isReal = (name: string) =>
    realNames.has(name.toUpperCase()) || tags.get(name.toUpperCase())?.data_type === 'REAL';
  // The operator's analog inputs: written by the schedules from their rest value and range.
  const driven = sceneDriven(reference);
  for (const tag of Object.values(reference.tagMap)) {
    const operated = tag.io_symbol !== null && ANALOG_INPUTS.has(tag.io_symbol);
    if (!operated || tag.data_type !== 'REAL' || driven.has(tag.name.toUpperCase())) continue;
    if (!setValues.has(tag.name)) setValues.set(tag.name, new Set([tag.value]));
  }
  const sets = [...setValues].map(([name, values]): ScheduleSet => {
    const sorted = [...values].sort((a, b) => a - b);
    if (!isReal(name)) return { name, values: sorted };
    const range = realRange(tags.get(name.toUpperCase()), sorted);
    const near = probes.filter((v) => v >= range.min && v <= range.max && !values.has(v));
    return { name, values: [...sorted, ...near].sort((a, b) => a - b), range };
  });
  const longest = longestTimeMs(problem, reference, timeConstants);
  const longHold = Math.min(600, Math.max(20, Math.ceil((longest * 1.5) / SEQUENCE_SCAN_MS)));
  return { inputs, sets, longHold, sequence: problem.sequence.map((step) => stepSegment(step, inputs)) };
}

/** Indexes of the inputs a schedule changes: the operator's (all of them when every input is a sensor). */
function operatorInputs(space: ScheduleSpace): number[] {
  const operator = space.inputs.flatMap((input, i) => (input.sensor ? [] : [i]));
  return operator.length > 0 ? operator : space.inputs.map((_, i) => i);
}

function holdLength(random: Random, longHold: number): number {
  const r = random.next();
  return r < 0.45 ? random.int(1, 3) : r < 0.75 ? random.int(4, 15) : random.int(16, longHold);
}

function setValue(set: ScheduleSet, random: Random): number {
  const { range } = set;
  if (range && random.next() < 0.5) return range.min + random.next() * (range.max - range.min);
  return random.pick(set.values);
}

function randomSets(space: ScheduleSpace, random: Random, chance: number): Segment['sets'] {
  return space.sets.flatMap((set) =>
    random.next() < chance ? [{ name: set.name, value: setValue(set, random) }] : [],
  );
}

/** Toggles and redraws, held for random lengths. */
function randomFamily(space: ScheduleSpace, random: Random, totalScans: number): Segment[] {
  const movable = operatorInputs(space);
  // How often each input is away from rest in this schedule (a STOP pressed rarely, a sensor often).
  const activity = space.inputs.map(() => random.pick([0.1, 0.3, 0.5, 0.8]));
  let inputs = space.inputs.map((input) => input.rest);
  const segments: Segment[] = [];
  let scans = 0;
  while (scans < totalScans) {
    if (movable.length > 0 && random.next() < 0.6) {
      const i = random.pick(movable);
      inputs = inputs.map((v, j) => (j === i ? 1 - v : v));
    } else {
      inputs = space.inputs.map((input, j) =>
        movable.includes(j) && random.next() < (activity[j] ?? 0.5) ? 1 - input.rest : input.rest,
      );
    }
    const segment = {
      inputs,
      sets: randomSets(space, random, 0.2),
      scans: holdLength(random, space.longHold),
    };
    segments.push(segment);
    scans += segment.scans;
  }
  return segments;
}

/** A press of input `i` away from `base` for 1–3 scans, then back. */
function pulse(base: readonly number[], i: number, random: Random): Segment[] {
  const pressed = base.map((v, j) => (j === i ? 1 - v : v));
  return [
    { inputs: pressed, sets: [], scans: random.int(1, 3) },
    { inputs: [...base], sets: [], scans: 1 },
  ];
}

/** Inputs at rest, pressed now and then, with long waits between. */
function pulseFamily(space: ScheduleSpace, random: Random, totalScans: number): Segment[] {
  const movable = operatorInputs(space);
  const rest = space.inputs.map((input) => input.rest);
  const segments: Segment[] = [];
  let scans = 0;
  while (scans < totalScans) {
    const added = [
      ...(movable.length > 0 ? pulse(rest, random.pick(movable), random) : []),
      { inputs: rest, sets: randomSets(space, random, 0.1), scans: random.int(1, space.longHold * 2) },
    ];
    segments.push(...added);
    scans += added.reduce((n, s) => n + s.scans, 0);
  }
  return segments;
}

/** The problem's sequence, its holds stretched or cut, with presses inserted; then random pulses. */
function sequenceFamily(space: ScheduleSpace, random: Random, totalScans: number): Segment[] {
  const movable = operatorInputs(space);
  const segments: Segment[] = [];
  for (const step of space.sequence) {
    if (random.next() < 0.1) continue;
    const factor = random.pick([1, 1, 0.5, 2, 3]);
    segments.push({ ...step, scans: Math.max(1, Math.round(step.scans * factor)) });
    if (movable.length > 0 && random.next() < 0.25) {
      segments.push(...pulse(step.inputs, random.pick(movable), random));
      segments.push({ inputs: step.inputs, sets: [], scans: holdLength(random, space.longHold) });
    }
  }
  const used = segments.reduce((n, s) => n + s.scans, 0);
  return [...segments, ...pulseFamily(space, random, Math.max(0, totalScans - used))];
}

/** Schedule `seed` of about `totalScans` scans (its family is seed mod 3). */
export function randomSchedule(space: ScheduleSpace, seed: number, totalScans: number): Schedule {
  const random = seededRandom(seed);
  const family = [randomFamily, pulseFamily, sequenceFamily][seed % 3] ?? randomFamily;
  return { segments: family(space, random, totalScans) };
}
