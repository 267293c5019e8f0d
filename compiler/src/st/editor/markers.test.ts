import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { createEmptyProject } from '../../model/emptyProject.ts';
import { compileSt } from '../compileSt.ts';
import {
  MARKER_SEVERITY,
  diagnosticsToMarkers,
  errorsHeading,
  formatStError,
  languageLabel,
  noErrorsText,
} from './markers.ts';

const SOURCE = [
  'IF Start THEN',
  '\tTON(Timer1, Start, T#1m30s);',
  '\tCount := 16#FF + 1_000;',
  'END_IF;',
].join('\n');

const st = (line: number | undefined, col: number | undefined, message = 'msg'): Diagnostic => ({
  source: 'st',
  message,
  ...(line === undefined ? {} : { line }),
  ...(col === undefined ? {} : { col }),
});

/** [startLine, startCol, endLine, endCol] of the single marker. */
const range = (d: Diagnostic, source = SOURCE): number[] => {
  const [m] = diagnosticsToMarkers([d], source);
  if (!m) throw new Error('no marker');
  return [m.startLineNumber, m.startColumn, m.endLineNumber, m.endColumn];
};

describe('diagnosticsToMarkers', () => {
  it('maps line and column and extends to the end of the word', () => {
    expect(range(st(1, 4))).toEqual([1, 4, 1, 9]); // Start
    expect(range(st(1, 1))).toEqual([1, 1, 1, 3]); // IF
    expect(range(st(2, 2))).toEqual([2, 2, 2, 5]); // TON (after a tab: one column)
    expect(range(st(2, 6))).toEqual([2, 6, 2, 12]); // Timer1
    expect(range(st(2, 21))).toEqual([2, 21, 2, 28]); // T#1m30s
    expect(range(st(3, 11))).toEqual([3, 11, 3, 16]); // 16#FF
    expect(range(st(3, 19))).toEqual([3, 19, 3, 24]); // 1_000
    expect(range(st(2, 8))).toEqual([2, 8, 2, 12]); // inside Timer1: to its end
  });

  it('covers one character where there is no word', () => {
    expect(range(st(2, 5))).toEqual([2, 5, 2, 6]); // (
    expect(range(st(3, 8))).toEqual([3, 8, 3, 9]); // :=
    expect(range(st(1, 3))).toEqual([1, 3, 1, 4]); // the space after IF
  });

  it('defaults to line 1 col 1 and clamps to the source', () => {
    expect(range(st(undefined, undefined))).toEqual([1, 1, 1, 3]);
    expect(range(st(undefined, 7))).toEqual([1, 1, 1, 3]);
    expect(range(st(3, undefined))).toEqual([3, 1, 3, 2]); // the tab
    expect(range(st(0, 0))).toEqual([1, 1, 1, 3]);
    expect(range(st(99, 2))).toEqual([4, 2, 4, 7]); // last line, inside END_IF
    expect(range(st(4, 99))).toEqual([4, 7, 4, 8]); // past the end: the last character
    expect(range(st(4, 8))).toEqual([4, 7, 4, 8]);
    expect(range(st(2, 1.7))).toEqual([2, 1, 2, 2]);
    expect(range(st(1, 3), '')).toEqual([1, 1, 1, 1]);
    expect(range(st(2, 1), 'x := 1;\r\n\r\ny := 2;')).toEqual([2, 1, 2, 1]);
    expect(range(st(3, 1), 'x := 1;\r\n\r\ny := 2;')).toEqual([3, 1, 3, 2]);
    expect(range(st(2, 3), 'a\rbcd')).toEqual([2, 3, 2, 4]);
  });

  it('keeps messages, sets Monaco severities and ignores other sources', () => {
    const diagnostics: Diagnostic[] = [
      { source: 'ladder', message: 'ladder error', rung: 0, elementId: 'x' },
      st(1, 4, "Unknown tag 'Start'."),
      { source: 'project', message: 'project error' },
      { ...st(2, 2, 'loop warning'), severity: 'warning' },
      { ...st(4, 1, 'explicit error'), severity: 'error' },
    ];
    const markers = diagnosticsToMarkers(diagnostics, SOURCE);
    expect(markers.map((m) => [m.message, m.severity])).toEqual([
      ["Unknown tag 'Start'.", 8],
      ['loop warning', 4],
      ['explicit error', 8],
    ]);
    expect(MARKER_SEVERITY.Error).toBe(8);
    expect(MARKER_SEVERITY.Warning).toBe(4);
    expect(diagnosticsToMarkers([], SOURCE)).toEqual([]);
  });
});

describe('Errors tab texts', () => {
  it('formats a Structured Text error', () => {
    expect(formatStError(st(3, 12, "Expected ';'."))).toBe("Line 3, Col 12: Expected ';'.");
    expect(formatStError(st(undefined, undefined, 'No program.'))).toBe('Line 1, Col 1: No program.');
  });

  it('counts errors in the heading', () => {
    expect(errorsHeading(1, 'ST')).toBe('1 Error (Structured Text)');
    expect(errorsHeading(3, 'LADDER')).toBe('3 Errors (Ladder)');
    expect(errorsHeading(2, 'st')).toBe('2 Errors (Structured Text)');
    expect(errorsHeading(1, 'ladder')).toBe('1 Error (Ladder)');
    expect(errorsHeading(0, 'ST')).toBe('0 Errors (Structured Text)');
  });

  it('says when there are none', () => {
    expect(noErrorsText('ST')).toBe('No Structured Text errors.');
    expect(noErrorsText('LADDER')).toBe('No Ladder errors.');
    expect(noErrorsText('ladder')).toBe('No Ladder errors.');
    expect(languageLabel('st')).toBe('Structured Text');
  });
});

describe("a ';' missing at the end of a line, as the Errors tab and the editor show it", () => {
  it('reads Line 1, Col 15 and marks the statement’s last character, not the next line', () => {
    const source = 'Motor := Start (* seal *)\nLamp := Motor;';
    const { diagnostics } = compileSt(source, createEmptyProject());
    const errors = diagnostics.filter((d) => d.severity !== 'warning');
    expect(errors.map(formatStError)).toEqual(["Line 1, Col 15: Expected ';' after the statement"]);
    expect(diagnosticsToMarkers(errors, source).map((m) => [m.startLineNumber, m.startColumn])).toEqual([
      [1, 15],
    ]);
  });
});
