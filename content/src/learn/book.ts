/** The Learn path (learn.json) from the parsed lessons and the examples and problems of each unit. */
import type { LessonError } from './lessonErrors.ts';
import type { ParsedLesson } from './parseLesson.ts';
import { UNIT_COUNT, type LearnBook, type LearnExample, type LearnProblem } from './types.ts';

/** An example or problem with the unit it belongs to. */
export type InUnit<T> = T & { unit: number };

const DIFFICULTY_ORDER = { easy: 0, medium: 1, hard: 2 } as const;

/** Easiest first, then by number. */
export const problemOrder = (a: LearnProblem, b: LearnProblem): number =>
  DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty] || a.number - b.number;

/**
 * One unit per lesson, in unit order, with its examples (by number) and problems (problemOrder).
 * Every unit from 1 to UNIT_COUNT needs exactly one lesson; `lessons` pairs each with its file.
 */
export function buildBook(
  lessons: readonly { file: string; lesson: ParsedLesson }[],
  examples: readonly InUnit<LearnExample>[],
  problems: readonly InUnit<LearnProblem>[],
  errors: LessonError[],
): LearnBook {
  const byUnit = new Map<number, { file: string; lesson: ParsedLesson }>();
  for (const entry of lessons) {
    const other = byUnit.get(entry.lesson.unit);
    if (other)
      errors.push({
        file: entry.file,
        line: 2,
        message: `unit ${entry.lesson.unit} already has a lesson: ${other.file}`,
      });
    else byUnit.set(entry.lesson.unit, entry);
  }
  for (let unit = 1; unit <= UNIT_COUNT; unit++) {
    if (!byUnit.has(unit))
      errors.push({ file: 'content/learn', line: 1, message: `no lesson for unit ${unit}` });
  }
  const strip = <T extends { unit: number }>({ unit: _unit, ...rest }: T) => rest;
  const units = [...byUnit.values()]
    .sort((a, b) => a.lesson.unit - b.lesson.unit)
    .map(({ lesson }) => ({
      unit: lesson.unit,
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      blocks: lesson.blocks,
      examples: examples
        .filter((example) => example.unit === lesson.unit)
        .map(strip)
        .sort((a, b) => a.number - b.number),
      problems: problems
        .filter((problem) => problem.unit === lesson.unit)
        .map(strip)
        .sort(problemOrder),
    }));
  return { units };
}
