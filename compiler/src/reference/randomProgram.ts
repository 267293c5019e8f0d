/**
 * Seeded random ladder programs and input schedules for the differential test and the benchmark.
 * The same seed always gives the same project and schedule.
 */
import type { Project } from '../model/project.ts';
import { isRealConstant } from '../ladder/realOperands.ts';
import { Dice, mulberry32 } from './random.ts';
import { randomFileOutput, randomFileTags, type FilePool } from './randomFilePrograms.ts';
import { randomFileCondition, randomSequencerOutput } from './randomSequencers.ts';
import { withProgramControl } from './randomProgramControl.ts';
import { randomRoutines } from './randomRoutines.ts';
import { randomAddOnCalls, withRandomAddOn } from './randomAddOns.ts';
import { randomComputeCondition, randomComputeOutput, type ComputeDice } from './randomCompute.ts';
import {
  add,
  array,
  blockArray,
  dataType,
  member,
  struct,
  type DataTypeSpec,
  branch,
  counter,
  ctd,
  ctu,
  div,
  equ,
  geq,
  grt,
  leq,
  les,
  mod,
  mov,
  mul,
  neq,
  ons,
  osf,
  osr,
  otl,
  ote,
  otu,
  project,
  res,
  rto,
  rung,
  sub,
  tag,
  timer,
  tof,
  ton,
  xic,
  xio,
  type ElementSpec,
  type InstructionSpec,
  type OperandSpec,
  type RungSpec,
  type TagSpec,
} from './builders.ts';
import { randomPidRungs, randomPidTags } from './randomPid.ts';

/** A random number generator returning floats in [0, 1). */

/** Shape limits of {@link randomProject}; every field has a default. */
export interface RandomProjectOptions {
  /** Fewest and most main rungs (default 3–15). */
  rungs?: [number, number];
  /** Add a small Add-On Instruction and calls of it (randomAddOns.ts). */
  addOns?: boolean;
  /** Most condition instructions per rung (default 4). */
  maxConditions?: number;
  /** Deepest branch nesting (default 3). */
  maxDepth?: number;
  /** Most output instructions at a rung's end (default 3). */
  maxOutputs?: number;
  /**
   * Adds REAL tags R0… and REAL constants, and makes math, MOV and compares use them (default false;
   * without it the dice fall exactly as before REAL existed).
   */
  real?: boolean;
  /**
   * Adds array tags (BOOL BA0…, DINT DA0…, REAL RA0…, 0-based as in Logix) and DINT index tags X0…, and
   * makes contacts, coils, one-shots, sources and destinations sometimes name an element by a constant
   * index or by an index tag (or a timer or counter ACC). Index tags are also math and MOV destinations,
   * so they wander and sometimes leave their array: the run then ends with the index fault (default
   * false; without it the dice fall exactly as before).
   */
  arrays?: boolean;
  /**
   * Adds a small data type `Udt` (Run BOOL, Val DINT, R REAL, Delay TIMER, Hist DINT[3]), a STRUCT tag
   * S0, an array SA0 of Udt, arrays TA0 of TIMER and CA0 of COUNTER, and DINT index tags X0…, and makes
   * operands sometimes members by constant and variable paths (`SA0[X0].Hist[2]`, `S0.Delay.DN`) and
   * timers and counters elements or members (`TA0[1]`, `SA0[0].Delay`) (default false; without it the
   * dice fall exactly as before).
   */
  structs?: boolean;
  /**
   * Adds DINT and REAL arrays FD0…, FR0 and CONTROL tags K0…, and makes outputs sometimes BSL, BSR,
   * FFL, FFU, LFL or LFU and contacts sometimes CONTROL bits (default false; without it the dice fall
   * exactly as before).
   */
  files?: boolean;
  /**
   * Adds NOP/AFI, COP/FLL, MCR zones and forward JMP/LBL (randomProgramControl.ts; default false;
   * without it the dice fall exactly as before).
   */
  programControl?: boolean;
  /** Adds ladder subroutines and JSRs to them (randomRoutines.ts; default false: the dice as before). */
  subroutines?: boolean;
  /**
   * Adds PID loops L0… with their PV and CV tags, a plant in ladder REAL math and rungs switching their
   * modes (randomPid.ts; default false; without it the dice fall exactly as before).
   */
  pid?: boolean;
  /**
   * Makes a quarter of the conditions LIM, MEQ or CMP and a quarter of the outputs CPT, NEG, ABS, SQR,
   * AND, OR, XOR, NOT, CLR, MVM, BTD or SCP (issue 25; default false: the dice fall as before).
   */
  compute?: boolean;
}

/** The structured tags of a random project (see RandomProjectOptions.structs). */
interface StructPool {
  /** Elements in SA0, TA0 and CA0. */
  structs: number;
  timers: number;
  counters: number;
}

/** An array tag of a random project: its name and element count. */
interface ArrayPool {
  name: string;
  dimension: number;
}

/** Names of the tags a random project declares, by role. */
interface Pools {
  inputs: string[];
  internals: string[];
  dints: string[];
  /** REAL tags; empty unless the options ask for REAL. */
  reals: string[];
  timers: { name: string; kind: 'TON' | 'TOF' | 'RTO' }[];
  counters: string[];
  /** Arrays by element type, and the DINT index tags; all empty unless the options ask for arrays. */
  boolArrays: ArrayPool[];
  dintArrays: ArrayPool[];
  realArrays: ArrayPool[];
  indexes: string[];
  /** The structured tags; null unless the options ask for structures. */
  structured: StructPool | null;
  /** The file instructions' tags; null unless the options ask for them. */
  files: FilePool | null;
}

const TIMER_PRESETS = [0, 100, 250, 500, 1000, 50, 150, 300, 2000, 5000, -100];
const EXTREMES = [-2147483648, 2147483647, -2147483647];
const CONSTANTS = [0, 1, -1, 2, 3, 5, 7, -7, 10, 100, 1000, 2147483647, -2147483648, -2147483647];
/** REAL constants: fractions that no single holds exactly, ties for rounding, values past the DINT range. */
const REAL_CONSTANTS = [0.1, 2.5, -3.5, 1e10, 3e9, -3e9, 0.5, -0.5, 1.5, 1e-3, 0.3, 16777217.5, 1e38, -2.5];
/** Initial values of REAL tags. */
const REAL_VALUES = [0, 0, 1, -1, 0.1, 2.5, -2.5, 3.5, 1e10, -1e10, 3e9, 0.001, 12.75, 2147483520];

/** The names of the BOOL inputs of a project made by {@link randomProject}: I0, I1, … */
export function randomInputNames(project: Project): string[] {
  return Object.values(project.tagMap)
    .map((t) => t.name)
    .filter((name) => /^I\d+$/.test(name));
}

/**
 * A valid random ladder project: BOOL inputs I0…In, BOOL internals B0…, DINT tags D0… (small values,
 * sometimes near ±2^31), with `real` 1–3 REAL tags R0…, 1–3 TIMER tags T1… and 1–3 COUNTER tags C1…; rungs of up to four conditions
 * (contacts, one-shots, compares) in branches nested up to `maxDepth`, legs sometimes empty or holding
 * outputs, then one to three outputs (coils, one-shots, timers, counters, RES, math, MOV).
 */
export function randomProject(seed: number, options: RandomProjectOptions = {}): Project {
  const dice = new Dice(mulberry32(seed));
  const [minRungs, maxRungs] = options.rungs ?? [3, 15];
  const maxConditions = options.maxConditions ?? 4;
  const maxDepth = options.maxDepth ?? 3;
  const maxOutputs = options.maxOutputs ?? 3;

  const tags: TagSpec[] = [];
  const pools: Pools = {
    inputs: [],
    internals: [],
    dints: [],
    reals: [],
    timers: [],
    counters: [],
    boolArrays: [],
    dintArrays: [],
    realArrays: [],
    indexes: [],
    structured: null,
    files: null,
  };
  for (let i = 0, n = dice.int(2, 5); i < n; i++) {
    pools.inputs.push(`I${i}`);
    tags.push(tag(`I${i}`, 'BOOL', dice.chance(0.3) ? 1 : 0));
  }
  for (let i = 0, n = dice.int(2, 5); i < n; i++) {
    pools.internals.push(`B${i}`);
    tags.push(tag(`B${i}`, 'BOOL', dice.chance(0.2) ? 1 : 0));
  }
  for (let i = 0, n = dice.int(2, 4); i < n; i++) {
    pools.dints.push(`D${i}`);
    tags.push(tag(`D${i}`, 'DINT', randomDint(dice)));
  }
  if (options.real === true) {
    for (let i = 0, n = dice.int(1, 3); i < n; i++) {
      pools.reals.push(`R${i}`);
      tags.push(tag(`R${i}`, 'REAL', dice.pick(REAL_VALUES)));
    }
  }
  if (options.arrays === true) randomArrays(dice, pools, tags);
  const dataTypes = options.structs === true ? randomStructs(dice, pools, tags) : [];
  if (options.files === true) pools.files = randomFileTags(dice, tags);
  for (let i = 1, n = dice.int(1, 3); i <= n; i++) {
    const name = `T${i}`;
    pools.timers.push({ name, kind: dice.pick(['TON', 'TON', 'TOF', 'RTO'] as const) });
    const acc = dice.chance(0.1) ? dice.int(0, 300) : 0;
    tags.push(timer(name, dice.pick(TIMER_PRESETS), { acc }));
  }
  for (let i = 1, n = dice.int(1, 3); i <= n; i++) {
    const name = `C${i}`;
    pools.counters.push(name);
    const acc = dice.weighted({ zero: 6, small: 2, top: 1, bottom: 1 });
    tags.push(
      counter(name, dice.int(-2, 5), {
        acc:
          acc === 'zero'
            ? 0
            : acc === 'small'
              ? dice.int(-3, 6)
              : acc === 'top'
                ? 2147483647 - dice.int(0, 2)
                : -2147483648 + dice.int(0, 2),
      }),
    );
  }

  const pidPool = options.pid === true ? randomPidTags(dice, tags, pools.dints) : null;
  if (pidPool) tags.push(tag('PT', 'REAL', 0));
  const gen = new Generator(dice, pools, maxDepth, options.compute === true);
  const rungs: RungSpec[] = [];
  for (let r = 0, n = dice.int(minRungs, maxRungs); r < n; r++) {
    const elements = gen.conditions(dice.int(0, maxConditions), 0);
    if (dice.chance(0.15)) {
      // Parallel outputs: each leg may add a condition of its own.
      const legs: ElementSpec[][] = [];
      for (let l = 0, k = dice.int(2, 3); l < k; l++) {
        legs.push([...(dice.chance(0.4) ? [gen.condition()] : []), gen.output()]);
      }
      elements.push(branch(...legs));
    } else {
      for (let o = 0, k = dice.int(1, maxOutputs); o < k; o++) elements.push(gen.output());
    }
    rungs.push(rung(...elements));
  }
  if (pidPool)
    for (const r of randomPidRungs(dice, pidPool, pools.inputs, (n) => gen.conditions(n, 0)))
      rungs.splice(dice.int(0, rungs.length), 0, r);
  const all =
    options.programControl === true
      ? withProgramControl(dice, { ...pools, structs: pools.structured?.structs ?? null }, rungs, (n) =>
          gen.conditions(n, 0),
        )
      : rungs;
  const routines = options.subroutines === true ? randomRoutines(dice, gen, rungs) : [];
  if (options.addOns === true)
    randomAddOnCalls(dice, { ...pools, conditions: (n) => gen.conditions(n, 0) }, tags, all);
  const built = project(...dataTypes, tags, ...all, ...routines);
  const result = options.addOns === true ? withRandomAddOn(dice, built) : built;
  result.projectName = `Random ${seed}`;
  return result;
}

/** Array tags BA0…, DA0…, RA0… of 2–6 elements with random values, and index tags X0…, mostly in range. */
function randomArrays(dice: Dice, pools: Pools, tags: TagSpec[]): void {
  const kinds = [
    ['BA', 'BOOL', pools.boolArrays],
    ['DA', 'DINT', pools.dintArrays],
    ['RA', 'REAL', pools.realArrays],
  ] as const;
  for (const [prefix, type, pool] of kinds) {
    for (let i = 0, n = dice.int(1, 2); i < n; i++) {
      const name = `${prefix}${i}`;
      const dimension = dice.int(2, 6);
      const values = Array.from({ length: dimension }, () =>
        type === 'BOOL'
          ? dice.chance(0.3)
            ? 1
            : 0
          : type === 'DINT'
            ? randomDint(dice)
            : dice.pick(REAL_VALUES),
      );
      pool.push({ name, dimension });
      tags.push(array(name, type, dimension, values));
    }
  }
  for (let i = 0, n = dice.int(1, 3); i < n; i++) {
    pools.indexes.push(`X${i}`);
    tags.push(tag(`X${i}`, 'DINT', dice.chance(0.03) ? dice.pick([-1, 6]) : dice.int(0, 1)));
  }
}

/** The data type Udt, S0, SA0 (2–4), TA0 (2–3), CA0 (2–3) with random member values, and index tags. */
function randomStructs(dice: Dice, pools: Pools, tags: TagSpec[]): DataTypeSpec[] {
  const udt = dataType(
    'Udt',
    member('Run', 'BOOL'),
    member('Val', 'DINT'),
    member('R', 'REAL'),
    member('Delay', 'TIMER'),
    member('Hist', 'DINT', { dimension: 3 }),
  );
  const values = (prefix: string): Record<string, number> => ({
    [`${prefix}Run`]: dice.chance(0.3) ? 1 : 0,
    [`${prefix}Val`]: randomDint(dice),
    [`${prefix}R`]: dice.pick(REAL_VALUES),
    [`${prefix}Delay.PRE`]: dice.pick(TIMER_PRESETS),
    [`${prefix}Hist[${dice.int(0, 2)}]`]: randomDint(dice),
  });
  const pool: StructPool = { structs: dice.int(2, 4), timers: dice.int(2, 3), counters: dice.int(2, 3) };
  pools.structured = pool;
  tags.push(struct('S0', 'Udt', values('')));
  const elements: Record<string, number> = {};
  for (let i = 0; i < pool.structs; i++) Object.assign(elements, values(`[${i}].`));
  tags.push(struct('SA0', 'Udt', elements, pool.structs));
  const timers: Record<string, number> = {};
  for (let i = 0; i < pool.timers; i++) timers[`[${i}].PRE`] = dice.pick(TIMER_PRESETS);
  tags.push(blockArray('TA0', 'TIMER', pool.timers, timers));
  const counters: Record<string, number> = {};
  for (let i = 0; i < pool.counters; i++) counters[`[${i}].PRE`] = dice.int(-2, 5);
  tags.push(blockArray('CA0', 'COUNTER', pool.counters, counters));
  if (pools.indexes.length === 0) {
    for (let i = 0, n = dice.int(1, 2); i < n; i++) {
      pools.indexes.push(`X${i}`);
      tags.push(tag(`X${i}`, 'DINT', dice.chance(0.03) ? dice.pick([-1, 4]) : dice.int(0, 1)));
    }
  }
  return [udt];
}

function randomDint(dice: Dice): number {
  switch (dice.weighted({ small: 8, top: 1, bottom: 1 })) {
    case 'small':
      return dice.int(-10, 10);
    case 'top':
      return 2147483647 - dice.int(0, 5);
    default:
      return -2147483648 + dice.int(0, 5);
  }
}

/** Makes random instructions and branches over a project's tag pools. */
class Generator {
  constructor(
    private readonly dice: Dice,
    private readonly pools: Pools,
    private readonly maxDepth: number,
    private readonly compute = false,
  ) {}

  /** The dice and operand pickers the compute instructions use (randomCompute.ts). */
  private computeDice(): ComputeDice {
    const { dice, pools } = this;
    return {
      dice,
      source: () => this.source(),
      dest: () => this.dest(),
      dintTag: () => this.dintTag(),
      dints: pools.dints,
      reals: pools.reals,
      blocks: [...pools.timers.map((t) => t.name), ...pools.counters],
    };
  }

  /** `count` conditions at nesting `depth`, some grouped into branches. */
  conditions(count: number, depth: number): ElementSpec[] {
    const { dice } = this;
    const elements: ElementSpec[] = [];
    let left = count;
    while (left > 0) {
      if (depth < this.maxDepth && dice.chance(0.3)) {
        const legs: ElementSpec[][] = [];
        for (let l = 0, k = dice.int(2, 3); l < k; l++) {
          const leg = this.conditions(dice.chance(0.15) ? 0 : dice.int(1, Math.min(left, 2)), depth + 1);
          if (dice.chance(0.15)) leg.push(this.output());
          legs.push(leg);
        }
        elements.push(branch(...legs));
      } else {
        elements.push(this.condition());
      }
      left--;
    }
    return elements;
  }

  /** With arrays, now and then (chance `p`) an element of one of `arrays`; else null (no dice thrown without arrays). */
  private element(arrays: readonly ArrayPool[], p: number): string | null {
    const { dice } = this;
    if (this.pools.indexes.length === 0 || arrays.length === 0 || !dice.chance(p)) return null;
    const { name, dimension } = dice.pick(arrays);
    if (dice.chance(0.5)) return `${name}[${dice.int(0, dimension - 1)}]`;
    const index = dice.chance(0.96)
      ? dice.pick(this.pools.indexes)
      : dice.chance(0.5)
        ? `${dice.pick(this.pools.timers).name}.ACC`
        : `${dice.pick(this.pools.counters)}.ACC`;
    return `${name}[${index}]`;
  }

  /** An index into an array of `count` elements: a constant in range or an index tag (which may not be). */
  private index(count: number): string {
    const { dice } = this;
    return dice.chance(0.5) ? String(dice.int(0, count - 1)) : dice.pick(this.pools.indexes);
  }

  /** With structures, now and then (chance `p`) a member path of kind `kind`; else null. */
  private structured(kind: 'readBit' | 'writeBit' | 'dint' | 'real', p: number): string | null {
    const { dice } = this;
    const pool = this.pools.structured;
    if (pool === null || !dice.chance(p)) return null;
    const udt = dice.chance(0.4) ? 'S0' : `SA0[${this.index(pool.structs)}]`;
    switch (kind) {
      case 'readBit':
        return dice.pick([
          `${udt}.Run`,
          `${udt}.Delay.${dice.pick(['DN', 'EN', 'TT'])}`,
          `TA0[${this.index(pool.timers)}].DN`,
          `CA0[${this.index(pool.counters)}].${dice.pick(['DN', 'CU'])}`,
        ]);
      case 'writeBit':
        return dice.chance(0.8) ? `${udt}.Run` : `TA0[${this.index(pool.timers)}].EN`;
      case 'dint':
        return dice.pick([
          `${udt}.Val`,
          `S0.Hist[${this.index(3)}]`,
          `${udt}.Hist[${dice.int(0, 2)}]`,
          `${udt}.Delay.${dice.pick(['ACC', 'PRE'])}`,
          `CA0[${this.index(pool.counters)}].ACC`,
        ]);
      default:
        return `${udt}.R`;
    }
  }

  /** With structures, a timer or counter block that is an element or a member (constant index only). */
  private structuredBlock(kind: 'TIMER' | 'COUNTER'): string | null {
    const { dice } = this;
    const pool = this.pools.structured;
    if (pool === null || !dice.chance(0.5)) return null;
    if (kind === 'COUNTER') return `CA0[${dice.int(0, pool.counters - 1)}]`;
    return dice.pick([
      `TA0[${dice.int(0, pool.timers - 1)}]`,
      'S0.Delay',
      `SA0[${dice.int(0, pool.structs - 1)}].Delay`,
    ]);
  }

  /** A readable bit: an input, an internal, or a timer or counter status bit (or a BOOL element). */
  private readBit(): string {
    const { dice, pools } = this;
    const element = this.element(pools.boolArrays, 0.25) ?? this.structured('readBit', 0.3);
    if (element !== null) return element;
    switch (dice.weighted({ input: 4, internal: 3, timer: 2, counter: 1 })) {
      case 'input':
        return dice.pick(pools.inputs);
      case 'internal':
        return dice.pick(pools.internals);
      case 'timer':
        return `${dice.pick(pools.timers).name}.${dice.pick(['DN', 'DN', 'EN', 'TT'])}`;
      default:
        return `${dice.pick(pools.counters)}.${dice.pick(['DN', 'DN', 'CU', 'CD'])}`;
    }
  }

  /** A writable bit: mostly an internal, sometimes a timer or counter status bit (or a BOOL element). */
  private writeBit(): string {
    const { dice, pools } = this;
    const element = this.element(pools.boolArrays, 0.3) ?? this.structured('writeBit', 0.3);
    if (element !== null) return element;
    return dice.chance(0.9)
      ? dice.pick(pools.internals)
      : dice.chance(0.5)
        ? `${dice.pick(pools.timers).name}.${dice.pick(['DN', 'EN', 'TT'])}`
        : `${dice.pick(pools.counters)}.${dice.pick(['DN', 'CU', 'CD'])}`;
  }

  /** A DINT tag or member. */
  private dintTag(): string {
    const { dice, pools } = this;
    switch (dice.weighted({ dint: 6, timer: 2, counter: 2 })) {
      case 'dint':
        return dice.pick(pools.dints);
      case 'timer':
        return `${dice.pick(pools.timers).name}.${dice.pick(['ACC', 'PRE'])}`;
      default:
        return `${dice.pick(pools.counters)}.${dice.pick(['ACC', 'PRE'])}`;
    }
  }

  /** A source: a DINT tag or member, or a constant; with REAL also a REAL tag or constant. */
  private source(): OperandSpec {
    const { dice } = this;
    const element =
      this.element([...this.pools.dintArrays, ...this.pools.realArrays], 0.3) ??
      this.structured(this.pools.structured !== null && dice.chance(0.2) ? 'real' : 'dint', 0.3);
    if (element !== null) return element;
    if (this.pools.indexes.length > 0 && dice.chance(0.1)) return dice.pick(this.pools.indexes);
    if (this.pools.reals.length > 0 && dice.chance(0.4)) {
      return dice.chance(0.6) ? dice.pick(this.pools.reals) : dice.pick(REAL_CONSTANTS);
    }
    if (dice.chance(0.6)) return this.dintTag();
    return dice.chance(0.7) ? dice.pick(CONSTANTS) : dice.int(-20, 20);
  }

  /** A destination: mostly a DINT (or REAL) tag, sometimes a timer or counter ACC or PRE. */
  private dest(): string {
    const element =
      this.element([...this.pools.dintArrays, ...this.pools.realArrays], 0.3) ??
      this.structured(this.pools.structured !== null && this.dice.chance(0.2) ? 'real' : 'dint', 0.3);
    if (element !== null) return element;
    if (this.pools.indexes.length > 0 && this.dice.chance(0.06)) return this.dice.pick(this.pools.indexes);
    if (this.pools.reals.length > 0 && this.dice.chance(0.4)) return this.dice.pick(this.pools.reals);
    return this.dice.chance(0.85) ? this.dice.pick(this.pools.dints) : this.dintTag();
  }

  /** A REAL tag or a REAL constant (a number that is not a whole number in the DINT range). */
  private isReal(operand: OperandSpec): boolean {
    if (typeof operand === 'number') return isRealConstant(operand);
    const array = operand.split('[')[0];
    return (
      this.pools.reals.includes(operand) ||
      this.pools.realArrays.some((a) => a.name === array) ||
      (this.pools.structured !== null && operand.endsWith('.R'))
    );
  }

  /** One condition instruction: XIC, XIO, ONS or a compare. */
  condition(): InstructionSpec {
    const { dice } = this;
    if (this.pools.files !== null && dice.chance(0.15))
      return randomFileCondition(dice, this.pools.files, () => dice.pick(this.pools.dints));
    if (this.compute && dice.chance(0.25)) return randomComputeCondition(this.computeDice());
    switch (dice.weighted({ xic: 4, xio: 2, ons: 1, compare: 3 })) {
      case 'xic':
        return xic(this.readBit());
      case 'xio':
        return xio(this.readBit());
      case 'ons':
        return ons(this.writeBit());
      default: {
        const compare = dice.pick([equ, neq, grt, geq, les, leq]);
        return compare(this.source(), this.source());
      }
    }
  }

  /** One output instruction. */
  output(): InstructionSpec {
    const { dice, pools } = this;
    if (pools.files !== null && dice.chance(0.12))
      return randomSequencerOutput(dice, pools.files, () => dice.pick(pools.dints));
    if (pools.files !== null && dice.chance(0.3))
      return randomFileOutput(
        dice,
        pools.files,
        () => this.readBit(),
        () => dice.pick(pools.dints),
        () => (pools.reals.length > 0 ? dice.pick(pools.reals) : null),
      );
    if (this.compute && dice.chance(0.25)) return randomComputeOutput(this.computeDice());
    switch (
      dice.weighted({ ote: 5, latch: 3, oneShot: 2, timer: 4, counter: 3, reset: 2, math: 4, mov: 2 })
    ) {
      case 'ote':
        return ote(this.writeBit());
      case 'latch':
        return dice.chance(0.5) ? otl(this.writeBit()) : otu(this.writeBit());
      case 'oneShot':
        return (dice.chance(0.5) ? osr : osf)(this.writeBit(), this.writeBit());
      case 'timer': {
        const t = dice.pick(pools.timers);
        const kind = dice.chance(0.85) ? t.kind : dice.pick(['TON', 'TOF', 'RTO'] as const);
        return { TON: ton, TOF: tof, RTO: rto }[kind](this.structuredBlock('TIMER') ?? t.name);
      }
      case 'counter':
        return (dice.chance(0.7) ? ctu : ctd)(this.structuredBlock('COUNTER') ?? dice.pick(pools.counters));
      case 'reset':
        return res(
          dice.chance(0.5)
            ? (this.structuredBlock('TIMER') ?? dice.pick(pools.timers).name)
            : (this.structuredBlock('COUNTER') ?? dice.pick(pools.counters)),
        );
      case 'math': {
        const op = dice.pick([add, sub, mul, div, mod]);
        // Now and then an edge case: an extreme dividend or factor against −1, 0, 1 or 2.
        const a = dice.chance(0.1) ? dice.pick(EXTREMES) : this.source();
        const b = dice.chance(0.15) ? dice.pick([-1, 0, 1, 2]) : this.source();
        const dest = this.dest();
        // MOD takes DINTs only (validation refuses a REAL operand): with one, it divides instead.
        const real = [a, b, dest].some((o) => this.isReal(o));
        return (op === mod && real ? div : op)(a, b, dest);
      }
      default:
        return mov(this.source(), this.dest());
    }
  }
}

/** What happens before one scan of a schedule. */
export interface ScheduledScan {
  /** Input writes to apply before the scan, in order. */
  writes: { name: string; value: number }[];
  /** The scan's elapsed milliseconds. */
  dt: number;
}

const ODD_DTS = [0, 1, 50, 250, 3600000];

/**
 * A seeded schedule of `scans` scans: before each, a few inputs change (some writes repeat the current
 * value); dt is mostly 100 ms, sometimes 0, 1, 50, 250 or an hour.
 */
export function randomInputSchedule(
  seed: number,
  scans: number,
  inputNames: readonly string[],
): ScheduledScan[] {
  const dice = new Dice(mulberry32((seed ^ 0x5bd1e995) >>> 0));
  const state = new Map<string, number>();
  const schedule: ScheduledScan[] = [];
  for (let s = 0; s < scans; s++) {
    const writes: { name: string; value: number }[] = [];
    for (const name of inputNames) {
      if (dice.chance(0.25)) {
        const value = dice.chance(0.8) ? 1 - (state.get(name) ?? 0) : (state.get(name) ?? 0);
        state.set(name, value);
        writes.push({ name, value });
      }
    }
    schedule.push({ writes, dt: dice.chance(0.8) ? 100 : dice.pick(ODD_DTS) });
  }
  return schedule;
}
