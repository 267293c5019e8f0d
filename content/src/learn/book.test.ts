import { describe, expect, it } from 'vitest';
import { buildBook } from './book.ts';
import { formatLessonError, type LessonError } from './lessonErrors.ts';
import type { ParsedLesson } from './parseLesson.ts';

const lessonOf = (unit: number): ParsedLesson => ({
  unit,
  slug: `unit-${unit}`,
  title: `Unit ${unit}`,
  summary: 'S',
  blocks: [],
});
const allLessons = Array.from({ length: 11 }, (_, i) => ({
  file: `content/learn/${i + 1}.md`,
  lesson: lessonOf(i + 1),
}));

describe('buildBook', () => {
  it("lists each unit's examples by number and its problems easiest first, then by number", () => {
    const errors: LessonError[] = [];
    const book = buildBook(
      allLessons,
      [
        { number: 9, id: 'parts-counter', name: 'Parts Counter', unit: 4 },
        { number: 5, id: 'on-delay-timer', name: 'On-Delay Timer', unit: 3 },
      ],
      [
        { number: 3, id: 'batch-counter', name: 'Batch Counter', difficulty: 'hard', unit: 4 },
        { number: 16, id: 'three-box-batch', name: 'Three-Box Batch', difficulty: 'medium', unit: 4 },
        { number: 48, id: 'bin-level-counter', name: 'Bin Level Counter', difficulty: 'easy', unit: 4 },
        { number: 21, id: 'three-stroke-press', name: 'Three-Stroke Press', difficulty: 'medium', unit: 4 },
      ],
      errors,
    );
    expect(errors).toEqual([]);
    expect(book.units.map((u) => u.unit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const counters = book.units[3];
    expect(counters?.examples).toEqual([{ number: 9, id: 'parts-counter', name: 'Parts Counter' }]);
    expect(counters?.problems.map((p) => p.number)).toEqual([48, 16, 21, 3]);
    expect(book.units[2]?.examples.map((e) => e.number)).toEqual([5]);
  });

  it('names a missing unit and a second lesson for one unit', () => {
    const errors: LessonError[] = [];
    const lessons = [
      ...allLessons.filter((l) => l.lesson.unit !== 9),
      { file: 'content/learn/03-again.md', lesson: lessonOf(3) },
    ];
    buildBook(lessons, [], [], errors);
    expect(errors.map(formatLessonError)).toEqual([
      'content/learn/03-again.md:2: unit 3 already has a lesson: content/learn/3.md',
      'content/learn:1: no lesson for unit 9',
    ]);
  });
});
