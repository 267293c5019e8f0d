/**
 * IEC 61131-3 program organisation units around Structured Text code (issue 17 points 3 and 4):
 * `PROGRAM name … END_PROGRAM` around the body is accepted (the two lines are blanked out), and user
 * `FUNCTION` and `FUNCTION_BLOCK` declarations get one helpful diagnostic each (valid IEC, not supported
 * here) and are blanked out to their END_ word, so the parser does not add errors of its own about them.
 * Runs after the VAR blocks are blanked; blanking keeps every line and column.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { notSupported } from './varBlock.ts';
import { lexIec, type VarToken } from './varLexer.ts';

/** What {@link readProgramUnits} returns. */
export interface ProgramUnitsResult {
  /** The source with PROGRAM/END_PROGRAM and FUNCTION(_BLOCK) declarations blanked out. */
  rest: string;
  diagnostics: Diagnostic[];
  /** The program's name from `PROGRAM name`, or null. */
  programName: string | null;
}

const UNIT_ENDS: ReadonlyMap<string, string> = new Map([
  ['FUNCTION', 'END_FUNCTION'],
  ['FUNCTION_BLOCK', 'END_FUNCTION_BLOCK'],
]);

const HINT: Readonly<Record<string, string>> = {
  FUNCTION:
    'write the calculation in the program itself, or use the built-in functions (ABS, MIN, MAX, LIMIT, SEL, SHL, SHR)',
  FUNCTION_BLOCK:
    'write the logic in the program itself, with the standard blocks (TON, TOF, TP, CTU, CTD, CTUD, R_TRIG, F_TRIG, SR, RS)',
};

/** At most this many literal diagnostics (every literal is still blanked). */
const MAX_DIAGNOSTICS = 100;

/** A literal as shown in a message: at most 20 characters, control characters as \uXXXX. */
const shown = (text: string): string => {
  let out = '';
  for (const char of text.length > 20 ? `${text.slice(0, 20)}…` : text) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
};

const blank = (text: string): string => text.replace(/[^\r\n]/g, ' ');

/** Reads program units out of `source` (see the file comment). Never throws; linear in the input. */
export function readProgramUnits(source: string): ProgramUnitsResult {
  if (!/\b(?:PROGRAM|FUNCTION)|\d\.\d|['"]/i.test(source))
    return { rest: source, diagnostics: [], programName: null };
  const tokens = lexIec(source);
  const diagnostics: Diagnostic[] = [];
  const cuts: [number, number][] = [];
  const replacements: [number, number][] = [];
  const word = (t: VarToken | undefined) => (t?.kind === 'ident' ? t.text.toUpperCase() : '');
  let programName: string | null = null;

  // `PROGRAM name` as the first words, with END_PROGRAM (and an optional `;`) as the last.
  const first = tokens[0];
  if (word(first) === 'PROGRAM' && first) {
    let lastIndex = tokens.length - 2; // before eof
    let last = tokens[lastIndex];
    if (last?.kind === 'punct' && last.text === ';') last = tokens[--lastIndex];
    const name = tokens[1];
    const nameEnd = name?.kind === 'ident' && word(name) !== 'END_PROGRAM' ? name.end : first.end;
    programName = name?.kind === 'ident' ? name.text : null;
    cuts.push([first.offset, nameEnd]);
    if (word(last) === 'END_PROGRAM' && last && lastIndex > 0) {
      const tail = tokens[tokens.length - 2];
      cuts.push([last.offset, tail?.end ?? last.end]);
    } else {
      const eof = tokens[tokens.length - 1];
      diagnostics.push({
        source: 'st',
        severity: 'error',
        message: "Expected 'END_PROGRAM', got end of input",
        line: eof?.line ?? 1,
        col: eof?.col ?? 1,
      });
    }
  }

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const literal = token?.kind === 'string' ? 'STRING' : null;
    if (token && literal) {
      if (diagnostics.length < MAX_DIAGNOSTICS)
        diagnostics.push({
          source: 'st',
          severity: 'error',
          message: notSupported(`A ${literal} literal (${shown(token.text)})`, 'there are no text values'),
          line: token.line,
          col: token.col,
        });
      // Read as a 0 of the same width, so the parser adds nothing.
      replacements.push([token.offset, token.end]);
      continue;
    }
    const end = UNIT_ENDS.get(word(token));
    if (!token || end === undefined) continue;
    diagnostics.push({
      source: 'st',
      severity: 'error',
      message: notSupported(`A user-defined ${word(token)}`, HINT[word(token)] ?? ''),
      line: token.line,
      col: token.col,
    });
    let j = i + 1;
    while (j < tokens.length - 1 && word(tokens[j]) !== end) j++;
    const stop = tokens[j];
    cuts.push([token.offset, stop && word(stop) === end ? stop.end : source.length]);
    i = j;
  }
  if (cuts.length === 0 && replacements.length === 0) return { rest: source, diagnostics, programName };
  const edits = [
    ...cuts.map(([from, to]) => [from, to, false] as const),
    ...replacements.map(([from, to]) => [from, to, true] as const),
  ].sort((a, b) => a[0] - b[0]);
  let rest = '';
  let last = 0;
  for (const [from, to, zero] of edits) {
    if (from < last) continue;
    const blanked = blank(source.slice(from, to));
    rest += source.slice(last, from) + (zero ? `0${blanked.slice(1)}` : blanked);
    last = to;
  }
  rest += source.slice(last);
  return { rest, diagnostics, programName };
}
