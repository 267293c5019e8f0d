/**
 * Seeded random Structured Text programs with user FUNCTIONs and FUNCTION_BLOCKs (issue 24), for the
 * user-unit differential test (userFbDifferential.test.ts): a FUNCTION with temporaries and an early
 * RETURN, an FB keeping data across scans (with a FOR loop over a local, a TON/TOF/TP/RTO of its own and
 * calls of the function), an FB
 * holding an instance of the other, instances called with random input subsets and outputs, inputs
 * written from outside, members read, and nested function calls in expressions.
 */
import type { Project } from '../../model/project.ts';
import { project as buildProject, tag } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import { compileSt } from '../compileSt.ts';

export interface RandomUserFbSt {
  project: Project;
  source: string;
  schedule: { name: string; value: number }[][];
}

interface Scope {
  dints: string[];
  bools: string[];
  reals: string[];
  /** May call Mix (not inside Mix itself). */
  mix: boolean;
}

class Generator {
  constructor(private readonly d: Dice) {}

  dint(s: Scope, depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.35)) return d.chance(0.7) ? d.pick(s.dints) : String(d.int(-3, 9));
    switch (d.weighted({ op: 3, mix: s.mix ? 2 : 0, sel: 1 })) {
      case 'op':
        return `(${this.dint(s, depth - 1)} ${d.pick(['+', '-', '*'])} ${this.dint(s, depth - 1)})`;
      case 'mix':
        return d.chance(0.5)
          ? `Mix(${this.dint(s, depth - 1)}, ${this.dint(s, depth - 1)}, ${this.bool(s, depth - 1)})`
          : `Mix(On := ${this.bool(s, depth - 1)}, A := ${this.dint(s, depth - 1)})`;
      default:
        return `SEL(${this.bool(s, depth - 1)}, ${this.dint(s, depth - 1)}, ${this.dint(s, depth - 1)})`;
    }
  }

  bool(s: Scope, depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4)) return d.pick(s.bools);
    return d.chance(0.5)
      ? `(${this.dint(s, depth - 1)} ${d.pick(['<', '>', '=', '<>'])} ${this.dint(s, depth - 1)})`
      : `(${this.bool(s, depth - 1)} ${d.pick(['AND', 'OR', 'XOR'])} NOT ${this.bool(s, depth - 1)})`;
  }

  real(s: Scope, depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4))
      return d.chance(0.6) ? d.pick(s.reals) : d.pick(['0.5', '2.25', '(-1.5)']);
    return `(${this.real(s, depth - 1)} ${d.pick(['+', '-', '*'])} ${d.chance(0.5) ? this.real(s, depth - 1) : `DINT_TO_REAL(${this.dint(s, 1)})`})`;
  }

  /** A statement writing one of `targets` (DINT, BOOL, REAL). */
  statement(s: Scope, targets: Scope, depth: number): string {
    const d = this.d;
    const kind = d.weighted({
      dint: 3,
      bool: 2,
      real: targets.reals.length > 0 ? 1 : 0,
      if: depth > 0 ? 2 : 0,
    });
    if (kind === 'dint') return `${d.pick(targets.dints)} := ${this.dint(s, 2)};`;
    if (kind === 'bool') return `${d.pick(targets.bools)} := ${this.bool(s, 2)};`;
    if (kind === 'real') return `${d.pick(targets.reals)} := ${this.real(s, 2)};`;
    const inner = d.chance(0.2) ? 'RETURN;' : this.statement(s, targets, depth - 1);
    return `IF ${this.bool(s, 1)} THEN ${inner} ELSE ${this.statement(s, targets, depth - 1)} END_IF;`;
  }

  lines(n: number, s: Scope, targets: Scope, depth = 1): string[] {
    return Array.from({ length: n }, () => this.statement(s, targets, depth));
  }
}

/** The program of `seed`. */
export function randomUserFbSt(seed: number, scans = 5): RandomUserFbSt {
  const d = new Dice(mulberry32(seed));
  const g = new Generator(d);
  const mixVars: Scope = { dints: ['A', 'B', 'T', 'Mix'], bools: ['On'], reals: [], mix: false };
  const accVars: Scope = {
    dints: ['X', 'Sum', 'N', 'K', 'Tm.ET'],
    bools: ['En', 'Q', 'Tm.Q'],
    reals: ['R', 'Avg'],
    mix: true,
  };
  const accTargets: Scope = { dints: ['Sum', 'N'], bools: ['Q'], reals: ['Avg'], mix: true };
  const mainVars: Scope = {
    dints: ['I0', 'I1', 'Y', 'A1.Sum', 'A2.N', 'O1.Out', 'O1.Inner.Sum'],
    bools: ['B0', 'A1.Q', 'O1.Inner.Q'],
    reals: ['Z', 'A2.Avg'],
    mix: true,
  };
  const call = (name: string) => {
    const inputs = [
      d.chance(0.7) ? `X := ${g.dint(mainVars, 2)}` : '',
      d.chance(0.7) ? `En := ${g.bool(mainVars, 1)}` : '',
      d.chance(0.4) ? `R := ${g.real(mainVars, 1)}` : '',
      d.chance(0.4) ? 'Sum => Y' : '',
      d.chance(0.3) ? 'Avg => Z' : '',
    ].filter(Boolean);
    return `${name}(${inputs.join(', ')});`;
  };
  const main: Scope = { dints: ['Y', 'A1.X', 'A2.N'], bools: ['B0', 'A1.En'], reals: ['Z'], mix: true };
  const body = Array.from({ length: d.int(3, 8) }, () =>
    d.chance(0.5)
      ? call(d.pick(['A1', 'A2']))
      : d.chance(0.3)
        ? `O1(Go := ${g.bool(mainVars, 1)}, V := ${g.dint(mainVars, 1)}, Out => Y);`
        : g.statement(mainVars, main, 1),
  );
  const source = [
    'FUNCTION Mix : DINT',
    'VAR_INPUT A, B : DINT; On : BOOL; END_VAR',
    `VAR T : DINT := ${d.int(0, 5)}; END_VAR`,
    ...g.lines(d.int(1, 3), mixVars, { ...mixVars, dints: ['T', 'Mix'] }),
    `Mix := Mix + ${g.dint(mixVars, 2)};`,
    'END_FUNCTION',
    'FUNCTION_BLOCK Acc',
    `VAR_INPUT X : DINT; En : BOOL; R : REAL := ${d.pick(['1.5', '0.0'])}; END_VAR`,
    'VAR_OUTPUT Sum : DINT; Q : BOOL; Avg : REAL; END_VAR',
    `VAR N : DINT := ${d.int(0, 3)}; K : DINT; Tm : ${d.pick(['TON', 'TOF', 'TP', 'RTO'])}; END_VAR`,
    `Tm(IN := ${g.bool(accVars, 1)}${d.chance(0.6) ? `, PT := T#${d.int(1, 4)}00ms` : ''});`,
    ...g.lines(d.int(1, 3), accVars, accTargets),
    `FOR K := 1 TO ${d.int(0, 3)} DO ${g.statement(accVars, accTargets, 0)} END_FOR;`,
    ...g.lines(d.int(0, 2), accVars, accTargets),
    'END_FUNCTION_BLOCK',
    'FUNCTION_BLOCK Outer',
    'VAR_INPUT Go : BOOL; V : DINT; END_VAR',
    'VAR_OUTPUT Out : DINT; END_VAR',
    'VAR Inner : Acc; END_VAR',
    `Inner(X := V + Mix(V, ${d.int(0, 4)}, Go), En := Go);`,
    'Out := Inner.Sum + Inner.N;',
    'END_FUNCTION_BLOCK',
    'VAR A1, A2 : Acc; O1 : Outer; Y : DINT; Z : REAL; END_VAR',
    ...body,
  ].join('\n');
  const base = buildProject(tag('I0', 'DINT', d.int(0, 3)), tag('I1', 'DINT', 1), tag('B0', 'BOOL', 0));
  const declared = compileSt(source, base).declared;
  const project: Project = {
    ...base,
    tagMap: { ...base.tagMap, ...declared?.tagMap },
    childTagMap: { ...base.childTagMap, ...declared?.childTagMap },
    dataTypes: { ...declared?.dataTypes },
    programMode: 'ST',
    stSource: source,
  };
  const schedule = Array.from({ length: scans }, () => [
    { name: 'I0', value: d.int(-5, 9) },
    { name: 'B0', value: d.int(0, 1) },
  ]);
  return { project, source, schedule };
}
