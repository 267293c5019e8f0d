/**
 * Tokenizer for Rockwell neutral rung text (`XIC(A)[XIC(B),XIO(C)]OTE(D);`). Whitespace and line breaks
 * are insignificant; `//` starts a comment that runs to the end of the line.
 */

/** Token kinds: `punct` is one of `( ) [ ] , ; . ?`; `bad` any other character. */
export type NeutralTokenKind = 'ident' | 'number' | 'punct' | 'bad' | 'eof';

/** One token with its 1-based line and column. */
export interface NeutralToken {
  kind: NeutralTokenKind;
  text: string;
  line: number;
  col: number;
}

const PUNCT = new Set(['(', ')', '[', ']', ',', ';', '.', '?']);

/** Splits neutral text into tokens, ending with one `eof` token. Never throws. */
export function lexNeutral(text: string): NeutralToken[] {
  const tokens: NeutralToken[] = [];
  const pattern =
    /(\r\n|\n|\r)|([ \t\f\v\u00a0]+)|(\/\/[^\r\n]*)|([A-Za-z_][A-Za-z0-9_]*)|([+-]?\d[\d_]*(?:#[0-9A-Za-z_]+|\.\d*(?:[eE][+-]?\d+)?|[eE][+-]?\d+)?)|([\s\S])/gy;
  let line = 1;
  let lineStart = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [whole, newline, space, comment, ident, number] = match;
    const col = match.index - lineStart + 1;
    if (newline !== undefined) {
      line++;
      lineStart = match.index + whole.length;
    } else if (space !== undefined || comment !== undefined) {
      continue;
    } else if (ident !== undefined) {
      tokens.push({ kind: 'ident', text: ident, line, col });
    } else if (number !== undefined) {
      tokens.push({ kind: 'number', text: number, line, col });
    } else {
      tokens.push({ kind: PUNCT.has(whole) ? 'punct' : 'bad', text: whole, line, col });
    }
  }
  tokens.push({ kind: 'eof', text: '', line, col: text.length - lineStart + 1 });
  return tokens;
}
