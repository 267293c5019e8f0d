/**
 * Reads the whole content tree (or one folder of it) into documents, collecting every diagnostic
 * rather than stopping at the first: a teacher fixes all of a folder's mistakes in one pass.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Engine } from '@plcsim/engine-wasm';
import type { ExampleDocument, ProblemDocument, SolutionDocument } from '../documents.ts';
import type { ContentDiagnostic } from './diagnostics.ts';
import { diagnosticOf, repositoryRoot } from './folder.ts';
import { readExample } from './readExample.ts';
import { readProblem } from './readProblem.ts';

export interface BuiltContent {
  examples: ExampleDocument[];
  problems: ProblemDocument[];
  solutions: SolutionDocument[];
  diagnostics: ContentDiagnostic[];
  /** The folder (relative to the repository) of each problem, by problem_id. */
  problemFolders: Map<string, string>;
}

export const contentRoot = join(repositoryRoot, 'content');

const subfolders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => statSync(join(dir, name)).isDirectory())
        .sort()
        .map((name) => join(dir, name))
    : [];

/** What a path names: the content root, its problems or examples folder, or one folder in them. */
function foldersOf(path: string): { problems: string[]; examples: string[] } {
  const full = resolve(path);
  const kind = (dir: string) =>
    existsSync(join(dir, 'problem.md'))
      ? 'problem'
      : existsSync(join(dir, 'example.md'))
        ? 'example'
        : undefined;
  if (existsSync(join(full, 'problems')) || existsSync(join(full, 'examples')))
    return { problems: subfolders(join(full, 'problems')), examples: subfolders(join(full, 'examples')) };
  const own = kind(full);
  if (own === 'problem') return { problems: [full], examples: [] };
  if (own === 'example') return { problems: [], examples: [full] };
  const children = subfolders(full);
  return {
    problems: children.filter((dir) => kind(dir) !== 'example'),
    examples: children.filter((dir) => kind(dir) === 'example'),
  };
}

function duplicates<T>(
  items: readonly T[],
  key: (item: T) => string | number,
  what: string,
  file: (item: T) => string,
): ContentDiagnostic[] {
  const seen = new Map<string | number, T>();
  const found: ContentDiagnostic[] = [];
  for (const item of items) {
    const first = seen.get(key(item));
    if (first !== undefined)
      found.push({ file: file(item), line: 1, message: `${what} ${key(item)} is also ${file(first)}` });
    else seen.set(key(item), item);
  }
  return found;
}

export function buildContent(engine: Engine, path: string = contentRoot): BuiltContent {
  const { problems: problemDirs, examples: exampleDirs } = foldersOf(path);
  const built: BuiltContent = {
    examples: [],
    problems: [],
    solutions: [],
    diagnostics: [],
    problemFolders: new Map(),
  };
  const files = new Map<object, string>();
  for (const dir of problemDirs) {
    try {
      const { folder, problem, solutions } = readProblem(dir, engine);
      files.set(problem, folder.path);
      built.problemFolders.set(problem.problem_id, folder.path);
      built.problems.push(problem);
      built.solutions.push(...solutions);
    } catch (error) {
      built.diagnostics.push(diagnosticOf(error, dir));
    }
  }
  for (const dir of exampleDirs) {
    try {
      const { folder, example } = readExample(dir, engine);
      files.set(example, folder.path);
      built.examples.push(example);
    } catch (error) {
      built.diagnostics.push(diagnosticOf(error, dir));
    }
  }
  const where = (item: object) => files.get(item) ?? '';
  built.diagnostics.push(
    ...duplicates(built.problems, (p) => p.problemNumber, 'problem number', where),
    ...duplicates(built.problems, (p) => p.problem_id, 'problem id', where),
    ...duplicates(built.examples, (e) => e.exampleNumber, 'example number', where),
    ...duplicates(built.examples, (e) => e.example_id, 'example id', where),
  );
  built.problems.sort((a, b) => a.problemNumber - b.problemNumber);
  built.examples.sort((a, b) => a.exampleNumber - b.exampleNumber);
  const order = new Map(built.problems.map((p, i) => [p.problem_id, i]));
  built.solutions.sort((a, b) => (order.get(a.problem_id) ?? 0) - (order.get(b.problem_id) ?? 0));
  return built;
}
