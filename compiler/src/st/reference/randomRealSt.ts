/**
 * Seeded random Structured Text programs over REAL, DINT and BOOL tags, for the REAL differential test
 * (realDifferential.test.ts): REAL arithmetic with DINT widening, comparisons (NaN and infinities
 * included), the REAL functions (SQRT, ABS, MIN, MAX, LIMIT, SEL, REAL_TO_DINT, TRUNC, DINT_TO_REAL),
 * IF on REAL comparisons. Written as source text: both sides read it, the VM through `compileProject`,
 * the reference through `parseSt`. The same seed always gives the same project and source.
 */
import { realText } from '../../model/realText.ts';
import type { Project } from '../../model/project.ts';
import { project as buildProject, tag } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';

const REAL_VALUES = [0, 1, -1, 0.5, 1.5, -2.5, 2.5, 3.5, 0.1, 100, 1e10, -1e10, 3e9, 3e38, 1e-40, 16777217];
const DINT_VALUES = [0, 1, -1, 7, -7, 100, 2147483647, -2147483648, 16777217];
const REAL_TAGS = ['R0', 'R1', 'R2', 'R3'];
const DINT_TAGS = ['D0', 'D1', 'D2'];
const BOOL_TAGS = ['B0', 'B1'];

export interface RandomRealSt {
  project: Project;
  source: string;
}

/** A literal in source form: negative ones in parentheses, so they may stand anywhere. */
function literal(value: number, real: boolean): string {
  const text = real ? realText(Math.abs(value)) : String(Math.abs(value));
  return value < 0 || Object.is(value, -0) ? `(-${text})` : text;
}

class Generator {
  constructor(private readonly d: Dice) {}

  real(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.3)) {
      // Always REAL-typed (TRUNC and REAL_TO_DINT take it); DINTs widen inside the operations below.
      return d.chance(0.55) ? d.pick(REAL_TAGS) : literal(Math.fround(d.pick(REAL_VALUES)), true);
    }
    const next = depth - 1;
    switch (d.weighted({ binary: 6, negate: 1, abs: 1, sqrt: 1, minmax: 1, limit: 1, sel: 1, convert: 1 })) {
      case 'binary': {
        const mixed = d.chance(0.25);
        const left = mixed && d.chance(0.5) ? this.dint(next) : this.real(next);
        const right = mixed ? this.real(next) : d.chance(0.2) ? this.dint(next) : this.real(next);
        return `(${left} ${d.pick(['+', '-', '*', '/'])} ${right})`;
      }
      case 'negate':
        return `(-${this.real(next)})`;
      case 'abs':
        return `ABS(${this.real(next)})`;
      case 'sqrt':
        return `SQRT(${d.chance(0.8) ? this.real(next) : this.dint(next)})`;
      case 'minmax': {
        const args = Array.from({ length: d.int(2, 3) }, (_, i) =>
          i === 0 ? this.real(next) : this.any(next),
        );
        return `${d.pick(['MIN', 'MAX'])}(${args.join(', ')})`;
      }
      case 'limit':
        return `LIMIT(${this.any(next)}, ${this.real(next)}, ${this.any(next)})`;
      case 'sel':
        return `SEL(${this.bool(next)}, ${this.real(next)}, ${this.any(next)})`;
      default:
        return `DINT_TO_REAL(${this.dint(next)})`;
    }
  }

  /** A REAL or DINT operand of an overloaded function. */
  any(depth: number): string {
    return this.d.chance(0.7) ? this.real(depth) : this.dint(depth);
  }

  dint(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4)) {
      return d.chance(0.6) ? d.pick(DINT_TAGS) : literal(d.pick(DINT_VALUES), false);
    }
    const next = depth - 1;
    switch (d.weighted({ round: 2, trunc: 2, arith: 1 })) {
      case 'round':
        return `REAL_TO_DINT(${this.real(next)})`;
      case 'trunc':
        return `TRUNC(${this.real(next)})`;
      default:
        return `(${this.dint(next)} ${d.pick(['+', '-', '*'])} ${this.dint(next)})`;
    }
  }

  bool(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.2)) return d.pick(BOOL_TAGS);
    const left = d.chance(0.8) ? this.real(depth - 1) : this.dint(depth - 1);
    return `(${left} ${d.pick(['<', '>', '<=', '>=', '=', '<>'])} ${this.real(depth - 1)})`;
  }

  statement(depth: number): string {
    const d = this.d;
    switch (d.weighted({ real: 5, dint: 2, bool: 2, if: depth > 0 ? 1 : 0 })) {
      case 'real':
        return `${d.pick(REAL_TAGS)} := ${this.real(3)};`;
      case 'dint':
        return `${d.pick(DINT_TAGS)} := ${this.dint(3)};`;
      case 'bool':
        return `${d.pick(BOOL_TAGS)} := ${this.bool(2)};`;
      default: {
        const body = Array.from({ length: d.int(1, 3) }, () => `  ${this.statement(depth - 1)}`);
        const otherwise = d.chance(0.5) ? `\nELSE\n  ${this.statement(depth - 1)}` : '';
        return `IF ${this.bool(2)} THEN\n${body.join('\n')}${otherwise}\nEND_IF;`;
      }
    }
  }
}

/** The program of `seed`: 3 to 12 statements over REAL R0…R3, DINT D0…D2 and BOOL B0, B1. */
export function randomRealSt(seed: number): RandomRealSt {
  const d = new Dice(mulberry32(seed));
  const generator = new Generator(d);
  const base = buildProject(
    ...DINT_TAGS.map((name) => tag(name, 'DINT', d.pick(DINT_VALUES))),
    ...BOOL_TAGS.map((name) => tag(name, 'BOOL', d.int(0, 1))),
  );
  const tagMap = { ...base.tagMap };
  for (const name of REAL_TAGS) {
    tagMap[`real-${name}`] = {
      uuid: `real-${name}`,
      name,
      alias: '',
      data_type: 'REAL',
      value: Math.fround(d.pick(REAL_VALUES)),
      children: null,
      io_symbol: null,
    };
  }
  const source = Array.from({ length: d.int(3, 12) }, () => generator.statement(2)).join('\n');
  return { project: { ...base, tagMap, programMode: 'ST', stSource: source }, source };
}
