/**
 * The Structured Text vocabulary the editor highlights and completes (spec 000 §9 "Structured Text
 * keywords"), with one-line documentation for hover and completion details. Words are upper-case; the
 * language itself is case-insensitive (SEMANTICS.md "Structured Text").
 */

/** The keyword list of spec 000 §9, exactly and in its order. */
export const ST_SPEC_KEYWORDS = [
  'IF',
  'THEN',
  'ELSIF',
  'ELSE',
  'END_IF',
  'CASE',
  'OF',
  'END_CASE',
  'WHILE',
  'DO',
  'END_WHILE',
  'REPEAT',
  'UNTIL',
  'FOR',
  'TO',
  'BY',
  'END_FOR',
  'AND',
  'OR',
  'NOT',
  'MOD',
  'TRUE',
  'FALSE',
  'TON',
  'TOF',
  'RTO',
  'TP',
  'CTU',
  'CTD',
  'RES',
] as const;

/** Keywords our grammar accepts beyond the spec's list. */
export const ST_EXTRA_KEYWORDS = ['XOR', 'EXIT', 'END_REPEAT'] as const;

/**
 * Statement and operator words: the spec's keywords without the timer and counter calls, then
 * {@link ST_EXTRA_KEYWORDS}.
 */
export const ST_KEYWORDS = [
  'IF',
  'THEN',
  'ELSIF',
  'ELSE',
  'END_IF',
  'CASE',
  'OF',
  'END_CASE',
  'WHILE',
  'DO',
  'END_WHILE',
  'REPEAT',
  'UNTIL',
  'FOR',
  'TO',
  'BY',
  'END_FOR',
  'AND',
  'OR',
  'NOT',
  'MOD',
  'TRUE',
  'FALSE',
  ...ST_EXTRA_KEYWORDS,
] as const;

/** A statement or operator keyword. */
export type StKeyword = (typeof ST_KEYWORDS)[number];

/** The timer and counter calls, used as statements: `TON(Timer1, Start, T#2s);`. */
export const ST_BUILTIN_CALLS = ['TON', 'TOF', 'RTO', 'TP', 'CTU', 'CTD', 'RES'] as const;

/** A timer or counter call name. */
export type StBuiltinCall = (typeof ST_BUILTIN_CALLS)[number];

/** Documentation of one callable name, for hover and completion. */
export interface StCallDoc {
  /** The name, upper-case. */
  readonly name: string;
  /** How it is called, e.g. `LIMIT(mn, x, mx)`. */
  readonly signature: string;
  /** One line: what it does. */
  readonly documentation: string;
}

/** The timer and counter calls with their documentation (SEMANTICS.md, docs/decisions.md). */
export const ST_BUILTIN_CALL_DOCS: readonly StCallDoc[] = [
  {
    name: 'TON',
    signature: 'TON(Timer, enable [, preset])',
    documentation:
      'On-delay timer: ACC counts up while enable is true, DN when ACC reaches PRE; resets when false.',
  },
  {
    name: 'TOF',
    signature: 'TOF(Timer, enable [, preset])',
    documentation: 'Off-delay timer: DN is on while enable is true and stays on for PRE after it goes false.',
  },
  {
    name: 'RTO',
    signature: 'RTO(Timer, enable [, preset])',
    documentation:
      'Retentive timer: ACC counts while enable is true and holds when false; clear it with RES.',
  },
  {
    name: 'TP',
    signature: 'TP(Timer, enable [, preset])',
    documentation: 'Pulse timer: a rising edge of enable starts a pulse of length PRE on the TT member.',
  },
  {
    name: 'CTU',
    signature: 'CTU(Counter, countInput [, preset])',
    documentation: 'Count up: ACC increases by one on each rising edge of countInput; DN when ACC ≥ PRE.',
  },
  {
    name: 'CTD',
    signature: 'CTD(Counter, countInput [, preset])',
    documentation: 'Count down: ACC decreases by one on each rising edge of countInput; DN when ACC ≥ PRE.',
  },
  {
    name: 'RES',
    signature: 'RES(tagName)',
    documentation: 'Reset a TIMER or COUNTER tag: ACC and the status bits go to 0.',
  },
];

/** The functions usable in expressions (docs/decisions.md "Structured Text: exact rules"). */
export const ST_FUNCTIONS: readonly StCallDoc[] = [
  { name: 'ABS', signature: 'ABS(x)', documentation: 'Absolute value of x.' },
  { name: 'MIN', signature: 'MIN(a, b, …)', documentation: 'Smallest of two or more values.' },
  { name: 'MAX', signature: 'MAX(a, b, …)', documentation: 'Largest of two or more values.' },
  {
    name: 'LIMIT',
    signature: 'LIMIT(mn, x, mx)',
    documentation: 'x held between mn and mx: MIN(MAX(x, mn), mx).',
  },
  { name: 'SEL', signature: 'SEL(g, a, b)', documentation: 'b when g is true, else a.' },
  {
    name: 'SHL',
    signature: 'SHL(x, n)',
    documentation: 'x shifted left n bits (32 bits, zero fill); 0 when n is outside 0…31.',
  },
  {
    name: 'SHR',
    signature: 'SHR(x, n)',
    documentation: 'x shifted right n bits (32 bits, zero fill); 0 when n is outside 0…31.',
  },
];

/** The names of {@link ST_FUNCTIONS}, upper-case. */
export const ST_FUNCTION_NAMES: readonly string[] = ST_FUNCTIONS.map((f) => f.name);

/**
 * The documentation of a timer/counter call or function by name, any case (`ton`, `Limit`), or
 * undefined for any other word.
 */
export function findStCallDoc(name: string): StCallDoc | undefined {
  const upper = name.toUpperCase();
  return ST_BUILTIN_CALL_DOCS.find((d) => d.name === upper) ?? ST_FUNCTIONS.find((d) => d.name === upper);
}
