/**
 * Seeded random, valid Structured Text programs over a random tag set, for the ST differential test and
 * the compiler fuzzer. The same seed always gives the same project, source and input schedule.
 *
 * Tags: BOOL inputs I0…In, BOOL internals, DINT tags (small and extreme values), DINT loop variables,
 * TIMERs and COUNTERs (some with aliases, some counters listing only a few members). The program is built
 * as an AST (`../ast.ts`) and printed with {@link printSt} in a random style (keyword casing, comments,
 * whitespace, `&`, optional END_REPEAT).
 *
 * Statements: assignments to BOOL and DINT tags and to members (`T1.PRE`, `C1.ACC`, `C1.OV`…), nested
 * IF/ELSIF/ELSE, CASE with lists, ranges and ELSE, FOR (positive, negative and zero BY), WHILE and REPEAT,
 * EXIT, TON/TOF/RTO/TP/CTU/CTD with and without presets, RES. Expressions: every operator (`**`, MOD,
 * division by zero, comparisons, NOT on BOOL and DINT), ABS/MIN/MAX/LIMIT/SEL/SHL/SHR, time literals.
 *
 * Cost is bounded so a run stays fast on both sides: "short" loops (a few passes, their counter protected
 * from assignment in the body) may nest two deep and hold anything; "long" loops — which may run to the
 * 10 000-pass cap — appear only at the top level, at most a couple per program, with a tiny body and no
 * calls or loops inside.
 *
 * `NOT` is only applied to operands whose type (BOOL or DINT) is unambiguous: BOOL-and-DINT mixes
 * (`I0 AND D1`, `SEL(g, TRUE, 5)`) appear only where the value, not the type, matters.
 */
import type { Project, TagType } from '../../model/project.ts';
import { counter, project, tag, timer, type TagSpec } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import type { BinaryOperator, Expression, NameRef, Statement, StProgram } from '../ast.ts';
import {
  assign,
  binary,
  boolLit,
  branch,
  call,
  callStatement,
  caseStatement,
  clause,
  continueStatement,
  dint,
  emptyStatement,
  exitStatement,
  fbCall,
  forLoop,
  ifStatement,
  intLit,
  memberRef,
  nameRef,
  paren,
  programOf,
  range,
  repeatLoop,
  returnStatement,
  timeLit,
  unary,
  whileLoop,
} from './astBuilders.ts';
import { printSt } from './printSt.ts';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Knobs of {@link randomStProgram}. */
export interface RandomStOptions {
  /** Probability that a top-level loop statement is a "long" one (may hit the loop cap). Default 0.12. */
  readonly longLoopChance?: number;
  /** Most long loops in one program. Default 1. */
  readonly maxLongLoops?: number;
  /** Print with random casing, comments and spacing (default true). */
  readonly noisyPrint?: boolean;
  /** Print `16#…`, `2#…`, `1_000`, `TIME#…`, `t#…` literal spellings now and then (default true). */
  readonly literalForms?: boolean;
  /** Allow empty statement lists in IF/CASE/loop bodies (default true). */
  readonly emptyBodies?: boolean;
  /** Allow BOOL/DINT mixes where only the value matters (`I0 AND D1`, `I0 + 1`, `D0 = TRUE`; default true). */
  readonly mixedTypes?: boolean;
  /** Top-level statements: [min, max] (default [4, 16]). */
  readonly statements?: readonly [number, number];
  /**
   * IEC forms (issue 17) in about half the programs: a VAR block declaring some timers and counters with
   * IEC types and R_TRIG/F_TRIG/SR/RS instances, formal calls with `:=` and `=>`, IEC member names,
   * CONTINUE and RETURN (default true).
   */
  readonly iec?: boolean;
}

/** IEC pins of each type: [pin, type, direction]. */
const IEC_PINS: Readonly<Record<string, readonly (readonly [string, 'BOOL' | 'DINT', 'in' | 'out'])[]>> = {
  TON: [['IN', 'BOOL', 'in'], ['PT', 'DINT', 'in'], ['Q', 'BOOL', 'out'], ['ET', 'DINT', 'out']],
  CTU: [['CU', 'BOOL', 'in'], ['R', 'BOOL', 'in'], ['PV', 'DINT', 'in'], ['Q', 'BOOL', 'out'], ['CV', 'DINT', 'out']],
  CTD: [['CD', 'BOOL', 'in'], ['LD', 'BOOL', 'in'], ['PV', 'DINT', 'in'], ['Q', 'BOOL', 'out'], ['CV', 'DINT', 'out']],
  CTUD: [
    ['CU', 'BOOL', 'in'], ['CD', 'BOOL', 'in'], ['R', 'BOOL', 'in'], ['LD', 'BOOL', 'in'], ['PV', 'DINT', 'in'],
    ['QU', 'BOOL', 'out'], ['QD', 'BOOL', 'out'], ['CV', 'DINT', 'out'],
  ],
  R_TRIG: [['CLK', 'BOOL', 'in'], ['Q', 'BOOL', 'out']],
  F_TRIG: [['CLK', 'BOOL', 'in'], ['Q', 'BOOL', 'out']],
  SR: [['S1', 'BOOL', 'in'], ['R', 'BOOL', 'in'], ['Q1', 'BOOL', 'out']],
  RS: [['S', 'BOOL', 'in'], ['R1', 'BOOL', 'in'], ['Q1', 'BOOL', 'out']],
}; // prettier-ignore
const pinsOf = (type: string) =>
  IEC_PINS[type === 'TOF' || type === 'TP' || type === 'RTO' ? 'TON' : type] ?? [];
const LOGIC_NAMES = ['Edge', 'Rise', 'Fall', 'Latch', 'Flip', 'Seal'];

/** A generated program: the project (programMode 'ST', stSource set), its source and the generated AST. */
export interface RandomStProgram {
  readonly project: Project;
  /** The whole source: the VAR block of the IEC instances, if any, then the statements. */
  readonly source: string;
  /** The IEC instances the VAR block declares (name, type), for the reference interpreter. */
  readonly instances: readonly { readonly name: string; readonly type: string }[];
  /** The AST the source was printed from (spans are all 0). */
  readonly program: StProgram;
}

/** One scan of an input schedule: tag writes before the scan, then the scan's dt. */
export interface StScheduleStep {
  readonly writes: readonly { readonly name: string; readonly value: number }[];
  readonly dt: number;
}

type Role = 'input' | 'bool' | 'dint' | 'loop' | 'timer' | 'counter';

/** A generated tag. */
interface GenTag {
  readonly name: string;
  readonly alias: string;
  readonly role: Role;
  readonly type: TagType;
  /** TIMER: the call it mostly gets; COUNTER: CTU or CTD. */
  readonly call: string;
}

const BOOL_NAMES = [
  'Motor',
  'Lamp',
  'DO0',
  'DO1',
  'ToGo',
  'ByPass',
  'IfDone',
  'Endless',
  'Orbit',
  'Android',
  'Notice',
];
const BOOL_NAMES_2 = [
  'Xorbit',
  'Doit',
  'Thence',
  'Elsewhere',
  'Repeater',
  'Caser',
  'Fortune',
  'Exiting',
  'Trueish',
];
const DINT_NAMES = [
  'Count',
  'Level',
  'Speed',
  'Total',
  'Offset',
  'Modulus',
  'ByteCount',
  'Dover',
  'Ofs',
  'Until_x',
];
const LOOP_NAMES = ['i', 'j', 'k', 'Idx', 'L0', 'L1'];
const TIMER_NAMES = ['T0', 'T1', 'T2', 'Tmr_A', 'Tonic', 'Tpx', 'T3'];
const COUNTER_NAMES = ['C0', 'C1', 'C2', 'Cnt', 'Ctux', 'C3'];
const ALIASES = [
  'PB_Start',
  'PB_Stop',
  'Lamp_Red',
  'Fill_Valve',
  'Heater',
  'Alarm',
  'Pump_On',
  'SetPoint',
  'Parts',
];
const TIMER_BITS = ['EN', 'TT', 'DN'];
const COUNTER_BITS = ['CU', 'CD', 'DN', 'OV', 'UN'];
const COMPARISONS: readonly BinaryOperator[] = ['<', '>', '<=', '>=', '=', '<>'];
const LOGICAL: readonly BinaryOperator[] = ['AND', 'OR', 'XOR'];

/** Where a statement is generated. */
interface Context {
  /** IF/CASE/loop nesting. */
  readonly depth: number;
  /** Enclosing loops. */
  readonly loops: number;
  /** Inside a long loop: tiny statements only. */
  readonly inLong: boolean;
  /** Loop counters of enclosing short loops: never assigned in their bodies. */
  readonly protectedVars: ReadonlySet<string>;
}

/** Generates one program from a seed. */
class Generator {
  readonly dice: Dice;
  readonly options: Required<RandomStOptions>;
  readonly tags: GenTag[] = [];
  private readonly used = new Set<string>();
  private longLoops = 0;

  constructor(seed: number, options: RandomStOptions) {
    this.dice = new Dice(mulberry32(seed));
    this.options = {
      longLoopChance: options.longLoopChance ?? 0.12,
      maxLongLoops: options.maxLongLoops ?? 1,
      noisyPrint: options.noisyPrint ?? true,
      literalForms: options.literalForms ?? true,
      emptyBodies: options.emptyBodies ?? true,
      mixedTypes: options.mixedTypes ?? true,
      statements: options.statements ?? [4, 16],
      iec: options.iec ?? true,
    };
    this.iecDice = new Dice(mulberry32(seed ^ 0x1ec6113));
  }

  /** A separate stream for the IEC choices, so programs without them stay as they were. */
  private readonly iecDice: Dice;
  /** IEC instances: timers and counters (by tag) with their IEC type, then logic blocks. */
  readonly instances: { name: string; type: string; tag: GenTag | null }[] = [];

  /** Declares IEC instances (see {@link RandomStOptions.iec}); call after makeTags. */
  makeInstances(): void {
    const d = this.iecDice;
    if (!this.options.iec || d.chance(0.5)) return;
    for (const t of this.tags) {
      if (t.role === 'timer' && d.chance(0.5)) this.instances.push({ name: t.name, type: t.call, tag: t });
      if (t.role === 'counter' && d.chance(0.5))
        this.instances.push({ name: t.name, type: d.pick(['CTU', 'CTD', 'CTUD']), tag: t });
    }
    for (let n = d.int(0, 3); n > 0; n--) {
      let name = '';
      for (let k = 0; name === '' || this.used.has(name.toUpperCase()); k++)
        name = `${d.pick(LOGIC_NAMES)}${k}`;
      this.used.add(name.toUpperCase());
      this.instances.push({ name, type: d.pick(['R_TRIG', 'F_TRIG', 'SR', 'RS']), tag: null });
    }
  }

  /** The VAR block declaring the instances, or ''. */
  varBlock(): string {
    if (this.instances.length === 0) return '';
    return `VAR\n${this.instances.map((i) => `  ${i.name} : ${i.type};\n`).join('')}END_VAR\n`;
  }

  /** How the source names an instance (a tag's alias now and then). */
  private spellInstance(i: { name: string; tag: GenTag | null }): string {
    return i.tag ? this.spell(i.tag) : i.name;
  }

  /** `Instance.PIN` of a random instance with a pin of `type`, or null. */
  private iecMember(type: 'BOOL' | 'DINT'): Expression | null {
    const d = this.dice;
    const candidates = this.instances.filter((i) => pinsOf(i.type).some(([, t]) => t === type));
    if (candidates.length === 0) return null;
    const instance = d.pick(candidates);
    const pin = d.pick(pinsOf(instance.type).filter(([, t]) => t === type));
    return memberRef(this.spellInstance(instance), pin[0]);
  }

  /** A formal call of a random instance: some inputs in random order, some outputs. */
  private fbCallStatement(): Statement {
    const d = this.dice;
    const instance = d.pick(this.instances);
    const pins = pinsOf(instance.type);
    const inputs: [string, Expression][] = [];
    for (const [pin, type, direction] of pins) {
      if (direction !== 'in' || !d.chance(0.7)) continue;
      const spelled = pin === 'R' && d.chance(0.2) ? 'RESET' : pin === 'LD' && d.chance(0.2) ? 'LOAD' : pin;
      const value =
        type === 'BOOL'
          ? this.condition(2)
          : pin === 'PT'
            ? this.presetValue(2)
            : d.chance(0.6)
              ? dint(d.pick([0, 1, 2, 3, 5, -1]))
              : this.dintExpr(1, false);
      inputs.splice(d.int(0, inputs.length), 0, [d.chance(0.2) ? spelled.toLowerCase() : spelled, value]);
    }
    const outputs: [string, NameRef][] = [];
    for (const [pin, type, direction] of pins) {
      if (direction !== 'out' || !d.chance(0.3)) continue;
      const targets = this.ofRole(type === 'BOOL' && d.chance(0.8) ? 'bool' : 'dint');
      if (targets.length > 0) outputs.push([pin, this.refTo(d.pick(targets))]);
    }
    return fbCall(this.spellInstance(instance), inputs, outputs);
  }

  // ---------------------------------------------------------------------------------------- tags

  private fresh(candidates: readonly string[], prefix: string): string {
    const free = candidates.filter((c) => !this.used.has(c.toUpperCase()));
    let name = free.length > 0 && this.dice.chance(0.5) ? this.dice.pick(free) : '';
    for (let n = 0; name === '' || this.used.has(name.toUpperCase()); n++) name = `${prefix}${n}`;
    this.used.add(name.toUpperCase());
    return name;
  }

  private add(role: Role, type: TagType, name: string, call = ''): GenTag {
    const alias =
      role !== 'input' && role !== 'loop' && this.dice.chance(0.2) ? this.fresh(ALIASES, 'Al') : '';
    const t: GenTag = { name, alias, role, type, call };
    this.tags.push(t);
    return t;
  }

  /** Builds the tag set and the matching project tag declarations. */
  makeTags(): TagSpec[] {
    const d = this.dice;
    const specs: TagSpec[] = [];
    const inputs = d.int(2, 5);
    for (let i = 0; i < inputs; i++) {
      const name = `I${i}`;
      this.used.add(name);
      this.add('input', 'BOOL', name);
    }
    for (let i = d.int(1, 4); i > 0; i--)
      this.add('bool', 'BOOL', this.fresh(d.chance(0.5) ? BOOL_NAMES : BOOL_NAMES_2, 'B'));
    for (let i = d.int(2, 5); i > 0; i--) this.add('dint', 'DINT', this.fresh(DINT_NAMES, 'D'));
    for (let i = d.int(1, 3); i > 0; i--) this.add('loop', 'DINT', this.fresh(LOOP_NAMES, 'L'));
    for (let i = d.int(1, 3); i > 0; i--) {
      this.add('timer', 'TIMER', this.fresh(TIMER_NAMES, 'T'), d.pick(['TON', 'TOF', 'RTO', 'TP']));
    }
    for (let i = d.int(1, 2); i > 0; i--)
      this.add('counter', 'COUNTER', this.fresh(COUNTER_NAMES, 'C'), d.pick(['CTU', 'CTD']));

    for (const t of this.tags) {
      switch (t.type) {
        case 'BOOL':
          specs.push(tag(t.name, 'BOOL', d.chance(0.5) ? 1 : 0, t.alias));
          break;
        case 'DINT':
          specs.push(tag(t.name, 'DINT', t.role === 'loop' ? d.int(-3, 5) : this.initialDint(), t.alias));
          break;
        case 'TIMER': {
          const pre = d.pick([
            0,
            1,
            50,
            100,
            150,
            200,
            250,
            300,
            500,
            1000,
            2500,
            d.int(1, 700),
            -5,
            INT32_MAX,
          ]);
          const acc = d.chance(0.8) ? 0 : d.pick([d.int(0, 300), pre, INT32_MAX - 50, -10]);
          const bits: Record<string, number> = {};
          if (d.chance(0.2)) for (const b of TIMER_BITS) bits[b] = d.int(0, 1);
          specs.push(timer(t.name, pre, { acc, bits, alias: t.alias }));
          break;
        }
        case 'COUNTER': {
          const pre = d.pick([0, 1, 2, 3, 5, 10, -1, INT32_MAX, INT32_MIN]);
          const acc = d.chance(0.75) ? 0 : d.pick([d.int(-3, 12), INT32_MAX - 1, INT32_MIN + 1, INT32_MAX]);
          const bits: Record<string, number> = {};
          if (d.chance(0.2)) for (const b of ['CU', 'CD', 'DN']) bits[b] = d.int(0, 1);
          const members = d.weighted({ all: 4, five: 4, three: 2 });
          specs.push(
            counter(t.name, pre, {
              acc,
              bits,
              alias: t.alias,
              members:
                members === 'all'
                  ? ['PRE', 'ACC', 'CU', 'CD', 'DN', 'OV', 'UN']
                  : members === 'five'
                    ? ['PRE', 'ACC', 'CU', 'CD', 'DN']
                    : ['PRE', 'ACC', 'DN'],
            }),
          );
          break;
        }
      }
    }
    return specs;
  }

  private initialDint(): number {
    const d = this.dice;
    switch (d.weighted({ small: 5, extreme: 3, any: 2 })) {
      case 'small':
        return d.int(-5, 20);
      case 'extreme':
        return d.pick([INT32_MIN, INT32_MAX, -1, 1 << 30, INT32_MAX - 5, INT32_MIN + 3, 65536]);
      default:
        return d.int32();
    }
  }

  private ofRole(...roles: Role[]): GenTag[] {
    return this.tags.filter((t) => roles.includes(t.role));
  }

  /** How the source refers to a tag: its alias (half the time, when it has one) or its name. */
  private spell(t: GenTag): string {
    return t.alias !== '' && this.dice.chance(0.5) ? t.alias : t.name;
  }

  private refTo(t: GenTag): NameRef {
    return nameRef(this.spell(t));
  }

  // ---------------------------------------------------------------------------------- expressions

  private boolLeaf(): Expression {
    const d = this.dice;
    switch (
      d.weighted({
        input: 5,
        bool: 3,
        timer: 2,
        counter: 2,
        literal: 1,
        iec: this.instances.length > 0 ? 2 : 0,
      })
    ) {
      case 'iec':
        return this.iecMember('BOOL') ?? boolLit(true);
      case 'input':
        return this.refTo(d.pick(this.ofRole('input')));
      case 'bool':
        return this.refTo(d.pick(this.ofRole('bool', 'input')));
      case 'timer':
        return memberRef(this.spell(d.pick(this.ofRole('timer'))), d.pick(TIMER_BITS));
      case 'counter':
        return memberRef(this.spell(d.pick(this.ofRole('counter'))), d.pick(COUNTER_BITS));
      default:
        return boolLit(d.chance(0.5));
    }
  }

  private intLiteral(): Expression {
    const d = this.dice;
    switch (d.weighted({ small: 6, medium: 2, extreme: 2, negative: 2 })) {
      case 'small':
        return intLit(d.int(0, 10));
      case 'medium':
        return intLit(d.int(0, 1000));
      case 'extreme':
        return dint(d.pick([INT32_MAX, INT32_MIN, 1 << 30, 65535, INT32_MAX - 1, 46341]));
      default:
        return dint(-d.int(1, 40));
    }
  }

  private dintLeaf(): Expression {
    const d = this.dice;
    switch (
      d.weighted({
        dint: 5,
        loop: 2,
        timer: 2,
        counter: 2,
        literal: 5,
        time: 1,
        iec: this.instances.length > 0 ? 2 : 0,
      })
    ) {
      case 'iec':
        return this.iecMember('DINT') ?? this.intLiteral();
      case 'dint':
        return this.refTo(d.pick(this.ofRole('dint')));
      case 'loop':
        return this.refTo(d.pick(this.ofRole('loop')));
      case 'timer':
        return memberRef(this.spell(d.pick(this.ofRole('timer'))), d.pick(['PRE', 'ACC']));
      case 'counter':
        return memberRef(this.spell(d.pick(this.ofRole('counter'))), d.pick(['PRE', 'ACC']));
      case 'time':
        return this.timeLiteral();
      default:
        return this.intLiteral();
    }
  }

  private timeLiteral(): Expression {
    const d = this.dice;
    return timeLit(
      d.pick([
        0,
        1,
        50,
        100,
        250,
        500,
        1000,
        1500,
        2000,
        60_000,
        90_000,
        3_600_000,
        3_723_004,
        d.int(1, 999),
      ]),
    );
  }

  /** A BOOL-typed expression. */
  boolExpr(depth: number): Expression {
    const d = this.dice;
    if (depth <= 0 || d.chance(0.3)) return this.boolLeaf();
    const mixed = this.options.mixedTypes;
    switch (
      d.weighted({
        compare: 8,
        boolCompare: 1,
        mixedCompare: mixed ? 1 : 0,
        logic: 6,
        not: 2,
        sel: 1,
        paren: 1,
      })
    ) {
      case 'compare':
        return binary(d.pick(COMPARISONS), this.dintExpr(depth - 1, false), this.dintExpr(depth - 1, false));
      case 'boolCompare':
        return binary(d.pick(['=', '<>']), this.boolExpr(depth - 1), this.boolExpr(depth - 1));
      case 'mixedCompare':
        return binary(d.pick(COMPARISONS), this.boolExpr(depth - 1), this.dintExpr(depth - 1, false));
      case 'logic':
        return binary(d.pick(LOGICAL), this.boolExpr(depth - 1), this.boolExpr(depth - 1));
      case 'not':
        return unary('NOT', this.boolExpr(depth - 1));
      case 'sel':
        return call(
          this.fn('SEL'),
          this.condition(depth - 1),
          this.boolExpr(depth - 1),
          this.boolExpr(depth - 1),
        );
      default:
        return paren(this.boolExpr(depth - 1));
    }
  }

  /** A DINT-typed expression; `strict` keeps BOOL/DINT mixes out of type-carrying positions. */
  dintExpr(depth: number, strict: boolean): Expression {
    const d = this.dice;
    if (depth <= 0 || d.chance(0.25)) return this.dintLeaf();
    const mix = !strict && this.options.mixedTypes;
    const operand = (): Expression =>
      this.options.mixedTypes && d.chance(0.1) ? this.boolExpr(depth - 1) : this.dintExpr(depth - 1, false);
    switch (
      d.weighted({
        arith: 8,
        divide: 3,
        power: 2,
        negate: 2,
        not: 2,
        logic: 2,
        mixedLogic: mix ? 1 : 0,
        fn: 5,
        paren: 1,
      })
    ) {
      case 'arith':
        return binary(d.pick(['+', '-', '*'] as const), operand(), operand());
      case 'divide': {
        const right = d.chance(0.3)
          ? d.pick([intLit(0), dint(-1), this.refTo(d.pick(this.ofRole('dint')))])
          : operand();
        return binary(d.pick(['/', 'MOD'] as const), operand(), right);
      }
      case 'power': {
        const exponent = d.chance(0.6)
          ? dint(d.pick([0, 1, 2, 3, 5, 31, 32, -1, -2, d.int(0, 40)]))
          : this.dintExpr(depth - 1, false);
        const base = d.chance(0.3) ? dint(d.pick([0, 1, -1, 2, -2, 3, 10, 46341])) : operand();
        return binary('**', base, exponent);
      }
      case 'negate':
        return unary('-', this.dintExpr(depth - 1, false));
      case 'not':
        return unary('NOT', this.dintExpr(depth - 1, true));
      case 'logic':
        return binary(d.pick(LOGICAL), this.dintExpr(depth - 1, strict), this.dintExpr(depth - 1, strict));
      case 'mixedLogic':
        return d.chance(0.5)
          ? binary(d.pick(LOGICAL), this.boolExpr(depth - 1), this.dintExpr(depth - 1, false))
          : binary(d.pick(LOGICAL), this.dintExpr(depth - 1, false), this.boolExpr(depth - 1));
      case 'fn':
        return this.function(depth, strict);
      default:
        return paren(this.dintExpr(depth - 1, strict));
    }
  }

  /** A function name in random case. */
  private fn(name: string): string {
    const d = this.dice;
    return d.chance(0.8) ? name : d.chance(0.5) ? name.toLowerCase() : name[0] + name.slice(1).toLowerCase();
  }

  private function(depth: number, strict: boolean): Expression {
    const d = this.dice;
    const arg = (): Expression =>
      !strict && this.options.mixedTypes && d.chance(0.08)
        ? this.boolExpr(depth - 1)
        : this.dintExpr(depth - 1, false);
    switch (d.pick(['ABS', 'MIN', 'MAX', 'LIMIT', 'SEL', 'SHL', 'SHR'])) {
      case 'ABS':
        return call(this.fn('ABS'), arg());
      case 'MIN':
        return call(this.fn('MIN'), ...Array.from({ length: d.int(2, 4) }, arg));
      case 'MAX':
        return call(this.fn('MAX'), ...Array.from({ length: d.int(2, 4) }, arg));
      case 'LIMIT':
        return call(this.fn('LIMIT'), arg(), arg(), arg());
      case 'SEL':
        return call(
          this.fn('SEL'),
          this.condition(depth - 1),
          this.dintExpr(depth - 1, strict),
          this.dintExpr(depth - 1, strict),
        );
      default: {
        const n = d.chance(0.6)
          ? dint(d.pick([0, 1, 4, 16, 31, 32, 33, -1, 100]))
          : this.dintExpr(depth - 1, false);
        return call(this.fn(d.pick(['SHL', 'SHR'])), arg(), n);
      }
    }
  }

  /** A condition: mostly BOOL, sometimes a DINT (true when non-zero). */
  condition(depth: number): Expression {
    return this.options.mixedTypes && this.dice.chance(0.12)
      ? this.dintExpr(depth, false)
      : this.boolExpr(depth);
  }

  // ----------------------------------------------------------------------------------- statements

  program(): StProgram {
    const [min, max] = this.options.statements;
    const body: Statement[] = [];
    const top: Context = { depth: 0, loops: 0, inLong: false, protectedVars: new Set() };
    for (let n = this.dice.int(min, max); n > 0; n--) body.push(...this.statement(top));
    return programOf(body);
  }

  private statements(ctx: Context, min: number, max: number): Statement[] {
    const list: Statement[] = [];
    const lower = this.options.emptyBodies || min > 0 ? min : 1;
    for (let n = this.dice.int(lower, Math.max(lower, max)); n > 0; n--) list.push(...this.statement(ctx));
    return list;
  }

  /** One statement (or a short sequence, e.g. a loop counter's initialisation and its loop). */
  private statement(ctx: Context): Statement[] {
    const d = this.dice;
    const nest = ctx.depth < 3;
    const kind = ctx.inLong
      ? d.weighted({ assign: 8, if: nest ? 2 : 0, exit: 1 })
      : d.weighted({
          assign: 40,
          if: nest ? 12 : 0,
          case: nest ? 6 : 0,
          call: 16,
          fbCall: this.instances.length > 0 ? 12 : 0,
          loop: nest && ctx.loops < 2 ? 8 : 0,
          exit: ctx.loops > 0 ? 4 : 0,
          continue: ctx.loops > 0 && this.options.iec ? 2 : 0,
          return: this.options.iec && ctx.depth > 0 ? 0.3 : 0,
          empty: 1,
        });
    switch (kind) {
      case 'assign':
        return [this.assignment(ctx)];
      case 'if':
        return [this.ifStatement(ctx)];
      case 'case':
        return [this.caseStatement(ctx)];
      case 'call':
        return [this.callStatement()];
      case 'fbCall':
        return [this.fbCallStatement()];
      case 'continue':
        return [ifStatement([branch(this.condition(1), [continueStatement()])])];
      case 'return':
        return [ifStatement([branch(this.condition(1), [returnStatement()])])];
      case 'loop':
        return this.loop(ctx);
      case 'exit':
        return ctx.inLong || d.chance(0.7)
          ? [ifStatement([branch(this.condition(1), [exitStatement()])])]
          : [exitStatement()];
      default:
        return [emptyStatement()];
    }
  }

  private assignment(ctx: Context): Statement {
    const d = this.dice;
    const depth = ctx.inLong ? 1 : 3;
    const free = (t: GenTag) => !ctx.protectedVars.has(t.name);
    switch (d.weighted({ bool: 6, dint: 7, timer: 2, counter: 2, input: 1 })) {
      case 'bool':
      case 'input': {
        const target = this.refTo(
          d.pick(this.ofRole('bool', ...(d.chance(0.2) ? (['input'] as const) : []))),
        );
        return assign(
          target,
          this.options.mixedTypes && d.chance(0.15) ? this.dintExpr(depth, false) : this.boolExpr(depth),
        );
      }
      case 'dint': {
        const targets = this.ofRole('dint', 'loop').filter(free);
        const target = this.refTo(d.pick(targets.length > 0 ? targets : this.ofRole('dint')));
        return assign(
          target,
          this.options.mixedTypes && d.chance(0.1) ? this.boolExpr(depth) : this.dintExpr(depth, false),
        );
      }
      case 'timer': {
        const member = d.pick(['PRE', 'ACC', 'PRE', 'ACC', ...TIMER_BITS]);
        const target = memberRef(this.spell(d.pick(this.ofRole('timer'))), member);
        return assign(target, TIMER_BITS.includes(member) ? this.boolExpr(depth) : this.presetValue(depth));
      }
      default: {
        const member = d.pick(['PRE', 'ACC', 'PRE', 'ACC', ...COUNTER_BITS]);
        const target = memberRef(this.spell(d.pick(this.ofRole('counter'))), member);
        return assign(
          target,
          COUNTER_BITS.includes(member) ? this.boolExpr(depth) : this.dintExpr(depth - 1, false),
        );
      }
    }
  }

  private presetValue(depth: number): Expression {
    return this.dice.chance(0.5) ? this.timeLiteral() : this.dintExpr(depth - 1, false);
  }

  private inner(ctx: Context): Context {
    return { ...ctx, depth: ctx.depth + 1 };
  }

  private ifStatement(ctx: Context): Statement {
    const d = this.dice;
    const inner = this.inner(ctx);
    const size = ctx.inLong ? 1 : 3;
    const branches = [branch(this.condition(2), this.statements(inner, 0, size))];
    for (let n = d.chance(0.4) ? d.int(1, 3) : 0; n > 0; n--) {
      branches.push(branch(this.condition(2), this.statements(inner, 0, size)));
    }
    return ifStatement(branches, d.chance(0.5) ? this.statements(inner, 0, size) : null);
  }

  private caseStatement(ctx: Context): Statement {
    const d = this.dice;
    const inner = this.inner(ctx);
    const selector = d.weighted({ tag: 4, mod: 2, any: 1 });
    const sel =
      selector === 'tag'
        ? this.refTo(d.pick(this.ofRole('dint', 'loop')))
        : selector === 'mod'
          ? binary('MOD', this.dintExpr(1, false), intLit(d.int(2, 8)))
          : this.dintExpr(2, false);
    // Distinct, non-overlapping labels from -3…14, each a value or a range.
    const values = Array.from({ length: 18 }, (_, i) => i - 3).filter(() => d.chance(0.5));
    const clauses = [];
    let i = 0;
    while (i < values.length && clauses.length < 5) {
      const labels = [];
      for (let n = d.int(1, 3); n > 0 && i < values.length; n--) {
        const low = values[i] ?? 0;
        let high = low;
        if (d.chance(0.3)) {
          while (i + 1 < values.length && (values[i + 1] ?? 0) === high + 1 && d.chance(0.7))
            high = values[++i] ?? high;
        }
        i++;
        labels.push(high > low ? range(dint(low), dint(high)) : dint(low));
      }
      clauses.push(clause(labels, this.statements(inner, 0, 2)));
    }
    if (clauses.length === 0) clauses.push(clause([dint(d.int(0, 3))], this.statements(inner, 1, 2)));
    return caseStatement(sel, clauses, d.chance(0.5) ? this.statements(inner, 0, 2) : null);
  }

  private callStatement(): Statement {
    const d = this.dice;
    if (d.chance(0.12)) {
      return callStatement(this.fn('RES'), this.refTo(d.pick(this.ofRole('timer', 'counter'))));
    }
    if (d.chance(0.6)) {
      const t = d.pick(this.ofRole('timer'));
      const kind = d.chance(0.85) ? t.call : d.pick(['TON', 'TOF', 'RTO', 'TP']);
      const args: Expression[] = [this.refTo(t), this.condition(2)];
      if (d.chance(0.5)) args.push(d.chance(0.6) ? this.timeLiteral() : this.dintExpr(1, false));
      return callStatement(this.fn(kind), ...args);
    }
    const c = d.pick(this.ofRole('counter'));
    const kind = d.chance(0.85) ? c.call : d.pick(['CTU', 'CTD']);
    const args: Expression[] = [this.refTo(c), this.condition(2)];
    if (d.chance(0.4))
      args.push(d.chance(0.6) ? dint(d.pick([0, 1, 2, 3, 5, 10, -2])) : this.dintExpr(1, false));
    return callStatement(this.fn(kind), ...args);
  }

  // ---------------------------------------------------------------------------------------- loops

  private loop(ctx: Context): Statement[] {
    const d = this.dice;
    if (
      ctx.loops === 0 &&
      this.longLoops < this.options.maxLongLoops &&
      d.chance(this.options.longLoopChance)
    ) {
      this.longLoops++;
      return this.longLoop(ctx);
    }
    const free = this.ofRole('loop').filter((t) => !ctx.protectedVars.has(t.name));
    if (free.length === 0) return [this.assignment(ctx)];
    const v = d.pick(free);
    const inner: Context = {
      depth: ctx.depth + 1,
      loops: ctx.loops + 1,
      inLong: false,
      protectedVars: new Set([...ctx.protectedVars, v.name]),
    };
    const body = () => this.statements(inner, 0, 3);
    const counter = this.refTo(v);
    const s = d.int(-3, 5);
    switch (d.pick(['for', 'for', 'while', 'repeat'])) {
      case 'for': {
        const step = d.pick([null, null, 1, 2, -1, -2, 3]);
        const passes = d.int(0, 4);
        const end = step === null || step > 0 ? s + passes * (step ?? 1) : s + passes * step;
        return [forLoop(counter.name.name, dint(s), dint(end), step === null ? null : dint(step), body())];
      }
      case 'while': {
        const up = d.chance(0.6);
        const bound = up ? s + d.int(0, 4) : s - d.int(0, 4);
        const stepStatement = assign(counter, binary(up ? '+' : '-', counter, intLit(1)));
        const b = body();
        const statements = d.chance(0.5) ? [...b, stepStatement] : [stepStatement, ...b];
        return [
          assign(counter, dint(s)),
          whileLoop(binary(up ? '<' : '>', counter, dint(bound)), statements),
        ];
      }
      default: {
        const bound = s + d.int(0, 4);
        const b = body();
        const stepStatement = assign(counter, binary('+', counter, intLit(1)));
        const statements = d.chance(0.5) ? [...b, stepStatement] : [stepStatement, ...b];
        return [assign(counter, dint(s)), repeatLoop(statements, binary('>=', counter, dint(bound)))];
      }
    }
  }

  /** A loop that may run to the 10 000-pass cap: top level only, tiny body, no calls or loops inside. */
  private longLoop(ctx: Context): Statement[] {
    const d = this.dice;
    const inner: Context = { depth: ctx.depth + 1, loops: 1, inLong: true, protectedVars: ctx.protectedVars };
    const body = () => this.statements(inner, 0, 2);
    const v = d.pick(this.ofRole('loop'));
    const name = this.spell(v);
    const dintTag = () => this.refTo(d.pick(this.ofRole('dint')));
    switch (
      d.pick([
        'forExact',
        'forCap',
        'forTags',
        'forZero',
        'forWrap',
        'forSelf',
        'while',
        'whileInput',
        'repeat',
        'repeatFalse',
      ])
    ) {
      case 'forExact':
        return [forLoop(name, 1, d.pick([10_000, 9_999, 10_001]), null, body())];
      case 'forCap':
        return [
          forLoop(
            name,
            dint(d.int(-5, 5)),
            dint(d.pick([20_000, INT32_MAX])),
            d.chance(0.5) ? dint(1) : null,
            body(),
          ),
        ];
      case 'forTags':
        return [
          forLoop(
            name,
            this.dintExpr(1, false),
            this.dintExpr(1, false),
            d.chance(0.5) ? this.dintExpr(1, false) : null,
            body(),
          ),
        ];
      case 'forZero':
        return [forLoop(name, dint(d.int(-2, 2)), dint(d.int(-2, 2)), dint(0), body())];
      case 'forWrap':
        return d.chance(0.5)
          ? [forLoop(name, dint(INT32_MAX - d.int(0, 5)), dint(INT32_MAX), null, body())]
          : [
              forLoop(
                name,
                dint(0),
                dint(INT32_MAX),
                dint(d.pick([1_000_000, 1 << 30, 536_870_912])),
                body(),
              ),
            ];
      case 'forSelf':
        return [
          forLoop(name, dint(0), dint(d.int(3, 10)), null, [
            assign(nameRef(name), binary('-', nameRef(name), intLit(1))),
            ...body(),
          ]),
        ];
      case 'while': {
        const x = dintTag();
        return [
          whileLoop(binary(d.pick(['<', '<>'] as const), x, this.dintExpr(1, false)), [
            assign(x, binary('+', x, dint(d.pick([1, 3, 100, 1_000_000, 0, -1])))),
            ...body(),
          ]),
        ];
      }
      case 'whileInput':
        return [
          whileLoop(this.boolLeaf(), [assign(dintTag(), binary('+', dintTag(), intLit(1))), ...body()]),
        ];
      case 'repeat': {
        const x = dintTag();
        return [
          repeatLoop(
            [assign(x, binary('+', x, dint(d.pick([1, 7, 1_000_000, 0])))), ...body()],
            binary('>=', x, this.dintExpr(1, false)),
          ),
        ];
      }
      default:
        return [
          repeatLoop([...body(), assign(dintTag(), binary('-', dintTag(), intLit(1)))], boolLit(false)),
        ];
    }
  }
}

/**
 * A random, valid Structured Text program and its project (programMode 'ST', `stSource` = the source),
 * the same for the same seed and options.
 */
export function randomStProgram(seed: number, options: RandomStOptions = {}): RandomStProgram {
  const gen = new Generator(seed, options);
  const specs = gen.makeTags();
  gen.makeInstances();
  const program = gen.program();
  const body = printSt(
    program,
    gen.options.noisyPrint
      ? { random: mulberry32(seed ^ 0x5f3759df), literalForms: gen.options.literalForms }
      : { literalForms: false },
  );
  const source = gen.varBlock() + body;
  const result: Project = { ...project(...specs), programMode: 'ST', stSource: source };
  const instances = gen.instances.map(({ name, type }) => ({ name, type }));
  return { project: result, source, program, instances };
}

/**
 * A seeded input schedule: before each scan some BOOL inputs (tags named I<n>) change, now and then a DINT
 * tag gets an extreme value; dt is mostly 100 ms, sometimes 0, 1 or 250.
 */
export function randomStSchedule(seed: number, scans: number, project: Project): StScheduleStep[] {
  const d = new Dice(mulberry32(seed * 7919 + 17));
  const tags = Object.values(project.tagMap);
  const inputs = tags.filter((t) => t.data_type === 'BOOL' && /^I\d+$/.test(t.name)).map((t) => t.name);
  const dints = tags.filter((t) => t.data_type === 'DINT').map((t) => t.name);
  return Array.from({ length: scans }, () => {
    const writes: { name: string; value: number }[] = [];
    for (const name of inputs) if (d.chance(0.3)) writes.push({ name, value: d.int(0, 1) });
    if (dints.length > 0 && d.chance(0.05)) {
      writes.push({ name: d.pick(dints), value: d.pick([0, 1, -1, 7, INT32_MAX, INT32_MIN]) });
    }
    const dt = d.chance(0.8) ? 100 : d.pick([0, 1, 250]);
    return { writes, dt };
  });
}
