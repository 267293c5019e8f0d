/**
 * The words and type names the IEC 61131-3 variable-block reader knows: block keywords, qualifiers, words
 * that begin code, reserved words, and the valid IEC types this simulator lacks (with what to use instead).
 */
import type { VarToken } from './varLexer.ts';

export const BLOCK_KEYWORDS = new Set([
  'VAR',
  'VAR_INPUT',
  'VAR_OUTPUT',
  'VAR_IN_OUT',
  'VAR_GLOBAL',
  'VAR_TEMP',
  'VAR_EXTERNAL',
]);
export const QUALIFIERS = new Set(['CONSTANT', 'RETAIN', 'NON_RETAIN', 'PERSISTENT']);
/** Words that begin Structured Text code: met inside a block, they end it (END_VAR was forgotten). */
export const STATEMENT_KEYWORDS = new Set([
  'IF',
  'FOR',
  'WHILE',
  'REPEAT',
  'CASE',
  'RETURN',
  'EXIT',
  'PROGRAM',
  'END_PROGRAM',
  'FUNCTION',
  'END_FUNCTION',
  'FUNCTION_BLOCK',
  'END_FUNCTION_BLOCK',
]);
export const RESERVED = new Set([
  ...BLOCK_KEYWORDS,
  ...STATEMENT_KEYWORDS,
  ...QUALIFIERS,
  'END_VAR',
  'TRUE',
  'FALSE',
  'THEN',
  'ELSIF',
  'ELSE',
  'END_IF',
  'DO',
  'END_FOR',
  'END_WHILE',
  'UNTIL',
  'END_REPEAT',
  'OF',
  'END_CASE',
  'TO',
  'BY',
  'AND',
  'OR',
  'XOR',
  'NOT',
  'MOD',
]);

/** Tokens that, after a name, show a statement rather than a declaration. */
export const STATEMENT_FOLLOWERS = new Set([':=', '(', '.', '[']);

/**
 * IEC 61131-3 elementary and generic data types this simulator does not have, with what to use instead
 * (point 4 of issue 17: a helpful message instead of a parser error).
 */
export const IEC_TYPE_HINTS: ReadonlyMap<string, string> = new Map([
  ...['SINT', 'INT', 'LINT', 'USINT', 'UINT', 'UDINT', 'ULINT', 'BYTE', 'WORD', 'DWORD', 'LWORD'].map(
    (t) => [t, 'declare it as DINT (32-bit integer)'] as const,
  ),
  ['LREAL', 'declare it as REAL (32-bit floating point)'],
  ['LTIME', 'declare it as TIME (milliseconds in a DINT)'],
  ...['DATE', 'TIME_OF_DAY', 'TOD', 'DATE_AND_TIME', 'DT', 'LDATE', 'LTOD', 'LDT'].map(
    (t) => [t, 'there are no calendar or clock values: use DINT'] as const,
  ),
  ...['STRING', 'WSTRING', 'CHAR', 'WCHAR'].map(
    (t) => [t, 'there are no text values: use BOOL and DINT tags'] as const,
  ),
]);

/** `{construct} is valid IEC 61131-3 but not supported here: {hint}`. */
export function notSupported(construct: string, hint: string): string {
  return `${construct} is valid IEC 61131-3 but not supported here: ${hint}`;
}

export const upper = (token: VarToken): string => token.text.toUpperCase();
export const describe = (token: VarToken): string =>
  token.kind === 'eof' ? 'end of input' : `'${token.text}'`;
