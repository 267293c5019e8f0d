/**
 * User `FUNCTION_BLOCK` and `FUNCTION` declarations in a Structured Text source (issue 24): where each one's
 * header, VAR sections and body are. They are blanked out of the program's source (lines and columns
 * stay) before its own VAR blocks are read; st/userUnits.ts reads their sections and bodies.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { lexIec, type VarToken } from './varLexer.ts';
import { BLOCK_KEYWORDS, RESERVED } from './varNames.ts';

/** One VAR section of a unit: its keyword and its [from, to) offsets. */
export interface UnitSection {
  readonly keyword: string;
  readonly from: number;
  readonly to: number;
  readonly line: number;
  readonly col: number;
}

/** A unit's parts, as offsets into the source. */
export interface UnitSource {
  readonly kind: 'FUNCTION' | 'FUNCTION_BLOCK';
  readonly name: string;
  readonly line: number;
  readonly col: number;
  /** A FUNCTION's result type as written (`REAL`), else null. */
  readonly returnType: string | null;
  readonly sections: readonly UnitSection[];
  readonly body: readonly [number, number];
}

/** At most this many units per program (each is read over the whole source's length). */
export const MAX_UNITS = 50;

const word = (t: VarToken | undefined) => (t?.kind === 'ident' ? t.text.toUpperCase() : '');
const blank = (text: string) => text.replace(/[^\r\n]/g, ' ');

/** Finds the units of `source` and blanks them out. Never throws; linear in the input. */
export function extractUnits(source: string): {
  rest: string;
  units: UnitSource[];
  diagnostics: Diagnostic[];
} {
  if (!/\bFUNCTION/i.test(source)) return { rest: source, units: [], diagnostics: [] };
  const tokens = lexIec(source);
  const units: UnitSource[] = [];
  const diagnostics: Diagnostic[] = [];
  const report = (t: VarToken, message: string) =>
    diagnostics.push({ source: 'st', severity: 'error', message, line: t.line, col: t.col });
  let rest = '';
  let last = 0;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i];
    const kind = word(start);
    if (!start || (kind !== 'FUNCTION' && kind !== 'FUNCTION_BLOCK')) continue;
    const end = `END_${kind}`;
    let j = i + 1;
    while (j < tokens.length - 1 && word(tokens[j]) !== end) j++;
    const stop = tokens[j] as VarToken;
    let to = word(stop) === end ? stop.end : source.length;
    if (word(stop) === end && tokens[j + 1]?.text === ';') to = tokens[j + 1]?.end ?? to;
    rest += source.slice(last, start.offset) + blank(source.slice(start.offset, to));
    last = to;
    if (word(stop) !== end) report(start, `Missing ${end} for this ${kind}`);
    const name = tokens[i + 1];
    let k = i + 2;
    let returnType: string | null = null;
    if (kind === 'FUNCTION' && tokens[k]?.text === ':' && tokens[k + 1]?.kind === 'ident') {
      returnType = tokens[k + 1]?.text ?? null;
      k += 2;
    }
    if (name?.kind !== 'ident' || k > j || RESERVED.has(word(name)))
      report(start, `Expected a name after ${kind}`);
    else if (kind === 'FUNCTION' && returnType === null)
      report(name, `Expected ': type' after FUNCTION ${name.text}, e.g. FUNCTION ${name.text} : REAL`);
    else if (units.length >= MAX_UNITS)
      report(start, `At most ${MAX_UNITS} FUNCTION and FUNCTION_BLOCK declarations per program`);
    else {
      if (tokens[k]?.text === ';') k++;
      const sections: UnitSection[] = [];
      while (k < j && BLOCK_KEYWORDS.has(word(tokens[k]))) {
        const open = tokens[k] as VarToken;
        while (k < j && word(tokens[k]) !== 'END_VAR') k++;
        if (k >= j) report(open, `Missing END_VAR in ${kind} ${name.text}`);
        const close = tokens[Math.min(k, j)] as VarToken;
        sections.push({
          keyword: word(open),
          from: open.offset,
          to: k < j ? close.end : close.offset,
          line: open.line,
          col: open.col,
        });
        if (k < j) k++;
      }
      const from = k < j ? (tokens[k] as VarToken).offset : stop.offset;
      units.push({
        kind,
        name: name.text,
        line: name.line,
        col: name.col,
        returnType,
        sections,
        body: [from, word(stop) === end ? stop.offset : source.length],
      });
    }
    i = j;
  }
  rest += source.slice(last);
  return { rest, units, diagnostics };
}

/** `source` with everything outside the [from, to) ranges blanked (lines and columns stay). */
export function onlyRanges(source: string, ranges: readonly (readonly [number, number])[]): string {
  let out = '';
  let last = 0;
  for (const [from, to] of ranges) {
    out += blank(source.slice(last, from)) + source.slice(from, to);
    last = to;
  }
  return out + blank(source.slice(last));
}
