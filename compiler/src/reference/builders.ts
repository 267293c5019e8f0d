/**
 * Readable builders for small ladder projects in tests.
 *
 * Tags and instructions are written by name; {@link project} turns them into a {@link Project} document
 * with generated uuids, resolving every name to its tag or child-tag id. Member names use a dot:
 * `'T1.DN'`, `'C1.ACC'`. Numbers in a source slot are constants.
 *
 * ```ts
 * const p = project(
 *   timer('T1', 250),
 *   rung(xic('Start'), ton('T1')),
 *   rung(branch([xic('T1.DN')], [xic('Hold')]), ote('Lamp')),
 * );
 * ```
 *
 * Tags need not be declared: a name used without a declaration becomes a tag of the type its first use
 * implies (BOOL for contacts and coils, DINT for math and compares, TIMER for TON/TOF/RTO, COUNTER for
 * CTU/CTD; a member such as `X.EN` implies a TIMER, `X.CU` a COUNTER). Declare a tag to give it a value,
 * a preset or an alias, or when its type cannot be inferred (a tag only used by RES, a bare `X.DN`).
 */
import type {
  ChildTag,
  DataTypeMember,
  Instruction,
  InstructionRef,
  InstructionType,
  Project,
  Rung,
  Tag,
  TagType,
} from '../model/project.ts';
import {
  COUNTER_CHILDREN,
  DINT_CHILDREN,
  NEW_CONTROL_CHILDREN,
  NEW_COUNTER_CHILDREN,
  TIMER_CHILDREN,
} from '../model/project.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import { elementOperand, parseElementOperand } from '../model/arrays.ts';
import { operandPathText, parseOperandPath } from '../model/operandPaths.ts';
import { buildRoutines, NAME_SLOTS, type RoutineSpec } from './routineBuilders.ts';

/** A stored value of `type` (0/1, a wrapped DINT, a single). */
function storedValue(type: TagType, value: number): number {
  return type === 'BOOL' ? (value !== 0 ? 1 : 0) : type === 'REAL' ? Math.fround(value) : value | 0;
}

/** A source operand: a tag or member name, or a constant (DINT when whole and in range, else REAL). */
export type OperandSpec = string | number;

/** A tag declaration made by {@link tag}, {@link timer} or {@link counter}. */
export interface TagSpec {
  readonly kind: 'tag';
  /** Tag name as written in the project. */
  readonly name: string;
  readonly type: TagType;
  /** Value of a BOOL or DINT tag. */
  readonly value: number;
  /** Alias; '' when none. */
  readonly alias: string;
  /** TIMER and COUNTER: the members to create as child tags, with their initial values. */
  readonly children: readonly { readonly name: string; readonly value: number }[];
  /** An array (made by {@link array}): element count, first index and element values. */
  readonly array?: { readonly dimension: number; readonly lower: number; readonly values: readonly number[] };
  /**
   * A STRUCT tag or an array of TIMER, COUNTER or STRUCT (made by {@link struct}, {@link blockArray}):
   * the data type's name (STRUCT), the element count (arrays) and the member values by path.
   */
  readonly structured?: {
    readonly udt?: string;
    readonly dimension?: number;
    readonly memberValues: Readonly<Record<string, number>>;
  };
}

/** A data type declaration made by {@link dataType}. */
export interface DataTypeSpec {
  readonly kind: 'dataType';
  readonly name: string;
  readonly members: readonly DataTypeMember[];
}

/**
 * Declares a data type: members as `{ name, data_type, udt?, dimension? }` (description '').
 * `dataType('Motor', member('Run', 'BOOL'), member('Speed', 'REAL'), member('Delay', 'TIMER'))`.
 */
export function dataType(name: string, ...members: DataTypeMember[]): DataTypeSpec {
  return { kind: 'dataType', name, members };
}

/** A member of a {@link dataType}. */
export function member(
  name: string,
  type: TagType,
  options: { udt?: string; dimension?: number; lower?: number } = {},
): DataTypeMember {
  return { name, data_type: type, description: '', ...options };
}

/** Declares a STRUCT tag of data type `udt` (an array of them with `dimension`); member values by path. */
export function struct(
  name: string,
  udt: string,
  memberValues: Readonly<Record<string, number>> = {},
  dimension?: number,
): TagSpec {
  return {
    kind: 'tag',
    name,
    type: 'STRUCT',
    value: 0,
    alias: '',
    children: [],
    structured: { udt, memberValues, ...(dimension !== undefined ? { dimension } : {}) },
  };
}

/** Declares an array of `dimension` TIMERs, COUNTERs or CONTROLs; member values by path (`[2].PRE`). */
export function blockArray(
  name: string,
  type: 'TIMER' | 'COUNTER' | 'CONTROL',
  dimension: number,
  memberValues: Readonly<Record<string, number>> = {},
): TagSpec {
  return {
    kind: 'tag',
    name,
    type,
    value: 0,
    alias: '',
    children: [],
    structured: { dimension, memberValues },
  };
}

/** One instruction; operands are names (or constants), resolved by {@link project}. */
export interface InstructionSpec {
  readonly kind: 'instruction';
  readonly type: InstructionType;
  /** The instruction's tag or member name, or null (math, compare, OSR, OSF). */
  readonly tag: string | null;
  /** Named operand slots. */
  readonly ref?: { readonly [K in keyof InstructionRef]?: OperandSpec };
}

/** Parallel legs, each a list of elements, top to bottom. */
export interface BranchSpec {
  readonly kind: 'branch';
  readonly legs: readonly RungSpec[];
}

/** An element of a rung or leg. */
export type ElementSpec = InstructionSpec | BranchSpec;

/** A rung (or a branch leg): elements left to right. */
export interface RungSpec {
  readonly kind: 'rung';
  readonly elements: readonly ElementSpec[];
}

/** Optional extras of a timer or counter declaration. */
export interface BlockOptions {
  /** Initial ACC (default 0). */
  acc?: number;
  /** Initial values of BOOL members, e.g. `{ DN: 1 }`. */
  bits?: Readonly<Record<string, number>>;
  /**
   * Which members become child tags. Default: all five for a timer; PRE, ACC, CU, CD, DN for a counter
   * (the engine still gives a counter all seven members).
   */
  members?: readonly string[];
  /** Tag alias (default ''). */
  alias?: string;
}

// ---------------------------------------------------------------------------------------------- tags

/** Declares a BOOL, DINT or REAL tag (default value 0). */
export function tag(name: string, type: 'BOOL' | 'DINT' | 'REAL', value = 0, alias = ''): TagSpec {
  return { kind: 'tag', name, type, value, alias, children: [] };
}

/**
 * Declares an array tag of `dimension` BOOL, DINT or REAL elements from index `lower` (default 0) with
 * the given element values (the rest 0). Operands name its elements `Data[3]` or `Data[Index]`.
 */
export function array(
  name: string,
  type: 'BOOL' | 'DINT' | 'REAL',
  dimension: number,
  values: readonly number[] = [],
  lower = 0,
): TagSpec {
  return { kind: 'tag', name, type, value: 0, alias: '', children: [], array: { dimension, lower, values } };
}

/** Declares a TIMER tag with preset `pre` (ms) and all five members as child tags. */
export function timer(name: string, pre: number, options: BlockOptions = {}): TagSpec {
  return block(name, 'TIMER', pre, options, TIMER_CHILDREN);
}

/** Declares a COUNTER tag with preset `pre`; members PRE, ACC, CU, CD, DN unless `options.members` says. */
export function counter(name: string, pre: number, options: BlockOptions = {}): TagSpec {
  return block(name, 'COUNTER', pre, options, NEW_COUNTER_CHILDREN);
}

/** Declares a CONTROL tag with LEN `len` and the members of a new CONTROL tag as child tags. */
export function control(name: string, len: number, options: BlockOptions & { pos?: number } = {}): TagSpec {
  const spec = block(name, 'CONTROL', 0, options, NEW_CONTROL_CHILDREN);
  return {
    ...spec,
    children: spec.children.map((c) =>
      c.name === 'LEN' ? { ...c, value: len } : c.name === 'POS' ? { ...c, value: options.pos ?? 0 } : c,
    ),
  };
}

function block(
  name: string,
  type: 'TIMER' | 'COUNTER' | 'CONTROL',
  pre: number,
  options: BlockOptions,
  defaultMembers: readonly string[],
): TagSpec {
  const members = (options.members ?? defaultMembers).map((m) => m.toUpperCase());
  const children = members.map((member) => ({
    name: member,
    value: member === 'PRE' ? pre : member === 'ACC' ? (options.acc ?? 0) : (options.bits?.[member] ?? 0),
  }));
  return { kind: 'tag', name, type, value: 0, alias: options.alias ?? '', children };
}

// ---------------------------------------------------------------------------------------- structure

/** A rung (or a leg) of the given elements. */
export function rung(...elements: ElementSpec[]): RungSpec {
  return { kind: 'rung', elements };
}

/** A branch; each leg is an element list (`[xic('A')]`, `[]` for an empty leg) or a {@link rung}. */
export function branch(...legs: (readonly ElementSpec[] | RungSpec)[]): BranchSpec {
  return {
    kind: 'branch',
    legs: legs.map((leg) => ('kind' in leg ? leg : { kind: 'rung', elements: leg })),
  };
}

// ------------------------------------------------------------------------------------- instructions

function bitOp(type: InstructionType, name: string): InstructionSpec {
  return { kind: 'instruction', type, tag: name };
}

/** Examine if closed: passes when the bit is on. */
export const xic = (name: string): InstructionSpec => bitOp('XIC', name);
/** Examine if open: passes when the bit is off. */
export const xio = (name: string): InstructionSpec => bitOp('XIO', name);
/** One-shot; `storage` is its storage bit. */
export const ons = (storage: string): InstructionSpec => bitOp('ONS', storage);
/** Output energize. */
export const ote = (name: string): InstructionSpec => bitOp('OTE', name);
/** Output latch. */
export const otl = (name: string): InstructionSpec => bitOp('OTL', name);
/** Output unlatch. */
export const otu = (name: string): InstructionSpec => bitOp('OTU', name);
/** One-shot rising: `out` is on for one scan when the rung rises; `stor` holds the last rung state. */
export const osr = (stor: string, out: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'OSR',
  tag: null,
  ref: { Stor: stor, Out: out },
});
/** One-shot falling: `out` is on for one scan when the rung falls; `stor` holds the last rung state. */
export const osf = (stor: string, out: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'OSF',
  tag: null,
  ref: { Stor: stor, Out: out },
});

/** Timer on delay. */
export const ton = (timerName: string): InstructionSpec => bitOp('TON', timerName);
/** Timer off delay. */
export const tof = (timerName: string): InstructionSpec => bitOp('TOF', timerName);
/** Retentive timer on. */
export const rto = (timerName: string): InstructionSpec => bitOp('RTO', timerName);
/** Count up. */
export const ctu = (counterName: string): InstructionSpec => bitOp('CTU', counterName);
/** Count down. */
export const ctd = (counterName: string): InstructionSpec => bitOp('CTD', counterName);
/** Reset a timer or counter. */
export const res = (blockName: string): InstructionSpec => bitOp('RES', blockName);

/** Bit shift left / right of `array` (a DINT array or its first element) with CONTROL `ctl`, source bit `bit`. */
export const bsl = (array: string, ctl: string, bit: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'BSL',
  tag: ctl,
  ref: { Array: array, Bit: bit },
});
export const bsr = (array: string, ctl: string, bit: string): InstructionSpec => ({
  ...bsl(array, ctl, bit),
  type: 'BSR',
});
/** FIFO / LIFO load of `src` into `array` with CONTROL `ctl`. */
export const ffl = (src: OperandSpec, array: string, ctl: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'FFL',
  tag: ctl,
  ref: { Src: src, Array: array },
});
export const lfl = (src: OperandSpec, array: string, ctl: string): InstructionSpec => ({
  ...ffl(src, array, ctl),
  type: 'LFL',
});
/** FIFO / LIFO unload of `array` into `dest` with CONTROL `ctl`. */
export const ffu = (array: string, dest: string, ctl: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'FFU',
  tag: ctl,
  ref: { Array: array, Dest: dest },
});
export const lfu = (array: string, dest: string, ctl: string): InstructionSpec => ({
  ...ffu(array, dest, ctl),
  type: 'LFU',
});

function math(type: InstructionType, a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec {
  return { kind: 'instruction', type, tag: null, ref: { SrcA: a, SrcB: b, Dest: dest } };
}

/** Dest := A + B. */
export const add = (a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec => math('ADD', a, b, dest);
/** Dest := A − B. */
export const sub = (a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec => math('SUB', a, b, dest);
/** Dest := A × B. */
export const mul = (a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec => math('MUL', a, b, dest);
/** Dest := A / B. */
export const div = (a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec => math('DIV', a, b, dest);
/** Dest := A MOD B. */
export const mod = (a: OperandSpec, b: OperandSpec, dest: string): InstructionSpec => math('MOD', a, b, dest);
/** Dest := Src. */
export const mov = (src: OperandSpec, dest: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'MOV',
  tag: null,
  ref: { Src: src, Dest: dest },
});

function compare(type: InstructionType, a: OperandSpec, b: OperandSpec): InstructionSpec {
  return { kind: 'instruction', type, tag: null, ref: { SrcA: a, SrcB: b } };
}

/** A = B. */
export const equ = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('EQU', a, b);
/** A ≠ B. */
export const neq = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('NEQ', a, b);
/** A > B. */
export const grt = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('GRT', a, b);
/** A ≥ B. */
export const geq = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('GEQ', a, b);
/** A < B. */
export const les = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('LES', a, b);
/** A ≤ B. */
export const leq = (a: OperandSpec, b: OperandSpec): InstructionSpec => compare('LEQ', a, b);

// ------------------------------------------------------------------------------------------ project

const TIMER_ONLY = new Set(['EN', 'TT']);
const COUNTER_ONLY = new Set(['CU', 'CD', 'OV', 'UN']);

/** The tag type an instruction implies for its operand, or null when it implies none. */
function impliedType(type: InstructionType, slot: 'tag' | keyof InstructionRef): TagType | null {
  if (slot !== 'tag') return slot === 'Stor' || slot === 'Out' ? 'BOOL' : 'DINT';
  if (type === 'TON' || type === 'TOF' || type === 'RTO') return 'TIMER';
  if (type === 'CTU' || type === 'CTD') return 'COUNTER';
  if (type === 'RES') return null;
  return 'BOOL';
}

/**
 * Builds a project document from tag declarations and rungs, in any order (declarations may also be
 * passed as an array). Ids are deterministic (`tag-1`, `child-1`, `rung-1`, `branch-1`, `ins-1`…).
 * Throws when a name cannot be resolved or its type cannot be inferred.
 */
export function project(
  ...items: (TagSpec | RungSpec | DataTypeSpec | RoutineSpec | readonly TagSpec[])[]
): Project {
  const flat = items.flatMap((item) => ('kind' in item ? [item] : [...item]));
  const routineSpecs = flat.filter((item): item is RoutineSpec => item.kind === 'routine');
  const dataTypes = flat.filter((item): item is DataTypeSpec => item.kind === 'dataType');
  const declared = flat.filter((item): item is TagSpec => item.kind === 'tag');
  const mainRungs = flat.filter((item): item is RungSpec => item.kind === 'rung');

  const specs = new Map<string, TagSpec>();
  const declare = (spec: TagSpec): void => {
    const key = spec.name.toUpperCase();
    if (specs.has(key)) throw new Error(`tag ${spec.name} declared twice`);
    specs.set(key, spec);
  };
  declared.forEach(declare);

  // Infer undeclared tags from their uses, in program order.
  const infer = (name: string, type: TagType | null): void => {
    // `Data[3]`, `Data[Index]`: an element, named as its operand is written (with names, not ids).
    const element = parseElementOperand(name);
    if (element) {
      if (typeof element.index === 'string') infer(element.index, 'DINT');
      return;
    }
    const path = parseOperandPath(name);
    if (path && specs.get(path.tag.toUpperCase())?.structured) {
      for (const step of path.segments)
        if (step.kind === 'index' && typeof step.index === 'string') infer(step.index, 'DINT');
      return;
    }
    const [base = '', member] = name.split('.');
    if (specs.has(base.toUpperCase())) return;
    if (member !== undefined) {
      const m = member.toUpperCase();
      if (TIMER_ONLY.has(m)) declare(timer(base, 0));
      else if (COUNTER_ONLY.has(m)) declare(counter(base, 0, { members: COUNTER_CHILDREN }));
      else throw new Error(`cannot infer the type of ${base} from ${name}: declare it`);
    } else if (type === 'TIMER') declare(timer(base, 0));
    else if (type === 'COUNTER') declare(counter(base, 0));
    else if (type === 'BOOL' || type === 'DINT') declare(tag(base, type));
    else throw new Error(`cannot infer the type of ${name}: declare it`);
  };
  const visit = (elements: readonly ElementSpec[]): void => {
    for (const element of elements) {
      if (element.kind === 'branch') {
        element.legs.forEach((leg) => visit(leg.elements));
        continue;
      }
      if (element.tag !== null) infer(element.tag, impliedType(element.type, 'tag'));
      for (const [slot, operand] of Object.entries(element.ref ?? {})) {
        if (typeof operand === 'string' && !NAME_SLOTS.has(slot) && slot !== 'Expression')
          infer(operand, impliedType(element.type, slot as keyof InstructionRef));
      }
    }
  };
  mainRungs.forEach((r) => visit(r.elements));
  routineSpecs.forEach((r) => r.rungs.forEach((rung) => visit(rung.elements)));

  const result: Project = { ...createEmptyProject('Test Project'), programMode: 'LADDER' };
  if (dataTypes.length > 0) {
    result.dataTypes = {};
    dataTypes.forEach((type, i) => {
      const uuid = `type-${i + 1}`;
      (result.dataTypes ??= {})[uuid] = {
        uuid,
        name: type.name,
        description: '',
        members: [...type.members],
      };
    });
  }
  const counters = { tag: 0, child: 0, rung: 0, branch: 0, ins: 0 };
  const nextId = (kind: keyof typeof counters): string => `${kind}-${++counters[kind]}`;

  const ids = new Map<string, string>(); // upper-cased name or 'NAME.MEMBER' → id
  for (const spec of specs.values()) {
    const uuid = nextId('tag');
    const isBlock =
      (spec.type === 'TIMER' || spec.type === 'COUNTER' || spec.type === 'CONTROL') && !spec.structured;
    if (spec.structured) {
      const { udt, dimension, memberValues } = spec.structured;
      result.tagMap[uuid] = {
        uuid,
        name: spec.name,
        alias: spec.alias,
        data_type: spec.type,
        value: 0,
        children: null,
        io_symbol: null,
        ...(udt !== undefined ? { udt } : {}),
        ...(dimension !== undefined ? { dimension } : {}),
        ...(Object.keys(memberValues).length > 0 ? { memberValues: { ...memberValues } } : {}),
      };
      ids.set(spec.name.toUpperCase(), uuid);
      continue;
    }
    const value =
      spec.type === 'BOOL'
        ? spec.value !== 0
          ? 1
          : 0
        : spec.type === 'DINT'
          ? spec.value | 0
          : spec.type === 'REAL'
            ? Math.fround(spec.value)
            : 0;
    const t: Tag = {
      uuid,
      name: spec.name,
      alias: spec.alias,
      data_type: spec.type,
      value,
      children: isBlock ? [] : null,
      io_symbol: null,
      ...(spec.array
        ? {
            dimension: spec.array.dimension,
            ...(spec.array.lower !== 0 ? { lower: spec.array.lower } : {}),
            values: Array.from({ length: spec.array.dimension }, (_, i) =>
              storedValue(spec.type, spec.array?.values[i] ?? 0),
            ),
          }
        : {}),
    };
    result.tagMap[uuid] = t;
    ids.set(spec.name.toUpperCase(), uuid);
    for (const member of spec.children) {
      const childId = nextId('child');
      const dint = DINT_CHILDREN.includes(member.name);
      const child: ChildTag = {
        uuid: childId,
        name: member.name,
        alias: '',
        data_type: dint ? 'DINT' : 'BOOL',
        value: dint ? member.value | 0 : member.value !== 0 ? 1 : 0,
        children: null,
        io_symbol: null,
        parent: uuid,
      };
      result.childTagMap[childId] = child;
      t.children?.push(childId);
      ids.set(`${spec.name}.${member.name}`.toUpperCase(), childId);
    }
  }

  const resolve = (name: string): string => {
    const known = ids.get(name.toUpperCase());
    if (known !== undefined) return known;
    const element = parseElementOperand(name);
    if (element) {
      const { array, index } = element;
      return elementOperand(resolve(array), typeof index === 'number' ? index : resolve(index));
    }
    // `Pumps[X0].Speed`, `Line.Motors[1].Run`: the tag and index tags by id, members by name.
    const path = parseOperandPath(name);
    if (path && ids.has(path.tag.toUpperCase())) {
      return operandPathText({
        tag: resolve(path.tag),
        segments: path.segments.map((step) =>
          step.kind === 'index' && typeof step.index === 'string'
            ? { kind: 'index', index: resolve(step.index) }
            : step,
        ),
      });
    }
    throw new Error(`unknown tag or member ${name}`);
  };
  const buildRung = (spec: RungSpec): string => {
    const r: Rung = { uuid: nextId('rung'), elements: [] };
    result.rungMap[r.uuid] = r;
    for (const element of spec.elements) {
      if (element.kind === 'branch') {
        const uuid = nextId('branch');
        result.branchMap[uuid] = { uuid, rungs: element.legs.map(buildRung) };
        r.elements.push(uuid);
        continue;
      }
      const ins: Instruction = {
        uuid: nextId('ins'),
        type: element.type,
        tag: element.tag === null ? null : resolve(element.tag),
      };
      if (element.ref !== undefined) {
        const ref: InstructionRef = {};
        for (const [slot, operand] of Object.entries(element.ref) as [keyof InstructionRef, OperandSpec][]) {
          // CPT's and CMP's Expression is text over tag names, kept as written; so are names.
          const value =
            typeof operand === 'number' || NAME_SLOTS.has(slot) || slot === 'Expression'
              ? operand
              : resolve(operand);
          Object.assign(ref, { [slot]: value });
        }
        ins.ref = ref;
      }
      // An Add-On Instruction call's arguments (addOnBuilders.ts `call`), by parameter name.
      const params = (element as { params?: Record<string, OperandSpec | null> }).params;
      if (params)
        ins.params = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? resolve(v) : v]),
        );
      result.instructionMap[ins.uuid] = ins;
      r.elements.push(ins.uuid);
    }
    return r.uuid;
  };
  result.rungs = mainRungs.map(buildRung);
  if (routineSpecs.length > 0) result.routines = buildRoutines(routineSpecs, buildRung);
  return result;
}
