/**
 * Reads IEC 61131-3 variable blocks (`VAR`, `VAR_INPUT`, `VAR_OUTPUT`, `VAR_IN_OUT`, `VAR_GLOBAL`,
 * `VAR_TEMP`, `VAR_EXTERNAL`, optionally qualified `CONSTANT`/`RETAIN`/…) out of a Structured Text source.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { TAG_TYPES, type TagType } from '../model/project.ts';
import { isDint, parseIntegerLiteral, parseTimeLiteral } from './literals.ts';
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
}

/** What {@link parseVarBlocks} found. */
export interface VarBlockResult {
  /** Every well-formed declaration, in source order (a name declared twice only once). */
  declarations: VarDeclaration[];
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
/** Tokens that, after a name, show a statement rather than a declaration. */
const STATEMENT_FOLLOWERS = new Set([':=', '(', '.', '[']);

/** An initial value as written: an optional sign and one token. */
interface InitialValue {
  sign: '' | '-' | '+';
  token: VarToken;
}

const upper = (token: VarToken): string => token.text.toUpperCase();
const describe = (token: VarToken): string => (token.kind === 'eof' ? 'end of input' : `'${token.text}'`);

/** Recursive-descent reader over the token list; collects declarations, diagnostics and block ranges. */
class VarBlockReader {
  readonly declarations: VarDeclaration[] = [];
  readonly diagnostics: Diagnostic[] = [];
  /** [start, end) offsets of each block, to blank out of the source. */
  readonly blocks: [number, number][] = [];
  private readonly seen = new Set<string>();
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
    while (this.peek().kind === 'ident' && QUALIFIERS.has(upper(this.peek()))) this.pos++;
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
      this.declaration();
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

  /** `name {, name} : TYPE [:= value] ;` */
  private declaration(): void {
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
    if (!this.expect(':')) return this.recover();
    const typeToken = this.peek();
    if (typeToken.kind !== 'ident') {
      this.report(typeToken, 'Expected identifier');
      return this.recover();
    }
    this.pos++;
    let initial: InitialValue | null = null;
    if (this.isPunct(this.peek(), ':=')) {
      this.pos++;
      initial = this.initialValue();
      if (!initial) return this.recover();
    }
    if (!this.expect(';')) return this.recover();

    const type = (TAG_TYPES as readonly string[]).includes(upper(typeToken))
      ? (upper(typeToken) as TagType)
      : null;
    for (const name of names) {
      if (!type) {
        this.report(typeToken, `Unsupported data type "${typeToken.text}" for tag "${name.text}"`);
        continue;
      }
      const value = initial ? this.initialFor(type, initial, name) : 0;
      if (value === null) continue;
      const key = name.text.toUpperCase();
      if (this.seen.has(key)) {
        this.report(name, `Duplicate declaration of tag "${name.text}"`);
        continue;
      }
      this.seen.add(key);
      this.declarations.push({ name: name.text, type, initial: value, line: name.line, col: name.col });
    }
  }

  private initialValue(): InitialValue | null {
    let sign: InitialValue['sign'] = '';
    const first = this.peek();
    if (this.isPunct(first, '-') || this.isPunct(first, '+')) {
      sign = first.text as InitialValue['sign'];
      this.pos++;
    }
    const token = this.peek();
    if (token.kind === 'ident' || token.kind === 'number' || token.kind === 'time') {
      this.pos++;
      return { sign, token };
    }
    this.report(token, `Expected initial value, got ${describe(token)}`);
    return null;
  }

  /** The initial value converted for `type`, or null (reported) when it does not fit. */
  private initialFor(type: TagType, initial: InitialValue, name: VarToken): number | null {
    const { sign, token } = initial;
    const written = `${sign}${token.text}`;
    const invalid = (): null => {
      this.report(token, `Invalid initial value ${written} for ${type} tag "${name.text}"`);
      return null;
    };
    if (type === 'TIMER' || type === 'COUNTER') {
      this.report(token, `Initial value not allowed for ${type} tag "${name.text}"`);
      return null;
    }
    if (type === 'BOOL') {
      if (sign !== '') return invalid();
      const word = upper(token);
      if (token.kind === 'ident' && (word === 'TRUE' || word === 'FALSE')) return word === 'TRUE' ? 1 : 0;
      const value = token.kind === 'number' ? parseIntegerLiteral(token.text) : null;
      return value === 0 || value === 1 ? value : invalid();
    }
    if (token.kind === 'time') {
      const ms = parseTimeLiteral(token.text);
      if (ms === null) {
        this.report(token, `Invalid time literal "${token.text}"`);
        return null;
      }
      return this.checkDint(sign === '-' ? -ms : ms, written, name, token);
    }
    const value = token.kind === 'number' ? parseIntegerLiteral(token.text) : null;
    if (value === null) return invalid();
    return this.checkDint(sign === '-' ? -value : value, written, name, token);
  }

  private checkDint(value: number, written: string, name: VarToken, token: VarToken): number | null {
    if (isDint(value)) return value === 0 ? 0 : value;
    this.report(token, `Value ${written} is out of range for DINT tag "${name.text}"`);
    return null;
  }
}

/**
 * Parses every `VAR … END_VAR` block of `source` (keywords case-insensitive, comments `(* *)` and `//`).
 * A declaration is `A, B : BOOL;` or `N : DINT := 5;` with types BOOL, DINT, TIMER and COUNTER; BOOL
 * initial values are TRUE, FALSE, 0 or 1, DINT ones integers (sign, `_`, `16#FF`) or time literals
 * (`T#1m30s` → 90000 ms). A block whose END_VAR is missing ends at the end of the input or before the
 * first line of code, with a warning. Never throws.
 */
export function parseVarBlocks(source: string): VarBlockResult {
  // Most programs have no VAR block: skip lexing the whole source for them.
  if (!/\bVAR/i.test(source)) return { declarations: [], rest: source, diagnostics: [] };
  const reader = new VarBlockReader(source, lexIec(source));
  reader.run();
  let rest = '';
  let last = 0;
  for (const [start, end] of reader.blocks) {
    rest += source.slice(last, start) + source.slice(start, end).replace(/[^\r\n]/g, ' ');
    last = end;
  }
  rest += source.slice(last);
  return { declarations: reader.declarations, rest, diagnostics: reader.diagnostics };
}
