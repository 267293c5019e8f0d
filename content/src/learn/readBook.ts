/**
 * The Learn path of a content tree: its lessons (`learn/*.md`) read and checked, with each unit's
 * examples and problems. What `npm run generate` writes to learn.json and `plcsim content check`
 * checks; every mistake is a LessonError naming its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ExampleDocument, ProblemDocument } from '../documents.ts';
import { buildBook, type InUnit } from './book.ts';
import type { LessonError } from './lessonErrors.ts';
import { parseLesson, type ParsedLesson } from './parseLesson.ts';
import type { LearnBook, LearnExample, LearnProblem } from './types.ts';

export function readBook(
  learnDir: string,
  examplesOf: readonly ExampleDocument[],
  problemsOf: readonly ProblemDocument[],
  repositoryRoot: string,
): { book: LearnBook; errors: LessonError[] } {
  const examples: InUnit<LearnExample>[] = examplesOf.map((example) => ({
    number: example.exampleNumber,
    id: example.example_id,
    name: example.exampleName,
    unit: example.unit,
  }));
  const problems: InUnit<LearnProblem>[] = problemsOf.map((problem) => ({
    number: problem.problemNumber,
    id: problem.problem_id,
    name: problem.problemName,
    difficulty: problem.difficulty,
    unit: problem.unit,
  }));
  const errors: LessonError[] = [];
  const examplesByNumber = new Map(examples.map(({ unit: _unit, ...example }) => [example.number, example]));
  const lessons: { file: string; lesson: ParsedLesson }[] = [];
  for (const name of readdirSync(learnDir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const path = join(learnDir, name);
    const inside = relative(repositoryRoot, path);
    const file = inside.startsWith('..') ? path : inside;
    const lesson = parseLesson(file, readFileSync(path, 'utf8'), examplesByNumber, errors);
    if (lesson) lessons.push({ file, lesson });
  }
  return { book: buildBook(lessons, examples, problems, errors), errors };
}
