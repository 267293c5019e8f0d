/**
 * `npm run generate` (content package): reads the lessons in content/learn, checks them and writes the
 * Learn path to content/build/learn.json (types.ts), with each unit's examples and problems. Every
 * mistake is printed as `file:line: message` and the step fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXAMPLES, PROBLEMS } from '../index.ts';
import { formatLessonError } from './lessonErrors.ts';
import { readBook } from './readBook.ts';

const contentRoot = fileURLToPath(new URL('../../', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const outFile = `${contentRoot}build/learn.json`;

const { book, errors } = readBook(`${contentRoot}learn`, EXAMPLES, PROBLEMS, repositoryRoot);
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
