/**
 * A fuzzer for the Structured Text front end and code generator. It feeds `parseSt` and
 * `compileProject` (programMode 'ST') four kinds of input:
 *
 * - `bytes`: random character strings (control characters, Latin-1, lone surrogates…);
 * - `tokens`: random soups of ST tokens (keywords, operators, identifiers, numbers, time literals,
 *   comments, strings, VAR blocks, unbalanced parentheses);
 * - `mutation`: valid programs from the random generator with tokens and characters deleted,
 *   duplicated, swapped, inserted or replaced (compiled over the generator's own tags, so many still
 *   reach the code generator);
 * - `deep`: pathological shapes (thousands of nested parentheses, IFs or NOTs, very long expressions
 *   and programs, unterminated comments).
 *
 * Each input must come back, never throw, within a time bound; every ST diagnostic must carry a 1-based
 * line and column inside the source; a program is produced exactly when there is no error; and a
 * produced program must load, pre-scan and scan once in the engine, which must answer with a status
 * (never throw). Inputs are reproducible: {@link fuzzInput}(seed, iteration) rebuilds any of them.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { compileProject } from '../../compile.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { Project } from '../../model/project.ts';
import { array, counter, project, tag, timer } from '../../reference/builders.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import { parseSt } from '../parse/parseSt.ts';
import { randomArraySt } from '../reference/randomArraySt.ts';
import { randomStructSt } from '../reference/randomStructSt.ts';
import { randomStProgram } from '../reference/randomStProgram.ts';
import { randomUserFbSt } from '../reference/randomUserFbSt.ts';

/** What kind of input an iteration fed. */
export type FuzzInputKind = 'bytes' | 'tokens' | 'mutation' | 'deep';

/** One fuzz input: the source and the project it is compiled with. */
export interface FuzzInput {
  readonly kind: FuzzInputKind;
  readonly source: string;
  readonly project: Project;
}

/** A broken rule, with the input that broke it. */
export interface FuzzFailure {
  readonly iteration: number;
  readonly kind: FuzzInputKind;
  readonly problem: string;
  readonly source: string;
}

/** The slowest input seen (parse + compile time). */
export interface FuzzSlowest {
  readonly ms: number;
  readonly iteration: number;
  readonly kind: FuzzInputKind;
  readonly source: string;
}

/** The outcome of a {@link fuzz} run. */
export interface FuzzSummary {
  readonly seed: number;
  /** Inputs fed so far. */
  iterations: number;
  /** Inputs of each kind. */
  readonly byKind: Record<FuzzInputKind, number>;
  /** Parse + compile milliseconds spent on each kind. */
  readonly msByKind: Record<FuzzInputKind, number>;
  /** Inputs that compiled to a program (and so ran in the engine). */
  compiled: number;
  /** Engine calls that answered with a trap status (allowed, counted). */
  traps: number;
  readonly failures: FuzzFailure[];
  slowest: FuzzSlowest | null;
  /** The slowest input that is not a pathological `deep` one. */
  slowestOrdinary: FuzzSlowest | null;
  /** Slowest engine load + pre-scan + scan, in ms. */
  slowestEngineMs: number;
  elapsedMs: number;
}

/** Options of {@link fuzz}. */
export interface FuzzOptions {
  /**
   * Parse + compile time allowed per input of up to 10 000 characters, in ms (default 200); longer
   * inputs get 10 µs more per character (a linear allowance: what this bound catches is a hang or a
   * blow-up, not plain size).
   */
  readonly timeLimitMs?: number;
  /** Time allowed for a pathological `deep` input (thousands of nested IFs…), in ms (default 2000). */
  readonly deepTimeLimitMs?: number;
  /** Called every `progressEvery` inputs. */
  readonly onProgress?: (summary: FuzzSummary) => void;
  readonly progressEvery?: number;
  /** Stop after this many failures (default 20). */
  readonly maxFailures?: number;
}

// ------------------------------------------------------------------------------------- vocabulary

const KEYWORDS = [
  'IF', 'THEN', 'ELSIF', 'ELSE', 'END_IF', 'CASE', 'OF', 'END_CASE', 'FOR', 'TO', 'BY', 'DO', 'END_FOR',
  'WHILE', 'END_WHILE', 'REPEAT', 'UNTIL', 'END_REPEAT', 'EXIT', 'AND', 'OR', 'XOR', 'NOT', 'MOD', 'TRUE',
  'FALSE', 'TON', 'TOF', 'RTO', 'TP', 'CTU', 'CTD', 'RES', 'ABS', 'MIN', 'MAX', 'LIMIT', 'SEL', 'SHL', 'SHR',
  'VAR', 'END_VAR', 'PROGRAM', 'END_PROGRAM', 'RETURN', 'if', 'End_If', 'then', 'do', 'not',
  'CONTINUE', 'CTUD', 'R_TRIG', 'F_TRIG', 'SR', 'RS', 'CONSTANT', 'AT', '%IX0.0', 'ARRAY', 'REAL', 'INT',
  'TIME', 'STRING', 'FUNCTION', 'END_FUNCTION', 'FUNCTION_BLOCK', 'END_FUNCTION_BLOCK', 'continue',
]; // prettier-ignore
const OPERATORS = [
  ':=', '+', '-', '*', '/', '**', '<', '>', '<=', '>=', '=', '<>', '&', '(', ')', ',', ';', ':', '..', '.',
  '#', '[', ']', "'", '"', '{', '}', '@', '$', '^', '=>', '|', '!', '%', '?', '\\', '`', '~',
]; // prettier-ignore
const NAMES = [
  'I0', 'I1', 'I3', 'B0', 'B1', 'D0', 'D1', 'D2', 'i', 'T0', 'T1', 'Tmr', 'C0', 'Cnt', 'T0.ACC', 'T0.PRE',
  'T1.DN', 'Tmr.TT', 'C0.OV', 'Cnt.CU', 'C0.ACC', 'T0.XYZ', 'D0.ACC', 'Unknown', '_x', 'a__b', 'x1',
  'T0.', '.ACC', 'C0..ACC', 'T0.ACC.PRE',
  'IN', 'PT', 'Q', 'ET', 'CLK', 'CU', 'PV', 'CV', 'Q1', 'T0.Q', 'T0.ET', 'T0.IN', 'E0', 'E0.Q', 'E0.CLK', 'Ct.CV',
  'Ct.QD', 'Ct.R', 'L0.Q1', 'K',
  'Arr', 'Arr[0]', 'Arr[9]', 'Arr[10]', 'Arr[i]', 'Arr[D0 + 1]', 'Arr[-1]', 'Flg[i]', 'Rl[1]', 'Rl[0]', 'Arr[',
  'Arr[]', 'Arr[Arr[i]]', 'Arr[1.5]', 'Arr[I0]', 'D0[1]', 'T0[1]', 'Arr[1].ACC', 'Arr[1, 2]',
]; // prettier-ignore
const NUMBERS = [
  '0', '1', '42', '2147483647', '2147483648', '99999999999999999999', '1_000', '16#FF', '16#ffffffff',
  '2#102', '8#9', '16#', '1.5', '1e3', '007', '-0', '1__0', '4294967296', '9'.repeat(400),
  '2.', '1.0E-3', '6e2', '1_000.5', '3.4E38', '1.0E39', '1e-45', '0.1', '1..5', '1.e5', '1.5.5', '1e', '1e+',
  'REAL_TO_DINT(1.5)', 'TRUNC(R)', 'SQRT(-1.0)', 'DINT_TO_REAL(D0)', '0.0 / 0.0',
]; // prettier-ignore
const TIMES = [
  'T#2s', 'T#1m30s', 'T#500ms', 't#1h', 'TIME#1d', 'T#', 'T#5x', 'T#-3s', 'T#1.5s', 'T#99999999h',
  'T#1h_2m', 'T#0ms', 'LT#1s', 'T#ms', 'T#1s1s',
]; // prettier-ignore
const TRIVIA = [
  '(* c *)', '// c\n', '(* unterminated', '*)', '(* (* nested *) *)', "'abc'", '"x"', '\n', '\r\n', '\t',
  'VAR x : BOOL; END_VAR', 'VAR D0 : BOOL; END_VAR', 'VAR y : DINT := 5; END_VAR', 'VAR_INPUT', '//',
  'VAR R : REAL := 1.5; END_VAR', 'VAR CONSTANT K : REAL := 2.5 * 2.; END_VAR', 'VAR z : REAL := 1e39; END_VAR',
  'VAR T0 : TON; E0 : R_TRIG; Ct : CTUD; L0 : SR; END_VAR', 'VAR CONSTANT K : DINT := 2 + 3 * 4; END_VAR',
  'T0(IN := I0, PT := T#1s, Q => B0);', 'E0(CLK := I1);', 'Ct(CU := I0, CD := I1, R := I2, PV := 3);',
  'VAR x : INT; END_VAR', 'VAR a : ARRAY[1..3] OF DINT; END_VAR', 'VAR s AT %IX0.0 : BOOL; END_VAR',
  'FUNCTION_BLOCK Fb VAR_INPUT x : BOOL; END_VAR END_FUNCTION_BLOCK', 'PROGRAM Main', 'END_PROGRAM',
  'VAR a : ARRAY[1..3] OF DINT := [1, 2(5)]; END_VAR', 'VAR m : ARRAY[0..2, 0..3] OF DINT; END_VAR',
  'VAR q : ARRAY[3..1] OF BOOL; END_VAR', 'VAR r : ARRAY[0..1] OF REAL := [1.5, 2(0.0)]; END_VAR',
  'VAR t : ARRAY[0..1] OF TON; END_VAR', 'VAR big : ARRAY[0..5000] OF DINT; END_VAR', 'ARRAY[0..9] OF',
  'Arr[i] := Arr[i + 1];', 'FOR i := 0 TO 10 DO Arr[i] := i; END_FOR;', 'Flg[i] := NOT Flg[i];',
  'T0(IN := Flg[1], Q => Flg[D0]);', 'VAR a : ARRAY[0..9999999999] OF DINT; END_VAR', '[3(0), 7]',
  'TYPE', 'END_TYPE', 'STRUCT', 'END_STRUCT', 'TYPE M : STRUCT R : BOOL; S : REAL := 1.5; D : TIMER; END_STRUCT; END_TYPE',
  'TYPE St : (Idle, Run := 5); END_TYPE', 'VAR P : M; Ps : ARRAY[1..3] OF M; Ts : ARRAY[0..2] OF TIMER; s : St; END_VAR',
  'P.S', 'Ps[i].S', 'Ps[D0].D.DN', 'Ts[i].ACC', 'TON(Ts[1], I0, T#1s);', 'RES(Ps[2].D);', 'P := Ps[1];', 'St#Run',
  'St#Nope', 'Idle', 'CASE s OF Idle: s := Run; END_CASE;', 'Ps[i].D[2]', 'P.S.X', 'Ps[i][1]', 'TYPE A : B; END_TYPE',
  'TYPE Nest : STRUCT Ms : ARRAY[1..2] OF M; END_STRUCT; END_TYPE', 'TYPE Self : STRUCT x : Self; END_STRUCT; END_TYPE',
  'FUNCTION F : DINT VAR_INPUT a : DINT; END_VAR F := a + 1; END_FUNCTION', 'F(1)', 'F(F(D0))', 'F(a := 2)', 'F();',
  'FUNCTION_BLOCK Fb VAR_INPUT x : BOOL; END_VAR VAR_OUTPUT q : BOOL; END_VAR VAR n : DINT; T : TIMER; END_VAR',
  'q := x; n := n + 1; TON(T, x, T#1s); RETURN;', 'END_FUNCTION_BLOCK', 'VAR f1, f2 : Fb; fs : ARRAY[0..1] OF Fb; END_VAR',
  'f1(x := I0, q => B0);', 'f1.q', 'f1.n := 3;', 'f1(I0);', 'fs[1](x := I0);', 'f1(y := 1);', 'VAR_OUTPUT', 'VAR_IN_OUT',
  'FUNCTION G : REAL VAR_INPUT r : REAL; END_VAR G := F(1) * r; END_FUNCTION', 'FUNCTION H : BOOL H := H(); END_FUNCTION',
  'FUNCTION_BLOCK Loop VAR l : Loop; END_VAR END_FUNCTION_BLOCK', 'FUNCTION', 'END_FUNCTION', 'FUNCTION F : STRING',
]; // prettier-ignore
const VOCABULARY = [KEYWORDS, OPERATORS, NAMES, NUMBERS, TIMES, TRIVIA];

/** The fixed tag set that byte, token and deep inputs compile against. */
export function fuzzProject(): Project {
  const tags = [
    ...['I0', 'I1', 'I2', 'I3', 'B0', 'B1'].map((name) => tag(name, 'BOOL')),
    tag('D0', 'DINT', 5),
    tag('D1', 'DINT', -2147483648),
    tag('D2', 'DINT', 2147483647),
    tag('i', 'DINT'),
    timer('T0', 500),
    timer('T1', 1000, { alias: 'Tmr' }),
    counter('C0', 3, { alias: 'Cnt' }),
    array('Arr', 'DINT', 10, [1, 2, 3]),
    array('Flg', 'BOOL', 8),
    array('Rl', 'REAL', 4, [1.5], 1),
  ];
  return { ...project(...tags), programMode: 'ST', stSource: '' };
}

const FIXED = fuzzProject();

function randomToken(d: Dice): string {
  const list = d.pick(VOCABULARY);
  return d.pick(list);
}

function randomChar(d: Dice): string {
  switch (d.weighted({ ascii: 60, space: 15, control: 8, latin: 8, any: 5, surrogate: 2 })) {
    case 'ascii':
      return String.fromCharCode(d.int(32, 126));
    case 'space':
      return d.pick([' ', '\n', '\t', '\r', '\r\n']);
    case 'control':
      return String.fromCharCode(d.int(0, 31));
    case 'latin':
      return String.fromCharCode(d.int(127, 255));
    case 'surrogate':
      return String.fromCharCode(d.int(0xd800, 0xdfff));
    default:
      return String.fromCodePoint(d.int(0x100, 0x10ffff));
  }
}

function bytesInput(d: Dice): string {
  const length = d.chance(0.9) ? d.int(0, 120) : d.int(120, 3000);
  return Array.from({ length }, () => randomChar(d)).join('');
}

function tokenSoup(d: Dice): string {
  const parts: string[] = [];
  for (let n = d.int(1, d.chance(0.9) ? 60 : 600); n > 0; n--) {
    parts.push(randomToken(d));
    parts.push(d.chance(0.75) ? ' ' : d.pick(['', '\n', '  ', '\t', ';']));
  }
  return parts.join('');
}

const TOKEN =
  /\s+|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?|T#[0-9a-z_]+|\d[\d_]*(?:#[0-9A-Fa-f_]+)?|:=|=>|\*\*|<=|>=|<>|\.\.|\(\*|\*\)|\/\/|[\s\S]/gi;

/** Same-class replacements that often keep a program valid, so mutants reach the code generator. */
const TWEAKS: readonly (readonly string[])[] = [
  ['0', '1', '2', '7', '-1', '31', '32', '2147483647', '65536', '1000', 'T#0ms', 'T#1s', 'TRUE', 'FALSE'],
  ['+', '-', '*', '/', '**', 'MOD', 'AND', 'OR', 'XOR', '&', '<', '>', '<=', '>=', '=', '<>'],
  ['TON', 'TOF', 'RTO', 'TP', 'CTU', 'CTD', 'ABS', 'MIN', 'MAX', 'LIMIT', 'SEL', 'SHL', 'SHR', 'RES'],
  ['WHILE', 'IF', 'FOR', 'REPEAT', 'CASE', 'ELSIF', 'UNTIL', 'EXIT', 'END_IF', 'END_WHILE', 'END_FOR'],
  ['CONTINUE', 'RETURN'],
  [
    'IN',
    'PT',
    'Q',
    'ET',
    'CLK',
    'CU',
    'CD',
    'R',
    'LD',
    'PV',
    'CV',
    'QU',
    'QD',
    'Q1',
    'S1',
    'R1',
    'S',
    'RESET',
  ],
  ['TON', 'TOF', 'TP', 'RTO', 'CTU', 'CTD', 'CTUD', 'R_TRIG', 'F_TRIG', 'SR', 'RS', 'BOOL', 'DINT', 'INT'],
  [':=', '=>'],
];

/** A token of the same class as `token` (a number for a number, an operator for an operator…), or null. */
function tweak(token: string, tokens: readonly string[], d: Dice): string | null {
  const upper = token.toUpperCase();
  const isName = (t: string) =>
    /^[A-Za-z_][A-Za-z0-9_.]*$/.test(t) && !TWEAKS.some((l) => l.includes(t.toUpperCase()));
  const list = TWEAKS.find((l) => l.includes(upper)) ?? (/^(\d|T#)/i.test(token) ? TWEAKS[0] : undefined);
  if (list !== undefined) return d.pick(list);
  if (isName(token)) {
    const names = tokens.filter(isName);
    return names.length > 0 ? d.pick(names) : null;
  }
  return null;
}

/** Applies 1–4 random token or character edits to `source` (or, with `gentle`, 1–2 same-class tweaks). */
export function mutate(source: string, d: Dice, gentle = false): string {
  let tokens: string[] = source.match(TOKEN) ?? [];
  const at = () => d.int(0, Math.max(0, tokens.length - 1));
  if (gentle) {
    for (let n = d.int(1, 2); n > 0; n--) {
      for (let tries = 0; tries < 20; tries++) {
        const i = at();
        const replacement = tweak(tokens[i] ?? '', tokens, d);
        if (replacement !== null) {
          tokens[i] = /^[A-Za-z]/.test(replacement) ? ` ${replacement} ` : replacement;
          break;
        }
      }
    }
    return tokens.join('');
  }
  for (let n = d.int(1, 4); n > 0; n--) {
    switch (d.weighted({ delete: 4, duplicate: 2, swap: 2, insert: 4, char: 4, truncate: 1 })) {
      case 'delete': {
        const i = at();
        tokens.splice(i, d.chance(0.8) ? 1 : d.int(2, 8));
        break;
      }
      case 'duplicate': {
        const i = at();
        tokens.splice(i, 0, ...tokens.slice(i, i + d.int(1, 6)));
        break;
      }
      case 'swap': {
        const i = at();
        const j = at();
        const a = tokens[i] ?? '';
        tokens[i] = tokens[j] ?? '';
        tokens[j] = a;
        break;
      }
      case 'insert':
        tokens.splice(at(), 0, d.chance(0.5) ? ` ${randomToken(d)} ` : randomToken(d));
        break;
      case 'char': {
        const text = tokens.join('');
        const i = d.int(0, text.length);
        const op = d.pick(['delete', 'insert', 'replace']);
        const edited =
          op === 'delete'
            ? text.slice(0, i) + text.slice(i + 1)
            : op === 'insert'
              ? text.slice(0, i) + randomChar(d) + text.slice(i)
              : text.slice(0, i) + randomChar(d) + text.slice(i + 1);
        tokens = edited.match(TOKEN) ?? [];
        break;
      }
      default:
        tokens = tokens.slice(0, at());
    }
  }
  return tokens.join('');
}

function deepInput(d: Dice): string {
  const n = d.pick([50, 200, 1000, 3000]);
  switch (
    d.pick(['parens', 'if', 'not', 'minus', 'sum', 'lines', 'comment', 'for', 'case', 'call', 'index'])
  ) {
    case 'parens':
      return `D0 := ${'('.repeat(n)}1${')'.repeat(d.chance(0.8) ? n : n - 1)};`;
    case 'if':
      return `${'IF I0 THEN '.repeat(n)}B0 := TRUE;${' END_IF;'.repeat(d.chance(0.8) ? n : n >> 1)}`;
    case 'not':
      return `B0 := ${'NOT '.repeat(n)}I0;`;
    case 'minus':
      return `D0 := ${'-'.repeat(n)}1;`;
    case 'sum':
      return `D0 := ${Array.from({ length: n }, (_, k) => (k % 3 === 0 ? 'D1' : String(k))).join(d.pick([' + ', ' * ', ' ** ', ' AND ', ' < ']))};`;
    case 'lines':
      return Array.from({ length: n }, (_, k) => `D${k % 3} := D${(k + 1) % 3} + ${k};`).join('\n');
    case 'comment':
      return `D0 := 1; (* ${'x '.repeat(n)}`;
    case 'for':
      return `${'FOR i := 1 TO 3 DO '.repeat(Math.min(n, 2000))}D0 := D0 + 1;${' END_FOR;'.repeat(Math.min(n, 2000))}`;
    case 'index':
      return `D0 := ${'Arr['.repeat(n)}0${']'.repeat(d.chance(0.8) ? n : n - 1)};`;
    case 'case':
      return `CASE D0 OF ${Array.from({ length: n }, (_, k) => `${k}: D1 := ${k};`).join(' ')} END_CASE;`;
    default:
      return `D0 := MAX(${Array.from({ length: n }, (_, k) => String(k)).join(', ')});`;
  }
}

/** The input of `iteration` in a run seeded `seed` (the same for the same pair). */
export function fuzzInput(seed: number, iteration: number): FuzzInput {
  const d = new Dice(
    mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(iteration + 1, 0xc2b2ae35)),
  );
  const kind = d.weighted({ bytes: 2, tokens: 3, mutation: 5, deep: 0.15 });
  switch (kind) {
    case 'bytes':
      return { kind, source: bytesInput(d), project: FIXED };
    case 'tokens':
      return { kind, source: tokenSoup(d), project: FIXED };
    case 'deep':
      return { kind, source: deepInput(d), project: FIXED };
    default: {
      const base = d.chance(0.2)
        ? randomArraySt(d.int(1, 1_000_000))
        : d.chance(0.15)
          ? randomUserFbSt(d.int(1, 1_000_000))
          : d.chance(0.2)
            ? randomStructSt(d.int(1, 1_000_000))
            : randomStProgram(d.int(1, 1_000_000), { literalForms: d.chance(0.3) });
      return { kind, source: mutate(base.source, d, d.chance(0.4)), project: base.project };
    }
  }
}

// ------------------------------------------------------------------------------------------ checks

/** Problems with diagnostics' positions: each needs a 1-based line and column inside `source`. */
export function positionProblems(diagnostics: readonly Diagnostic[], source: string, who: string): string[] {
  const lines = source.split('\n');
  const problems: string[] = [];
  for (const d of diagnostics) {
    const where = `${who} diagnostic ${JSON.stringify(d)}`;
    if (typeof d.message !== 'string' || d.message === '') problems.push(`${where}: no message`);
    const { line, col } = d;
    if (line === undefined || col === undefined) {
      problems.push(`${where}: no line/col`);
      continue;
    }
    if (!Number.isInteger(line) || line < 1 || line > lines.length) {
      problems.push(`${where}: line outside 1…${lines.length}`);
      continue;
    }
    const length = lines[line - 1]?.length ?? 0;
    if (!Number.isInteger(col) || col < 1 || col > length + 1) {
      problems.push(`${where}: col outside 1…${length + 1}`);
    }
  }
  return problems;
}

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Parses and compiles once; returns the problems found, the time taken and the compile result. */
function frontEnd(input: FuzzInput): {
  problems: string[];
  ms: number;
  compiled: ReturnType<typeof compileProject> | null;
} {
  const problems: string[] = [];
  const started = performance.now();
  try {
    const parsed = parseSt(input.source);
    if (!Array.isArray(parsed.diagnostics)) problems.push('parseSt: diagnostics is not a list');
    else problems.push(...positionProblems(parsed.diagnostics, input.source, 'parseSt'));
    if (parsed.program?.kind !== 'program') problems.push('parseSt: no program node');
  } catch (error) {
    problems.push(`parseSt threw ${describeError(error)}`);
  }
  let compiled: ReturnType<typeof compileProject> | null = null;
  try {
    compiled = compileProject({ ...input.project, stSource: input.source });
    const st = compiled.diagnostics.filter((d) => d.source === 'st');
    problems.push(...positionProblems(st, input.source, 'compileProject'));
    const errors = compiled.diagnostics.filter((d) => d.severity !== 'warning');
    if ((compiled.program !== null) !== (errors.length === 0)) {
      problems.push(
        `compileProject: program ${compiled.program === null ? 'missing' : 'produced'} with ${errors.length} errors`,
      );
    }
  } catch (error) {
    problems.push(`compileProject threw ${describeError(error)}`);
  }
  return { problems, ms: performance.now() - started, compiled };
}

/** Loads, pre-scans and scans a compiled program once; returns the problems and trap count. */
function runInEngine(
  engine: Engine,
  compiled: ReturnType<typeof compileProject>,
): { problems: string[]; traps: number } {
  const problems: string[] = [];
  let traps = 0;
  const program = compiled.program;
  if (program === null) return { problems, traps };
  const isStatus = (s: unknown): s is { ok: boolean } =>
    typeof s === 'object' && s !== null && typeof (s as { ok?: unknown }).ok === 'boolean';
  try {
    const loaded = engine.load(program);
    if (!isStatus(loaded)) problems.push('engine.load returned no status');
    else if (!loaded.ok) problems.push(`engine.load refused a compiled program: ${JSON.stringify(loaded)}`);
    else {
      for (const [what, status] of [
        ['prescan', engine.prescan()],
        ['scan', engine.scan(100)],
      ] as const) {
        if (!isStatus(status)) problems.push(`engine.${what} returned no status`);
        else if (!status.ok) traps++;
      }
      if (!Array.isArray(engine.warnings())) problems.push('engine.warnings() is not a list');
    }
  } catch (error) {
    problems.push(`engine threw ${describeError(error)}`);
  }
  return { problems, traps };
}

/**
 * Runs `iterations` fuzz inputs from `seed` through the parser, the compiler and (when a program comes
 * out) the engine. Resolves with a summary; never rejects for a failing input (failures are listed).
 */
export async function fuzz(
  iterations: number,
  seed: number,
  options: FuzzOptions = {},
): Promise<FuzzSummary> {
  const limit = options.timeLimitMs ?? 200;
  const deepLimit = options.deepTimeLimitMs ?? 2000;
  const maxFailures = options.maxFailures ?? 20;
  const every = options.progressEvery ?? 1000;
  const engine = await loadEngine();
  const started = performance.now();
  const summary: FuzzSummary = {
    seed,
    iterations: 0,
    byKind: { bytes: 0, tokens: 0, mutation: 0, deep: 0 },
    msByKind: { bytes: 0, tokens: 0, mutation: 0, deep: 0 },
    compiled: 0,
    traps: 0,
    failures: [],
    slowest: null,
    slowestOrdinary: null,
    slowestEngineMs: 0,
    elapsedMs: 0,
  };
  for (let iteration = 0; iteration < iterations; iteration++) {
    const input = fuzzInput(seed, iteration);
    summary.iterations++;
    summary.byKind[input.kind]++;
    const fail = (problem: string) =>
      summary.failures.push({ iteration, kind: input.kind, problem, source: input.source });

    const allowed =
      input.kind === 'deep' ? deepLimit : limit + 0.01 * Math.max(0, input.source.length - 10_000);
    const first = frontEnd(input);
    let ms = first.ms;
    // A single slow measurement may be a GC pause or JIT warm-up: measure again before calling it slow.
    if (ms > allowed) ms = Math.min(ms, frontEnd(input).ms);
    summary.msByKind[input.kind] += first.ms;
    for (const problem of first.problems) fail(problem);
    if (ms > allowed)
      fail(`took ${ms.toFixed(1)} ms for ${input.source.length} characters (limit ${allowed.toFixed(0)} ms)`);
    const record: FuzzSlowest = { ms, iteration, kind: input.kind, source: input.source };
    if (summary.slowest === null || ms > summary.slowest.ms) summary.slowest = record;
    if (input.kind !== 'deep' && (summary.slowestOrdinary === null || ms > summary.slowestOrdinary.ms)) {
      summary.slowestOrdinary = record;
    }

    if (first.compiled?.program) {
      summary.compiled++;
      const engineStarted = performance.now();
      const ran = runInEngine(engine, first.compiled);
      summary.slowestEngineMs = Math.max(summary.slowestEngineMs, performance.now() - engineStarted);
      summary.traps += ran.traps;
      for (const problem of ran.problems) fail(problem);
    }

    if (every > 0 && (iteration + 1) % every === 0) {
      summary.elapsedMs = performance.now() - started;
      options.onProgress?.(summary);
    }
    if (summary.failures.length >= maxFailures) break;
  }
  summary.elapsedMs = performance.now() - started;
  return summary;
}
