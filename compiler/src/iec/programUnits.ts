/**
 * IEC 61131-3 program organisation units around Structured Text code (issue 17 points 3 and 4):
 * `PROGRAM name … END_PROGRAM` around the body is accepted (the two lines are blanked out), and STRING
 * literals get one helpful diagnostic each. User FUNCTION and FUNCTION_BLOCK declarations were taken out before (unitSource.ts). Runs after the VAR
 * blocks are blanked; blanking keeps every line and column.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { notSupported } from './varBlock.ts';
import { lexIec, type VarToken } from './varLexer.ts';

/** What {@link readProgramUnits} returns. */
export interface ProgramUnitsResult {
  /** The source with PROGRAM/END_PROGRAM blanked out. */
  rest: string;
  diagnostics: Diagnostic[];
  /** The program's name from `PROGRAM name`, or null. */
  programName: string | null;
}

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
  if (!/\bPROGRAM|\d\.\d|['"]/i.test(source)) return { rest: source, diagnostics: [], programName: null };
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
    }
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
