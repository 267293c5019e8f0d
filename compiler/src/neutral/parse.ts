/**
 * Parser for Rockwell neutral rung text: one rung per `;`-terminated statement, instructions
 * `NAME(arg,…)`, branches `[leg,leg,…]` (nested, a leg may be empty), arguments `Tag`, `Tag.MEMBER`,
 * array elements `Data[3]`, `Data[Index]`, `Data[Timer1.ACC]`, integer and REAL constants (`5`, `1.5`,
 * `-2.`, `1.0E-3`) or `?` (no operand).
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { parseIntegerLiteral } from '../iec/literals.ts';
import { lexNeutral, type NeutralToken } from './lexer.ts';

/** A 1-based place in the text. */
export interface SourcePos {
  line: number;
  col: number;
}

/** A tag reference: `Name` (member null) or `Name.MEMBER` (member upper-cased), or an array element. */
export interface NeutralTagArg extends SourcePos {
  kind: 'tag';
  name: string;
  member: string | null;
  /** `Name[3]` / `Name[Index]`: the element's index (then `member` is null); absent for a plain tag. */
  index?: NeutralIndex;
  /**
   * Every step after the name, members as written (`Pump1.Speed`, `Pumps[Idx].Run`): present when the
   * operand has any. A path of two or more steps has `member` null and no `index`.
   */
  segments?: NeutralSegment[];
}

/** One step of an operand path: a member as written, or an index. */
export type NeutralSegment = { kind: 'member'; name: string } | { kind: 'index'; index: NeutralIndex };

/** The index of an array element: a whole number, or a tag or member (`Index`, `Timer1.ACC`). */
export type NeutralIndex =
  | ({ kind: 'number'; value: number } & SourcePos)
  | ({ kind: 'tag'; name: string; member: string | null } & SourcePos);

/** A constant: an integer (`5`, `16#FF`) or, written with a point or an exponent, a REAL (`1.5`, `1e3`). */
export interface NeutralNumberArg extends SourcePos {
  kind: 'number';
  value: number;
  /** True when written as a REAL literal (the value may still be whole: `2.0`). */
  real: boolean;
}

/** A REAL literal's digits: a point or an exponent (or both); `_` separates digits. */
const REAL_LITERAL = /^\d[\d_]*(?:\.\d*(?:[eE][+-]?\d+)?|[eE][+-]?\d+)$/;

/** `?`: an operand left open. */
export interface NeutralEmptyArg extends SourcePos {
  kind: 'empty';
}

/** CPT's and CMP's expression operand, as written (`A*B+2.5`, `Level > 50.0`). */
export interface NeutralExpressionArg extends SourcePos {
  kind: 'expression';
  text: string;
}

export type NeutralArg = NeutralTagArg | NeutralNumberArg | NeutralEmptyArg | NeutralExpressionArg;

/** `TYPE(args)`; `type` is upper-cased. */
export interface NeutralInstruction extends SourcePos {
  kind: 'instruction';
  type: string;
  args: NeutralArg[];
}

/** `[leg,leg,…]`; each leg is a list of elements, possibly empty. */
export interface NeutralBranch extends SourcePos {
  kind: 'branch';
  legs: NeutralElement[][];
}

export type NeutralElement = NeutralInstruction | NeutralBranch;

/** One rung. */
export interface NeutralRung extends SourcePos {
  /** 0-based index of the statement in the text (rungs with syntax errors count too). */
  index: number;
  elements: NeutralElement[];
}

/** What {@link parseNeutralText} found. */
export interface NeutralParseResult {
  /** Rungs without syntax errors, in text order. */
  rungs: NeutralRung[];
  /** Syntax errors: source 'ladder', `rung` the statement index, 1-based line and column. */
  diagnostics: Diagnostic[];
}

/** Raised inside the parser to abandon a rung; never escapes {@link parseNeutralText}. */
class RungSyntaxError {
  constructor(
    readonly token: NeutralToken,
    readonly message: string,
  ) {}
}

const describe = (token: NeutralToken): string => (token.kind === 'eof' ? 'end of input' : `'${token.text}'`);

class NeutralParser {
  readonly rungs: NeutralRung[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private pos = 0;

  constructor(private readonly tokens: readonly NeutralToken[]) {}

  run(): void {
    for (let index = 0; this.peek().kind !== 'eof'; index++) {
      const start = this.peek();
      try {
        const elements = this.elements();
        const end = this.peek();
        if (end.kind === 'eof') {
          this.report(end, `Expected ';', got end of input`, index);
        } else if (!this.isPunct(end, ';')) {
          throw new RungSyntaxError(end, `Expected instruction or branch, got ${describe(end)}`);
        } else {
          this.pos++;
        }
        this.rungs.push({ index, elements, line: start.line, col: start.col });
      } catch (error) {
        if (!(error instanceof RungSyntaxError)) throw error;
        this.report(error.token, error.message, index);
        this.skipRung();
      }
    }
  }

  private peek(ahead = 0): NeutralToken {
    return this.tokens[this.pos + ahead] ?? (this.tokens[this.tokens.length - 1] as NeutralToken);
  }

  private isPunct(token: NeutralToken, text: string): boolean {
    return token.kind === 'punct' && token.text === text;
  }

  private report(token: NeutralToken, message: string, rung: number): void {
    this.diagnostics.push({
      source: 'ladder',
      message,
      rung,
      line: token.line,
      col: token.col,
      severity: 'error',
    });
  }

  /** Skips past the `;` that ends the current rung (or to the end). */
  private skipRung(): void {
    for (let token = this.peek(); token.kind !== 'eof'; token = this.peek()) {
      this.pos++;
      if (this.isPunct(token, ';')) return;
    }
  }

  private expect(text: string): NeutralToken {
    const token = this.peek();
    if (!this.isPunct(token, text))
      throw new RungSyntaxError(token, `Expected '${text}', got ${describe(token)}`);
    this.pos++;
    return token;
  }

  /** Elements up to (not including) `;`, `,`, `]` or the end. */
  private elements(): NeutralElement[] {
    const elements: NeutralElement[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind === 'ident') elements.push(this.instruction());
      else if (this.isPunct(token, '[')) elements.push(this.branch());
      else if (token.kind === 'bad')
        throw new RungSyntaxError(token, `Unexpected character ${describe(token)}`);
      else return elements;
    }
  }

  private branch(): NeutralBranch {
    const open = this.expect('[');
    const legs: NeutralElement[][] = [this.elements()];
    while (this.isPunct(this.peek(), ',')) {
      this.pos++;
      legs.push(this.elements());
    }
    const close = this.peek();
    if (!this.isPunct(close, ']')) {
      throw new RungSyntaxError(close, `Expected ',' or ']', got ${describe(close)}`);
    }
    this.pos++;
    return { kind: 'branch', legs, line: open.line, col: open.col };
  }

  private instruction(): NeutralInstruction {
    const name = this.peek();
    this.pos++;
    this.expect('(');
    const args: NeutralArg[] = [];
    if (!this.isPunct(this.peek(), ')')) {
      args.push(this.argument());
      while (this.isPunct(this.peek(), ',')) {
        this.pos++;
        args.push(this.argument());
      }
    }
    this.expect(')');
    return { kind: 'instruction', type: name.text.toUpperCase(), args, line: name.line, col: name.col };
  }

  private argument(): NeutralArg {
    const token = this.peek();
    const at = { line: token.line, col: token.col };
    if (this.isPunct(token, '?')) {
      this.pos++;
      return { kind: 'empty', ...at };
    }
    if (token.kind === 'expr') {
      this.pos++;
      return token.text === '?' ? { kind: 'empty', ...at } : { kind: 'expression', text: token.text, ...at };
    }
    if (token.kind === 'number') {
      this.pos++;
      const negative = token.text.startsWith('-');
      const digits = token.text.replace(/^[+-]/, '');
      if (REAL_LITERAL.test(digits)) {
        const magnitude = Number(digits.replace(/_/g, ''));
        return {
          kind: 'number',
          value: negative && magnitude !== 0 ? -magnitude : magnitude,
          real: true,
          ...at,
        };
      }
      const magnitude = parseIntegerLiteral(digits);
      if (magnitude === null) {
        throw new RungSyntaxError(token, `Only integer constants are supported, got ${describe(token)}`);
      }
      return {
        kind: 'number',
        value: negative && magnitude !== 0 ? -magnitude : magnitude,
        real: false,
        ...at,
      };
    }
    if (token.kind !== 'ident') throw new RungSyntaxError(token, `Expected operand, got ${describe(token)}`);
    this.pos++;
    const segments: NeutralSegment[] = [];
    for (;;) {
      if (this.isPunct(this.peek(), '[')) {
        this.pos++;
        const index = this.index();
        this.expect(']');
        segments.push({ kind: 'index', index });
      } else if (this.isPunct(this.peek(), '.')) {
        const name = this.peek(1);
        const member = this.member();
        if (member !== null) segments.push({ kind: 'member', name: name.text });
      } else break;
    }
    const [only] = segments;
    if (segments.length === 0) return { kind: 'tag', name: token.text, member: null, ...at };
    if (segments.length === 1 && only?.kind === 'index')
      return { kind: 'tag', name: token.text, member: null, index: only.index, segments, ...at };
    if (segments.length === 1 && only?.kind === 'member')
      return { kind: 'tag', name: token.text, member: only.name.toUpperCase(), segments, ...at };
    return { kind: 'tag', name: token.text, member: null, segments, ...at };
  }

  /** `.MEMBER` after a name (upper-cased), or null when none follows. */
  private member(): string | null {
    if (!this.isPunct(this.peek(), '.')) return null;
    this.pos++;
    const memberToken = this.peek();
    if (memberToken.kind !== 'ident') throw new RungSyntaxError(memberToken, "Expected member after '.'");
    this.pos++;
    return memberToken.text.toUpperCase();
  }

  /** An element's index: a whole number or a tag or member. */
  private index(): NeutralIndex {
    const token = this.peek();
    const at = { line: token.line, col: token.col };
    this.pos++;
    if (token.kind === 'number') {
      const magnitude = parseIntegerLiteral(token.text.replace(/^[+-]/, ''));
      if (magnitude === null)
        throw new RungSyntaxError(
          token,
          `An array index is a whole number or a DINT tag, got ${describe(token)}`,
        );
      return {
        kind: 'number',
        value: token.text.startsWith('-') && magnitude !== 0 ? -magnitude : magnitude,
        ...at,
      };
    }
    if (token.kind !== 'ident')
      throw new RungSyntaxError(
        token,
        `An array index is a whole number or a DINT tag, got ${describe(token)}`,
      );
    return { kind: 'tag', name: token.text, member: this.member(), ...at };
  }
}

/**
 * Parses neutral rung text into rungs. A rung with a syntax error is reported (source 'ladder', its
 * statement index as `rung`, 1-based line and column) and left out; parsing resumes after its `;`. A
 * last rung missing its `;` is reported but kept. Never throws.
 */
export function parseNeutralText(text: string): NeutralParseResult {
  const parser = new NeutralParser(lexNeutral(text));
  parser.run();
  return { rungs: parser.rungs, diagnostics: parser.diagnostics };
}
