/**
 * The Structured Text reference interpreter: a plain tree-walking interpreter over the typed AST
 * (`../ast.ts`), written from the rules alone (shared/SEMANTICS.md, docs/decisions.md "Structured Text:
 * exact rules"), never from the code generator. It is the oracle of the ST differential test against the
 * WebAssembly VM.
 *
 * State is the ladder reference's: one map from upper-cased names to numbers, 'NAME' for BOOL and DINT
 * tags, 'NAME.MEMBER' for the five TIMER and all seven COUNTER members, with the same initial values
 * (taken from a {@link ReferencePlc} built from the same project).
 *
 * Rules implemented literally:
 * - Names in the program resolve to tags by alias first, then by name, case-insensitively (a child tag's
 *   own alias is tried last). `X.M` resolves X the same way.
 * - Values are 32-bit integers; BOOL values are 0/1. A BOOL counts as 0/1 where a number is needed, a
 *   DINT as true when non-zero where a condition is needed; assigning to a BOOL stores 1 for non-zero.
 * - Expression types: literals, tags and members have their own type; comparisons are BOOL; arithmetic,
 *   unary minus, ABS/MIN/MAX/LIMIT/SHL/SHR are DINT; AND/OR/XOR (bit by bit) and SEL are BOOL when both
 *   value operands are BOOL, else DINT; NOT is logical on a BOOL and bitwise (~x) on a DINT. Both operands
 *   are always evaluated, left first.
 * - FOR assigns the start, then evaluates end and step once; before each pass it ends when (step ≥ 0 and
 *   i > end) or (step < 0 and i < end); after each pass i := i + step (wrapping). WHILE tests before each
 *   pass, REPEAT after. EXIT leaves the innermost loop.
 * - Loop cap: one execution of a loop runs at most 10 000 passes. When a loop that has run 10 000 passes
 *   would start another (its own end test says go on), it stops, and the warning
 *   `Line {n}: loop stopped after 10000 iterations.` is logged once per loop line per run.
 * - Timer and counter calls (`TON`, `TOF`, `RTO`, `CTU`, `CTD`, `RES`) run the ladder reference's own
 *   instructions through {@link LadderBlocks}: the arguments are evaluated left to right, then a given
 *   preset is written to `.PRE`, then the instruction runs with the input as its rung condition. `RES`
 *   always resets. `TP` (no ladder equivalent) is implemented here, per docs/decisions.md.
 *
 * Pre-scan (docs/decisions.md "Pre-scan" of a Structured Text program): no statement runs — nothing is
 * assigned, no loop runs, no preset is written. Every TON/TOF/RTO/TP/CTU/CTD call of the program is
 * visited once, in source order, whatever IF, CASE or loop surrounds it; its input expression is evaluated
 * and its ladder pre-scan action applied (TON/RTO/TOF reset as in the ladder table, CU/CD := input,
 * TP: EN := input, TT = DN = ACC := 0). RES does nothing (its ladder pre-scan action). So a pre-scan never
 * hits a loop cap.
 *
 * IEC function blocks (issue 17; docs/decisions.md "Structured Text: IEC function blocks"), given the
 * VAR declarations of the program's instances:
 * - Member names: a timer's IN is EN, PT is PRE, ET is ACC, Q is DN (TT for TP); a counter's CU, CD are
 *   CU, CD, PV is PRE, CV is ACC, Q of CTU and QU of CTUD are DN. A counter's R and LD, CTD's Q, CTUD's QD
 *   and every pin of R_TRIG, F_TRIG, SR and RS are BOOLs of their own, 'NAME.PIN' in memory, initially 0.
 * - A formal call evaluates its inputs in the order written and stores each at once (PT into PRE, R, LD,
 *   S1 … into their BOOLs; IN, CU, CD, CLK are kept as the call's input); an omitted input keeps its last
 *   value (a timer's EN, a counter's CU/CD, an edge's CLK, the stored BOOL). Then the block runs, then each
 *   `=>` output is assigned to its target.
 * - Timers run the same instruction as the positional call. Counters: R (CTU, CTUD) sets CV := 0, else LD
 *   (CTD, CTUD) sets CV := PV, else a rising edge of CU (input true, CU false) adds 1 while CV < PV and a
 *   rising edge of CD subtracts 1 while CV > 0 (CTUD: both at once count nothing); then CU, CD := the
 *   inputs, Q/QU := CV >= PV, Q of CTD/QD := CV <= 0. R_TRIG: Q := CLK input AND NOT CLK; F_TRIG: Q := NOT
 *   input AND CLK; then CLK := input. SR: Q1 := S1 OR (NOT R AND Q1); RS: Q1 := NOT R1 AND (S OR Q1).
 * - Pre-scan: a timer call's pre-scan as above (input: IN, or EN when omitted); a counter's CU/CD := its
 *   given CU/CD input; R_TRIG's CLK := 0 (IEC: its memory starts FALSE, so a CLK already TRUE on the first
 *   call gives Q), F_TRIG's CLK := its input (CLK when omitted); Q := 0; SR and RS nothing.
 * - CONTINUE goes on with the innermost loop's next pass (FOR: the step, then the end test; WHILE: the
 *   test; REPEAT: the UNTIL test). RETURN ends the scan.
 *
 * Arrays (issue 24): element k of array tag Data is the cell 'DATA[k]'. An element with an index is read or
 * written with its index evaluated each time (an assignment evaluates its value first, then the target's
 * index); an index outside the bounds stops the run — the scan ends where it is, later scans do nothing,
 * `fault()` gives `Array index 12 is out of range for Data[0..9] (line 7)` (the statement's line; for an
 * ELSIF or UNTIL condition the condition's) — until the next pre-scan.
 *
 * The program is assumed valid (the checker lives in the compiler); an unresolvable name throws.
 */
import { arrayBounds, arrayRangeText, elementName, isArrayTag, storedElement } from '../../model/arrays.ts';
import type { Project, Tag } from '../../model/project.ts';
import { ReferencePlc } from '../../reference/referenceInterpreter.ts';
import type {
  CallExpression,
  CallStatement,
  Expression,
  FbCallStatement,
  Identifier,
  IndexRef,
  InlineCall,
  MemberRef,
  NameRef,
  Statement,
  StProgram,
  Target,
} from '../ast.ts';
import { memberCells, preparePath, type PathHost } from './referencePaths.ts';
import { TypeTable, type TypeRef } from '../../model/dataTypes.ts';
import { pathOf, type StepRef } from '../ast.ts';
import { COUNTER_MEMBERS, LadderBlocks, TIMER_MEMBERS, type LadderBlockInstruction } from './ladderBlocks.ts';

/** Passes one execution of a loop statement may run. */
export const LOOP_CAP = 10_000;

/** The loop-cap warning for a loop on 1-based line `line`. */
export function loopCapWarning(line: number): string {
  return `Line ${line}: loop stopped after ${LOOP_CAP} iterations.`;
}

const INT32_MAX = 2147483647;

/** An array index outside the bounds: the run stops (a major fault), with the engine's message. */
class IndexFault extends Error {}

type ValueType = 'BOOL' | 'DINT' | 'REAL';

/** An expression compiled to a closure, with its static type. */
interface Compiled {
  readonly type: ValueType;
  readonly run: () => number;
}

/** What a statement tells its loop: go on, EXIT, CONTINUE, or RETURN (ends the scan). */
const NORMAL = 0;
const EXIT = 1;
const CONTINUE = 2;
const RETURN = 3;
type Signal = typeof NORMAL | typeof EXIT | typeof CONTINUE | typeof RETURN;

/** An IEC function-block declaration: `Delay : TON;` (name and type upper-case or as written). */
export interface StReferenceInstance {
  readonly name: string;
  readonly type: string;
}

/** Each IEC type's pins: [pin, Logix member or null for a BOOL of its own]. */
const IEC_PINS: Readonly<Record<string, readonly (readonly [string, string | null])[]>> = {
  TON: [
    ['IN', 'EN'],
    ['PT', 'PRE'],
    ['Q', 'DN'],
    ['ET', 'ACC'],
  ],
  TOF: [
    ['IN', 'EN'],
    ['PT', 'PRE'],
    ['Q', 'DN'],
    ['ET', 'ACC'],
  ],
  RTO: [
    ['IN', 'EN'],
    ['PT', 'PRE'],
    ['Q', 'DN'],
    ['ET', 'ACC'],
  ],
  TP: [
    ['IN', 'EN'],
    ['PT', 'PRE'],
    ['Q', 'TT'],
    ['ET', 'ACC'],
  ],
  CTU: [
    ['CU', 'CU'],
    ['R', null],
    ['PV', 'PRE'],
    ['Q', 'DN'],
    ['CV', 'ACC'],
  ],
  CTD: [
    ['CD', 'CD'],
    ['LD', null],
    ['PV', 'PRE'],
    ['Q', null],
    ['CV', 'ACC'],
  ],
  CTUD: [
    ['CU', 'CU'],
    ['CD', 'CD'],
    ['R', null],
    ['LD', null],
    ['PV', 'PRE'],
    ['QU', 'DN'],
    ['QD', null],
    ['CV', 'ACC'],
  ],
  R_TRIG: [
    ['CLK', null],
    ['Q', null],
  ],
  F_TRIG: [
    ['CLK', null],
    ['Q', null],
  ],
  SR: [
    ['S1', null],
    ['R', null],
    ['Q1', null],
  ],
  RS: [
    ['S', null],
    ['R1', null],
    ['Q1', null],
  ],
};
const PIN_SPELLINGS: Readonly<Record<string, string>> = { RESET: 'R', LOAD: 'LD' };
type Runner = () => Signal;

/** A TIMER or COUNTER tag as a block of member slots (in TIMER_MEMBERS / COUNTER_MEMBERS order). */
interface Block {
  readonly isCounter: boolean;
  readonly slots: readonly number[];
}

/** A timer/counter call prepared for the pre-scan. */
interface PrescanCall {
  readonly kind: 'TON' | 'TOF' | 'RTO' | 'TP' | 'CTU' | 'CTD';
  readonly block: Block;
  readonly input: Compiled;
}

const TIMER_CALLS = new Set(['TON', 'TOF', 'RTO', 'TP']);
const COUNTER_CALLS = new Set(['CTU', 'CTD']);

/** A Structured Text PLC that interprets a parsed {@link StProgram} directly. */
export class StReference {
  private readonly keys: string[] = [];
  private readonly slotOfKey = new Map<string, number>();
  private readonly values: number[] = [];
  private readonly isBool: boolean[] = [];
  private readonly isReal: boolean[] = [];
  private readonly byAlias = new Map<string, Tag>();
  private readonly byName = new Map<string, Tag>();
  private readonly byChildAlias = new Map<string, string>();
  private readonly lineStarts: number[] = [0];
  private readonly blocks = new LadderBlocks();
  private readonly body: Runner;
  private readonly warned = new Set<number>();
  private readonly log: string[] = [];
  /** Milliseconds of the scan in progress. */
  private dt = 0;
  /** IEC instances by upper-cased name: their type. */
  private readonly iec = new Map<string, string>();
  /** Pre-scan actions of formal calls (edges and IEC counters), in source order with the others. */
  private readonly prescanActions: (() => void)[] = [];
  /** The major fault that stopped the run, or null. */
  private faultMessage: string | null = null;
  /** While preparing: the line a fault in the statement being prepared names. */
  private atLine = 1;
  private readonly types: TypeTable;
  /** How paths reach the interpreter's memory (referencePaths.ts). */
  private readonly pathHost: PathHost = {
    types: new TypeTable(undefined),
    tag: (name) => this.tag({ kind: 'identifier', name, from: 0, to: 0 }),
    expression: (e) => this.expression(e).run,
    fault: (message) => {
      throw new IndexFault(message);
    },
    line: () => this.atLine,
  };

  /**
   * Creates the tag memory from the project (as {@link ReferencePlc} does) and prepares `program`, the
   * parse of `source` (used to turn node offsets into line numbers for the loop-cap warnings).
   */
  constructor(
    project: Project,
    program: StProgram,
    source: string,
    instances: readonly StReferenceInstance[] = [],
  ) {
    const initial = new ReferencePlc(project).snapshot();
    const types = new Map<string, ValueType>();
    for (const tag of Object.values(project.tagMap)) {
      const name = tag.name.toUpperCase();
      if (tag.data_type === 'BOOL' || tag.data_type === 'DINT' || tag.data_type === 'REAL')
        types.set(name, tag.data_type);
      else {
        const members = tag.data_type === 'TIMER' ? TIMER_MEMBERS : COUNTER_MEMBERS;
        for (const m of members) types.set(`${name}.${m}`, m === 'PRE' || m === 'ACC' ? 'DINT' : 'BOOL');
      }
      const alias = tag.alias.trim().toUpperCase();
      if (alias !== '' && !this.byAlias.has(alias)) this.byAlias.set(alias, tag);
      this.byName.set(name, tag);
    }
    for (const child of Object.values(project.childTagMap)) {
      const parent = project.tagMap[child.parent];
      const alias = child.alias.trim().toUpperCase();
      if (parent !== undefined && alias !== '' && !this.byChildAlias.has(alias)) {
        this.byChildAlias.set(alias, `${parent.name}.${child.name}`.toUpperCase());
      }
    }
    for (const tag of Object.values(project.tagMap)) {
      if (tag.data_type === 'REAL') initial[tag.name.toUpperCase()] = Math.fround(Number(tag.value) || 0);
    }
    const arrays = new Set<string>();
    for (const tag of Object.values(project.tagMap)) {
      if (!isArrayTag(tag)) continue;
      // An array: one memory cell per element, `DATA[3]`, consecutive (see indexSlot).
      const name = tag.name.toUpperCase();
      const { lower, upper } = arrayBounds(tag);
      arrays.add(name);
      const type = tag.data_type === 'REAL' ? 'REAL' : tag.data_type === 'BOOL' ? 'BOOL' : 'DINT';
      for (let k = lower; k <= upper; k++) {
        const key = elementName(name, k);
        const stored = storedElement(tag, k - lower);
        initial[key] =
          type === 'REAL' ? Math.fround(stored) : type === 'BOOL' ? (stored ? 1 : 0) : stored | 0;
        types.set(key, type);
      }
    }
    this.types = new TypeTable(project.dataTypes, project.addOnInstructions);
    for (const tag of Object.values(project.tagMap))
      if (
        tag.data_type === 'STRUCT' ||
        (isArrayTag(tag) &&
          tag.dimension !== undefined &&
          tag.data_type !== 'BOOL' &&
          tag.data_type !== 'DINT' &&
          tag.data_type !== 'REAL')
      ) {
        arrays.add(tag.name.toUpperCase());
        for (const key of Object.keys(initial))
          if (key.startsWith(`${tag.name.toUpperCase()}.`) || key.startsWith(`${tag.name.toUpperCase()}[`))
            arrays.add(key);
      }
    for (const cell of memberCells(project)) {
      initial[cell.key] = cell.value;
      types.set(cell.key, cell.type);
      arrays.delete(cell.key);
    }
    for (const [key, value] of Object.entries(initial)) {
      if (arrays.has(key)) continue;
      this.slotOfKey.set(key, this.keys.length);
      this.keys.push(key);
      this.values.push(value);
      this.isBool.push(types.get(key) === 'BOOL');
      this.isReal.push(types.get(key) === 'REAL');
    }
    for (const instance of instances) {
      const name = instance.name.toUpperCase();
      const type = instance.type.toUpperCase();
      this.iec.set(name, type);
      for (const [pin, member] of IEC_PINS[type] ?? []) {
        const key = `${name}.${pin}`;
        if (member !== null || this.slotOfKey.has(key)) continue;
        this.slotOfKey.set(key, this.keys.length);
        this.keys.push(key);
        this.values.push(0);
        this.isBool.push(true);
        this.isReal.push(false);
      }
    }
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    const body = this.block(program.body);
    this.body = () => (body(), NORMAL);
  }

  /** The pre-scan run on entering RUN: every timer/counter call's pre-scan action, in source order. */
  prescan(): void {
    this.dt = 0;
    this.faultMessage = null;
    this.guard(() => {
      for (const action of this.prescanActions) action();
    });
  }

  /** The major fault that stopped the run (`Array index 12 is out of range for Data[0..9] (line 7)`), or null. */
  fault(): string | null {
    return this.faultMessage;
  }

  /** Runs `work`; an index fault stops the run (what was written before it stays). */
  private guard(work: () => void): void {
    try {
      work();
    } catch (error) {
      if (!(error instanceof IndexFault)) throw error;
      this.faultMessage = error.message;
    }
  }

  /**
   * One scan: the program once from the top. A negative or non-finite `dtMs` counts as 0; a fractional
   * one is rounded to the nearest millisecond (halves up), as the engine host does.
   */
  scan(dtMs: number): void {
    if (this.faultMessage !== null) return;
    this.dt = Number.isFinite(dtMs) ? Math.max(0, Math.min(INT32_MAX, Math.round(dtMs))) : 0;
    this.guard(() => this.body());
  }

  /** The value of a tag or member ('Timer1.ACC') by name, case-insensitively; throws for an unknown name. */
  get(name: string): number {
    const slot = this.slotOfKey.get(name.toUpperCase());
    if (slot === undefined) throw new Error(`StReference: unknown tag ${name}`);
    return this.values[slot] ?? 0;
  }

  /** Writes a tag or member: a BOOL stores 1 for any non-zero value, a DINT the value's 32-bit integer. */
  set(name: string, value: number): void {
    const slot = this.slotOfKey.get(name.toUpperCase());
    if (slot === undefined) throw new Error(`StReference: unknown tag ${name}`);
    this.write(slot, value);
  }

  /** Every name in tag memory, upper-cased. */
  names(): string[] {
    return [...this.keys];
  }

  /** A copy of the whole tag memory, by upper-cased name. */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.keys.map((key, i) => [key, this.values[i] ?? 0]));
  }

  /** The loop-cap warnings logged so far, in order (at most one per loop line). */
  warnings(): string[] {
    return [...this.log];
  }

  // ------------------------------------------------------------------------------------- memory

  private write(slot: number, value: number): void {
    this.values[slot] = this.isBool[slot]
      ? value !== 0
        ? 1
        : 0
      : this.isReal[slot]
        ? Math.fround(value)
        : value | 0;
  }

  private slot(key: string): number {
    const slot = this.slotOfKey.get(key);
    if (slot === undefined) throw new Error(`StReference: no tag memory for ${key}`);
    return slot;
  }

  /** A tag by alias first, then by name. */
  private tag(id: Identifier): Tag | undefined {
    const upper = id.name.toUpperCase();
    return this.byAlias.get(upper) ?? this.byName.get(upper);
  }

  /** Where a target is, found when the value is stored (an element's index is evaluated then). */
  private targetSlot(ref: Target): () => number {
    const path = this.path(ref);
    if (path) return () => this.slot(path.key());
    if (ref.kind === 'index') return this.indexSlot(ref);
    if (ref.kind === 'path') throw new Error('StReference: unchecked path');
    const slot = this.slotOf(ref);
    return () => slot;
  }

  /** A path through a STRUCT tag or an array of blocks or structures, prepared; else null. */
  private path(ref: Expression): { key: () => string; ref: TypeRef } | null {
    if (ref.kind !== 'member' && ref.kind !== 'index' && ref.kind !== 'path') return null;
    const tag = this.tag(pathOf(ref).base);
    const structured =
      tag !== undefined &&
      (tag.data_type === 'STRUCT' ||
        (tag.dimension !== undefined && (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER')));
    if (!structured && ref.kind !== 'path') return null;
    return preparePath({ ...this.pathHost, types: this.types }, ref as StepRef);
  }

  /** The cell names of a whole STRUCT, TIMER or COUNTER value (`P1`, `Pumps[2]`), or null. */
  private wholeKeys(e: Expression): { key: () => string; paths: string[] } | null {
    const tag = e.kind === 'name' ? this.tag(e.name) : undefined;
    const found =
      tag?.data_type === 'STRUCT' && tag.dimension === undefined
        ? { key: () => tag.name.toUpperCase(), ref: tag as TypeRef }
        : this.path(e);
    if (
      !found ||
      found.ref.dimension !== undefined ||
      !['STRUCT', 'TIMER', 'COUNTER'].includes(found.ref.data_type)
    )
      return null;
    return { key: found.key, paths: this.types.leaves(found.ref).map((l) => l.path.toUpperCase()) };
  }

  /**
   * The slot of element `Data[i]`, its index evaluated and checked on every use: outside the bounds the
   * run stops with `Array index 12 is out of range for Data[0..9] (line 7)`, the line of the statement
   * (of an ELSIF or UNTIL condition: the condition's line).
   */
  private indexSlot(ref: IndexRef): () => number {
    const tag = this.tag(ref.array);
    if (tag === undefined || !isArrayTag(tag))
      throw new Error(`StReference: ${ref.array.name} is not an array`);
    const { lower, upper } = arrayBounds(tag);
    const base = this.slot(elementName(tag.name.toUpperCase(), lower));
    const index = this.expression(ref.index).run;
    const where = `${arrayRangeText(tag)} (line ${this.atLine})`;
    return () => {
      const k = index();
      if (k < lower || k > upper) throw new IndexFault(`Array index ${k} is out of range for ${where}`);
      return base + (k - lower);
    };
  }

  /** The slot of a name or member reference. */
  private slotOf(ref: NameRef | MemberRef): number {
    if (ref.kind === 'member') return this.memberSlot(ref.object, ref.member.name);
    const tag = this.tag(ref.name);
    if (tag !== undefined) {
      if (tag.data_type !== 'BOOL' && tag.data_type !== 'DINT' && tag.data_type !== 'REAL') {
        throw new Error(`StReference: ${ref.name.name} is a ${tag.data_type}, not a value`);
      }
      return this.slot(tag.name.toUpperCase());
    }
    const child = this.byChildAlias.get(ref.name.name.toUpperCase());
    if (child !== undefined) return this.slot(child);
    throw new Error(`StReference: unknown name ${ref.name.name}`);
  }

  /**
   * The slot of member `member` of `object`: a Logix member of a TIMER/COUNTER tag, an IEC name mapped
   * onto one (a tag without an IEC type reads as TON or CTU), or an IEC instance's BOOL of its own.
   */
  private memberSlot(object: Identifier, member: string): number {
    const tag = this.tag(object);
    const pinName = (p: string) => PIN_SPELLINGS[p] ?? p;
    const upper = member.toUpperCase();
    if (tag === undefined) {
      const name = object.name.toUpperCase();
      if (!this.iec.has(name)) throw new Error(`StReference: unknown name ${object.name}`);
      return this.slot(`${name}.${pinName(upper)}`);
    }
    if (tag.data_type !== 'TIMER' && tag.data_type !== 'COUNTER') {
      throw new Error(`StReference: ${object.name} is not a TIMER or COUNTER`);
    }
    const direct = this.slotOfKey.get(`${tag.name}.${upper}`.toUpperCase());
    if (direct !== undefined) return direct;
    const type = this.iec.get(tag.name.toUpperCase()) ?? (tag.data_type === 'TIMER' ? 'TON' : 'CTU');
    const pin = (IEC_PINS[type] ?? []).find(([p]) => p === pinName(upper));
    if (pin === undefined) throw new Error(`StReference: no member ${member} of ${object.name}`);
    return this.slot(`${tag.name}.${pin[1] ?? pin[0]}`.toUpperCase());
  }

  /** The TIMER or COUNTER block an argument names. */
  private blockOf(arg: Expression | undefined, callee: string): Block {
    const path = arg ? this.path(arg) : null;
    if (path) {
      const key = path.key();
      const isCounter = path.ref.data_type === 'COUNTER';
      return {
        isCounter,
        slots: (isCounter ? COUNTER_MEMBERS : TIMER_MEMBERS).map((m) => this.slot(`${key}.${m}`)),
      };
    }
    if (arg?.kind !== 'name') throw new Error(`StReference: ${callee} needs a TIMER or COUNTER tag`);
    const tag = this.tag(arg.name);
    if (tag === undefined || (tag.data_type !== 'TIMER' && tag.data_type !== 'COUNTER')) {
      throw new Error(`StReference: ${arg.name.name} is not a TIMER or COUNTER`);
    }
    const isCounter = tag.data_type === 'COUNTER';
    const name = tag.name.toUpperCase();
    return {
      isCounter,
      slots: (isCounter ? COUNTER_MEMBERS : TIMER_MEMBERS).map((m) => this.slot(`${name}.${m}`)),
    };
  }

  private line(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  private capWarning(line: number): void {
    if (this.warned.has(line)) return;
    this.warned.add(line);
    this.log.push(loopCapWarning(line));
  }

  // ------------------------------------------------------------------------------- statements

  private block(statements: readonly Statement[]): Runner {
    const runners = statements.map((s) => this.statement(s));
    if (runners.length === 0) return () => NORMAL;
    if (runners.length === 1) return runners[0] ?? (() => NORMAL);
    return () => {
      for (const run of runners) {
        const signal = run();
        if (signal !== NORMAL) return signal;
      }
      return NORMAL;
    };
  }

  private statement(s: Statement): Runner {
    this.atLine = this.line(s.from);
    switch (s.kind) {
      case 'assign': {
        const into = this.wholeKeys(s.target);
        const from = into ? this.wholeKeys(s.value) : null;
        if (into && from) {
          return () => {
            const [source, target] = [from.key(), into.key()];
            for (const path of into.paths)
              this.write(this.slot(target + path), this.values[this.slot(source + path)] ?? 0);
            return NORMAL;
          };
        }
        // The value first, then the target's index.
        const value = this.expression(s.value).run;
        const slot = this.targetSlot(s.target);
        return () => {
          const v = value();
          this.write(slot(), v);
          return NORMAL;
        };
      }
      case 'if': {
        const branches = s.branches.map((b, i) => {
          if (i > 0) this.atLine = this.line(b.condition.from);
          return { test: this.expression(b.condition).run, body: this.block(b.body) };
        });
        const otherwise = s.otherwise === null ? null : this.block(s.otherwise);
        return () => {
          for (const branch of branches) if (branch.test() !== 0) return branch.body();
          return otherwise === null ? NORMAL : otherwise();
        };
      }
      case 'case': {
        const selector = this.expression(s.selector).run;
        const clauses = s.clauses.map((clause) => ({
          labels: clause.labels.map((label) =>
            label.kind === 'range'
              ? { low: this.expression(label.low).run, high: this.expression(label.high).run }
              : { low: this.expression(label).run, high: null },
          ),
          body: this.block(clause.body),
        }));
        const otherwise = s.otherwise === null ? null : this.block(s.otherwise);
        return () => {
          const value = selector();
          for (const clause of clauses) {
            for (const label of clause.labels) {
              const hit =
                label.high === null ? value === label.low() : label.low() <= value && value <= label.high();
              if (hit) return clause.body();
            }
          }
          return otherwise === null ? NORMAL : otherwise();
        };
      }
      case 'for': {
        const v = s.variable as Target;
        const slot = v.kind === 'name' ? this.slotOf(v) : this.targetSlot(v)();
        if (this.isBool[slot])
          throw new Error(`StReference: FOR variable ${s.variable.name.name} is not a DINT`);
        const start = this.expression(s.start).run;
        const end = this.expression(s.end).run;
        const step = s.step === null ? () => 1 : this.expression(s.step).run;
        const body = this.block(s.body);
        const line = this.line(s.from);
        return () => {
          this.write(slot, start());
          const last = end();
          const by = step();
          for (let passes = 0; ; passes++) {
            const i = this.values[slot] ?? 0;
            if (by >= 0 ? i > last : i < last) break;
            if (passes === LOOP_CAP) {
              this.capWarning(line);
              break;
            }
            const signal = body();
            if (signal === EXIT) break;
            if (signal === RETURN) return RETURN;
            this.write(slot, (this.values[slot] ?? 0) + by);
          }
          return NORMAL;
        };
      }
      case 'while': {
        const test = this.expression(s.condition).run;
        const body = this.block(s.body);
        const line = this.line(s.from);
        return () => {
          for (let passes = 0; ; passes++) {
            if (test() === 0) break;
            if (passes === LOOP_CAP) {
              this.capWarning(line);
              break;
            }
            const signal = body();
            if (signal === EXIT) break;
            if (signal === RETURN) return RETURN;
          }
          return NORMAL;
        };
      }
      case 'repeat': {
        const line = this.line(s.from);
        const body = this.block(s.body);
        this.atLine = this.line(s.condition.from);
        const test = this.expression(s.condition).run;
        return () => {
          for (let passes = 0; ; passes++) {
            if (passes === LOOP_CAP) {
              this.capWarning(line);
              break;
            }
            const signal = body();
            if (signal === EXIT) break;
            if (signal === RETURN) return RETURN;
            if (test() !== 0) break;
          }
          return NORMAL;
        };
      }
      case 'exit':
        return () => EXIT;
      case 'continue':
        return () => CONTINUE;
      case 'return':
        return () => RETURN;
      case 'callStatement':
        return this.callStatement(s);
      case 'fbCall':
        return this.fbCall(s);
      case 'inline':
        return this.inline(s);
      case 'empty':
        return () => NORMAL;
    }
  }

  /** An inlined user call (st/inline.ts): every input value first, then the inputs, then the body. */
  private inline(call: InlineCall): Runner {
    const values = call.inputs.map((i) => this.expression(i.value).run);
    const slots = call.inputs.map((i) => this.targetSlot(i.target));
    const line = this.atLine;
    const body = this.block(call.body);
    this.atLine = line;
    return () => {
      const v = values.map((run) => run());
      slots.forEach((slot, k) => this.write(slot(), v[k] ?? 0));
      const signal = body();
      return signal === RETURN ? NORMAL : signal;
    };
  }

  private callStatement(s: CallStatement): Runner {
    const callee = s.call.callee.name.toUpperCase();
    const args = s.call.args;
    const block = this.blockOf(args[0], callee);
    if (callee === 'RES') {
      if (args.length !== 1) throw new Error('StReference: RES takes one argument');
      return () => {
        this.runBlock('RES', block, true, false);
        return NORMAL;
      };
    }
    const kind = callee as PrescanCall['kind'];
    if (!(block.isCounter ? COUNTER_CALLS : TIMER_CALLS).has(callee)) {
      throw new Error(`StReference: ${callee} cannot run on this block`);
    }
    if (args.length < 2 || args.length > 3)
      throw new Error(`StReference: ${callee} takes two or three arguments`);
    const input = this.expression(args[1]);
    this.prescanActions.push(() => this.runBlock(kind, block, input.run() !== 0, true));
    const presetArg = args[2];
    const preset = presetArg === undefined ? null : this.expression(presetArg).run;
    const preSlot = block.slots[0] ?? 0; // PRE is the first member of both blocks
    return () => {
      const on = input.run() !== 0;
      if (preset !== null) {
        const pre = preset();
        this.write(preSlot, pre);
      }
      this.runBlock(kind, block, on, false);
      return NORMAL;
    };
  }

  /** A formal call `Instance(PIN := …, PIN => …)` (see the file comment). */
  private fbCall(s: FbCallStatement): Runner {
    const name = s.instance.name.toUpperCase();
    const tag = this.tag(s.instance);
    const type = this.iec.get(tag ? tag.name.toUpperCase() : name);
    if (type === undefined) throw new Error(`StReference: ${s.instance.name} is not an IEC instance`);
    const spell = (p: string) => PIN_SPELLINGS[p.toUpperCase()] ?? p.toUpperCase();
    const pinSlot = (pin: string) => this.memberSlot(s.instance, pin);
    const inputs = s.inputs.map((a) => ({ pin: spell(a.name.name), run: this.expression(a.value).run }));
    const outputs = s.outputs.map((o) => ({
      from: pinSlot(spell(o.name.name)),
      to: this.targetSlot(o.target),
    }));
    const read = (slot: number) => this.values[slot] ?? 0;
    const given = (pin: string) => inputs.find((a) => a.pin === pin)?.run ?? null;
    const edgeInputs = new Set(['IN', 'CU', 'CD', 'CLK']);
    /** Runs the inputs in order: edge-type inputs are returned by pin, the others stored at once. */
    const takeInputs = (): Map<string, number> => {
      const taken = new Map<string, number>();
      for (const { pin, run } of inputs) {
        const value = run();
        if (edgeInputs.has(pin)) taken.set(pin, value !== 0 ? 1 : 0);
        else this.write(pinSlot(pin), value);
      }
      return taken;
    };
    const finish = (): Signal => {
      for (const { from, to } of outputs) {
        const value = read(from);
        this.write(to(), value);
      }
      return NORMAL;
    };

    if (type === 'TON' || type === 'TOF' || type === 'RTO' || type === 'TP') {
      const block = this.blockOf({ kind: 'name', name: s.instance, from: 0, to: 0 }, type);
      const en = pinSlot('IN');
      const input = given('IN');
      this.prescanActions.push(() =>
        this.runBlock(type, block, (input === null ? read(en) : input()) !== 0, true),
      );
      return () => {
        const taken = takeInputs();
        this.runBlock(type, block, (taken.get('IN') ?? read(en)) !== 0, false);
        return finish();
      };
    }
    if (type === 'R_TRIG' || type === 'F_TRIG') {
      const clk = pinSlot('CLK');
      const q = pinSlot('Q');
      const input = given('CLK');
      this.prescanActions.push(() => {
        // R_TRIG's memory starts FALSE (IEC), F_TRIG's follows the input: no edge at start-up.
        this.write(clk, type === 'R_TRIG' ? 0 : input === null ? read(clk) : input());
        this.write(q, 0);
      });
      return () => {
        const on = takeInputs().get('CLK') ?? read(clk);
        const before = read(clk);
        this.write(q, type === 'R_TRIG' ? on & (before ^ 1) : (on ^ 1) & before);
        this.write(clk, on);
        return finish();
      };
    }
    if (type === 'SR' || type === 'RS') {
      const q1 = pinSlot('Q1');
      const [set, reset] = type === 'SR' ? [pinSlot('S1'), pinSlot('R')] : [pinSlot('S'), pinSlot('R1')];
      return () => {
        takeInputs();
        const [sv, rv, qv] = [read(set), read(reset), read(q1)];
        this.write(q1, type === 'SR' ? sv | ((rv ^ 1) & qv) : (rv ^ 1) & (sv | qv));
        return finish();
      };
    }
    // CTU, CTD, CTUD.
    const up = type !== 'CTD';
    const down = type !== 'CTU';
    const [pre, cv, cuMem, cdMem] = ['PV', 'CV', 'CU', 'CD'].map((p) =>
      this.slot(`${tag?.name ?? name}.${p === 'PV' ? 'PRE' : p === 'CV' ? 'ACC' : p}`.toUpperCase()),
    ) as [number, number, number, number];
    const cuInput = up ? given('CU') : null;
    const cdInput = down ? given('CD') : null;
    this.prescanActions.push(() => {
      if (cuInput !== null) this.write(cuMem, cuInput());
      if (cdInput !== null) this.write(cdMem, cdInput());
    });
    return () => {
      const taken = takeInputs();
      const cu = up ? (taken.get('CU') ?? read(cuMem)) : 0;
      const cd = down ? (taken.get('CD') ?? read(cdMem)) : 0;
      const rise = up && cu === 1 && read(cuMem) === 0;
      const fall = down && cd === 1 && read(cdMem) === 0;
      if (up && read(pinSlot('R')) !== 0) this.write(cv, 0);
      else if (down && read(pinSlot('LD')) !== 0) this.write(cv, read(pre));
      else if (rise && fall) {
        // CTUD: both edges at once count nothing.
      } else if (rise && read(cv) < read(pre)) this.write(cv, read(cv) + 1);
      else if (fall && read(cv) > 0) this.write(cv, read(cv) - 1);
      if (up) {
        this.write(cuMem, cu);
        this.write(pinSlot(type === 'CTU' ? 'Q' : 'QU'), read(cv) >= read(pre) ? 1 : 0);
      }
      if (down) {
        this.write(cdMem, cd);
        this.write(pinSlot(type === 'CTD' ? 'Q' : 'QD'), read(cv) <= 0 ? 1 : 0);
      }
      return finish();
    };
  }

  /** Runs one timer/counter instruction on a block (TP here, the rest through the ladder reference). */
  private runBlock(kind: PrescanCall['kind'] | 'RES', block: Block, input: boolean, prescan: boolean): void {
    const members = block.slots.map((slot) => this.values[slot] ?? 0);
    if (kind === 'TP') pulse(members, input, this.dt, prescan);
    else
      this.blocks.run(
        kind satisfies LadderBlockInstruction,
        block.isCounter,
        members,
        input,
        this.dt,
        prescan,
      );
    block.slots.forEach((slot, i) => this.write(slot, members[i] ?? 0));
  }

  // ------------------------------------------------------------------------------ expressions

  private expression(e: Expression | undefined): Compiled {
    if (e === undefined) throw new Error('StReference: missing expression');
    switch (e.kind) {
      case 'integer':
      case 'time': {
        const value = e.value | 0;
        return { type: 'DINT', run: () => value };
      }
      case 'real': {
        const value = Math.fround(e.value);
        return { type: 'REAL', run: () => value };
      }
      case 'bool': {
        const value = e.value ? 1 : 0;
        return { type: 'BOOL', run: () => value };
      }
      case 'path':
      case 'name':
      case 'member': {
        const path = this.path(e);
        if (path) {
          const values = this.values;
          const key = path.key;
          const type =
            path.ref.data_type === 'REAL' ? 'REAL' : path.ref.data_type === 'BOOL' ? 'BOOL' : 'DINT';
          return { type, run: () => values[this.slot(key())] ?? 0 };
        }
        if (e.kind === 'path') throw new Error('StReference: unchecked path');
        const slot = this.slotOf(e);
        const values = this.values;
        const type = this.isBool[slot] ? 'BOOL' : this.isReal[slot] ? 'REAL' : 'DINT';
        return { type, run: () => values[slot] ?? 0 };
      }
      case 'index': {
        if (this.path(e)) return this.expression({ ...e, kind: 'path', ...pathOf(e) });
        const slot = this.indexSlot(e);
        const values = this.values;
        const elements = this.tag(e.array)?.data_type;
        const type = elements === 'REAL' ? 'REAL' : elements === 'BOOL' ? 'BOOL' : 'DINT';
        return { type, run: () => values[slot()] ?? 0 };
      }
      case 'paren':
        return this.expression(e.expression);
      case 'unary': {
        const operand = this.expression(e.operand);
        const run = operand.run;
        if (e.operator === '-' && operand.type === 'REAL') return { type: 'REAL', run: () => -run() };
        if (e.operator === '-') return { type: 'DINT', run: () => -run() | 0 };
        return operand.type === 'BOOL'
          ? { type: 'BOOL', run: () => (run() === 0 ? 1 : 0) }
          : { type: 'DINT', run: () => ~run() };
      }
      case 'binary':
        return this.binary(e.operator, this.expression(e.left), this.expression(e.right));
      case 'call':
        return this.call(e);
      case 'inline': {
        const run = this.inline(e);
        const result = this.expression(e.result ?? undefined);
        return { type: result.type, run: () => (run(), result.run()) };
      }
    }
  }

  private binary(operator: string, left: Compiled, right: Compiled): Compiled {
    if (left.type === 'REAL' || right.type === 'REAL') return realBinary(operator, left.run, right.run);
    const a = left.run;
    const b = right.run;
    const bool = (run: () => number): Compiled => ({ type: 'BOOL', run });
    const dint = (run: () => number): Compiled => ({ type: 'DINT', run });
    const logical = left.type === 'BOOL' && right.type === 'BOOL' ? bool : dint;
    switch (operator) {
      case '**':
        return dint(() => {
          const x = a();
          return power(x, b());
        });
      case '*':
        return dint(() => Math.imul(a(), b()));
      case '/':
        return dint(() => {
          const x = a();
          return divide(x, b());
        });
      case 'MOD':
        return dint(() => {
          const x = a();
          return modulo(x, b());
        });
      case '+':
        return dint(() => (a() + b()) | 0);
      case '-':
        return dint(() => (a() - b()) | 0);
      case '<':
        return bool(() => (a() < b() ? 1 : 0));
      case '>':
        return bool(() => (a() > b() ? 1 : 0));
      case '<=':
        return bool(() => (a() <= b() ? 1 : 0));
      case '>=':
        return bool(() => (a() >= b() ? 1 : 0));
      case '=':
        return bool(() => (a() === b() ? 1 : 0));
      case '<>':
        return bool(() => (a() !== b() ? 1 : 0));
      case 'AND':
        return logical(() => a() & b());
      case 'XOR':
        return logical(() => a() ^ b());
      case 'OR':
        return logical(() => a() | b());
      default:
        throw new Error(`StReference: unknown operator ${operator}`);
    }
  }

  private call(e: CallExpression): Compiled {
    const callee = e.callee.name.toUpperCase();
    const args = e.args.map((arg) => this.expression(arg));
    const runs = args.map((arg) => arg.run);
    const arity = (min: number, max: number): void => {
      if (args.length < min || args.length > max)
        throw new Error(`StReference: ${callee} with ${args.length} arguments`);
    };
    const [f = () => 0, g = () => 0, h = () => 0] = runs;
    const real = realCall(callee, args);
    if (real) return real;
    switch (callee) {
      case 'ABS':
        arity(1, 1);
        return { type: 'DINT', run: () => Math.abs(f()) | 0 };
      case 'MIN':
      case 'MAX': {
        arity(2, Infinity);
        const pick = callee === 'MIN' ? Math.min : Math.max;
        return {
          type: 'DINT',
          run: () => {
            let result = f();
            for (let i = 1; i < runs.length; i++) result = pick(result, (runs[i] ?? f)());
            return result;
          },
        };
      }
      case 'LIMIT':
        arity(3, 3);
        return {
          type: 'DINT',
          run: () => {
            const mn = f();
            const x = g();
            const mx = h();
            return Math.min(Math.max(x, mn), mx);
          },
        };
      case 'SEL': {
        arity(3, 3);
        const type = args[1]?.type === 'BOOL' && args[2]?.type === 'BOOL' ? 'BOOL' : 'DINT';
        return {
          type,
          run: () => {
            const gate = f();
            const a = g();
            const b = h();
            return gate !== 0 ? b : a;
          },
        };
      }
      case 'SHL':
      case 'SHR': {
        arity(2, 2);
        const left = callee === 'SHL';
        return {
          type: 'DINT',
          run: () => {
            const x = f();
            const n = g();
            if (n < 0 || n > 31) return 0;
            return left ? x << n : (x >>> n) | 0;
          },
        };
      }
      default:
        throw new Error(`StReference: unknown function ${callee}`);
    }
  }
}

/**
 * REAL operations (SEMANTICS.md "REAL", docs/decisions.md "REAL in the VM"): a DINT or BOOL operand is
 * widened to the nearest single; + − × ÷ are the double result rounded to single (exactly the single
 * operation); comparisons are IEEE (NaN compares false, `<>` true).
 */
function realBinary(operator: string, a: () => number, b: () => number): Compiled {
  const real = (run: () => number): Compiled => ({ type: 'REAL', run });
  const bool = (run: () => number): Compiled => ({ type: 'BOOL', run });
  const x = () => Math.fround(a());
  const y = () => Math.fround(b());
  switch (operator) {
    case '+':
      return real(() => Math.fround(x() + y()));
    case '-':
      return real(() => Math.fround(x() - y()));
    case '*':
      return real(() => Math.fround(x() * y()));
    case '/':
      return real(() => Math.fround(x() / y()));
    case '<':
      return bool(() => (x() < y() ? 1 : 0));
    case '>':
      return bool(() => (x() > y() ? 1 : 0));
    case '<=':
      return bool(() => (x() <= y() ? 1 : 0));
    case '>=':
      return bool(() => (x() >= y() ? 1 : 0));
    case '=':
      return bool(() => (x() === y() ? 1 : 0));
    case '<>':
      return bool(() => (x() !== y() ? 1 : 0));
    default:
      throw new Error(`StReference: ${operator} has no REAL form`);
  }
}

/** The REAL functions, and the overloaded ones when an argument is a REAL; null for the rest. */
function realCall(callee: string, args: readonly Compiled[]): Compiled | null {
  const runs = args.map((arg) => arg.run);
  const widened = runs.map((run) => () => Math.fround(run()));
  const [f = () => 0, g = () => 0, h = () => 0] = widened;
  const raw = runs[0] ?? (() => 0);
  const anyReal = args.some((arg) => arg.type === 'REAL');
  const real = (run: () => number): Compiled => ({ type: 'REAL', run });
  const dint = (run: () => number): Compiled => ({ type: 'DINT', run });
  switch (callee) {
    case 'SQRT':
      return real(() => Math.fround(Math.sqrt(Math.abs(f()))));
    case 'DINT_TO_REAL':
      return real(f);
    case 'TIME_TO_DINT':
    case 'DINT_TO_TIME':
      return dint(() => raw() | 0);
    case 'REAL_TO_DINT':
      return dint(() => realToDint(raw(), roundHalfEven));
    case 'TRUNC':
      return dint(() => realToDint(raw(), Math.trunc));
    case 'ABS':
      return anyReal ? real(() => Math.abs(f())) : null;
    case 'MIN':
    case 'MAX': {
      if (!anyReal) return null;
      const min = callee === 'MIN';
      return real(() => {
        let result = f();
        for (let i = 1; i < widened.length; i++) {
          const next = (widened[i] ?? f)();
          result = min ? (result < next ? result : next) : result > next ? result : next;
        }
        return result;
      });
    }
    case 'LIMIT':
      if (!anyReal) return null;
      return real(() => {
        const mn = f();
        const x = g();
        const mx = h();
        const low = x > mn ? x : mn;
        return low < mx ? low : mx;
      });
    case 'SEL': {
      if (args[1]?.type !== 'REAL' && args[2]?.type !== 'REAL') return null;
      return real(() => {
        const gate = raw();
        const a = g();
        const b = h();
        return gate !== 0 ? b : a;
      });
    }
    default:
      return null;
  }
}

/** Round to nearest, ties to even (the VM's f32.nearest). */
export function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff < 0.5) return floor;
  if (diff > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** A REAL stored into a DINT: rounded by `round`, saturated at the DINT range, NaN as 0. */
export function realToDint(x: number, round: (x: number) => number): number {
  if (Number.isNaN(x)) return 0;
  const r = round(x);
  if (r >= 2147483647) return 2147483647;
  if (r <= -2147483648) return -2147483648;
  return r | 0; // a DINT has no -0 (TRUNC(-0.5) is 0)
}

/** `a ** b`: integer power with 32-bit wrap; a negative exponent gives 0, except 1 ** b = 1, (−1) ** b = ±1. */
export function power(a: number, b: number): number {
  if (b < 0) {
    if (a === 1) return 1;
    if (a === -1) return (b & 1) !== 0 ? -1 : 1;
    return 0;
  }
  let result = 1;
  let base = a | 0;
  for (let e = b; e > 0; e >>>= 1) {
    if ((e & 1) !== 0) result = Math.imul(result, base);
    base = Math.imul(base, base);
  }
  return result;
}

/** `/`: toward zero, x / 0 = 0, −2147483648 / −1 = −2147483648. */
export function divide(a: number, b: number): number {
  return b === 0 ? 0 : Math.trunc(a / b) | 0;
}

/** `MOD`: the dividend's sign, x MOD 0 = 0. */
export function modulo(a: number, b: number): number {
  return b === 0 ? 0 : (a % b) | 0;
}

/**
 * TP on a TIMER block's members [PRE, ACC, EN, TT, DN] (updated in place), per docs/decisions.md: a rising
 * edge of `input` (input true, EN false) while not timing starts a pulse (TT := 1, DN := 0, ACC := 0);
 * while TT, ACC := min(ACC + dt, PRE) and at ACC ≥ PRE the pulse ends (TT := 0, DN := 1); with the input
 * false and the pulse over, ACC := 0 and DN := 0; finally EN := input. Pre-scan: EN := input, TT = DN =
 * ACC := 0.
 */
export function pulse(members: number[], input: boolean, dt: number, prescan: boolean): void {
  const PRE = 0;
  const ACC = 1;
  const EN = 2;
  const TT = 3;
  const DN = 4;
  const on = input ? 1 : 0;
  if (prescan) {
    members[EN] = on;
    members[TT] = 0;
    members[DN] = 0;
    members[ACC] = 0;
    return;
  }
  if (input && members[EN] === 0 && members[TT] === 0) {
    members[TT] = 1;
    members[DN] = 0;
    members[ACC] = 0;
  }
  if (members[TT] !== 0) {
    const pre = members[PRE] ?? 0;
    const acc = Math.min((members[ACC] ?? 0) + dt, pre);
    members[ACC] = acc;
    if (acc >= pre) {
      members[TT] = 0;
      members[DN] = 1;
    }
  }
  if (!input && members[TT] === 0) {
    members[ACC] = 0;
    members[DN] = 0;
  }
  members[EN] = on;
}
