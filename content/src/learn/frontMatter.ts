/**
 * A lesson's front matter: the YAML between the two `---` lines at the top of the file, with `unit`,
 * `title` and `summary` and nothing else.
 */
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { UNIT_COUNT } from './types.ts';
import type { LessonError } from './lessonErrors.ts';

export interface LessonFrontMatter {
  unit: number;
  title: string;
  summary: string;
}

export interface SplitLesson {
  /** The YAML text, or null when the file has no front matter. */
  yaml: string | null;
  /** The Markdown after the closing `---`. */
  body: string;
  /** The file line of the body's first line (1-based). */
  bodyLine: number;
}

const FIELDS = ['unit', 'title', 'summary'] as const;

/** Splits `---\n…\n---\n` off the top of `source`. */
export function splitFrontMatter(source: string): SplitLesson {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return { yaml: null, body: source, bodyLine: 1 };
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close < 0) return { yaml: null, body: source, bodyLine: 1 };
  return {
    yaml: lines.slice(1, close).join('\n'),
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}

/**
 * The checked front matter of `file`, or null with `errors` filled (each naming its line: the YAML
 * starts on line 2 of the file).
 */
export function parseFrontMatter(
  file: string,
  yaml: string,
  errors: LessonError[],
): LessonFrontMatter | null {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter, prettyErrors: false });
  const lineAt = (offset: number | undefined) =>
    (offset === undefined ? 1 : counter.linePos(offset).line) + 1;
  const before = errors.length;
  const fail = (offset: number | undefined, message: string) =>
    errors.push({ file, line: lineAt(offset), message });
  for (const error of document.errors)
    fail(error.pos[0], `the front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  if (errors.length > before) return null;
  const root = document.contents;
  if (!isMap(root)) {
    fail(0, 'the front matter must be fields (unit, title, summary), one per line');
    return null;
  }
  const found = new Map<string, { value: unknown; offset: number | undefined }>();
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    if (!(FIELDS as readonly string[]).includes(key)) {
      fail(offset, `unknown front matter field "${key}" (a lesson has ${FIELDS.join(', ')})`);
      continue;
    }
    const value = isScalar(pair.value) ? pair.value.value : pair.value === null ? null : pair.value.toJSON();
    found.set(key, { value, offset: isScalar(pair.value) ? pair.value.range?.[0] : offset });
  }
  const unit = found.get('unit');
  if (!unit) fail(0, 'the front matter has no unit');
  else if (
    typeof unit.value !== 'number' ||
    !Number.isInteger(unit.value) ||
    unit.value < 1 ||
    unit.value > UNIT_COUNT
  ) {
    fail(
      unit.offset,
      `unit must be a whole number from 1 to ${UNIT_COUNT}, not ${JSON.stringify(unit.value)}`,
    );
  }
  for (const field of ['title', 'summary'] as const) {
    const entry = found.get(field);
    if (!entry) fail(0, `the front matter has no ${field}`);
    else if (typeof entry.value !== 'string' || entry.value.trim() === '') {
      fail(entry.offset, `${field} must be text`);
    }
  }
  if (errors.length > before) return null;
  return {
    unit: unit?.value as number,
    title: String(found.get('title')?.value).trim(),
    summary: String(found.get('summary')?.value).trim(),
  };
}
