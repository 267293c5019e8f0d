/**
 * The one Markdown table of a `sequence.md`: its header cells and its rows, each with its line.
 * Text before and after the table is free (notes for teachers); `\|` writes a `|` inside a cell.
 */
import { ContentError } from './diagnostics.ts';

export interface TableRow {
  line: number;
  cells: string[];
}

export interface SequenceTable {
  headers: string[];
  headerLine: number;
  rows: TableRow[];
}

const isTableLine = (line: string) => line.trim().startsWith('|');

function cellsOf(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  return text.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

export function parseSequenceTable(text: string): SequenceTable {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex(isTableLine);
  if (start < 0)
    throw new ContentError(1, 'no table: write one row per step, such as "| Step | START | MOTOR |"');
  let end = start;
  while (end < lines.length && isTableLine(lines[end] ?? '')) end++;
  const another = lines.findIndex((line, i) => i >= end && isTableLine(line));
  if (another >= 0) throw new ContentError(another + 1, 'a second table: a sequence has one table');
  const headers = cellsOf(lines[start] ?? '');
  const rule = lines[start + 1];
  if (rule === undefined || !cellsOf(rule).every((cell) => /^:?-+:?$/.test(cell)))
    throw new ContentError(start + 2, 'the header row must be followed by a "| --- | --- |" line');
  const rows: TableRow[] = [];
  for (let i = start + 2; i < end; i++) {
    const cells = cellsOf(lines[i] ?? '');
    if (cells.length !== headers.length)
      throw new ContentError(i + 1, `this row has ${cells.length} cells, the header ${headers.length}`);
    rows.push({ line: i + 1, cells });
  }
  if (rows.length === 0) throw new ContentError(start + 1, 'the table has no steps');
  return { headers, headerLine: start + 1, rows };
}
