/**
 * Tokenizer for Rockwell neutral rung text (`XIC(A)[XIC(B),XIO(C)]OTE(D);`). Whitespace and line breaks
 * are insignificant; `//` starts a comment that runs to the end of the line.
 */

/**
 * Token kinds: `punct` is one of `( ) [ ] , ; . ?`; `bad` any other character; `expr` the Structured Text
 * expression operand of CPT (its second) and CMP (its only one), as written up to its closing `)`.
 */
export type NeutralTokenKind = 'ident' | 'number' | 'punct' | 'bad' | 'eof' | 'expr';

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
  // CPT( and CMP(: where their expression operand starts (CMP at once, CPT after its first comma).
  let pending: { type: string; stage: 'name' | 'dest'; depth: number } | null = null;
  const expression = () => {
    const { end, first } = expressionEnd(text, pattern.lastIndex);
    if (first < end) {
      const raw = text.slice(first, end).trimEnd();
      tokens.push({ kind: 'expr', text: raw, line, col: first - lineStart + 1 });
      for (let i = first; i < end; i++) {
        if (text[i] === '\n') {
          line++;
          lineStart = i + 1;
        }
      }
    }
    pattern.lastIndex = end;
    pending = null;
  };
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
      const upper = ident.toUpperCase();
      if (pending?.stage !== 'dest')
        pending = upper === 'CPT' || upper === 'CMP' ? { type: upper, stage: 'name', depth: 0 } : null;
    } else if (number !== undefined) {
      tokens.push({ kind: 'number', text: number, line, col });
    } else {
      tokens.push({ kind: PUNCT.has(whole) ? 'punct' : 'bad', text: whole, line, col });
      if (pending?.stage === 'name') {
        if (whole !== '(') pending = null;
        else if (pending.type === 'CMP') expression();
        else pending.stage = 'dest';
      } else if (pending?.stage === 'dest') {
        if (whole === '[' || whole === '(') pending.depth++;
        else if (whole === ']' || whole === ')') pending.depth--;
        if (pending.depth < 0 || whole === ';') pending = null;
        else if (whole === ',' && pending.depth === 0) expression();
      }
    }
  }
  tokens.push({ kind: 'eof', text: '', line, col: text.length - lineStart + 1 });
  return tokens;
}

/**
 * Where an expression operand starting at `from` ends: at the `)` that closes its instruction (brackets
 * and parentheses inside it balanced), or at a `;` or line end outside any; `first` skips leading blanks.
 */
function expressionEnd(text: string, from: number): { first: number; end: number } {
  let first = from;
  while (first < text.length && /[ \t\f\v\u00a0\r\n]/.test(text[first] ?? '')) first++;
  let depth = 0;
  for (let i = first; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ')') {
      if (depth === 0) return { first, end: i };
      depth--;
    } else if (ch === ';' && depth <= 0) return { first, end: i };
  }
  return { first, end: text.length };
}
