/**
 * A lesson's Markdown body as blocks (types.ts), lexed with marked: headings (## and ###), paragraphs,
 * lists, fenced code, tables and `::example` lines. Anything else (HTML, images, quotes, `#` titles,
 * nested lists) is an error naming its line, so what a teacher writes is what the site shows.
 */
import { Marked, type Token, type Tokens } from 'marked';
import { directiveExtension, exampleNumberOf, type DirectiveToken } from './directive.ts';
import type { LessonError } from './lessonErrors.ts';
import type { LearnExample, LessonBlock, LessonInline } from './types.ts';

const markdown = new Marked({ extensions: [directiveExtension], gfm: true });

/** What the body refers to, for the caller's checks. */
export interface BodyContext {
  file: string;
  /** The file line of the body's first line. */
  firstLine: number;
  /** The examples that exist, by number. */
  examples: ReadonlyMap<number, LearnExample>;
}

/** `Timers: on-delay` → `timers-on-delay`. */
export const anchorOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const plainText = (inlines: readonly LessonInline[]): string =>
  inlines
    .map((inline) =>
      inline.type === 'text' || inline.type === 'code'
        ? inline.text
        : 'children' in inline
          ? plainText(inline.children)
          : ' ',
    )
    .join('');

function inlines(tokens: readonly Token[] | undefined, fail: (message: string) => void): LessonInline[] {
  const out: LessonInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) out.push(...inlines(text.tokens, fail));
        else out.push({ type: 'text', text: decodeEntities(text.text).replace(/\s*\n\s*/g, ' ') });
        break;
      }
      case 'escape':
        out.push({ type: 'text', text: (token as Tokens.Escape).text });
        break;
      case 'strong':
        out.push({ type: 'strong', children: inlines((token as Tokens.Strong).tokens, fail) });
        break;
      case 'em':
        out.push({ type: 'em', children: inlines((token as Tokens.Em).tokens, fail) });
        break;
      case 'codespan':
        out.push({ type: 'code', text: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case 'br':
        out.push({ type: 'break' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        if (!/^(\/|#|https:\/\/)/.test(link.href)) {
          fail(`link "${link.href}" must start with /, # or https://`);
          break;
        }
        out.push({ type: 'link', href: link.href, children: inlines(link.tokens, fail) });
        break;
      }
      default:
        fail(`${token.type} is not allowed in a lesson (write plain Markdown text)`);
    }
  }
  // Adjacent text runs join, so the tree stays small.
  return out.reduce<LessonInline[]>((joined, inline) => {
    const last = joined.at(-1);
    if (inline.type === 'text' && last?.type === 'text')
      joined[joined.length - 1] = { type: 'text', text: last.text + inline.text };
    else joined.push(inline);
    return joined;
  }, []);
}

/** marked escapes &, <, >, " and ' in text and code spans; the site renders text, not HTML. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The blocks of `body`; mistakes go to `errors` with their file line. */
export function parseLessonBody(body: string, context: BodyContext, errors: LessonError[]): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  let line = context.firstLine;
  for (const token of markdown.lexer(body)) {
    const at = line;
    line += (token.raw.match(/\n/g) ?? []).length;
    // A paragraph's raw text does not include the blank line after it; the space token does.
    const leading = /^\n*/.exec(token.raw)?.[0].length ?? 0;
    const start = (message: string) => errors.push({ file: context.file, line: at + leading, message });
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth !== 2 && heading.depth !== 3) {
          start(
            `a lesson's headings are ## (a section) or ### (a part of one), not ${'#'.repeat(heading.depth)}: the title comes from the front matter`,
          );
          break;
        }
        const children = inlines(heading.tokens, start);
        blocks.push({ type: 'heading', depth: heading.depth, id: anchorOf(plainText(children)), children });
        break;
      }
      case 'paragraph':
        blocks.push({ type: 'paragraph', children: inlines((token as Tokens.Paragraph).tokens, start) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) => {
          const nested = item.tokens.filter((t) => t.type !== 'text' && t.type !== 'space');
          if (nested.length > 0) start(`a list item holds only text (found ${nested[0]?.type})`);
          return inlines(
            item.tokens.filter((t) => t.type === 'text'),
            start,
          );
        });
        blocks.push({ type: 'list', ordered: list.ordered, items });
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        const lang = (code.lang ?? '').trim().toLowerCase();
        if (!['', 'st', 'ld'].includes(lang))
          start(`a code block's language is st or ld (or none), not "${lang}"`);
        blocks.push({ type: 'code', lang, text: code.text });
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        blocks.push({
          type: 'table',
          header: table.header.map((cell) => inlines(cell.tokens, start)),
          rows: table.rows.map((row) => row.map((cell) => inlines(cell.tokens, start))),
        });
        break;
      }
      case 'directive': {
        const parsed = exampleNumberOf((token as DirectiveToken).text);
        const example = 'error' in parsed ? undefined : context.examples.get(parsed.number);
        if ('error' in parsed) start(parsed.error);
        else if (!example) start(`::example{number=${parsed.number}}: there is no example ${parsed.number}`);
        else blocks.push({ type: 'example', ...example });
        break;
      }
      default:
        start(
          `${token.type === 'html' ? 'HTML' : token.type} is not allowed in a lesson (write plain Markdown)`,
        );
    }
  }
  return blocks;
}
