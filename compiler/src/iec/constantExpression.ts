/**
 * Initial values of IEC 61131-3 declarations: constant expressions over literals and earlier VAR CONSTANT
 * names (issue 17 point 3).
 */
import { parseIntegerLiteral, parseRealLiteral, parseTimeLiteral } from './literals.ts';
import type { VarToken } from './varLexer.ts';
import { RESERVED, describe, upper } from './varNames.ts';

/** The type of a constant expression's value. */
export type ConstantType = 'BOOL' | 'DINT' | 'REAL';

/** An initial value: a constant expression's value, its type, and its first and last token. */
export interface InitialValue {
  value: number;
  /** BOOL for TRUE/FALSE, NOT/AND/OR/XOR of BOOLs; REAL when a REAL literal took part. */
  type: ConstantType;
  first: VarToken;
  last: VarToken;
  /** True for a single token without operators (`5`, `TRUE`, `T#2s`). */
  single: boolean;
}

/** Deepest parenthesis or operator nesting read in an initial value. */
const MAX_CONSTANT_DEPTH = 64;

/**
 * Reads a constant expression after `:=` (issue 17 point 3): integer, time and BOOL literals, earlier
 * VAR CONSTANT names, parentheses, unary `-` `+` NOT, `**`, `*` `/` MOD, `+` `-`, AND (`&`), XOR, OR, with
 * the Structured Text precedence and the engine's integer rules (DIV toward zero, x / 0 = 0, MOD with the
 * dividend's sign). Values are exact; the caller checks the DINT range. Reports and returns null on error.
 */
export class ConstantExpression {
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
