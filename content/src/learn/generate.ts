/**
 * `npm run generate` (content package): reads the lessons in content/learn, checks them and writes the
 * Learn path to content/build/learn.json (types.ts), with each unit's examples and problems. Every
 * mistake is printed as `file:line: message` and the step fails.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXAMPLES, PROBLEMS } from '../index.ts';
import { buildBook, type InUnit } from './book.ts';
import { formatLessonError, type LessonError } from './lessonErrors.ts';
import { parseLesson, type ParsedLesson } from './parseLesson.ts';
import type { LearnExample, LearnProblem } from './types.ts';

const contentRoot = fileURLToPath(new URL('../../', import.meta.url));
const learnDir = `${contentRoot}learn`;
const outFile = `${contentRoot}build/learn.json`;

const examples: InUnit<LearnExample>[] = EXAMPLES.map((example) => ({
  number: example.exampleNumber,
  id: example.example_id,
  name: example.exampleName,
  unit: example.unit,
}));
const problems: InUnit<LearnProblem>[] = PROBLEMS.map((problem) => ({
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
  const file = `content/learn/${name}`;
  const lesson = parseLesson(file, readFileSync(`${learnDir}/${name}`, 'utf8'), examplesByNumber, errors);
  if (lesson) lessons.push({ file, lesson });
}
const book = buildBook(lessons, examples, problems, errors);
if (errors.length > 0) {
  for (const error of errors) console.error(formatLessonError(error));
  process.exitCode = 1;
} else {
  mkdirSync(`${contentRoot}build`, { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(book)}\n`);
  console.log(
    `learn.json: ${book.units.length} units, ${book.units.reduce((n, u) => n + u.problems.length, 0)} problems`,
  );
}
