/**
 * Structured Text diagnostics for the editor and the Errors tab: Monaco markers (shape of Monaco's
 * `editor.IMarkerData`, defined here so this package does not depend on Monaco) and the Errors-tab texts
 * of spec 000 §2 "Errors tab".
 */

import type { Diagnostic } from '../../model/diagnostics.ts';
import type { ProgramMode } from '../../model/project.ts';

/** Monaco's `MarkerSeverity` values. */
export const MARKER_SEVERITY = { Hint: 1, Info: 2, Warning: 4, Error: 8 } as const;

/** The severities our markers use: Error (8) or Warning (4). */
export type StMarkerSeverity = typeof MARKER_SEVERITY.Error | typeof MARKER_SEVERITY.Warning;

/** The `owner` to pass to `monaco.editor.setModelMarkers` for these markers. */
export const ST_MARKER_OWNER = 'structured-text';

/** A Monaco marker (`editor.IMarkerData` subset); lines and columns are 1-based, the end exclusive. */
export interface StEditorMarker {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
  message: string;
  severity: StMarkerSeverity;
}

/**
 * A "word" the marker underlines: a time literal, a based or decimal number, an identifier or keyword.
 * Scanned over the whole line so a position inside a word finds the word that contains it.
 */
const WORD = /(?:TIME|T)#-?[\w.]+|\d+#\w+|\d[\d_]*|[A-Za-z_]\w*/gi;

/** A whole number clamped to [min, max]; NaN and absent values give `fallback` first. */
function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
  return Math.min(Math.max(n, min), max);
}

/**
 * The editor markers of the Structured Text diagnostics (`source === 'st'`; ladder and project ones are
 * skipped), in order. A diagnostic without a line points at line 1, column 1. Lines and columns are
 * clamped to `source` (split on `\r\n`, `\r` or `\n`, as Monaco does). The marker runs from the column to
 * the end of the word (identifier, keyword, number or time literal) that contains it; elsewhere it covers
 * one character, or the line's last character when the column is past the end of the line. Severity is
 * Warning (4) for `'warning'` diagnostics, else Error (8).
 */
export function diagnosticsToMarkers(diagnostics: readonly Diagnostic[], source: string): StEditorMarker[] {
  const lines = source.split(/\r\n|\r|\n/);
  const markers: StEditorMarker[] = [];
  for (const d of diagnostics) {
    if (d.source !== 'st') continue;
    const line = clampInt(d.line, 1, 1, lines.length);
    const text = lines[line - 1] ?? '';
    let startColumn = d.line === undefined ? 1 : clampInt(d.col, 1, 1, text.length + 1);
    let endColumn = Math.min(startColumn + 1, text.length + 1);
    const index = startColumn - 1;
    if (index >= text.length && text.length > 0) {
      startColumn = text.length;
      endColumn = text.length + 1;
    } else {
      for (const match of text.matchAll(WORD)) {
        const end = match.index + match[0].length;
        if (match.index <= index && index < end) {
          endColumn = end + 1;
          break;
        }
        if (match.index > index) break;
      }
    }
    markers.push({
      startLineNumber: line,
      startColumn,
      endLineNumber: line,
      endColumn,
      message: d.message,
      severity: d.severity === 'warning' ? MARKER_SEVERITY.Warning : MARKER_SEVERITY.Error,
    });
  }
  return markers;
}

/** The Errors-tab line of a Structured Text diagnostic: `Line {n}, Col {n}: {message}` (1 when absent). */
export function formatStError(d: Diagnostic): string {
  return `Line ${d.line ?? 1}, Col ${d.col ?? 1}: ${d.message}`;
}

/** A program language as the Errors tab names it: the program mode, or a diagnostic's source. */
export type ErrorsLanguage = ProgramMode | 'ladder' | 'st';

/** `Ladder` or `Structured Text`. */
export function languageLabel(language: ErrorsLanguage): 'Ladder' | 'Structured Text' {
  return language === 'ST' || language === 'st' ? 'Structured Text' : 'Ladder';
}

/** The Errors-tab heading: `1 Error (Structured Text)`, `3 Errors (Ladder)`. */
export function errorsHeading(count: number, language: ErrorsLanguage): string {
  return `${count} ${count === 1 ? 'Error' : 'Errors'} (${languageLabel(language)})`;
}

/** The Errors-tab text when there are none: `No Structured Text errors.`, `No Ladder errors.` */
export function noErrorsText(language: ErrorsLanguage): string {
  return `No ${languageLabel(language)} errors.`;
}
