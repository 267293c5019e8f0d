/** One lesson file (`content/learn/NN-slug.md`) checked and parsed: front matter, slug and blocks. */
import { parseFrontMatter, splitFrontMatter } from './frontMatter.ts';
import { parseLessonBody } from './lessonBody.ts';
import type { LessonError } from './lessonErrors.ts';
import type { LearnExample, LessonBlock } from './types.ts';

export interface ParsedLesson {
  unit: number;
  slug: string;
  title: string;
  summary: string;
  blocks: LessonBlock[];
}

const FILE_NAME = /^(\d{2,})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/**
 * The lesson in `source` (read from `file`, a path such as `content/learn/03-timers.md`), or null
 * with `errors` filled. `examples` are those an `::example` may embed, by number.
 */
export function parseLesson(
  file: string,
  source: string,
  examples: ReadonlyMap<number, LearnExample>,
  errors: LessonError[],
): ParsedLesson | null {
  const before = errors.length;
  const name = FILE_NAME.exec(file.split('/').at(-1) ?? '');
  if (!name) {
    errors.push({ file, line: 1, message: 'a lesson file is named NN-slug.md (e.g. 03-timers.md)' });
    return null;
  }
  const text = source.replace(/\r\n?/g, '\n');
  const split = splitFrontMatter(text);
  if (split.yaml === null) {
    errors.push({
      file,
      line: 1,
      message: 'a lesson starts with front matter between two --- lines (unit, title, summary)',
    });
    return null;
  }
  const front = parseFrontMatter(file, split.yaml, errors);
  if (front && front.unit !== Number(name[1])) {
    errors.push({
      file,
      line: 2,
      message: `the file name says unit ${Number(name[1])} but the front matter says unit ${front.unit}`,
    });
  }
  const blocks = parseLessonBody(split.body, { file, firstLine: split.bodyLine, examples }, errors);
  if (!front || errors.length > before) return null;
  if (!blocks.some((block) => block.type === 'heading' && block.depth === 2)) {
    errors.push({ file, line: split.bodyLine, message: 'a lesson has at least one ## section' });
    return null;
  }
  return { ...front, slug: name[2] ?? '', blocks };
}
