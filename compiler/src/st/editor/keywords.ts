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

/**
 * Keywords our grammar accepts beyond the spec's list: XOR, EXIT, END_REPEAT, and the IEC 61131-3 words of
 * issue 17 (CONTINUE, RETURN, the PROGRAM wrapper and VAR blocks), and ARRAY, TYPE, STRUCT and user
 * FUNCTION_BLOCKs and FUNCTIONs (issue 24).
 */
export const ST_EXTRA_KEYWORDS = [
  'XOR',
  'EXIT',
  'END_REPEAT',
  'CONTINUE',
  'RETURN',
  'PROGRAM',
  'END_PROGRAM',
  'VAR',
  'END_VAR',
  'CONSTANT',
  'ARRAY',
  'TYPE',
  'END_TYPE',
  'STRUCT',
  'END_STRUCT',
  'FUNCTION_BLOCK',
  'END_FUNCTION_BLOCK',
  'FUNCTION',
  'END_FUNCTION',
  'VAR_INPUT',
  'VAR_OUTPUT',
] as const;

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

/** One input or output of an IEC function block, for completion after `Instance.` and inside a call. */
export interface StBlockPin {
  /** The IEC name, upper-case. */
  readonly name: string;
  readonly direction: 'input' | 'output';
  readonly type: 'BOOL' | 'DINT';
  /** The TIMER or COUNTER member it is (`DN`, `ACC` …), or null for storage of its own. */
  readonly member: string | null;
  /** One line: what it is. */
  readonly documentation: string;
}

/** An IEC standard function block, declared in VAR (`Delay : TON;`) and called with named inputs. */
export interface StBlockDoc extends StCallDoc {
  /** The tag type an instance is stored as, or null (R_TRIG, F_TRIG, SR, RS: storage of its own). */
  readonly tagType: 'TIMER' | 'COUNTER' | null;
  readonly pins: readonly StBlockPin[];
}

const bpin = (
  name: string,
  direction: StBlockPin['direction'],
  type: StBlockPin['type'],
  member: string | null,
  documentation: string,
): StBlockPin => ({ name, direction, type, member, documentation });

const timerPins = (q: string, qDoc: string): StBlockPin[] => [
  bpin('IN', 'input', 'BOOL', 'EN', 'The timer input (kept when omitted).'),
  bpin('PT', 'input', 'DINT', 'PRE', 'Preset time in ms, e.g. T#2s (kept when omitted).'),
  bpin('Q', 'output', 'BOOL', q, qDoc),
  bpin('ET', 'output', 'DINT', 'ACC', 'Elapsed time in ms.'),
];

/**
 * The IEC standard function blocks (issue 17; docs/decisions.md "Structured Text: IEC function blocks"),
 * with the member each IEC name maps onto.
 */
export const ST_FUNCTION_BLOCKS: readonly StBlockDoc[] = [
  {
    name: 'TON',
    signature: 'TON: Delay(IN := …, PT := T#2s, Q => …, ET => …)',
    documentation: 'On-delay timer: Q turns on when IN has been on for PT.',
    tagType: 'TIMER',
    pins: timerPins('DN', 'On when IN has been on for PT.'),
  },
  {
    name: 'TOF',
    signature: 'TOF: Delay(IN := …, PT := T#2s, Q => …, ET => …)',
    documentation: 'Off-delay timer: Q follows IN on and stays on for PT after IN goes off.',
    tagType: 'TIMER',
    pins: timerPins('DN', 'On while IN is on and for PT after it goes off.'),
  },
  {
    name: 'TP',
    signature: 'TP: Pulse(IN := …, PT := T#2s, Q => …, ET => …)',
    documentation: 'Pulse timer: a rising edge of IN gives a pulse of length PT on Q.',
    tagType: 'TIMER',
    pins: timerPins('TT', 'The pulse: on for PT after a rising edge of IN.'),
  },
  {
    name: 'RTO',
    signature: 'RTO: Keep(IN := …, PT := T#2s, Q => …, ET => …)',
    documentation: 'Retentive on-delay timer (Logix): ET holds while IN is off; clear it with RES.',
    tagType: 'TIMER',
    pins: timerPins('DN', 'On when IN has been on for PT in total.'),
  },
  {
    name: 'CTU',
    signature: 'CTU: Count(CU := …, R := …, PV := 10, Q => …, CV => …)',
    documentation: 'Up counter: CV + 1 on each rising edge of CU while CV < PV; R sets CV to 0.',
    tagType: 'COUNTER',
    pins: [
      bpin('CU', 'input', 'BOOL', 'CU', 'Count input: counts on its rising edge.'),
      bpin('R', 'input', 'BOOL', null, 'Reset: CV := 0 while on (RESET also accepted).'),
      bpin('PV', 'input', 'DINT', 'PRE', 'Preset value.'),
      bpin('Q', 'output', 'BOOL', 'DN', 'On when CV ≥ PV.'),
      bpin('CV', 'output', 'DINT', 'ACC', 'Counter value.'),
    ],
  },
  {
    name: 'CTD',
    signature: 'CTD: Count(CD := …, LD := …, PV := 10, Q => …, CV => …)',
    documentation: 'Down counter: CV − 1 on each rising edge of CD while CV > 0; LD loads PV.',
    tagType: 'COUNTER',
    pins: [
      bpin('CD', 'input', 'BOOL', 'CD', 'Count input: counts down on its rising edge.'),
      bpin('LD', 'input', 'BOOL', null, 'Load: CV := PV while on (LOAD also accepted).'),
      bpin('PV', 'input', 'DINT', 'PRE', 'Preset value.'),
      bpin('Q', 'output', 'BOOL', null, 'On when CV ≤ 0.'),
      bpin('CV', 'output', 'DINT', 'ACC', 'Counter value.'),
    ],
  },
  {
    name: 'CTUD',
    signature: 'CTUD: Count(CU := …, CD := …, R := …, LD := …, PV := 10, QU => …, QD => …, CV => …)',
    documentation:
      'Up/down counter: CU counts up while CV < PV, CD down while CV > 0; R resets, LD loads PV.',
    tagType: 'COUNTER',
    pins: [
      bpin('CU', 'input', 'BOOL', 'CU', 'Count up on its rising edge.'),
      bpin('CD', 'input', 'BOOL', 'CD', 'Count down on its rising edge.'),
      bpin('R', 'input', 'BOOL', null, 'Reset: CV := 0 while on.'),
      bpin('LD', 'input', 'BOOL', null, 'Load: CV := PV while on.'),
      bpin('PV', 'input', 'DINT', 'PRE', 'Preset value.'),
      bpin('QU', 'output', 'BOOL', 'DN', 'On when CV ≥ PV.'),
      bpin('QD', 'output', 'BOOL', null, 'On when CV ≤ 0.'),
      bpin('CV', 'output', 'DINT', 'ACC', 'Counter value.'),
    ],
  },
  {
    name: 'R_TRIG',
    signature: 'R_TRIG: Edge(CLK := …, Q => …)',
    documentation: 'Rising edge: Q is on for one call when CLK goes from off to on.',
    tagType: null,
    pins: [
      bpin('CLK', 'input', 'BOOL', null, 'The signal watched.'),
      bpin('Q', 'output', 'BOOL', null, 'On for one call after CLK rises.'),
    ],
  },
  {
    name: 'F_TRIG',
    signature: 'F_TRIG: Edge(CLK := …, Q => …)',
    documentation: 'Falling edge: Q is on for one call when CLK goes from on to off.',
    tagType: null,
    pins: [
      bpin('CLK', 'input', 'BOOL', null, 'The signal watched.'),
      bpin('Q', 'output', 'BOOL', null, 'On for one call after CLK falls.'),
    ],
  },
  {
    name: 'SR',
    signature: 'SR: Latch(S1 := …, R := …, Q1 => …)',
    documentation: 'Set-dominant latch: Q1 := S1 OR (NOT R AND Q1).',
    tagType: null,
    pins: [
      bpin('S1', 'input', 'BOOL', null, 'Set (wins over R).'),
      bpin('R', 'input', 'BOOL', null, 'Reset.'),
      bpin('Q1', 'output', 'BOOL', null, 'The latched output.'),
    ],
  },
  {
    name: 'RS',
    signature: 'RS: Latch(S := …, R1 := …, Q1 => …)',
    documentation: 'Reset-dominant latch: Q1 := NOT R1 AND (S OR Q1).',
    tagType: null,
    pins: [
      bpin('S', 'input', 'BOOL', null, 'Set.'),
      bpin('R1', 'input', 'BOOL', null, 'Reset (wins over S).'),
      bpin('Q1', 'output', 'BOOL', null, 'The latched output.'),
    ],
  },
];

/** The IEC function-block type names, upper-case (TON, TOF, TP, RTO, CTU, CTD, CTUD, R_TRIG …). */
export const ST_FUNCTION_BLOCK_NAMES: readonly string[] = ST_FUNCTION_BLOCKS.map((b) => b.name);

/** One completion after `Name.`: a member and what it is. */
export interface StMemberCompletion {
  readonly label: string;
  readonly type: 'BOOL' | 'DINT';
  /** e.g. 'IEC name of DN', 'TIMER member'. */
  readonly detail: string;
  readonly documentation: string;
}

const LOGIX_MEMBERS: Readonly<Record<'TIMER' | 'COUNTER', readonly (readonly [string, string])[]>> = {
  TIMER: [
    ['PRE', 'Preset in ms.'],
    ['ACC', 'Accumulated time in ms.'],
    ['EN', 'Enabled: the input of the last call.'],
    ['TT', 'Timing.'],
    ['DN', 'Done.'],
  ],
  COUNTER: [
    ['PRE', 'Preset.'],
    ['ACC', 'Accumulated count.'],
    ['CU', 'Count-up input of the last call.'],
    ['CD', 'Count-down input of the last call.'],
    ['DN', 'Done: ACC ≥ PRE.'],
    ['OV', 'Overflow.'],
    ['UN', 'Underflow.'],
  ],
};

/**
 * The members to complete after `Name.`: for a TIMER or COUNTER tag its Logix members, then the IEC names
 * of its function-block type (`block`, TON or CTU when it has none); for R_TRIG, F_TRIG, SR and RS their
 * pins.
 */
export function stMemberCompletions(
  tagType: 'TIMER' | 'COUNTER' | null,
  block?: string,
): StMemberCompletion[] {
  const doc = ST_FUNCTION_BLOCKS.find((b) => b.name === (block ?? '').toUpperCase());
  const logix = tagType === null ? [] : LOGIX_MEMBERS[tagType];
  const completions: StMemberCompletion[] = logix.map(([label, documentation]) => ({
    label,
    type: label === 'PRE' || label === 'ACC' ? 'DINT' : 'BOOL',
    detail: `${tagType} member`,
    documentation,
  }));
  const iec = doc ?? ST_FUNCTION_BLOCKS.find((b) => b.name === (tagType === 'COUNTER' ? 'CTU' : 'TON'));
  for (const p of iec?.pins ?? []) {
    if (tagType !== null && doc === undefined && p.member === null) continue;
    if (completions.some((c) => c.label === p.name)) continue;
    completions.push({
      label: p.name,
      type: p.type,
      detail: p.member ? `${iec?.name} ${p.direction}, = ${p.member}` : `${iec?.name} ${p.direction}`,
      documentation: p.documentation,
    });
  }
  return completions;
}

/** The functions usable in expressions (docs/decisions.md "Structured Text: exact rules"). */
export const ST_FUNCTIONS: readonly StCallDoc[] = [
  { name: 'ABS', signature: 'ABS(x)', documentation: 'Absolute value of x (a REAL when x is a REAL).' },
  {
    name: 'MIN',
    signature: 'MIN(a, b, …)',
    documentation: 'Smallest of two or more values (a REAL when any of them is a REAL).',
  },
  {
    name: 'MAX',
    signature: 'MAX(a, b, …)',
    documentation: 'Largest of two or more values (a REAL when any of them is a REAL).',
  },
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
  {
    name: 'SQRT',
    signature: 'SQRT(x)',
    documentation: 'Square root, a REAL; of a negative x, the root of its absolute value (as Logix SQR).',
  },
  {
    name: 'REAL_TO_DINT',
    signature: 'REAL_TO_DINT(x)',
    documentation:
      'A REAL rounded to the nearest DINT (2.5 → 2, 3.5 → 4); beyond the DINT range it stops at the limit.',
  },
  {
    name: 'TRUNC',
    signature: 'TRUNC(x)',
    documentation: 'A REAL with its fraction dropped, as a DINT (2.7 → 2, -2.7 → -2).',
  },
  {
    name: 'DINT_TO_REAL',
    signature: 'DINT_TO_REAL(x)',
    documentation: 'A DINT as a REAL (a DINT also becomes a REAL by itself where a REAL is expected).',
  },
  {
    name: 'TIME_TO_DINT',
    signature: 'TIME_TO_DINT(t)',
    documentation: 'A TIME as its milliseconds (T#1s500ms → 1500).',
  },
  {
    name: 'DINT_TO_TIME',
    signature: 'DINT_TO_TIME(ms)',
    documentation: 'Milliseconds as a TIME (1500 → T#1s500ms).',
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
  return (
    ST_BUILTIN_CALL_DOCS.find((d) => d.name === upper) ??
    ST_FUNCTIONS.find((d) => d.name === upper) ??
    ST_FUNCTION_BLOCKS.find((d) => d.name === upper)
  );
}
