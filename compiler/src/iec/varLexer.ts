/**
 * A small IEC 61131-3 tokenizer, enough to find and read `VAR … END_VAR` blocks in Structured Text.
 * Comments (`(* *)`, `/* *\/`, `//`) and whitespace are skipped; strings become one opaque token so a
 * keyword inside a string is never mistaken for a block.
 */

/** Token kinds. `punct` is one symbol (or `:=`); `time` is a time literal such as `T#1m30s`. */
export type VarTokenKind = 'ident' | 'number' | 'time' | 'string' | 'punct' | 'eof';

/** One token with its place in the source (offsets 0-based, line and column 1-based). */
export interface VarToken {
  kind: VarTokenKind;
  text: string;
  /** Offset of the first character. */
  offset: number;
  /** Offset just past the last character. */
  end: number;
  line: number;
  col: number;
}

const TIME_PREFIXES = new Set(['T', 'TIME', 'LT', 'LTIME']);

const isIdentStart = (c: string): boolean => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string): boolean => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

/**
 * Splits `source` into tokens, ending with one `eof` token. Never throws: an unterminated comment or
 * string simply runs to the end of the input.
 */
export function lexIec(source: string): VarToken[] {
  const tokens: VarToken[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;

  /** Moves to `to`, counting the newlines passed. */
  const advance = (to: number): void => {
    for (; i < to; i++) {
      if (source[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };
  const skipPast = (terminator: string, from: number): void => {
    const found = source.indexOf(terminator, from);
    advance(found < 0 ? source.length : found + terminator.length);
  };
  const push = (kind: VarTokenKind, start: number, end: number): void => {
    const col = start - lineStart + 1;
    tokens.push({ kind, text: source.slice(start, end), offset: start, end, line, col });
    advance(end);
  };
  const scan = (from: number, test: (c: string) => boolean): number => {
    let j = from;
    while (j < source.length && test(source[j] ?? '')) j++;
    return j;
  };

  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (/\s/.test(c)) {
      advance(i + 1);
    } else if (c === '(' && next === '*') {
      skipPast('*)', i + 2);
    } else if (c === '/' && next === '*') {
      skipPast('*/', i + 2);
    } else if (c === '/' && next === '/') {
      const eol = source.indexOf('\n', i);
      advance(eol < 0 ? source.length : eol);
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '$' ? 2 : 1;
      push('string', i, Math.min(j + 1, source.length));
    } else if (isIdentStart(c)) {
      const end = scan(i, isIdentPart);
      const word = source.slice(i, end).toUpperCase();
      if (source[end] === '#' && TIME_PREFIXES.has(word)) {
        const bodyStart = source[end + 1] === '-' ? end + 2 : end + 1;
        push(
          'time',
          i,
          scan(bodyStart, (ch) => /[A-Za-z0-9_.]/.test(ch)),
        );
      } else {
        push('ident', i, end);
      }
    } else if (isDigit(c)) {
      let end = scan(i, (ch) => isDigit(ch) || ch === '_');
      if (source[end] === '#' && isIdentPart(source[end + 1] ?? '')) {
        end = scan(end + 1, isIdentPart);
      } else {
        // A REAL: `1.5`, `2.` (a dot not starting `..`, as in ARRAY[0..9]), and/or an exponent `1E3`.
        if (source[end] === '.' && source[end + 1] !== '.' && !/[A-DF-Za-df-z]/.test(source[end + 1] ?? '')) {
          end = scan(end + 1, (ch) => isDigit(ch) || ch === '_');
        }
        if (/[eE]/.test(source[end] ?? '')) {
          const digits = /[+-]/.test(source[end + 1] ?? '') ? end + 2 : end + 1;
          if (isDigit(source[digits] ?? '')) end = scan(digits, (ch) => isDigit(ch) || ch === '_');
        }
      }
      push('number', i, end);
    } else if (c === ':' && next === '=') {
      push('punct', i, i + 2);
    } else {
      push('punct', i, i + 1);
    }
  }
  tokens.push({
    kind: 'eof',
    text: '',
    offset: source.length,
    end: source.length,
    line,
    col: i - lineStart + 1,
  });
  return tokens;
}
