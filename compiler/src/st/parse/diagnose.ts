/**
 * Turns the error nodes Lezer leaves in the tree into the spec's syntax messages. An error node tells
 * where parsing failed, not what was expected, so the message is read from the context: the token met
 * there ("got"), the token before it, and for statements the enclosing block in the tree. LR parsing is
 * deterministic up to the first error, so that context is exactly what the parser had seen.
 *
 * How each message is chosen (prev = the token before the error, got = the token at it):
 * - prev is `.` → `Expected member after '.'`; prev is FOR → `Expected loop variable after FOR`.
 * - prev is OF and got is a keyword or the end of input → `Expected 'END_CASE', got {got}`.
 * - prev needs an operand after it (an operator, `:=`, `(`, `,`, `..`, IF, ELSIF, WHILE, UNTIL, CASE, OF,
 *   TO, BY, NOT, AND …) → `Unexpected token {got} in expression`.
 * - prev is END_IF/END_CASE/END_FOR/END_WHILE/END_REPEAT/EXIT → `Expected ';', got {got}`.
 * - prev ends an operand (a name, literal, TRUE/FALSE or `)`):
 *   - got is `(` → `Expected identifier for call` (only a plain name can be called);
 *   - prev is the target at the start of a statement (`x`, `Timer1.PRE`, `Data[i]`) → `Expected ':=' after
 *     identifier`;
 *   - prev is a FOR's loop variable → `Expected ':=', got {got}`;
 *   - otherwise the slot the operand is in, found by walking back over balanced parentheses: inside an
 *     open `(` → `Expected ')'`, an open `[` → `Expected ']'`; after IF/ELSIF → `'THEN'`; WHILE, TO, BY → `'DO'`; CASE → `'OF'`; a FOR's
 *     `:=` → `'TO'`; an assignment's `:=`, UNTIL, a call statement → `';'`; a CASE label → `':'`.
 * - prev ends a statement or opens a body (`;`, THEN, ELSE, DO, REPEAT, a CASE label's `:`), or there is
 *   no prev: at program level → `Unexpected token {got} at top level`; inside a block, a keyword or the
 *   end of input → `Expected '{closer}', got {got}` (END_IF, END_CASE, END_FOR, END_WHILE, or UNTIL for
 *   REPEAT); any other token → `Expected identifier`.
 * - An expected `;` whose got-token is on a later line than prev (or the end of input) is reported just
 *   after prev, at the end of the statement: `Expected ';' after the statement` (a comment between
 *   them does not move it).
 * - A statement that starts with VAR, END_VAR, PROGRAM and the like (a declaration left in the code) is
 *   reported at that word: `Unexpected token 'VAR' at top level` (`Expected identifier` inside a block).
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import * as terms from './generated/parser.terms.ts';
import {
  expectedAssignment,
  expectedCallIdentifier,
  expectedIdentifier,
  expectedLoopVariable,
  expectedMember,
  expectedSemicolonAfterStatement,
  expectedSymbol,
  unexpectedAtTopLevel,
  unexpectedInExpression,
} from './messages.ts';
import { tokenText, type TokenList } from './scan.ts';

/** One message at one source offset. */
export interface ErrorReport {
  readonly pos: number;
  readonly message: string;
  /** The symbol of an `Expected '{symbol}', got {token}` message, else null. */
  readonly expected: string | null;
  /** True for `Expected '{closer}', got '{keyword}'`: the block stays open, so end-of-input errors follow. */
  readonly closerMismatch: boolean;
}

/** Tokens that need an operand after them. */
const OPERAND_BEFORE = new Set([
  ':=',
  '=>',
  '(',
  '[',
  ',',
  '..',
  '+',
  '-',
  '*',
  '/',
  '**',
  '<',
  '>',
  '<=',
  '>=',
  '=',
  '<>',
  '&',
  'IF',
  'ELSIF',
  'WHILE',
  'UNTIL',
  'CASE',
  'OF',
  'TO',
  'BY',
  'AND',
  'OR',
  'XOR',
  'NOT',
  'MOD',
]);

/** Tokens after which a statement starts. */
const STATEMENT_BEFORE = new Set([';', 'THEN', 'ELSE', 'DO', 'REPEAT', ':']);

/** Keywords after which only `;` may come. */
const SEMICOLON_BEFORE = new Set([
  'END_IF',
  'END_CASE',
  'END_FOR',
  'END_WHILE',
  'END_REPEAT',
  'EXIT',
  'CONTINUE',
  'RETURN',
]);

/** Words of declarations and program units, not statements: reported as the unexpected token. */
const DECLARATION_WORDS = new Set([
  'VAR',
  'VAR_INPUT',
  'VAR_OUTPUT',
  'VAR_IN_OUT',
  'VAR_GLOBAL',
  'VAR_TEMP',
  'VAR_EXTERNAL',
  'END_VAR',
  'PROGRAM',
  'END_PROGRAM',
  'FUNCTION',
  'END_FUNCTION',
  'FUNCTION_BLOCK',
  'END_FUNCTION_BLOCK',
]);

/** Each block statement's node type to the keyword that closes it. */
const CLOSERS: ReadonlyMap<number, { readonly term: number; readonly symbol: string }> = new Map([
  [terms.IfStatement, { term: terms.END_IF, symbol: 'END_IF' }],
  [terms.CaseStatement, { term: terms.END_CASE, symbol: 'END_CASE' }],
  [terms.ForStatement, { term: terms.END_FOR, symbol: 'END_FOR' }],
  [terms.WhileStatement, { term: terms.END_WHILE, symbol: 'END_WHILE' }],
  [terms.RepeatStatement, { term: terms.UNTIL, symbol: 'UNTIL' }],
]);

/** How many skipped tokens {@link consumedBefore} passes over at most. */
const MAX_SKIPPED = 64;

/** How far back the slot search looks before giving up (keeps pathological inputs linear). */
const MAX_LOOKBACK = 10_000;

/** Context for {@link diagnoseError}. */
export interface DiagnoseContext {
  readonly tree: Tree;
  readonly tokens: TokenList;
}

function isOperandEnd(tokens: TokenList, index: number): boolean {
  const kind = tokens.kind[index];
  if (kind === 'name' || kind === 'number' || kind === 'time') return true;
  const text = tokens.key[index];
  return text === ')' || text === ']' || text === 'TRUE' || text === 'FALSE';
}

/** True when the token at `index` begins a statement (nothing or a statement boundary consumed before it). */
function startsStatement(context: DiagnoseContext, index: number): boolean {
  const before = consumedBefore(context, index);
  return before < 0 || STATEMENT_BEFORE.has(context.tokens.key[before] ?? '');
}

/**
 * The message for an error whose got-token is `got` (index into the token list; the list's length for
 * the end of input), or null when the context shows it is a follow-on of an earlier error.
 */
export function diagnoseError(context: DiagnoseContext, got: number): ErrorReport | null {
  const { tokens } = context;
  const count = tokens.from.length;
  const gotText = tokenText(tokens, got);
  const pos = got < count ? (tokens.from[got] ?? 0) : tokens.end;
  const plain = (message: string): ErrorReport => ({ pos, message, expected: null, closerMismatch: false });
  const prev = consumedBefore(context, got);
  const expecting = (symbol: string, closerMismatch = false): ErrorReport => {
    const end = prev >= 0 ? (tokens.to[prev] ?? pos) : pos;
    if (symbol === ';' && prev >= 0 && (got >= count || tokens.source.slice(end, pos).includes('\n'))) {
      return { pos: end, message: expectedSemicolonAfterStatement(), expected: symbol, closerMismatch };
    }
    return { pos, message: expectedSymbol(symbol, gotText), expected: symbol, closerMismatch };
  };
  if (prev < 0) return atStatementStart(context, got, pos, gotText);
  const prevText = tokens.key[prev] ?? '';
  const prevKind = tokens.kind[prev];

  if (prevText === '.') return plain(expectedMember());
  if (prevText === 'FOR' && prevKind === 'keyword') return plain(expectedLoopVariable());
  if (prevText === 'OF' && prevKind === 'keyword' && (gotText === null || tokens.kind[got] === 'keyword')) {
    // A CASE without clauses: only END_CASE or ELSE could follow.
    return expecting('END_CASE', gotText !== null);
  }
  if (prevKind !== 'name' && OPERAND_BEFORE.has(prevText)) return plain(unexpectedInExpression(gotText));
  if (prevKind === 'keyword' && SEMICOLON_BEFORE.has(prevText)) return expecting(';');
  if (prevKind !== 'name' && STATEMENT_BEFORE.has(prevText)) {
    return atStatementStart(context, got, pos, gotText);
  }
  if (!isOperandEnd(tokens, prev)) return plain(unexpectedInExpression(gotText));

  if (gotText === '(') return plain(expectedCallIdentifier());
  // The target of an assignment: `x` or `Timer1.PRE` at the start of a statement.
  const element = prevText === ']' ? elementStart(tokens, prev) : -1;
  const targetStart =
    element >= 0 && startsStatement(context, element)
      ? element
      : prevKind !== 'name'
        ? -1
        : startsStatement(context, prev)
          ? prev
          : prev >= 2 &&
              tokens.key[prev - 1] === '.' &&
              tokens.kind[prev - 2] === 'name' &&
              startsStatement(context, prev - 2)
            ? prev - 2
            : -1;
  if (targetStart >= 0) {
    const word = (tokens.key[targetStart] ?? '').toUpperCase();
    if (DECLARATION_WORDS.has(word)) {
      const at = tokens.from[targetStart] ?? pos;
      const inBlock = openBlock(context, targetStart - 1, at) !== null;
      return {
        pos: at,
        message: inBlock ? expectedIdentifier() : unexpectedAtTopLevel(tokenText(tokens, targetStart)),
        expected: null,
        closerMismatch: false,
      };
    }
    return plain(expectedAssignment());
  }
  if (prevKind === 'name' && tokens.key[prev - 1] === 'FOR' && tokens.kind[prev - 1] === 'keyword') {
    return expecting(':=');
  }
  const expected = slotCloser(context, prev);
  // Expecting the very token met means recovery left the parser elsewhere: a follow-on error.
  if (expected === tokens.key[got]) return null;
  return expecting(expected);
}

/** The name token of the element `Name[…]` whose `]` is token `close`, or -1. */
function elementStart(tokens: TokenList, close: number): number {
  let depth = 0;
  for (let j = close; j >= 0 && close - j < MAX_LOOKBACK; j--) {
    const text = tokens.key[j];
    if (text === ']') depth++;
    else if (text === '[' && --depth === 0) return tokens.kind[j - 1] === 'name' ? j - 1 : -1;
  }
  return -1;
}

/**
 * Index of the last token before `got` that the parser consumed, or -1: tokens that error recovery
 * skipped (inside an error node) are passed over, so an error after an earlier one is read in the state
 * the parser was really in.
 */
function consumedBefore(context: DiagnoseContext, got: number): number {
  const stop = Math.max(-1, got - 1 - MAX_SKIPPED);
  for (let index = got - 1; index > stop; index--) {
    if (!insideErrorNode(context.tree, context.tokens.from[index] ?? 0)) return index;
  }
  return stop < 0 ? -1 : got - 1;
}

/** True when the token starting at `pos` lies inside an error node (error recovery skipped it). */
export function insideErrorNode(tree: Tree, pos: number): boolean {
  for (let node: SyntaxNode | null = tree.resolveInner(pos, 1); node; node = node.parent) {
    if (node.type.isError) return true;
  }
  return false;
}

/** The symbol expected after a complete operand ending at token `prev`, from the slot it sits in. */
function slotCloser(context: DiagnoseContext, prev: number): string {
  const { tokens } = context;
  let depth = 0;
  const stop = Math.max(-1, prev - MAX_LOOKBACK);
  for (let j = prev; j > stop; j--) {
    const text = tokens.key[j] ?? '';
    const keyword = tokens.kind[j] === 'keyword';
    if ((text === ')' || text === ']') && !keyword) {
      depth++;
      continue;
    }
    if ((text === '(' || text === '[') && !keyword) {
      if (depth === 0) return text === '(' ? ')' : ']';
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (keyword && !insideErrorNode(context.tree, tokens.from[j] ?? 0)) {
      switch (text) {
        case 'IF':
        case 'ELSIF':
          return 'THEN';
        case 'WHILE':
        case 'TO':
        case 'BY':
          return 'DO';
        case 'CASE':
          return 'OF';
        case 'OF':
          return ':';
        case 'THEN':
        case 'ELSE':
        case 'DO':
        case 'REPEAT':
          return statementCloser(tokens, j + 1);
        case 'UNTIL':
          return ';';
        default:
          if (SEMICOLON_BEFORE.has(text)) return ';';
          continue;
      }
    }
    if (tokens.kind[j] !== 'symbol') continue;
    switch (text) {
      case ':=':
        // A named argument `(IN := x` or `, PT := x`: an argument list, like ','.
        if (
          j >= 2 &&
          tokens.kind[j - 1] === 'name' &&
          (tokens.key[j - 2] === '(' || tokens.key[j - 2] === ',')
        )
          continue;
        return j >= 2 && tokens.key[j - 2] === 'FOR' && tokens.kind[j - 2] === 'keyword' ? 'TO' : ';';
      case ',':
        // An argument list if an open `(` comes first, else a CASE label list.
        continue;
      case '..':
        return ':';
      case ';':
      case ':':
        return statementCloser(tokens, j + 1);
      default:
        continue;
    }
  }
  return statementCloser(tokens, stop + 1);
}

/** What ends the construct that starts at token `first` when no `:=` was met: a CASE label or a call. */
function statementCloser(tokens: TokenList, first: number): string {
  const kind = tokens.kind[first];
  return kind === 'number' || tokens.key[first] === '-' ? ':' : ';';
}

/** The message for an error where a statement should start (after `;`, THEN, DO … or at the start). */
function atStatementStart(
  context: DiagnoseContext,
  got: number,
  pos: number,
  gotText: string | null,
): ErrorReport {
  const { tokens } = context;
  const block = openBlock(context, got - 1, pos);
  if (block === null) {
    return { pos, message: unexpectedAtTopLevel(gotText), expected: null, closerMismatch: false };
  }
  const keyword = got < tokens.from.length && tokens.kind[got] === 'keyword';
  if (gotText === null || keyword) {
    return { pos, message: expectedSymbol(block, gotText), expected: block, closerMismatch: keyword };
  }
  return { pos, message: expectedIdentifier(), expected: null, closerMismatch: false };
}

/**
 * The closing keyword of the innermost block still open after token `prev` (before offset `pos`), or null
 * at program level. Read from the tree: the ancestors of the node at `prev`, skipping blocks that already
 * met their closer before `pos`.
 */
function openBlock(context: DiagnoseContext, prev: number, pos: number): string | null {
  if (prev < 0) return null;
  const from = context.tokens.from[prev] ?? 0;
  for (let node: SyntaxNode | null = context.tree.resolveInner(from, 1); node; node = node.parent) {
    const closer = CLOSERS.get(node.type.id);
    if (closer === undefined) continue;
    const end = node.getChild(closer.term);
    if (end === null || end.from >= pos) return closer.symbol;
  }
  return null;
}
