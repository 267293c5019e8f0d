/**
 * Seeded random Structured Text programs over arrays (issue 24), for the array differential test
 * (arrayDifferential.test.ts): a DINT, a REAL and a BOOL array (some project tags, some declared in VAR
 * with initial lists, some with a first index other than 0), elements read and written with constant
 * and computed indexes (nested ones too), FOR loops over the arrays (some running past the bounds on
 * purpose), IF/ELSIF on elements, element arguments of functions, and an R_TRIG whose output goes to an
 * element. Computed indexes come from DINT tags that the schedule sets between scans, so some programs
 * stop with the index-range fault. The same seed always gives the same project, source and schedule.
 */
import { addDeclaredTags } from '../../iec/declareTags.ts';
import { parseVarBlocks } from '../../iec/varBlock.ts';
import { realText } from '../../model/realText.ts';
import type { Project } from '../../model/project.ts';
import { array, project as buildProject, tag } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';

/** One array of the program. */
interface ArraySpec {
  readonly name: string;
  readonly type: 'BOOL' | 'DINT' | 'REAL';
  readonly lower: number;
  readonly count: number;
}

const DINT_TAGS = ['I0', 'I1', 'D0', 'D1'];
const INDEX_TAGS = ['I0', 'I1'];
const REAL_VALUES = [0, 1, -1, 0.5, 2.5, -3.25, 100, 0.1];

export interface RandomArraySt {
  project: Project;
  source: string;
  /** The program's R_TRIG instance, for the reference interpreter. */
  instances: { name: string; type: string }[];
  /** Per scan, the index tags' values written before it. */
  schedule: { name: string; value: number }[][];
}

const upperOf = (a: ArraySpec) => a.lower + a.count - 1;

class Generator {
  constructor(
    private readonly d: Dice,
    private readonly arrays: readonly ArraySpec[],
    /** Whether raw (unguarded) computed indexes and FOR loops past the bounds may appear. */
    private readonly risky: boolean,
  ) {}

  private ofType(type: ArraySpec['type']): ArraySpec {
    return this.arrays.find((a) => a.type === type) as ArraySpec;
  }

  /** An index into `a`: a constant in range, a tag, or a computed (possibly out of range) expression. */
  index(a: ArraySpec, depth: number): string {
    const d = this.d;
    const inRange = d.int(a.lower, upperOf(a));
    const constant = inRange < 0 ? `-${-inRange}` : String(inRange);
    const raw = this.risky && d.chance(0.3);
    const guard = (index: string) => (raw ? index : `LIMIT(${a.lower}, ${index}, ${upperOf(a)})`);
    switch (d.weighted({ constant: 3, tag: 3, offset: 2, limit: 2, nested: depth > 0 ? 1 : 0 })) {
      case 'constant':
        return constant;
      case 'tag':
        return guard(d.pick(INDEX_TAGS));
      case 'offset':
        return guard(`${d.pick(INDEX_TAGS)} ${d.pick(['+', '-'])} ${d.int(0, 2)}`);
      case 'limit':
        return `LIMIT(${a.lower}, ${this.dint(depth - 1)}, ${upperOf(a)})`;
      default:
        return `LIMIT(${a.lower}, ${this.element(this.ofType('DINT'), depth - 1)}, ${upperOf(a)})`;
    }
  }

  element(a: ArraySpec, depth: number): string {
    return `${a.name}[${this.index(a, depth)}]`;
  }

  dint(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.35)) {
      return d.chance(0.5)
        ? this.element(this.ofType('DINT'), 0)
        : d.chance(0.5)
          ? d.pick(DINT_TAGS)
          : String(d.int(0, 9));
    }
    const next = depth - 1;
    switch (d.weighted({ arith: 3, minmax: 1, abs: 1, mod: 1 })) {
      case 'arith':
        return `(${this.dint(next)} ${d.pick(['+', '-', '*'])} ${this.dint(next)})`;
      case 'minmax':
        return `${d.pick(['MIN', 'MAX'])}(${this.dint(next)}, ${this.dint(next)})`;
      case 'abs':
        return `ABS(${this.dint(next)})`;
      default:
        return `(${this.dint(next)} MOD ${d.int(2, 7)})`;
    }
  }

  real(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.35)) {
      if (d.chance(0.6)) return this.element(this.ofType('REAL'), 0);
      const value = d.pick(REAL_VALUES);
      return value < 0 ? `(-${realText(-value)})` : realText(value);
    }
    const next = depth - 1;
    const right = d.chance(0.2) ? this.dint(next) : this.real(next);
    return `(${this.real(next)} ${d.pick(['+', '-', '*', '/'])} ${right})`;
  }

  bool(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.3)) return this.element(this.ofType('BOOL'), 0);
    switch (d.weighted({ compare: 2, realCompare: 1, logic: 1, not: 1 })) {
      case 'compare':
        return `(${this.dint(depth - 1)} ${d.pick(['<', '>', '=', '<>'])} ${this.dint(depth - 1)})`;
      case 'realCompare':
        return `(${this.real(depth - 1)} ${d.pick(['<', '>='])} ${this.real(depth - 1)})`;
      case 'logic':
        return `(${this.bool(depth - 1)} ${d.pick(['AND', 'OR', 'XOR'])} ${this.bool(depth - 1)})`;
      default:
        return `NOT ${this.bool(depth - 1)}`;
    }
  }

  statement(depth: number): string {
    const d = this.d;
    const dints = this.ofType('DINT');
    const reals = this.ofType('REAL');
    const bools = this.ofType('BOOL');
    switch (
      d.weighted({
        dint: 3,
        real: 2,
        bool: 2,
        toggle: 1,
        scalar: 2,
        index: 2,
        for: depth > 0 ? 2 : 0,
        if: depth > 0 ? 1 : 0,
        edge: 1,
      })
    ) {
      case 'dint':
        return `${this.element(dints, 1)} := ${this.dint(2)};`;
      case 'real':
        return `${this.element(reals, 1)} := ${this.real(2)};`;
      case 'bool':
        return `${this.element(bools, 1)} := ${this.bool(2)};`;
      case 'toggle': {
        const index = this.index(bools, 0);
        return `${bools.name}[${index}] := NOT ${bools.name}[${index}];`;
      }
      case 'scalar':
        return d.chance(0.5) ? `D0 := ${this.dint(2)};` : `X0 := ${this.real(2)};`;
      case 'index':
        // Keeps the index tags mostly small: in range now and then, out of range sometimes.
        return `${d.pick(INDEX_TAGS)} := ${this.dint(1)} MOD ${d.int(6, 12)};`;
      case 'for': {
        const a = d.pick(this.arrays);
        const from = a.lower - (this.risky && d.chance(0.15) ? 1 : 0);
        const to = upperOf(a) + (this.risky && d.chance(0.15) ? 1 : 0);
        const down = d.chance(0.3);
        const head = down ? `FOR I1 := ${to} TO ${from} BY -1 DO` : `FOR I1 := ${from} TO ${to} DO`;
        const value = a.type === 'DINT' ? this.dint(1) : a.type === 'REAL' ? this.real(1) : this.bool(1);
        const body = [`  ${a.name}[I1] := ${value};`];
        if (d.chance(0.4))
          body.push(`  D1 := D1 + ${dints.name}[LIMIT(${dints.lower}, I1, ${upperOf(dints)})];`);
        return `${head}\n${body.join('\n')}\nEND_FOR;`;
      }
      case 'if': {
        const body = `  ${this.statement(depth - 1)}`;
        const elsif = d.chance(0.5) ? `\nELSIF ${this.bool(1)} THEN\n  ${this.statement(depth - 1)}` : '';
        return `IF ${this.bool(1)} THEN\n${body}${elsif}\nEND_IF;`;
      }
      default:
        return `Edge(CLK := ${this.element(bools, 0)}, Q => ${this.element(bools, 0)});`;
    }
  }
}

/** The program of `seed`: 4 to 12 statements over arrays N (DINT), R (REAL) and F (BOOL). */
export function randomArraySt(seed: number, scans = 5): RandomArraySt {
  const d = new Dice(mulberry32(seed));
  const arrays: ArraySpec[] = [
    { name: 'N', type: 'DINT', lower: d.pick([0, 0, 1, -2]), count: d.int(3, 10) },
    { name: 'R', type: 'REAL', lower: d.pick([0, 1]), count: d.int(2, 6) },
    { name: 'F', type: 'BOOL', lower: d.pick([0, 0, 1]), count: d.int(2, 8) },
  ];
  const declared: string[] = [];
  const projectTags = [];
  for (const a of arrays) {
    const values = Array.from({ length: d.int(0, a.count) }, () =>
      a.type === 'DINT' ? d.int(-3, 12) : a.type === 'REAL' ? d.pick(REAL_VALUES) : d.int(0, 1),
    );
    if (d.chance(0.5)) {
      projectTags.push(array(a.name, a.type, a.count, values, a.lower));
    } else {
      const list = values.map((v) =>
        a.type === 'REAL' ? (v < 0 ? `-${realText(-v)}` : realText(v)) : String(v),
      );
      const initial = list.length > 0 ? ` := [${list.join(', ')}]` : '';
      declared.push(`  ${a.name} : ARRAY[${a.lower}..${upperOf(a)}] OF ${a.type}${initial};`);
    }
  }
  const generator = new Generator(d, arrays, d.chance(0.4));
  const base = buildProject(
    ...projectTags,
    ...DINT_TAGS.map((name) => tag(name, 'DINT', d.int(-1, 9))),
    tag('X0', 'REAL', d.pick(REAL_VALUES)),
  );
  const head = `VAR\n${declared.join('\n')}${declared.length > 0 ? '\n' : ''}  Edge : R_TRIG;\nEND_VAR`;
  const body = Array.from({ length: d.int(4, 12) }, () => generator.statement(2));
  const source = [head, ...body].join('\n');
  let id = 0;
  const withDeclared = addDeclaredTags(base, parseVarBlocks(source).declarations, () => `declared-${id++}`);
  const schedule = Array.from({ length: scans }, () =>
    d.chance(0.5) ? [{ name: d.pick(INDEX_TAGS), value: d.int(-2, 11) }] : [],
  );
  return {
    project: { ...withDeclared, programMode: 'ST', stSource: source },
    source,
    instances: [{ name: 'Edge', type: 'R_TRIG' }],
    schedule,
  };
}
