/**
 * A small scanner over Structured Text for Add-On Instructions (issue 25): it finds the names an AOI's
 * ST logic refers to (to keep them inside the AOI's scope and to rewrite them into the instance) without
 * the ST parser, so the ladder compiler's chunk stays free of it. Comments, strings and typed literals
 * (`T#2s`, `16#FF`) are skipped; a name after `.` is a member, a name before `:=` or `=>` inside
 * parentheses is a formal argument's name: neither is a reference.
 */

export interface Token {
  readonly kind: 'id' | 'op' | 'other';
  readonly text: string;
  readonly from: number;
  readonly to: number;
}

/** The tokens of `source` (names, `:=`, `=>` and single characters), comments and strings left out. */
export function tokens(source: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (/\s/.test(c)) i++;
    else if (c === '(' && next === '*') i = skipTo(source, i + 2, '*)');
    else if (c === '/' && next === '*') i = skipTo(source, i + 2, '*/');
    else if (c === '/' && next === '/') i = skipTo(source, i + 2, '\n');
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n && source[j] !== c) j += source[j] === '$' ? 2 : 1;
      out.push({ kind: 'other', text: source.slice(i, j + 1), from: i, to: j + 1 });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /\w/.test(source[j] ?? '')) j++;
      if (source[j] === '#') {
        // A typed literal: T#2s, 16#FF, DINT#5.
        j++;
        while (j < n && /[\w.]/.test(source[j] ?? '')) j++;
        out.push({ kind: 'other', text: source.slice(i, j), from: i, to: j });
      } else out.push({ kind: 'id', text: source.slice(i, j), from: i, to: j });
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w.#]/.test(source[j] ?? '')) {
        if (source[j] === '.' && source[j + 1] === '.') break;
        j++;
      }
      out.push({ kind: 'other', text: source.slice(i, j), from: i, to: j });
      i = j;
    } else if ((c === ':' || c === '=') && (next === '=' || next === '>') && !(c === '=' && next === '=')) {
      out.push({ kind: 'op', text: c + next, from: i, to: i + 2 });
      i += 2;
    } else {
      out.push({ kind: 'op', text: c, from: i, to: i + 1 });
      i++;
    }
  }
  return out;
}

function skipTo(source: string, from: number, end: string): number {
  const at = source.indexOf(end, from);
  return at < 0 ? source.length : at + end.length;
}

/** The tokens that are references to a tag: names not after `.`, not formal-argument names. */
export function references(list: readonly Token[]): Token[] {
  const out: Token[] = [];
  let depth = 0;
  list.forEach((t, i) => {
    if (t.text === '(' || t.text === '[') depth++;
    else if (t.text === ')' || t.text === ']') depth = Math.max(0, depth - 1);
    if (t.kind !== 'id') return;
    if (list[i - 1]?.text === '.') return;
    const after = list[i + 1]?.text;
    if (depth > 0 && (after === ':=' || after === '=>')) return;
    out.push(t);
  });
  return out;
}

/** `source` with each reference whose upper-cased name `replace` maps replaced by the mapped text. */
export function rewriteReferences(source: string, replace: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const t of references(tokens(source))) {
    const to = replace.get(t.text.toUpperCase());
    if (to === undefined) continue;
    out += source.slice(at, t.from) + to;
    at = t.to;
  }
  return out + source.slice(at);
}

/** 1-based line and column of `offset` in `source`. */
export function lineCol(source: string, offset: number): { line: number; col: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}
