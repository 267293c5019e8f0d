/**
 * A small parser for CPT's and CMP's Expression operand: Structured Text expression syntax (st.grammar's
 * precedence: unary, `**`, `* / MOD`, `+ -`, `< > <= >=`, `= <>`, `AND &`, `XOR`, `OR`) into the
 * Structured Text AST (st/ast.ts) the checker and the code generator read. Hand-written so that a ladder
 * page does not download the Structured Text parser (the size budgets in tests/budgets hold that).
 */
import type { BinaryOperator, Expression, Identifier } from '../st/ast.ts';
import { parseIntegerLiteral, parseRealLiteral } from '../iec/literals.ts';

/** A syntax error: its message and its offset in the text. */
export interface ExpressionSyntaxError {
  message: string;
  from: number;
}

interface Token {
  kind: 'number' | 'name' | 'op' | 'end';
  text: string;
  from: number;
  to: number;
}

const TOKEN =
  /\s+|((?:2|8|16)#[0-9A-Fa-f_]+|\d[\d_]*(?:\.[\d_]*)?(?:[eE][+-]?\d[\d_]*)?)|([A-Za-z_][A-Za-z0-9_]*)|(\*\*|<=|>=|<>|[-+*/<>=()[\],.&])/y;

function tokenize(text: string): Token[] | ExpressionSyntaxError {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const from = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) return { message: `Unexpected '${text[from] ?? ''}'`, from };
    const [whole, number, name, op] = match;
    const to = from + whole.length;
    if (number !== undefined) tokens.push({ kind: 'number', text: number, from, to });
    else if (name !== undefined) tokens.push({ kind: 'name', text: name, from, to });
    else if (op !== undefined) tokens.push({ kind: 'op', text: op, from, to });
  }
  tokens.push({ kind: 'end', text: '', from: text.length, to: text.length });
  return tokens;
}

/** Binary operators by precedence level, loosest first. */
const LEVELS: readonly (readonly string[])[] = [
  ['OR'],
  ['XOR'],
  ['AND', '&'],
  ['=', '<>'],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', 'MOD'],
  ['**'],
];
const KEYWORDS = new Set(['OR', 'XOR', 'AND', 'MOD', 'NOT', 'TRUE', 'FALSE']);

class Fail {
  constructor(readonly error: ExpressionSyntaxError) {}
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  /** The operator `token` is, upper-cased for the keyword operators; null for none. */
  private operator(token: Token): string | null {
    if (token.kind === 'op') return token.text;
    if (token.kind === 'name') {
      const upper = token.text.toUpperCase();
      if (upper === 'OR' || upper === 'XOR' || upper === 'AND' || upper === 'MOD') return upper;
    }
    return null;
  }

  private fail(token: Token, message?: string): never {
    const shown = token.kind === 'end' ? 'the end of the expression' : `'${token.text}'`;
    throw new Fail({ message: message ?? `Unexpected ${shown}`, from: token.from });
  }

  private expect(text: string): Token {
    const token = this.peek();
    if (token.kind !== 'op' || token.text !== text) this.fail(token, `Expected '${text}'`);
    this.pos++;
    return token;
  }

  whole(): Expression {
    const e = this.binary(0);
    if (this.peek().kind !== 'end') this.fail(this.peek());
    return e;
  }

  private binary(level: number): Expression {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const op = this.operator(this.peek());
      if (op === null || !LEVELS[level]?.includes(op)) return left;
      this.pos++;
      const right = this.binary(level + 1);
      const operator = (op === '&' ? 'AND' : op) as BinaryOperator;
      left = { kind: 'binary', operator, left, right, from: left.from, to: right.to };
    }
  }

  private unary(): Expression {
    const token = this.peek();
    const not = token.kind === 'name' && token.text.toUpperCase() === 'NOT';
    if (not || (token.kind === 'op' && token.text === '-')) {
      this.pos++;
      const operand = this.unary();
      return { kind: 'unary', operator: not ? 'NOT' : '-', operand, from: token.from, to: operand.to };
    }
    return this.postfix(this.primary());
  }

  private primary(): Expression {
    const token = this.peek();
    this.pos++;
    if (token.kind === 'number') {
      const { from, to } = token;
      const real = /[.eE]/.test(token.text) && !token.text.includes('#');
      const value = real ? parseRealLiteral(token.text) : parseIntegerLiteral(token.text);
      if (value === null) this.fail(token, `'${token.text}' is not a number`);
      return real ? { kind: 'real', value, from, to } : { kind: 'integer', value, from, to };
    }
    if (token.kind === 'op' && token.text === '(') {
      const expression = this.binary(0);
      const close = this.expect(')');
      return { kind: 'paren', expression, from: token.from, to: close.to };
    }
    if (token.kind === 'name' && !KEYWORDS.has(token.text.toUpperCase())) return this.name(token);
    if (token.kind === 'name' && /^(TRUE|FALSE)$/i.test(token.text))
      return { kind: 'bool', value: token.text.toUpperCase() === 'TRUE', from: token.from, to: token.to };
    return this.fail(
      token,
      token.kind === 'end' ? 'Expected an operand at the end of the expression' : undefined,
    );
  }

  /** A name, or a function call `ABS(x)`. */
  private name(token: Token): Expression {
    const name: Identifier = { kind: 'identifier', name: token.text, from: token.from, to: token.to };
    const next = this.peek();
    if (next.kind !== 'op' || next.text !== '(')
      return { kind: 'name', name, from: token.from, to: token.to };
    this.pos++;
    const args: Expression[] = [];
    if (!(this.peek().kind === 'op' && this.peek().text === ')')) {
      args.push(this.binary(0));
      while (this.peek().kind === 'op' && this.peek().text === ',') {
        this.pos++;
        args.push(this.binary(0));
      }
    }
    const close = this.expect(')');
    return { kind: 'call', callee: name, args, from: token.from, to: close.to };
  }

  /** `.Member` and `[index]` steps after a name, as the Structured Text parser builds them. */
  private postfix(head: Expression): Expression {
    let e = head;
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'op' || (token.text !== '.' && token.text !== '[')) return e;
      if (e.kind !== 'name' && e.kind !== 'member' && e.kind !== 'index' && e.kind !== 'path')
        this.fail(token);
      this.pos++;
      let step: { member: Identifier } | { index: Expression; to: number };
      if (token.text === '.') {
        const member = this.peek();
        if (member.kind !== 'name') this.fail(member, "Expected a member name after '.'");
        this.pos++;
        step = { member: { kind: 'identifier', name: member.text, from: member.from, to: member.to } };
      } else {
        const index = this.binary(0);
        step = { index, to: this.expect(']').to };
      }
      e = this.step(e, step);
    }
  }

  private step(
    head: Extract<Expression, { kind: 'name' | 'member' | 'index' | 'path' }>,
    step: { member: Identifier } | { index: Expression; to: number },
  ): Expression {
    const to = 'member' in step ? step.member.to : step.to;
    const from = head.from;
    if (head.kind === 'name') {
      if ('member' in step) return { kind: 'member', object: head.name, member: step.member, from, to };
      return { kind: 'index', array: head.name, index: step.index, from, to };
    }
    const base = head.kind === 'path' ? head.base : head.kind === 'member' ? head.object : head.array;
    const steps =
      head.kind === 'path'
        ? head.steps
        : head.kind === 'member'
          ? [{ kind: 'member' as const, name: head.member, from: head.object.to, to: head.to }]
          : [{ kind: 'index' as const, index: head.index, from: head.array.to, to: head.to }];
    const next =
      'member' in step
        ? { kind: 'member' as const, name: step.member, from: head.to, to }
        : { kind: 'index' as const, index: step.index, from: head.to, to };
    return { kind: 'path', base, steps: [...steps, next], from, to };
  }
}

/** Parses `text` as one expression: its tree, or the first syntax error. */
export function parseExpression(text: string): { expression: Expression } | { error: ExpressionSyntaxError } {
  const tokens = tokenize(text);
  if (!Array.isArray(tokens)) return { error: tokens };
  if (tokens.length === 1) return { error: { message: 'Expected an expression', from: 0 } };
  try {
    return { expression: new Parser(tokens).whole() };
  } catch (error) {
    if (error instanceof Fail) return { error: error.error };
    if (error instanceof RangeError)
      return { error: { message: 'The expression is nested too deeply', from: 0 } };
    throw error;
  }
}
