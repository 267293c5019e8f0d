/**
 * Reads IEC 61131-3 variable blocks (`VAR`, `VAR_INPUT`, `VAR_OUTPUT`, `VAR_IN_OUT`, `VAR_GLOBAL`,
 * `VAR_TEMP`, `VAR_EXTERNAL`, optionally qualified `CONSTANT`/`RETAIN`/…) out of a Structured Text source.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { TAG_TYPES, type TagType } from '../model/project.ts';
import { fbTagType, fbType, type FbType, type LogicFb } from '../st/blocks.ts';
import { isDint, parseIntegerLiteral, parseRealLiteral, parseTimeLiteral } from './literals.ts';
import { lexIec, type VarToken } from './varLexer.ts';

/** One declared variable. */
export interface VarDeclaration {
  /** Name as written. */
  name: string;
  /** Data type. */
  type: TagType;
  /** Initial value: 0/1 for BOOL, an integer for DINT (time literals in ms); 0 when none was given. */
  initial: number;
  /** 1-based line of the name. */
  line: number;
  /** 1-based column of the name. */
  col: number;
  /** The IEC function-block type of a TIMER (TON, TOF, TP, RTO) or COUNTER (CTU, CTD, CTUD) declaration. */
  fb?: FbType;
  /** True when declared in a `VAR CONSTANT` block: the program may not write it. */
  constant?: boolean;
}

/** A declared R_TRIG, F_TRIG, SR or RS instance: no tag, hidden storage of its own. */
export interface VarInstance {
  name: string;
  type: LogicFb;
  line: number;
  col: number;
}

/** What {@link parseVarBlocks} found. */
export interface VarBlockResult {
  /** Every well-formed declaration, in source order (a name declared twice only once). */
  declarations: VarDeclaration[];
  /** R_TRIG, F_TRIG, SR and RS instances, in source order. */
  instances: VarInstance[];
  /**
   * The source with every VAR block blanked out: each character of a block becomes a space, line breaks
   * stay, so lines and columns in `rest` are those of the original source.
   */
  rest: string;
  /** Problems found, source 'st', 1-based line and column. */
  diagnostics: Diagnostic[];
}

const BLOCK_KEYWORDS = new Set([
  'VAR',
  'VAR_INPUT',
  'VAR_OUTPUT',
  'VAR_IN_OUT',
  'VAR_GLOBAL',
  'VAR_TEMP',
  'VAR_EXTERNAL',
]);
const QUALIFIERS = new Set(['CONSTANT', 'RETAIN', 'NON_RETAIN', 'PERSISTENT']);
/** Words that begin Structured Text code: met inside a block, they end it (END_VAR was forgotten). */
const STATEMENT_KEYWORDS = new Set([
  'IF',
  'FOR',
  'WHILE',
  'REPEAT',
  'CASE',
  'RETURN',
  'EXIT',
  'PROGRAM',
  'END_PROGRAM',
  'FUNCTION',
  'END_FUNCTION',
  'FUNCTION_BLOCK',
  'END_FUNCTION_BLOCK',
]);
const RESERVED = new Set([
  ...BLOCK_KEYWORDS,
  ...STATEMENT_KEYWORDS,
  ...QUALIFIERS,
  'END_VAR',
  'TRUE',
  'FALSE',
  'THEN',
  'ELSIF',
  'ELSE',
  'END_IF',
  'DO',
  'END_FOR',
  'END_WHILE',
  'UNTIL',
  'END_REPEAT',
  'OF',
  'END_CASE',
  'TO',
  'BY',
  'AND',
  'OR',
  'XOR',
  'NOT',
  'MOD',
]);
/** The type of a constant expression's value. */
type ConstantType = 'BOOL' | 'DINT' | 'REAL';

/** Tokens that, after a name, show a statement rather than a declaration. */
const STATEMENT_FOLLOWERS = new Set([':=', '(', '.', '[']);

/** An initial value: a constant expression's value, its type, and its first and last token. */
interface InitialValue {
  value: number;
  /** BOOL for TRUE/FALSE, NOT/AND/OR/XOR of BOOLs; REAL when a REAL literal took part. */
  type: ConstantType;
  first: VarToken;
  last: VarToken;
  /** True for a single token without operators (`5`, `TRUE`, `T#2s`). */
  single: boolean;
}

/**
 * IEC 61131-3 elementary and generic data types this simulator does not have, with what to use instead
 * (point 4 of issue 17: a helpful message instead of a parser error).
 */
const IEC_TYPE_HINTS: ReadonlyMap<string, string> = new Map([
  ...['SINT', 'INT', 'LINT', 'USINT', 'UINT', 'UDINT', 'ULINT', 'BYTE', 'WORD', 'DWORD', 'LWORD'].map(
    (t) => [t, 'declare it as DINT (32-bit integer)'] as const,
  ),
  ['LREAL', 'declare it as REAL (32-bit floating point)'],
  ['LTIME', 'declare it as TIME (milliseconds in a DINT)'],
  ...['DATE', 'TIME_OF_DAY', 'TOD', 'DATE_AND_TIME', 'DT', 'LDATE', 'LTOD', 'LDT'].map(
    (t) => [t, 'there are no calendar or clock values: use DINT'] as const,
  ),
  ...['STRING', 'WSTRING', 'CHAR', 'WCHAR'].map(
    (t) => [t, 'there are no text values: use BOOL and DINT tags'] as const,
  ),
]);

/** `{construct} is valid IEC 61131-3 but not supported here: {hint}`. */
export function notSupported(construct: string, hint: string): string {
  return `${construct} is valid IEC 61131-3 but not supported here: ${hint}`;
}

const upper = (token: VarToken): string => token.text.toUpperCase();
const describe = (token: VarToken): string => (token.kind === 'eof' ? 'end of input' : `'${token.text}'`);

/** Recursive-descent reader over the token list; collects declarations, diagnostics and block ranges. */
class VarBlockReader {
  readonly declarations: VarDeclaration[] = [];
  readonly diagnostics: Diagnostic[] = [];
  /** [start, end) offsets of each block, to blank out of the source. */
  readonly blocks: [number, number][] = [];
  readonly instances: VarInstance[] = [];
  private readonly seen = new Set<string>();
  /** VAR CONSTANT values declared so far, usable in later initial values. */
  private readonly constants = new Map<string, { value: number; type: ConstantType }>();
  private pos = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: readonly VarToken[],
  ) {}

  run(): void {
    while (this.peek().kind !== 'eof') {
      if (this.isBlockKeyword(this.peek())) this.block();
      else this.pos++;
    }
  }

  private peek(ahead = 0): VarToken {
    const last = this.tokens[this.tokens.length - 1] as VarToken;
    return this.tokens[this.pos + ahead] ?? last;
  }

  private isBlockKeyword(token: VarToken): boolean {
    return token.kind === 'ident' && BLOCK_KEYWORDS.has(upper(token));
  }

  private isPunct(token: VarToken, text: string): boolean {
    return token.kind === 'punct' && token.text === text;
  }

  private report(token: VarToken, message: string, severity: 'error' | 'warning' = 'error'): void {
    this.diagnostics.push({ source: 'st', message, line: token.line, col: token.col, severity });
  }

  /** True when `token` starts code, so a block without END_VAR ends before it. */
  private startsCode(token: VarToken): boolean {
    if (token.kind !== 'ident') return false;
    const word = upper(token);
    if (BLOCK_KEYWORDS.has(word) || STATEMENT_KEYWORDS.has(word)) return true;
    const next = this.peek(1);
    return next.kind === 'punct' && STATEMENT_FOLLOWERS.has(next.text);
  }

  private block(): void {
    const start = this.peek();
    this.pos++;
    let constant = false;
    while (this.peek().kind === 'ident' && QUALIFIERS.has(upper(this.peek()))) {
      if (upper(this.peek()) === 'CONSTANT') constant = true;
      this.pos++;
    }
    let end: number;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'ident' && upper(token) === 'END_VAR') {
        this.pos++;
        end = token.end;
        break;
      }
      if (token.kind === 'eof' || this.startsCode(token)) {
        this.report(start, 'Missing END_VAR', 'warning');
        end = token.kind === 'eof' ? this.source.length : token.offset;
        break;
      }
      this.declaration(constant);
    }
    this.blocks.push([start.offset, end]);
  }

  /** Skips a malformed declaration: past the next ';', or up to END_VAR, a new block or the end. */
  private recover(): void {
    for (;;) {
      const token = this.peek();
      if (token.kind === 'eof' || this.isBlockKeyword(token)) return;
      if (token.kind === 'ident' && upper(token) === 'END_VAR') return;
      this.pos++;
      if (this.isPunct(token, ';')) return;
    }
  }

  private expect(text: string): boolean {
    const token = this.peek();
    if (this.isPunct(token, text)) {
      this.pos++;
      return true;
    }
    this.report(token, `Expected '${text}', got ${describe(token)}`);
    return false;
  }

  /**
   * The `;` that ends a declaration. Missing at a line break (or the end of the input), it is reported
   * just after the declaration's last token, as statements are (st/parse/diagnose.ts).
   */
  private semicolon(): boolean {
    const token = this.peek();
    const prev = this.tokens[this.pos - 1];
    if (this.isPunct(token, ';') || prev === undefined || (token.kind !== 'eof' && token.line === prev.line))
      return this.expect(';');
    const col = prev.col + (prev.end - prev.offset);
    this.diagnostics.push({
      source: 'st',
      message: "Expected ';' after the declaration",
      line: prev.line,
      col,
      severity: 'error',
    });
    return false;
  }

  /** `name {, name} : TYPE [:= value] ;` */
  private declaration(constant: boolean): void {
    const names: VarToken[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'ident' || RESERVED.has(upper(token))) {
        this.report(token, 'Expected identifier');
        this.recover();
        return;
      }
      names.push(token);
      this.pos++;
      if (!this.isPunct(this.peek(), ',')) break;
      this.pos++;
    }
    const at = this.peek();
    if (at.kind === 'ident' && upper(at) === 'AT') {
      this.report(
        at,
        notSupported(
          'AT (a located variable such as AT %IX0.0)',
          'connect tags to I/O in the IO panel instead',
        ),
      );
      return this.recover();
    }
    if (!this.expect(':')) return this.recover();
    const typeToken = this.peek();
    if (typeToken.kind !== 'ident') {
      this.report(typeToken, 'Expected identifier');
      return this.recover();
    }
    this.pos++;
    const typeWord = upper(typeToken);
    if (typeWord === 'ARRAY') {
      this.report(typeToken, notSupported('ARRAY', 'declare one BOOL or DINT tag per element'));
      return this.recover();
    }
    if (IEC_TYPE_HINTS.has(typeWord) && !this.isPunct(this.peek(), ';') && !this.isPunct(this.peek(), ':=')) {
      // `STRING[20]`, `STRING(80)`: one diagnostic for the whole type.
      this.report(typeToken, notSupported(typeWord, IEC_TYPE_HINTS.get(typeWord) ?? ''));
      return this.recover();
    }
    let initial: InitialValue | null = null;
    let initialAt: VarToken | null = null;
    const blockType = fbType(typeWord) ?? (typeWord === 'TIMER' || typeWord === 'COUNTER' ? typeWord : null);
    if (this.isPunct(this.peek(), ':=') && blockType !== null) {
      // `Delay : TON := (PT := T#2s);`: no initial values for timers, counters and blocks.
      const at = this.peek(1);
      const what = fbType(typeWord) ? 'instance' : 'tag';
      for (const name of names)
        this.report(at, `Initial value not allowed for ${blockType} ${what} "${name.text}"`);
      return this.recover();
    }
    if (this.isPunct(this.peek(), ':=')) {
      this.pos++;
      initialAt = this.peek();
      const reader = new ConstantExpression(this, this.constants, this.tokens, this.pos, (token) =>
        this.report(
          token,
          `Invalid initial value ${token.text} for ${typeToken.text} tag "${names[0]?.text ?? ''}"`,
        ),
      );
      initial = reader.read();
      if (!initial) return this.recover();
      this.pos = reader.pos;
    }
    if (!this.semicolon()) return this.recover();

    const fb = fbType(typeWord);
    const tagType = fb ? fbTagType(fb) : null;
    // TIME is a DINT of milliseconds (time literals such as T#2s are too): timers' PT and ET read it.
    const type =
      typeWord === 'TIME'
        ? 'DINT'
        : (TAG_TYPES as readonly string[]).includes(typeWord)
          ? (typeWord as TagType)
          : tagType;
    for (const name of names) {
      if (fb && tagType === null) {
        if (this.claim(name))
          this.instances.push({ name: name.text, type: fb as LogicFb, line: name.line, col: name.col });
        continue;
      }
      if (!type) {
        const hint = IEC_TYPE_HINTS.get(typeWord);
        // A valid IEC type: one diagnostic for the declaration; an unknown word: one per name.
        if (hint && name !== names[0]) continue;
        this.report(
          typeToken,
          hint
            ? notSupported(typeWord, hint)
            : `Unsupported data type "${typeToken.text}" for tag "${name.text}"`,
        );
        continue;
      }
      const value = initial && initialAt ? this.initialFor(type, initial, name) : 0;
      if (value === null) continue;
      if (!this.claim(name)) continue;
      const declaration: VarDeclaration = {
        name: name.text,
        type,
        initial: value,
        line: name.line,
        col: name.col,
      };
      if (fb) declaration.fb = fb;
      if (constant) {
        declaration.constant = true;
        if (type === 'BOOL' || type === 'DINT' || type === 'REAL')
          this.constants.set(upper(name), { value, type });
      }
      this.declarations.push(declaration);
    }
  }

  /** Records `name` as declared; reports and returns false for a second declaration. */
  private claim(name: VarToken): boolean {
    const key = name.text.toUpperCase();
    if (this.seen.has(key)) {
      this.report(name, `Duplicate declaration of tag "${name.text}"`);
      return false;
    }
    this.seen.add(key);
    return true;
  }

  /** Reports `message` at `token` (for the constant-expression reader). */
  error(token: VarToken, message: string): void {
    this.report(token, message);
  }

  /** The initial value converted for `type`, or null (reported) when it does not fit. */
  private initialFor(type: TagType, initial: InitialValue, name: VarToken): number | null {
    const written = this.source.slice(initial.first.offset, initial.last.end);
    const invalid = (): null => {
      this.report(initial.first, `Invalid initial value ${written} for ${type} tag "${name.text}"`);
      return null;
    };
    if (type === 'BOOL') {
      if (initial.type === 'BOOL') return initial.value;
      if (!initial.single || initial.first.kind !== 'number') return invalid();
      return initial.value === 0 || initial.value === 1 ? initial.value : invalid();
    }
    if (initial.type === 'BOOL') return invalid();
    if (type === 'REAL') {
      const value = Math.fround(initial.value);
      if (Number.isFinite(value)) return value;
      this.report(initial.first, `Value ${written} is out of range for REAL tag "${name.text}"`);
      return null;
    }
    if (initial.type === 'REAL') {
      this.report(
        initial.first,
        `Invalid initial value ${written} for ${type} tag "${name.text}": a REAL needs a REAL tag (or write a whole number)`,
      );
      return null;
    }
    return this.checkDint(initial.value, written, name, initial.first);
  }

  private checkDint(value: number, written: string, name: VarToken, token: VarToken): number | null {
    if (isDint(value)) return value === 0 ? 0 : value;
    this.report(token, `Value ${written} is out of range for DINT tag "${name.text}"`);
    return null;
  }
}

/**
 * Parses every `VAR … END_VAR` block of `source` (keywords case-insensitive, comments `(* *)` and `//`).
 * A declaration is `A, B : BOOL;` or `N : DINT := 5;` with types BOOL, DINT, TIMER and COUNTER, and the
 * IEC function blocks (TON, TOF, TP, RTO as TIMER declarations, CTU, CTD, CTUD as COUNTER ones, R_TRIG,
 * F_TRIG, SR, RS as `instances`). Initial values are constant expressions (see ConstantExpression): BOOL
 * ones TRUE, FALSE, 0, 1 or a BOOL expression, DINT ones integers (sign, `_`, `16#FF`), time literals
 * (`T#1m30s` → 90000 ms), VAR CONSTANT names and operators. Valid IEC types this simulator lacks (REAL,
 * INT, TIME, STRING, ARRAY …) and `AT` addresses get a 'valid IEC 61131-3 but not supported here' error. A block whose END_VAR is missing ends at the end of the input or before the
 * first line of code, with a warning. Never throws.
 */
export function parseVarBlocks(source: string): VarBlockResult {
  // Most programs have no VAR block: skip lexing the whole source for them.
  if (!/\bVAR/i.test(source)) return { declarations: [], instances: [], rest: source, diagnostics: [] };
  const reader = new VarBlockReader(source, lexIec(source));
  reader.run();
  let rest = '';
  let last = 0;
  for (const [start, end] of reader.blocks) {
    rest += source.slice(last, start) + source.slice(start, end).replace(/[^\r\n]/g, ' ');
    last = end;
  }
  rest += source.slice(last);
  return {
    declarations: reader.declarations,
    instances: reader.instances,
    rest,
    diagnostics: reader.diagnostics,
  };
}

/** Deepest parenthesis or operator nesting read in an initial value. */
const MAX_CONSTANT_DEPTH = 64;

/**
 * Reads a constant expression after `:=` (issue 17 point 3): integer, time and BOOL literals, earlier
 * VAR CONSTANT names, parentheses, unary `-` `+` NOT, `**`, `*` `/` MOD, `+` `-`, AND (`&`), XOR, OR, with
 * the Structured Text precedence and the engine's integer rules (DIV toward zero, x / 0 = 0, MOD with the
 * dividend's sign). Values are exact; the caller checks the DINT range. Reports and returns null on error.
 */
class ConstantExpression {
  pos: number;
  private depth = 0;
  private last: VarToken;
  private failed = false;

  constructor(
    private readonly reader: { error(token: VarToken, message: string): void },
    private readonly constants: ReadonlyMap<string, { value: number; type: ConstantType }>,
    private readonly tokens: readonly VarToken[],
    start: number,
    private readonly invalidLiteral: (token: VarToken) => void,
  ) {
    this.pos = start;
    this.last = this.peek();
  }

  read(): InitialValue | null {
    const first = this.peek();
    const start = this.pos;
    const value = this.or();
    if (value === null || this.failed) return null;
    return { ...value, first, last: this.last, single: this.pos === start + 1 };
  }

  private peek(ahead = 0): VarToken {
    const last = this.tokens[this.tokens.length - 1] as VarToken;
    return this.tokens[this.pos + ahead] ?? last;
  }

  private take(): VarToken {
    const token = this.peek();
    this.last = token;
    this.pos++;
    return token;
  }

  private isWord(word: string): boolean {
    const t = this.peek();
    return t.kind === 'ident' && upper(t) === word;
  }

  private isPunct(text: string, ahead = 0): boolean {
    const t = this.peek(ahead);
    return t.kind === 'punct' && t.text === text;
  }

  /** `**`: two `*` tokens written together. */
  private isPower(): boolean {
    return this.isPunct('*') && this.isPunct('*', 1) && this.peek(1).offset === this.peek().end;
  }

  private fail(token: VarToken, message: string): null {
    if (!this.failed) this.reader.error(token, message);
    this.failed = true;
    return null;
  }

  private binary(
    next: () => { value: number; type: ConstantType } | null,
    match: () => string | null,
    apply: (op: string, a: number, b: number, bool: boolean) => number,
  ): { value: number; type: ConstantType } | null {
    let left = next();
    for (let op = match(); left !== null && op !== null; op = match()) {
      const at = this.peek();
      const right = next();
      if (right === null) return null;
      if (left.type === 'REAL' || right.type === 'REAL') {
        if (!'+-*/'.includes(op) || op === '**') return this.fail(at, `${op} needs DINT operands, not REAL`);
        const a = Math.fround(left.value);
        const b = Math.fround(right.value);
        const value = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
        left = { value: Math.fround(value), type: 'REAL' };
        continue;
      }
      const bool = left.type === 'BOOL' && right.type === 'BOOL';
      left = {
        value: apply(op, left.value, right.value, bool),
        type: bool && /AND|OR|XOR/.test(op) ? 'BOOL' : 'DINT',
      };
    }
    return left;
  }

  private or() {
    return this.binary(
      () => this.xor(),
      () => (this.isWord('OR') ? (this.take(), 'OR') : null),
      (_op, a, b) => a | b,
    );
  }

  private xor() {
    return this.binary(
      () => this.and(),
      () => (this.isWord('XOR') ? (this.take(), 'XOR') : null),
      (_op, a, b) => a ^ b,
    );
  }

  private and() {
    return this.binary(
      () => this.sum(),
      () => (this.isWord('AND') || this.isPunct('&') ? (this.take(), 'AND') : null),
      (_op, a, b) => a & b,
    );
  }

  private sum() {
    return this.binary(
      () => this.product(),
      () => (this.isPunct('+') || this.isPunct('-') ? this.take().text : null),
      (op, a, b) => (op === '+' ? a + b : a - b),
    );
  }

  private product() {
    return this.binary(
      () => this.power(),
      () =>
        (this.isPunct('*') && !this.isPower()) || this.isPunct('/') || this.isWord('MOD')
          ? upper(this.take())
          : null,
      (op, a, b) => {
        if (op === '*') return a * b;
        if (b === 0) return 0;
        return op === '/' ? Math.trunc(a / b) : a % b;
      },
    );
  }

  private power() {
    return this.binary(
      () => this.unary(),
      () => (this.isPower() ? (this.take(), this.take(), '**') : null),
      (_op, a, b) => (b < 0 ? (a === 1 ? 1 : a === -1 ? (b % 2 === 0 ? 1 : -1) : 0) : a ** b),
    );
  }

  private unary(): { value: number; type: ConstantType } | null {
    if (++this.depth > MAX_CONSTANT_DEPTH)
      return this.fail(this.peek(), 'Initial value is too deeply nested');
    try {
      if (this.isPunct('-') || this.isPunct('+')) {
        const sign = this.take().text;
        const operand = this.unary();
        if (operand === null) return null;
        const type = operand.type === 'REAL' ? 'REAL' : 'DINT';
        return { value: sign === '-' ? -operand.value : operand.value, type };
      }
      if (this.isWord('NOT')) {
        this.take();
        const at = this.peek();
        const operand = this.unary();
        if (operand === null) return null;
        if (operand.type === 'REAL') return this.fail(at, 'NOT needs a BOOL or DINT operand, not REAL');
        return operand.type === 'BOOL'
          ? { value: operand.value ? 0 : 1, type: 'BOOL' }
          : { value: ~operand.value, type: 'DINT' };
      }
      return this.primary();
    } finally {
      this.depth--;
    }
  }

  private primary(): { value: number; type: ConstantType } | null {
    const token = this.peek();
    if (this.isPunct('(')) {
      this.take();
      const inner = this.or();
      if (inner === null) return null;
      if (!this.isPunct(')')) return this.fail(this.peek(), `Expected ')', got ${describe(this.peek())}`);
      this.take();
      return inner;
    }
    if (token.kind === 'number') {
      this.take();
      const value = parseIntegerLiteral(token.text);
      if (value === null) {
        const real = parseRealLiteral(token.text);
        if (real !== null) return { value: real, type: 'REAL' };
        this.invalidLiteral(token);
        this.failed = true;
        return null;
      }
      return { value, type: 'DINT' };
    }
    if (token.kind === 'time') {
      this.take();
      const ms = parseTimeLiteral(token.text);
      if (ms === null) return this.fail(token, `Invalid time literal "${token.text}"`);
      return { value: ms, type: 'DINT' };
    }
    if (token.kind === 'ident' && !RESERVED.has(upper(token))) {
      this.take();
      const word = upper(token);
      const constant = this.constants.get(word);
      if (constant) return { ...constant };
      return this.fail(
        token,
        `Unknown constant "${token.text}": an initial value may use VAR CONSTANT names declared before it`,
      );
    }
    if (token.kind === 'ident' && (upper(token) === 'TRUE' || upper(token) === 'FALSE')) {
      this.take();
      return { value: upper(token) === 'TRUE' ? 1 : 0, type: 'BOOL' };
    }
    return this.fail(token, `Expected initial value, got ${describe(token)}`);
  }
}
