/**
 * A small Structured Text token scanner that splits a source exactly as st.grammar's tokenizer does. The
 * Lezer tree keeps no punctuation and error nodes do not say which token they met, so the diagnostics
 * read the tokens around an error from this list. It only runs when a parse has errors.
 */
import { isKeyword } from './tokens.ts';

/** What a token is. `keyword` is a reserved word in any case; `invalid` a character no token starts with. */
export type TokenKind = 'name' | 'keyword' | 'number' | 'time' | 'symbol' | 'invalid';

/** The tokens of a source, comments and whitespace left out, as parallel arrays in source order. */
export interface TokenList {
  /** The scanned source. */
  readonly source: string;
  readonly from: readonly number[];
  readonly to: readonly number[];
  readonly kind: readonly TokenKind[];
  /** Each token's text, keywords upper-cased (the text as written is `source.slice(from, to)`). */
  readonly key: readonly string[];
  /** End of the last token or comment: where "end of input" is reported. */
  readonly end: number;
}

const SYMBOLS_2 = new Set([':=', '=>', '..', '**', '<=', '>=', '<>']);
const SYMBOLS_1 = new Set([':', '.', ',', ';', '(', ')', '[', ']', '*', '/', '+', '-', '<', '>', '=', '&']);

const TIME_LITERAL =
  /[tT](?:[iI][mM][eE])?#-?\d[\d_]*(?:\.\d+)?(?:[mM][sS]|[dDhHmMsS])(?:_?\d[\d_]*(?:\.\d+)?(?:[mM][sS]|[dDhHmMsS]))*/y;
/** A REAL (st.grammar's external `realNumbers`: a `.` not followed by another, and/or an exponent), else an integer. */
const NUMBER =
  /(?:2|8|16)#[0-9a-fA-F_]+|\d[\d_]*(?:\.(?!\.)[\d_]*(?:[eE][+-]?\d[\d_]*)?|[eE][+-]?\d[\d_]*)|\d[\d_]*/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** True for the characters of Lezer's `@whitespace`. */
function isWhitespace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Length of the sticky `pattern` matched at `pos`, or 0. */
/** The text of token `index` as written, or null past the last token (the end of input). */
export function tokenText(tokens: TokenList, index: number): string | null {
  const from = tokens.from[index];
  return from === undefined ? null : tokens.source.slice(from, tokens.to[index]);
}

function matchAt(pattern: RegExp, source: string, pos: number): number {
  pattern.lastIndex = pos;
  return pattern.test(source) ? pattern.lastIndex - pos : 0;
}

/** Splits `source` into tokens (see {@link TokenList}), stopping after the first token at or past `limit`. */
export function scanTokens(source: string, limit = source.length): TokenList {
  const from: number[] = [];
  const to: number[] = [];
  const kind: TokenKind[] = [];
  const key: string[] = [];
  let end = 0;
  const length = source.length;
  let pos = 0;
  const push = (k: TokenKind, start: number, stop: number, t: string): void => {
    from.push(start);
    to.push(stop);
    kind.push(k);
    key.push(t);
    end = stop;
    pos = stop;
  };
  while (pos < length && (from.length === 0 || (from[from.length - 1] ?? 0) < limit)) {
    const code = source.charCodeAt(pos);
    if (isWhitespace(code)) {
      pos++;
      continue;
    }
    const next = pos + 1 < length ? source.charCodeAt(pos + 1) : -1;
    if (code === 40 /* ( */ && next === 42 /* * */) {
      const close = source.indexOf('*)', pos + 2);
      pos = close < 0 ? length : close + 2;
      end = pos;
      continue;
    }
    if (code === 47 /* / */ && next === 47) {
      const newline = source.indexOf('\n', pos + 2);
      pos = newline < 0 ? length : newline;
      end = pos;
      continue;
    }
    if (isNameStart(code)) {
      const time = code === 84 || code === 116 ? matchAt(TIME_LITERAL, source, pos) : 0;
      if (time > 0) {
        push('time', pos, pos + time, source.slice(pos, pos + time));
        continue;
      }
      const word = source.slice(pos, pos + matchAt(NAME, source, pos));
      const keyword = isKeyword(word);
      push(keyword ? 'keyword' : 'name', pos, pos + word.length, keyword ? word.toUpperCase() : word);
      continue;
    }
    if (isDigit(code)) {
      const size = matchAt(NUMBER, source, pos);
      push('number', pos, pos + size, source.slice(pos, pos + size));
      continue;
    }
    const two = source.slice(pos, pos + 2);
    if (SYMBOLS_2.has(two)) {
      push('symbol', pos, pos + 2, two);
      continue;
    }
    const one = source[pos] ?? '';
    if (SYMBOLS_1.has(one)) {
      push('symbol', pos, pos + 1, one);
      continue;
    }
    // One code point, so a surrogate pair is not split.
    const size = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    push('invalid', pos, pos + size, source.slice(pos, pos + size));
  }
  return { source, from, to, kind, key, end };
}

/** Index of the first token that ends after `pos` (the token at or after `pos`); `from.length` if none. */
export function tokenIndexAt(tokens: TokenList, pos: number): number {
  let low = 0;
  let high = tokens.to.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((tokens.to[mid] ?? 0) > pos) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Words that open a block (and the block's closers, which close one). */
const OPENERS = new Set(['IF', 'CASE', 'FOR', 'WHILE', 'REPEAT']);
const CLOSERS = new Set(['END_IF', 'END_CASE', 'END_FOR', 'END_WHILE', 'UNTIL']);

/**
 * Offset of the first `(`, `[` or block keyword (IF, CASE, FOR, WHILE, REPEAT) that opens more than
 * `limit` nested parentheses, brackets and blocks together, or -1. Comments are skipped. Lezer copes with any depth but
 * its error recovery slows down on very deep stacks, so parseSt parses only up to this point.
 */
export function deepNestingAt(source: string, limit: number): number {
  const length = source.length;
  let depth = 0;
  let pos = 0;
  while (pos < length) {
    const code = source.charCodeAt(pos);
    if (code === 91 /* [ */) {
      // An element's index nests like a parenthesis: `Data[Data[Data[…]]]`.
      if (++depth > limit) return pos;
      pos++;
    } else if (code === 93 /* ] */) {
      if (depth > 0) depth--;
      pos++;
    } else if (code === 40 /* ( */) {
      if (source.charCodeAt(pos + 1) === 42 /* * */) {
        const close = source.indexOf('*)', pos + 2);
        pos = close < 0 ? length : close + 2;
        continue;
      }
      if (++depth > limit) return pos;
      pos++;
    } else if (code === 41 /* ) */) {
      if (depth > 0) depth--;
      pos++;
    } else if (code === 47 /* / */ && source.charCodeAt(pos + 1) === 47) {
      const newline = source.indexOf('\n', pos + 2);
      pos = newline < 0 ? length : newline;
    } else if (isNameStart(code)) {
      const start = pos;
      do pos++;
      while (pos < length && (isNameStart(source.charCodeAt(pos)) || isDigit(source.charCodeAt(pos))));
      if (pos - start < 2 || pos - start > 9) continue;
      const word = source.slice(start, pos).toUpperCase();
      if (OPENERS.has(word)) {
        if (++depth > limit) return start;
      } else if (CLOSERS.has(word) && depth > 0) {
        depth--;
      }
    } else {
      pos++;
    }
  }
  return -1;
}
