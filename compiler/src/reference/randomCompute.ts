/**
 * Random compute, move-logical and compare instructions (issue 25) for the differential test: the
 * generator lends its dice and operand pickers (randomProgram.ts, option `compute`).
 */
import type { InstructionSpec, OperandSpec } from './builders.ts';
import type { Dice } from './random.ts';
import * as c from './computeBuilders.ts';

/** What the program generator lends. */
export interface ComputeDice {
  dice: Dice;
  /** Any source (DINT or REAL tag, member, element or constant). */
  source(): OperandSpec;
  /** Any destination. */
  dest(): string;
  /** A DINT tag or member. */
  dintTag(): string;
  /** DINT tag names, REAL tag names (expressions name tags directly). */
  dints: readonly string[];
  reals: readonly string[];
  /** Timer and counter names (`T1.ACC` in expressions). */
  blocks: readonly string[];
}

const DINT_CONSTANTS = [0, 1, -1, 2, 3, 7, -7, 10, 255, 0x0f0f, -65536, 2147483647, -2147483648];
const REAL_LITERALS = ['0.5', '2.5', '1.5', '0.1', '3.5', '1000.0'];

/** A DINT source: a DINT tag or member, or a DINT constant. */
function dintSource(g: ComputeDice): OperandSpec {
  return g.dice.chance(0.6) ? g.dintTag() : g.dice.pick(DINT_CONSTANTS);
}

/** A DINT destination. */
function dintDest(g: ComputeDice): string {
  return g.dice.chance(0.8) && g.dints.length > 0 ? g.dice.pick(g.dints) : g.dintTag();
}

/** An expression of `depth` levels at most; REAL leaves only when `real`. */
function expression(g: ComputeDice, depth: number, real: boolean): string {
  const { dice } = g;
  if (depth <= 0 || dice.chance(0.3)) {
    const leaf = dice.weighted({
      dint: 4,
      real: real ? 3 : 0,
      member: 1,
      constant: 3,
      realConstant: real ? 2 : 0,
    });
    switch (leaf) {
      case 'dint':
        return dice.pick(g.dints);
      case 'real':
        return g.reals.length > 0 ? dice.pick(g.reals) : dice.pick(REAL_LITERALS);
      case 'member':
        return `${dice.pick(g.blocks)}.${dice.pick(['ACC', 'PRE'])}`;
      case 'realConstant':
        return dice.pick(REAL_LITERALS);
      default: {
        const k = dice.pick(DINT_CONSTANTS);
        return k < 0 ? `(${k})` : String(k);
      }
    }
  }
  const left = expression(g, depth - 1, real);
  const right = expression(g, depth - 1, real);
  switch (dice.weighted({ arith: 6, mod: real ? 0 : 1, neg: 1, abs: 1, paren: 1 })) {
    case 'mod':
      return `${left} MOD ${right}`;
    case 'neg':
      return `-(${left})`;
    case 'abs':
      return `ABS(${left})`;
    case 'paren':
      return `(${left} ${dice.pick(['+', '-'])} ${right})`;
    default:
      return `${left} ${dice.pick(['+', '-', '*', '/'])} ${right}`;
  }
}

/** A compare instruction: LIM, MEQ or CMP. */
export function randomComputeCondition(g: ComputeDice): InstructionSpec {
  const { dice } = g;
  switch (dice.weighted({ lim: 3, meq: 2, cmp: 3 })) {
    case 'lim':
      return c.lim(g.source(), g.source(), g.source());
    case 'meq':
      return c.meq(dintSource(g), dintSource(g), dintSource(g));
    default: {
      const real = g.reals.length > 0 && dice.chance(0.5);
      const op = dice.pick(['>', '<', '>=', '<=', '=', '<>']);
      const test = `${expression(g, 2, real)} ${op} ${expression(g, 2, real)}`;
      return c.cmp(dice.chance(0.2) ? `${test} AND ${g.dice.pick(g.dints)} <> 0` : test);
    }
  }
}

/** An output instruction among CPT, NEG, ABS, SQR/SQRT, AND, OR, XOR, NOT, CLR, MVM, BTD, SCP. */
export function randomComputeOutput(g: ComputeDice): InstructionSpec {
  const { dice } = g;
  switch (dice.weighted({ cpt: 4, unary: 3, sqr: 1, bitwise: 3, not: 1, clr: 1, mvm: 2, btd: 2, scp: 2 })) {
    case 'cpt':
      return c.cpt(g.dest(), expression(g, 3, g.reals.length > 0 && dice.chance(0.5)));
    case 'unary':
      return (dice.chance(0.5) ? c.neg : c.abs)(g.source(), g.dest());
    case 'sqr':
      return c.sqr(g.source(), g.dest(), dice.chance(0.5) ? 'SQR' : 'SQRT');
    case 'bitwise':
      return dice.pick([c.and, c.or, c.xor])(dintSource(g), dintSource(g), dintDest(g));
    case 'not':
      return c.not(dintSource(g), dintDest(g));
    case 'clr':
      return c.clr(g.dest());
    case 'mvm':
      return c.mvm(dintSource(g), dintSource(g), dintDest(g));
    case 'btd':
      return c.btd(dintSource(g), dice.int(0, 31), dintDest(g), dice.int(0, 31), dice.int(1, 32));
    default:
      return c.scp(g.source(), g.source(), g.source(), g.source(), g.source(), g.dest());
  }
}
