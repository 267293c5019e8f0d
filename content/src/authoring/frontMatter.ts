/**
 * A Markdown file with YAML front matter (`---` lines around it) split into its data and its body,
 * with the line each front-matter key starts on, so checks of a value can name its line.
 */
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { ContentError } from './diagnostics.ts';

export interface FrontMatterFile {
  /** The parsed YAML (a mapping). */
  data: Record<string, unknown>;
  /** The line (1-based) of each top-level key. */
  lines: Record<string, number>;
  /** The Markdown after the closing `---`. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
}

export function splitFrontMatter(text: string): FrontMatterFile {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---')
    throw new ContentError(1, 'the file must start with a "---" line opening its front matter');
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (close < 0) throw new ContentError(1, 'the front matter has no closing "---" line');
  const yamlText = lines.slice(1, close).join('\n');
  const counter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const at = counter.linePos(error.pos[0]).line + 1;
    throw new ContentError(at, `front matter: ${error.message.split('\n')[0] ?? ''}`);
  }
  if (!isMap(document.contents))
    throw new ContentError(2, 'the front matter must be a list of "key: value" lines');
  const keyLines: Record<string, number> = {};
  for (const pair of document.contents.items) {
    if (isScalar(pair.key) && pair.key.range)
      keyLines[String(pair.key.value)] = counter.linePos(pair.key.range[0]).line + 1;
  }
  return {
    data: document.toJS() as Record<string, unknown>,
    lines: keyLines,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}

/** The body as stored text: a paragraph's lines joined with spaces, paragraphs by a blank line. */
export function bodyText(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' '),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
