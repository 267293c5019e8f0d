/**
 * The Structured Text parser: runs the Lezer parser generated from st.grammar, converts its tree to the
 * typed AST of ../ast.ts and turns its error nodes into the spec's syntax messages (diagnose.ts). The
 * Lezer tree never leaves this folder.
 */
import type { Tree } from '@lezer/common';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { StProgram } from '../ast.ts';
import { diagnoseError, insideErrorNode, type ErrorReport } from './diagnose.ts';
import { parser } from './generated/parser.ts';
import { unexpectedInExpression } from './messages.ts';
import { deepNestingAt, scanTokens, tokenIndexAt, tokenText, type TokenList } from './scan.ts';
import { treeToAst, type UnclosedBlock } from './toAst.ts';

/** What {@link parseSt} returns. */
export interface ParseStResult {
  /** The statements that parsed cleanly (all of them when `diagnostics` is empty). */
  program: StProgram;
  /** Syntax errors, source 'st', in source order, at most one per statement boundary. */
  diagnostics: Diagnostic[];
}

/**
 * Parses Structured Text statements (VAR blocks already blanked out, see iec/varBlock.ts). Never throws:
 * syntax errors come back as diagnostics with the spec's messages and 1-based line and column, together
 * with the statements that did parse. Recovery follows the spec: after an error, further errors are
 * dropped up to the next `;` or block keyword, and never two errors at one position.
 */
export function parseSt(source: string): ParseStResult {
  const cut = deepNestingAt(source, MAX_NESTING);
  const tree = cut < 0 ? parser.parse(source) : parser.parse(source, undefined, [{ from: 0, to: cut }]);
  const { program, errorNodes, conversionErrors, unclosed } = treeToAst(tree, source);
  if (cut < 0 && errorNodes.length === 0 && conversionErrors.length === 0) {
    return { program, diagnostics: [] };
  }

  const tokens = scanTokens(source, cut < 0 ? source.length : cut);
  const candidates: Candidate[] = [
    ...conversionErrors.map((error): Candidate => ({
      ...error,
      expected: null,
      closerMismatch: false,
      derived: false,
    })),
    ...errorNodes.map((pos): Candidate => ({ pos, derived: true })),
    ...(cut < 0 ? [] : [{ pos: cut, derived: true } as const]),
  ];
  // By position; at one position a fixed message (an unterminated comment) before a derived one.
  candidates.sort((a, b) => a.pos - b.pos || Number(a.derived) - Number(b.derived));
  const errors = filterErrors(candidates, { tree, tokens }, unclosed);
  const lines = lineStarts(source);
  const diagnostics = errors.map((error): Diagnostic => ({
    source: 'st',
    severity: 'error',
    message: error.message,
    ...lineCol(lines, error.pos),
  }));
  return { program, diagnostics };
}

/**
 * Deepest nesting of parentheses and blocks together that is parsed; the `(` or block keyword that goes
 * deeper is reported as an unexpected token and the rest of the source is not parsed.
 */
const MAX_NESTING = 256;

/** At most this many diagnostics are returned (the first ones); garbage input would give thousands. */
const MAX_DIAGNOSTICS = 100;

/** An error to report: a Lezer error node (`derived`: its message comes from diagnose.ts) or a fixed one. */
type Candidate =
  { readonly pos: number; readonly derived: true } | (ErrorReport & { readonly derived: false });

/**
 * Keywords at which recovery resumes (with `;`): those that start, continue or end a block statement.
 * THEN, DO, TO, BY and OF, inside a statement's header, do not end the skipping.
 */
const RESUME_KEYWORDS = new Set([
  'IF',
  'ELSIF',
  'ELSE',
  'END_IF',
  'CASE',
  'END_CASE',
  'FOR',
  'END_FOR',
  'WHILE',
  'END_WHILE',
  'REPEAT',
  'UNTIL',
  'END_REPEAT',
]);

/** Keywords that close a block: when recovery skips one, its block stays open. */
const CLOSER_KEYWORDS = new Set(['END_IF', 'END_CASE', 'END_FOR', 'END_WHILE', 'UNTIL', 'END_REPEAT']);

/**
 * Applies the spec's recovery rule to the error candidates (sorted by position) and gives each kept one
 * its message: after an error, every error before the end of the next `;` or block keyword is dropped
 * (only errors at the same position when the error is a `;` missing at the end of a line, so the next
 * line's own errors still show). Follow-on errors of Lezer's recovery are dropped as well:
 * - after a block closer was skipped by recovery (`x END_IF;` read as garbage before END_IF), or a
 *   mismatched closer was reported (`Expected 'END_WHILE', got 'END_IF'`), the block stays open: the next
 *   `Expected '<that closer>'` error and errors at the end of the input are dropped;
 * - after recovery closed a block early around a reported error, the block's leftover keywords (`ELSE`,
 *   `END_CASE`, and for CASE its next labels) are dropped, and skipped like an error.
 */
function filterErrors(
  candidates: readonly Candidate[],
  context: { readonly tree: Tree; readonly tokens: TokenList },
  unclosed: readonly UnclosedBlock[],
): ErrorReport[] {
  const { tokens } = context;
  const count = tokens.from.length;
  const kept: ErrorReport[] = [];
  let resumeAt = -1;
  let openToEnd = false;
  let skippedCloser: string | null = null;
  const leftOvers = new LeftOvers(unclosed, kept);
  for (const candidate of candidates) {
    if (kept.length >= MAX_DIAGNOSTICS) break;
    const got = tokenIndexAt(tokens, candidate.pos);
    const pos = got < count ? (tokens.from[got] ?? 0) : tokens.end;
    if (pos < resumeAt) continue;
    const key = tokens.key[got] ?? '';
    if (leftOvers.absorbs(leftOverKey(tokens, got), pos) && candidate.derived) {
      resumeAt = afterSemicolon(tokens, got);
      continue;
    }
    if (got >= count && openToEnd) continue;
    const error = candidate.derived ? diagnoseError(context, got) : candidate;
    if (error === null || error.pos < resumeAt) continue;
    const last = kept[kept.length - 1];
    if (last !== undefined && error.pos <= last.pos) continue;
    if (last !== undefined && candidate.derived && orphan(context, got, last.pos)) {
      resumeAt = afterSemicolon(tokens, got);
      continue;
    }
    resumeAt = Math.max(
      resumePosition(tokens, got, error, insideErrorNode(context.tree, pos)),
      afterVarBlock(tokens, tokenIndexAt(tokens, error.pos)),
    );
    if (skippedCloser !== null && error.expected === skippedCloser) {
      skippedCloser = null;
      openToEnd = true;
      continue;
    }
    kept.push(error);
    openToEnd ||= error.closerMismatch;
    if (tokens.kind[got] === 'keyword' && CLOSER_KEYWORDS.has(key) && insideErrorNode(context.tree, pos)) {
      skippedCloser = key === 'END_REPEAT' ? 'UNTIL' : key;
    }
  }
  const first = candidates[0];
  if (kept.length === 0 && first !== undefined) {
    // Never let an erroneous source through without a diagnostic (codegen runs when there is none).
    const got = tokenIndexAt(tokens, first.pos);
    const pos = got < count ? (tokens.from[got] ?? 0) : tokens.end;
    const message = unexpectedInExpression(tokenText(tokens, got));
    kept.push(first.derived ? { pos, message, expected: null, closerMismatch: false } : first);
  }
  return kept;
}

/**
 * The blocks that recovery closed early (without their closing keyword). Once a kept error lies inside
 * one, the block's continuing and closing keywords met later are its leftovers.
 */
class LeftOvers {
  private readonly blocks: UnclosedBlock[];
  private readonly kept: readonly ErrorReport[];
  private readonly absorbed = new Set<string>();
  private next = 0;

  constructor(unclosed: readonly UnclosedBlock[], kept: readonly ErrorReport[]) {
    this.blocks = [...unclosed].sort((a, b) => a.to - b.to);
    this.kept = kept;
  }

  /** True when the token with key `key` at `pos` is a leftover (keys as in toAst's UnclosedBlock). */
  absorbs(key: string, pos: number): boolean {
    for (
      let block = this.blocks[this.next];
      block !== undefined && block.to < pos;
      block = this.blocks[++this.next]
    ) {
      if (this.holdsError(block)) for (const word of block.keywords) this.absorbed.add(word);
    }
    if (this.absorbed.has(key)) return true;
    for (
      let i = this.next, block = this.blocks[i];
      block !== undefined && block.to === pos;
      block = this.blocks[++i]
    ) {
      if (block.keywords.has(key) && this.holdsError(block)) return true;
    }
    return false;
  }

  private holdsError(block: UnclosedBlock): boolean {
    return this.kept.some((error) => error.pos >= block.from && error.pos <= block.to);
  }
}

/**
 * The key under which token `got` can be a leftover (see toAst's UnclosedBlock): keywords as they are,
 * a number or `-` right after `;` as a CASE label start (`#number`, `-`), anything else none ('').
 */
function leftOverKey(tokens: TokenList, got: number): string {
  const kind = tokens.kind[got];
  const key = tokens.key[got] ?? '';
  if (kind === 'keyword') return key;
  const afterSemicolon = got > 0 && tokens.kind[got - 1] === 'symbol' && tokens.key[got - 1] === ';';
  if (afterSemicolon && kind === 'number') return '#number';
  if (afterSemicolon && key === '-') return '-';
  return '';
}

/** Each block-continuing or -closing keyword to the keywords that open its blocks. */
const OPENERS_OF: ReadonlyMap<string, readonly string[]> = new Map([
  ['ELSIF', ['IF']],
  ['ELSE', ['IF', 'CASE']],
  ['END_IF', ['IF']],
  ['END_CASE', ['CASE']],
  ['END_FOR', ['FOR']],
  ['END_WHILE', ['WHILE']],
  ['UNTIL', ['REPEAT']],
  ['END_REPEAT', ['REPEAT']],
]);

/**
 * True when the got-token is a block-continuing or -closing keyword whose kind of block was not opened
 * since the last reported error (at `since`; openers skipped by recovery do not count): the earlier
 * error broke or closed its block, so it is a
 * follow-on (`Unexpected token 'ELSE' at top level` after an IF whose IF was mistyped).
 */
function orphan(
  context: { readonly tree: Tree; readonly tokens: TokenList },
  got: number,
  since: number,
): boolean {
  const { tokens } = context;
  if (tokens.kind[got] !== 'keyword') return false;
  const openers = OPENERS_OF.get(tokens.key[got] ?? '');
  if (openers === undefined) return false;
  for (let i = got - 1; i >= 0 && (tokens.from[i] ?? 0) >= since; i--) {
    if (tokens.kind[i] !== 'keyword' || !openers.includes(tokens.key[i] ?? '')) continue;
    if (!insideErrorNode(context.tree, tokens.from[i] ?? 0)) return false;
  }
  return true;
}

/**
 * For an error at a VAR… word (a declaration block left in the code), the end of its END_VAR: the block
 * is one error. -1 otherwise.
 */
function afterVarBlock(tokens: TokenList, index: number): number {
  if (tokens.kind[index] !== 'name' || !/^VAR(?:_\w+)?$/i.test(tokens.key[index] ?? '')) return -1;
  for (let i = index + 1; i < tokens.from.length; i++) {
    if (tokens.kind[i] === 'name' && (tokens.key[i] ?? '').toUpperCase() === 'END_VAR')
      return tokens.to[i] ?? 0;
  }
  return Number.POSITIVE_INFINITY;
}

/** The end of the first `;` from token `got` on: a leftover's statement is skipped whole. */
function afterSemicolon(tokens: TokenList, got: number): number {
  for (let i = got; i < tokens.from.length; i++) {
    if (tokens.kind[i] === 'symbol' && tokens.key[i] === ';') return tokens.to[i] ?? 0;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Where errors count again after `error`, whose got-token has index `got`: after the next `;` or block
 * keyword, the got-token itself included unless recovery skipped it (`skipped`), as a misplaced END_IF.
 */
function resumePosition(tokens: TokenList, got: number, error: ErrorReport, skipped: boolean): number {
  const count = tokens.from.length;
  if (got >= count) return Number.POSITIVE_INFINITY;
  const gotFrom = tokens.from[got] ?? 0;
  if (error.expected === ';' && got > 0) {
    const between = tokens.source.slice(tokens.to[got - 1] ?? 0, gotFrom);
    if (between.includes('\n')) return gotFrom + 1;
  }
  for (let i = skipped ? got + 1 : got; i < count; i++) {
    const key = tokens.key[i] ?? '';
    if (
      (tokens.kind[i] === 'symbol' && key === ';') ||
      (tokens.kind[i] === 'keyword' && RESUME_KEYWORDS.has(key))
    ) {
      return tokens.to[i] ?? 0;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Offsets at which lines start: 0, then after each '\n' ('\r\n' ends a line at its '\n'). */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column of an offset. */
function lineCol(starts: readonly number[], pos: number): { line: number; col: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if ((starts[mid] ?? 0) <= pos) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, col: pos - (starts[low] ?? 0) + 1 };
}
