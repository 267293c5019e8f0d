/**
 * Seeded random Structured Text programs over structures (issue 24), for the structure differential test
 * (structDifferential.test.ts): a TYPE block with an enumeration and nested STRUCTs (REAL, BOOL, TIMER,
 * array and enumeration members, initial values), VAR tags of them, arrays of STRUCT, TIMER and COUNTER,
 * members read and written through paths with constant and computed indexes (some out of range on
 * purpose), timer and counter calls on elements and members, whole-structure copies, and CASE/IF over an
 * enumeration. The index tags are set by the schedule between scans, so some programs fault.
 */
import type { Project } from '../../model/project.ts';
import { project as buildProject, tag } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import { compileSt } from '../compileSt.ts';

export interface RandomStructSt {
  project: Project;
  source: string;
  schedule: { name: string; value: number }[][];
}

const INDEX_TAGS = ['I0', 'I1'];

class Generator {
  constructor(
    private readonly d: Dice,
    private readonly pumps: number,
    private readonly risky: boolean,
  ) {}

  /** An index in lower..upper: a constant, or an index tag (raw when risky, else limited). */
  index(lower: number, upper: number, constant = false): string {
    const d = this.d;
    if (constant || d.chance(0.4)) return String(d.int(lower, upper));
    const t = d.pick(INDEX_TAGS);
    const raw = this.risky && d.chance(0.3) ? t : `LIMIT(${lower}, ${t}, ${upper})`;
    return d.chance(0.2) ? `LIMIT(${lower}, ${raw} + 1, ${upper})` : raw;
  }

  /** A Motor: `P1`, `Pumps[i]`, `L.Motors[i]`. */
  motor(constant = false): string {
    switch (this.d.weighted({ p: 1, pumps: 2, line: 2 })) {
      case 'p':
        return this.d.pick(['P1', 'P2']);
      case 'pumps':
        return `Pumps[${this.index(1, this.pumps, constant)}]`;
      default:
        return `L.Motors[${this.index(1, 3, constant)}]`;
    }
  }

  real(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4))
      return d.chance(0.7) ? `${this.motor()}.Speed` : d.pick(['0.5', '2.0', '(-1.25)', '10.0']);
    return `(${this.real(depth - 1)} ${d.pick(['+', '-', '*'])} ${this.real(depth - 1)})`;
  }

  dint(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4)) {
      switch (d.weighted({ hist: 2, acc: 2, count: 1, lit: 1, mode: 1 })) {
        case 'hist':
          return d.chance(0.5)
            ? `${this.motor()}.Hist[${this.index(0, 2)}]`
            : `${this.motor()}.Hist[${d.int(0, 2)}]`;
        case 'acc':
          return d.chance(0.5) ? `Delays[${this.index(0, 2)}].ACC` : `Cnts[${this.index(1, 2)}].ACC`;
        case 'count':
          return 'L.Count';
        case 'mode':
          return `${this.motor()}.M`;
        default:
          return String(d.int(0, 9));
      }
    }
    return `(${this.dint(depth - 1)} ${d.pick(['+', '-', '*'])} ${this.dint(depth - 1)})`;
  }

  bool(depth: number): string {
    const d = this.d;
    if (depth <= 0 || d.chance(0.4)) {
      switch (d.weighted({ run: 2, dn: 2, mode: 1 })) {
        case 'run':
          return `${this.motor()}.Run`;
        case 'dn':
          return d.chance(0.5) ? `Delays[${this.index(0, 2)}].DN` : `${this.motor()}.Delay.TT`;
        default:
          return `(S = ${d.pick(['Off', 'Slow', 'Mode#Fast'])})`;
      }
    }
    return d.chance(0.3)
      ? `NOT ${this.bool(depth - 1)}`
      : `(${this.bool(depth - 1)} ${d.pick(['AND', 'OR', 'XOR'])} ${this.bool(depth - 1)})`;
  }

  statement(depth: number): string {
    const d = this.d;
    const block = () =>
      d.pick([`Delays[${d.int(0, 2)}]`, `${this.motor(true)}.Delay`, `Pumps[${d.int(1, this.pumps)}].Delay`]);
    switch (
      d.weighted({
        real: 3,
        dint: 3,
        bool: 2,
        timer: 2,
        counter: 1,
        res: 1,
        copy: 1,
        index: 2,
        mode: 1,
        case: depth > 0 ? 1 : 0,
        if: depth > 0 ? 1 : 0,
      })
    ) {
      case 'real':
        return `${this.motor()}.Speed := ${this.real(2)};`;
      case 'dint':
        return d.chance(0.5)
          ? `${this.motor()}.Hist[${this.index(0, 2)}] := ${this.dint(2)};`
          : d.chance(0.5)
            ? `L.Count := ${this.dint(2)};`
            : `Delays[${this.index(0, 2)}].PRE := ${this.dint(1)} MOD 500;`;
      case 'bool':
        return `${this.motor()}.Run := ${this.bool(2)};`;
      case 'timer':
        return `${d.pick(['TON', 'TOF', 'TP', 'RTO'])}(${block()}, ${this.bool(1)}, ${d.pick(['T#200ms', 'T#300ms', '100'])});`;
      case 'counter':
        return `${d.pick(['CTU', 'CTD'])}(Cnts[${d.int(1, 2)}], ${this.bool(1)}, ${d.int(1, 4)});`;
      case 'res':
        return d.chance(0.5) ? `RES(${block()});` : `RES(Cnts[${d.int(1, 2)}]);`;
      case 'copy':
        return `${this.motor(true)} := ${this.motor(true)};`;
      case 'index':
        return `${d.pick(INDEX_TAGS)} := ${this.dint(1)} MOD ${d.int(4, 8)};`;
      case 'mode':
        return `S := ${d.pick(['Off', 'Slow', 'Fast', 'Mode#Slow'])};`;
      case 'case':
        return `CASE S OF\n  Off: ${this.statement(depth - 1)}\n  Slow, Fast: ${this.statement(depth - 1)}\nELSE\n  S := Off;\nEND_CASE;`;
      default:
        return `IF ${this.bool(1)} THEN\n  ${this.statement(depth - 1)}\nEND_IF;`;
    }
  }
}

/** The program of `seed`. */
export function randomStructSt(seed: number, scans = 5): RandomStructSt {
  const d = new Dice(mulberry32(seed));
  const pumps = d.int(2, 4);
  const head = [
    'TYPE',
    '  Mode : (Off, Slow, Fast := 5);',
    `  Motor : STRUCT Run : BOOL; Speed : REAL := ${d.pick(['1.5', '0.0', '-2.0'])}; Delay : TIMER;`,
    `    Hist : ARRAY[0..2] OF DINT := [${d.int(0, 3)}, 4]; M : Mode; END_STRUCT;`,
    '  Line : STRUCT Motors : ARRAY[1..3] OF Motor; Count : DINT := 2; END_STRUCT;',
    'END_TYPE',
    `VAR P1 : Motor; P2 : Motor${d.chance(0.5) ? ' := (Speed := 3.0, Run := TRUE)' : ''}; Pumps : ARRAY[1..${pumps}] OF Motor; Delays : ARRAY[0..2] OF TIMER;`,
    '  Cnts : ARRAY[1..2] OF COUNTER; L : Line; S : Mode; END_VAR',
  ];
  const generator = new Generator(d, pumps, d.chance(0.4));
  const body = Array.from({ length: d.int(4, 12) }, () => generator.statement(2));
  const source = [...head, ...body].join('\n');
  const base = buildProject(...INDEX_TAGS.map((name) => tag(name, 'DINT', d.int(1, 2))));
  const declared = compileSt(source, base).declared;
  const project: Project = {
    ...base,
    tagMap: { ...base.tagMap, ...declared?.tagMap },
    childTagMap: { ...base.childTagMap, ...declared?.childTagMap },
    dataTypes: { ...declared?.dataTypes },
    programMode: 'ST',
    stSource: source,
  };
  // No write before the first scan: the pre-scan reads the initial (in range) index tags.
  const schedule = Array.from({ length: scans }, (_, scan) =>
    scan > 0 && d.chance(0.5) ? [{ name: d.pick(INDEX_TAGS), value: d.int(-1, 6) }] : [],
  );
  return { project, source, schedule };
}
