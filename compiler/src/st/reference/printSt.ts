/**
 * Prints a Structured Text AST back to source text. Parentheses are inserted where precedence needs them
 * (SEMANTICS.md: unary − and NOT, `**`, `* / MOD`, `+ −`, comparisons, `= <>`, AND, XOR, OR; left
 * associative; a `**` operand that is itself a `**`, and a unary operand that is itself unary, are always
 * parenthesised), and `paren` nodes print as written.
 *
 * Without a random source the output is canonical: upper-case keywords, one statement per line, two-space
 * indentation. With one ({@link PrintStyle.random}) it varies what a parser must not care about: keyword
 * and identifier casing, `&` for AND, spacing, line breaks, blank lines, `(* *)` and `//` comments
 * between tokens, an optional END_REPEAT, and (with {@link PrintStyle.literalForms}) `16#`/`2#`/`8#`/`_`
 * integer and `TIME#` time-literal spellings.
 */
import { realText } from '../../model/realText.ts';
import type { Expression, Statement, StProgram } from '../ast.ts';

/** A random number generator returning floats in [0, 1). */
export type Random = () => number;

/** How to vary the printed text. */
export interface PrintStyle {
  /** Source of randomness; without it the output is canonical. */
  readonly random?: Random;
  /** Allow based (`16#FF`) and `_`-separated integers and `TIME#`/`t#` time literals (default false). */
  readonly literalForms?: boolean;
  /** Allow comments (default true when random). */
  readonly comments?: boolean;
  /** Probability scale of the variations, 0…1 (default 1). */
  readonly noise?: number;
}

const PRECEDENCE: Readonly<Record<string, number>> = {
  OR: 1,
  XOR: 2,
  AND: 3,
  '=': 4,
  '<>': 4,
  '<': 5,
  '>': 5,
  '<=': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  MOD: 7,
  '**': 8,
};
const UNARY = 9;
const PRIMARY = 10;

/** The binding strength of an expression's outermost operator. */
function precedenceOf(e: Expression): number {
  if (e.kind === 'binary') return PRECEDENCE[e.operator] ?? 0;
  if (e.kind === 'unary') return UNARY;
  return PRIMARY;
}

const COMMENT_WORDS = [
  'note',
  'END_IF;',
  'FOR',
  'x := 1;',
  'TODO',
  '(',
  ')',
  "'q'",
  '"dq"',
  'T#5s',
  '*',
  '/',
  '--',
];

/** Prints `program` as Structured Text source. */
export function printSt(program: StProgram, style: PrintStyle = {}): string {
  return new Printer(style).program(program);
}

/** Prints one expression (canonical unless `style.random` is given). */
export function printExpression(e: Expression, style: PrintStyle = {}): string {
  const printer = new Printer(style);
  printer.expression(e);
  return printer.text();
}

type TokenKind = 'word' | 'symbol';

class Printer {
  private readonly out: string[] = [];
  private readonly random: Random | null;
  private readonly noise: number;
  private readonly comments: boolean;
  private readonly literalForms: boolean;
  private indent = 0;
  /** Kind of the last token written on the current line, or null at a line start. */
  private last: TokenKind | null = null;

  constructor(style: PrintStyle) {
    this.random = style.random ?? null;
    this.noise = style.noise ?? 1;
    this.comments = style.comments ?? this.random !== null;
    this.literalForms = style.literalForms ?? false;
  }

  text(): string {
    return this.out.join('');
  }

  program(p: StProgram): string {
    if (this.chance(0.3)) this.lineComment();
    this.statements(p.body);
    if (this.chance(0.3)) this.newline();
    return this.text();
  }

  // ------------------------------------------------------------------------------------ chance

  private chance(p: number): boolean {
    return this.random !== null && this.random() < p * this.noise;
  }

  private pick<T>(items: readonly T[]): T {
    const r = this.random ?? (() => 0);
    const item = items[Math.floor(r() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  // ------------------------------------------------------------------------------------- tokens

  /** Writes a token with the separator it needs (and, randomly, whitespace or a comment before it). */
  private token(text: string, kind: TokenKind): void {
    if (this.last !== null) {
      if (this.comments && this.chance(0.02)) this.blockComment();
      else if (this.comments && this.chance(0.005)) this.lineComment();
      else if (this.chance(0.01)) this.newline(true);
      else if (this.chance(0.03)) this.out.push(this.pick(['  ', '\t', ' \t ']));
      else if (this.last === 'word' && kind === 'word') this.out.push(' ');
      else if (this.random === null) this.out.push(' ');
      else if (!this.chance(0.35)) this.out.push(' ');
    } else if (this.out.length > 0 || this.indent > 0) {
      this.out.push(
        this.random !== null && this.chance(0.05) ? '\t'.repeat(this.indent) : '  '.repeat(this.indent),
      );
    }
    this.out.push(text);
    this.last = kind;
  }

  /** `word` tokens need a space between them; symbols glue to anything. */
  private word(text: string): void {
    this.token(text, 'word');
  }

  private symbol(text: string): void {
    this.token(text, 'symbol');
  }

  /** A keyword, in random casing when random. */
  private keyword(k: string): void {
    this.word(this.casing(k));
  }

  private casing(text: string): string {
    if (this.random === null) return text;
    const r = this.random();
    if (r < 1 - 0.4 * this.noise) return text;
    if (r < 1 - 0.2 * this.noise) return text.toLowerCase();
    return [...text].map((c) => (this.chance(0.5) ? c.toLowerCase() : c.toUpperCase())).join('');
  }

  private newline(continuation = false): void {
    if (this.random !== null && !continuation && this.chance(0.05)) this.out.push(' ');
    this.out.push(this.random !== null && this.chance(0.05) ? '\r\n' : '\n');
    if (this.chance(0.05)) this.out.push('\n');
    this.last = null;
    if (continuation) {
      this.out.push('  '.repeat(this.indent + 2));
      this.last = 'symbol';
    }
  }

  private blockComment(): void {
    const words = Array.from({ length: 1 + Math.floor((this.random ?? (() => 0))() * 4) }, () =>
      this.pick(COMMENT_WORDS),
    );
    const body = words.join(this.chance(0.2) ? '\n' : ' ');
    this.out.push(` (* ${body} *) `);
    this.last = 'symbol';
  }

  private lineComment(): void {
    this.out.push(
      `${this.last === null ? '' : ' '}// ${this.pick(COMMENT_WORDS)} ${this.pick(COMMENT_WORDS)}\n`,
    );
    this.last = null;
  }

  // --------------------------------------------------------------------------------- statements

  private statements(list: readonly Statement[]): void {
    for (const s of list) {
      if (this.last !== null && !this.chance(0.05)) this.newline();
      if (this.comments && this.chance(0.03)) this.lineComment();
      this.statement(s);
    }
  }

  private body(list: readonly Statement[]): void {
    this.indent++;
    this.statements(list);
    this.indent--;
    this.newline();
  }

  private statement(s: Statement): void {
    switch (s.kind) {
      case 'assign':
        this.expression(s.target);
        this.symbol(':=');
        this.expression(s.value);
        this.symbol(';');
        return;
      case 'if':
        s.branches.forEach((branch, i) => {
          this.keyword(i === 0 ? 'IF' : 'ELSIF');
          this.expression(branch.condition);
          this.keyword('THEN');
          this.body(branch.body);
        });
        if (s.otherwise !== null) {
          this.keyword('ELSE');
          this.body(s.otherwise);
        }
        this.keyword('END_IF');
        this.symbol(';');
        return;
      case 'case':
        this.keyword('CASE');
        this.expression(s.selector);
        this.keyword('OF');
        this.indent++;
        for (const clause of s.clauses) {
          if (this.last !== null) this.newline();
          clause.labels.forEach((label, i) => {
            if (i > 0) this.symbol(',');
            if (label.kind === 'range') {
              this.expression(label.low);
              this.symbol('..');
              this.expression(label.high);
            } else this.expression(label);
          });
          this.symbol(':');
          this.body(clause.body);
        }
        this.indent--;
        if (this.last !== null) this.newline();
        if (s.otherwise !== null) {
          this.keyword('ELSE');
          this.body(s.otherwise);
        }
        this.keyword('END_CASE');
        this.symbol(';');
        return;
      case 'for':
        this.keyword('FOR');
        this.expression(s.variable);
        this.symbol(':=');
        this.expression(s.start);
        this.keyword('TO');
        this.expression(s.end);
        if (s.step !== null) {
          this.keyword('BY');
          this.expression(s.step);
        }
        this.keyword('DO');
        this.body(s.body);
        this.keyword('END_FOR');
        this.symbol(';');
        return;
      case 'while':
        this.keyword('WHILE');
        this.expression(s.condition);
        this.keyword('DO');
        this.body(s.body);
        this.keyword('END_WHILE');
        this.symbol(';');
        return;
      case 'repeat':
        this.keyword('REPEAT');
        this.body(s.body);
        this.keyword('UNTIL');
        this.expression(s.condition);
        if (!this.chance(0.2)) this.keyword('END_REPEAT');
        this.symbol(';');
        return;
      case 'exit':
        this.keyword('EXIT');
        this.symbol(';');
        return;
      case 'continue':
        this.keyword('CONTINUE');
        this.symbol(';');
        return;
      case 'return':
        this.keyword('RETURN');
        this.symbol(';');
        return;
      case 'fbCall':
        this.word(this.casing(s.instance.name));
        this.symbol('(');
        [...s.inputs, ...s.outputs].forEach((argument, i) => {
          if (i > 0) this.symbol(',');
          this.word(this.casing(argument.name.name));
          if (argument.kind === 'input') {
            this.symbol(':=');
            this.expression(argument.value);
          } else {
            this.symbol('=>');
            this.expression(argument.target);
          }
        });
        this.symbol(')');
        this.symbol(';');
        return;
      case 'callStatement':
        this.expression(s.call);
        this.symbol(';');
        return;
      case 'empty':
        this.symbol(';');
        return;
    }
  }

  // -------------------------------------------------------------------------------- expressions

  /** Prints `e`, in parentheses when `parenthesise`. */
  private operand(e: Expression, parenthesise: boolean): void {
    if (!parenthesise) {
      this.expression(e);
      return;
    }
    this.symbol('(');
    this.expression(e);
    this.symbol(')');
  }

  expression(e: Expression): void {
    switch (e.kind) {
      case 'integer':
        this.word(this.integer(e.value));
        return;
      case 'real':
        if (!(e.value >= 0) || !Number.isFinite(e.value))
          throw new Error(`printSt: REAL literal ${e.value} is not a finite non-negative single`);
        this.word(realText(e.value));
        return;
      case 'bool':
        this.keyword(e.value ? 'TRUE' : 'FALSE');
        return;
      case 'time':
        this.word(this.time(e.value));
        return;
      case 'name':
        this.word(this.casing(e.name.name));
        return;
      case 'member':
        this.word(`${this.casing(e.object.name)}.${this.casing(e.member.name)}`);
        return;
      case 'index':
        this.word(this.casing(e.array.name));
        this.symbol('[');
        this.expression(e.index);
        this.symbol(']');
        return;
      case 'paren':
        this.operand(e.expression, true);
        return;
      case 'unary':
        if (e.operator === 'NOT') this.keyword('NOT');
        else this.symbol('-');
        this.operand(e.operand, precedenceOf(e.operand) <= UNARY);
        return;
      case 'binary': {
        const p = PRECEDENCE[e.operator] ?? 0;
        const power = e.operator === '**';
        this.operand(e.left, precedenceOf(e.left) < p || (power && precedenceOf(e.left) === p));
        if (e.operator === 'AND' && this.chance(0.3)) this.symbol('&');
        else if (
          e.operator === 'AND' ||
          e.operator === 'OR' ||
          e.operator === 'XOR' ||
          e.operator === 'MOD'
        ) {
          this.keyword(e.operator);
        } else this.symbol(e.operator);
        this.operand(e.right, precedenceOf(e.right) <= p);
        return;
      }
      case 'call':
        this.word(this.casing(e.callee.name));
        this.symbol('(');
        e.args.forEach((arg, i) => {
          if (i > 0) this.symbol(',');
          this.expression(arg);
        });
        this.symbol(')');
        return;
    }
  }

  // ----------------------------------------------------------------------------------- literals

  private integer(value: number): string {
    if (value < 0 || !Number.isInteger(value))
      throw new Error(`printSt: integer literal ${value} is not a natural`);
    if (!this.literalForms || this.random === null) return String(value);
    const r = this.random();
    if (r < 0.85) return String(value);
    if (r < 0.9) return `16#${this.casing(value.toString(16).toUpperCase())}`;
    if (r < 0.93) return `2#${value.toString(2)}`;
    if (r < 0.96) return `8#${value.toString(8)}`;
    return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '_');
  }

  private time(ms: number): string {
    if (ms < 0 || !Number.isInteger(ms)) throw new Error(`printSt: time literal ${ms} is not a natural`);
    const prefix = this.literalForms && this.chance(0.1) ? this.pick(['TIME#', 't#', 'T#']) : 'T#';
    if (ms === 0) return `${prefix}${this.pick(['0ms', '0s'])}`;
    const units: readonly [string, number][] = [
      ['h', 3_600_000],
      ['m', 60_000],
      ['s', 1000],
      ['ms', 1],
    ];
    if (this.random !== null && this.chance(0.3)) {
      // a single unit that divides the value
      const fitting = units.filter(([, size]) => ms % size === 0);
      const [unit, size] = this.pick(fitting);
      return `${prefix}${ms / size}${unit}`;
    }
    let rest = ms;
    let text = '';
    for (const [unit, size] of units) {
      const n = Math.floor(rest / size);
      if (n > 0) {
        text += `${n}${unit}`;
        rest -= n * size;
      }
    }
    return `${prefix}${text}`;
  }
}
