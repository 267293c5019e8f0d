/**
 * The external keyword specializer of st.grammar: Structured Text keywords are case-insensitive, so every
 * Identifier is upper-cased and looked up here instead of listing each casing in the grammar.
 */
import { ExternalTokenizer, type InputStream, type Stack } from '@lezer/lr';
import * as terms from './generated/parser.terms.ts';

/** Each keyword of spec 000 §9 (plus XOR, EXIT, CONTINUE, RETURN and END_REPEAT), upper-case, to its grammar term. */
const KEYWORDS: ReadonlyMap<string, number> = new Map([
  ['IF', terms.IF],
  ['THEN', terms.THEN],
  ['ELSIF', terms.ELSIF],
  ['ELSE', terms.ELSE],
  ['END_IF', terms.END_IF],
  ['CASE', terms.CASE],
  ['OF', terms.OF],
  ['END_CASE', terms.END_CASE],
  ['FOR', terms.FOR],
  ['TO', terms.TO],
  ['BY', terms.BY],
  ['DO', terms.DO],
  ['END_FOR', terms.END_FOR],
  ['WHILE', terms.WHILE],
  ['END_WHILE', terms.END_WHILE],
  ['REPEAT', terms.REPEAT],
  ['UNTIL', terms.UNTIL],
  ['END_REPEAT', terms.END_REPEAT],
  ['EXIT', terms.EXIT],
  ['CONTINUE', terms.CONTINUE],
  ['RETURN', terms.RETURN],
  ['AND', terms.AND],
  ['OR', terms.OR],
  ['XOR', terms.XOR],
  ['NOT', terms.NOT],
  ['MOD', terms.MOD],
  ['TRUE', terms.TRUE],
  ['FALSE', terms.FALSE],
]);

/** Longest keyword (`END_REPEAT`): longer identifiers skip the upper-casing. */
const MAX_KEYWORD_LENGTH = 10;

/** True when `word` (any case) is a Structured Text keyword. */
export function isKeyword(word: string): boolean {
  return word.length <= MAX_KEYWORD_LENGTH && KEYWORDS.has(word.toUpperCase());
}

/**
 * Lezer external specializer: the keyword term for an identifier spelled in any case, or -1 when the
 * identifier is not a keyword.
 */
export function keywords(value: string, _stack: Stack): number {
  if (value.length > MAX_KEYWORD_LENGTH) return -1;
  return KEYWORDS.get(value.toUpperCase()) ?? -1;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const UNDERSCORE = 95;
const DOT = 46;

/** Offset just past digits and `_` separators starting at `at`. */
function digitsEnd(input: InputStream, at: number): number {
  let i = at;
  while (isDigit(input.peek(i)) || input.peek(i) === UNDERSCORE) i++;
  return i;
}

/**
 * The external tokenizer of REAL literals: digits, then a `.` not followed by another `.` (so `1..5` stays
 * a CASE range) and optional digits, and/or an exponent (`E`, optional sign, digits). Plain integers are
 * left to the grammar's Number token.
 */
export const realNumbers = new ExternalTokenizer((input) => {
  if (!isDigit(input.peek(0))) return;
  let end = digitsEnd(input, 1);
  let real = false;
  if (input.peek(end) === DOT && input.peek(end + 1) !== DOT) {
    real = true;
    end = digitsEnd(input, end + 1);
  }
  const e = input.peek(end);
  if (e === 69 || e === 101) {
    let at = end + 1;
    const sign = input.peek(at);
    if (sign === 43 || sign === 45) at++;
    if (isDigit(input.peek(at))) {
      real = true;
      end = digitsEnd(input, at + 1);
    }
  }
  if (real) input.acceptToken(terms.Real, end);
});
