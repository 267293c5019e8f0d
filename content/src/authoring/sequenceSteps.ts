/**
 * A sequence table (sequenceTable.ts) read against a project: its columns named after the project's
 * DI and DO tags (alias or name), its cells turned into the steps the runner and the grader take.
 * Inputs the scene drives are left to be filled from a reference run (fillSensors.ts).
 */
import {
  ioTags,
  SCENE_CATALOGUE,
  type Project,
  type SequenceCheck,
  type SequenceSet,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import { ContentError } from './diagnostics.ts';
import type { SequenceTable } from './sequenceTable.ts';

/** Steps, and the indexes (in DI order) of the inputs the scene writes. */
export interface TableSteps {
  steps: SequenceStep[];
  sensorInputs: number[];
}

const SPECIAL = ['step', 'run for', 'set', 'check'] as const;
const NAME = String.raw`([A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])?)(?:\.([A-Za-z_][A-Za-z0-9_]*))?`;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|TRUE|FALSE)`;
const SET_PATTERN = new RegExp(String.raw`^${NAME}\s*:?=\s*${NUMBER}$`, 'i');
const CHECK_PATTERN = new RegExp(
  String.raw`^${NAME}\s*=\s*${NUMBER}(?:\s*(?:±|\+-|\+/-)\s*(\d+(?:\.\d+)?))?(\s+hold)?$`,
  'i',
);

const numberOf = (text: string) => (/^true$/i.test(text) ? 1 : /^false$/i.test(text) ? 0 : Number(text));

/** `2 s`, `1.5 s`, `500 ms` or empty (one scan) as milliseconds. */
export function runForMs(cell: string, line: number): number {
  if (cell === '') return 0;
  const match = /^(\d+(?:\.\d+)?)\s*(s|ms)$/.exec(cell);
  if (!match)
    throw new ContentError(line, `"Run for" must be a time such as 2 s, 1.5 s or 500 ms, not "${cell}"`);
  const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  if (!Number.isInteger(Math.round(ms * 1000) / 1000) || ms > 3_600_000)
    throw new ContentError(line, `"Run for" must be whole milliseconds up to an hour, not "${cell}"`);
  return ms;
}

function parts(cell: string): string[] {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function setsOf(cell: string, line: number): SequenceSet[] {
  return parts(cell).map((part) => {
    const match = SET_PATTERN.exec(part);
    if (!match) throw new ContentError(line, `"Set" entries are written "Level := 30", not "${part}"`);
    const [, tag = '', child, value = '0'] = match;
    return child ? { tag, child, value: numberOf(value) } : { tag, value: numberOf(value) };
  });
}

export function checksOf(cell: string, line: number): SequenceCheck[] {
  return parts(cell).map((part) => {
    const match = CHECK_PATTERN.exec(part);
    if (!match)
      throw new ContentError(
        line,
        `"Check" entries are written "Count.ACC = 3" or "PV = 50 ± 0.5 hold", not "${part}"`,
      );
    const [, tagName = '', child, value = '0', tolerance, hold] = match;
    return {
      tagName,
      ...(child ? { child } : {}),
      value: numberOf(value),
      ...(tolerance !== undefined ? { tolerance: Number(tolerance) } : {}),
      ...(hold ? { hold: true } : {}),
    };
  });
}

function findIo(tags: readonly Tag[], header: string): Tag | undefined {
  const key = header.toUpperCase();
  return (
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === key) ??
    tags.find((t) => t.name.toUpperCase() === key)
  );
}

const bit = (cell: string, what: string, line: number): number => {
  if (cell === '0' || cell === '1') return Number(cell);
  throw new ContentError(line, `the cell under ${what} must be 0 or 1, not "${cell}"`);
};

export function stepsOf(table: SequenceTable, project: Project): TableSteps {
  const inputs = ioTags(project, 'DI');
  const outputs = ioTags(project, 'DO');
  const sensors = new Set(
    SCENE_CATALOGUE[project.scene].required
      .filter((t) => /^DI\d+$/i.test(t.name) && !t.operated)
      .map((t) => t.name.toUpperCase()),
  );
  const [first] = table.headers;
  if (first?.toLowerCase() !== 'step')
    throw new ContentError(
      table.headerLine,
      'the first column must be "Step": what happens, for the learner',
    );
  const inputColumn = new Map<number, number>();
  const outputColumn = new Map<number, number>();
  const special = new Map<string, number>();
  table.headers.forEach((header, column) => {
    if (column === 0) return;
    const lower = header.toLowerCase();
    if ((SPECIAL as readonly string[]).includes(lower)) {
      if (special.has(lower)) throw new ContentError(table.headerLine, `two "${header}" columns`);
      special.set(lower, column);
      return;
    }
    const input = findIo(inputs, header);
    const output = input ? undefined : findIo(outputs, header);
    const index = input ? inputs.indexOf(input) : output ? outputs.indexOf(output) : -1;
    const columns = input ? inputColumn : outputColumn;
    if (index < 0)
      throw new ContentError(
        table.headerLine,
        `column "${header}" is not a digital input or output of this project (${[...inputs, ...outputs].map((t) => t.alias || t.name).join(', ')}), nor Step, Run for, Set or Check`,
      );
    if (columns.has(index)) throw new ContentError(table.headerLine, `two columns for ${header}`);
    columns.set(index, column);
  });
  const missing = outputs.filter((_, index) => !outputColumn.has(index));
  if (missing.length > 0)
    throw new ContentError(
      table.headerLine,
      `every output needs a column: add ${missing.map((t) => t.alias || t.name).join(', ')}`,
    );
  const cell = (cells: string[], name: string) => {
    const column = special.get(name);
    return column === undefined ? '' : (cells[column] ?? '');
  };
  const steps = table.rows.map(({ line, cells }, row) => {
    const description = cells[0] ?? '';
    if (description === '')
      throw new ContentError(line, `step ${row + 1} has no description in its Step cell`);
    const at = (message: string) => `step ${row + 1}: ${message}`;
    try {
      return {
        description,
        inputs: inputs.map((tag, index) => {
          const column = inputColumn.get(index);
          const value = column === undefined ? '' : (cells[column] ?? '');
          const label = tag.alias || tag.name;
          if (sensors.has(tag.name.toUpperCase())) {
            if (value !== '' && value !== '-')
              throw new ContentError(
                line,
                `${label} is written by the scene on every scan: its cells are "-"`,
              );
            return 0;
          }
          return column === undefined ? tag.value : bit(value, label, line);
        }),
        outputs: outputs.map((tag, index) =>
          bit(cells[outputColumn.get(index) ?? 0] ?? '', tag.alias || tag.name, line),
        ),
        sets: setsOf(cell(cells, 'set'), line),
        checks: checksOf(cell(cells, 'check'), line),
        fastForward: runForMs(cell(cells, 'run for'), line),
      };
    } catch (error) {
      if (error instanceof ContentError) throw new ContentError(error.line, at(error.message));
      throw error;
    }
  });
  const sensorInputs = inputs.flatMap((tag, index) => (sensors.has(tag.name.toUpperCase()) ? [index] : []));
  return { steps, sensorInputs };
}
