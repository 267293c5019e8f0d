import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { gradeProject, gradingDocument, programFields, type GradedProblem } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { EXIT_ERROR, EXIT_FAILED, EXIT_OK, formatDiagnostic, readText, type Output } from '../io.ts';
import { firstErrors, isObject, loadProblem } from '../problem.ts';

export interface GradeOptions {
  /** A problem_id of @plcsim/content's PROBLEMS, or the path of a problem JSON file. */
  problem?: string | undefined;
  csv?: boolean | undefined;
  json?: boolean | undefined;
}

export type GradeVerdict = 'passed' | 'failed' | 'invalid';

/** One graded file. */
export interface GradeRow {
  file: string;
  verdict: GradeVerdict;
  /** The first failing step (1-based); null when none failed or the sequence did not run. */
  step: number | null;
  /** Why it failed or is invalid ('' when it passed). */
  message: string;
  /** The failing step's description, for the learner ('' when none). */
  description: string;
}

/** The files to grade: each argument, or the `.json` files of a directory (sorted by name). */
async function submissionFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const isDirectory = await stat(path).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDirectory) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).filter((n) => extname(n).toLowerCase() === '.json').sort();
    files.push(...names.map((n) => join(path, n)));
  }
  return files;
}

/** Grades one submission file; never throws. */
export async function gradeFile(file: string, problem: GradedProblem): Promise<GradeRow> {
  const invalid = (message: string): GradeRow => ({
    file,
    verdict: 'invalid',
    step: null,
    message,
    description: '',
  });
  try {
    const text = await readText(file);
    if ('error' in text) return invalid(text.error);
    let json: unknown;
    try {
      json = JSON.parse(text.text);
    } catch (error) {
      return invalid(`not valid JSON: ${(error as Error).message}`);
    }
    if (!isObject(json)) return invalid('not a project: expected a JSON object');
    const { project, errors } = parseProjectDocument(gradingDocument(problem, programFields(json)));
    if (!project) return invalid(`not a project: ${firstErrors(errors)}`);
    const graded = await gradeProject(problem, project, loadEngine);
    if (!graded.result) {
      const compileErrors = graded.diagnostics.filter((d) => d.severity !== 'warning').map(formatDiagnostic);
      return invalid(`does not compile: ${firstErrors(compileErrors)}`);
    }
    const { result } = graded;
    if (graded.solved) return { file, verdict: 'passed', step: null, message: '', description: '' };
    if (result.precheckErrors.length > 0) {
      return {
        file,
        verdict: 'failed',
        step: null,
        message: `${result.message}: ${firstErrors(result.precheckErrors, ' ')}`,
        description: '',
      };
    }
    const failing = result.steps.find((s) => s.status === 'fail');
    return {
      file,
      verdict: 'failed',
      step: failing ? failing.index + 1 : null,
      message: failing?.message ?? result.message,
      description: failing ? (problem.sequence[failing.index]?.description ?? '') : '',
    };
  } catch (error) {
    return invalid(`cannot be graded: ${(error as Error).message}`);
  }
}

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

type TableLine = [file: string, verdict: string, step: string, message: string];

function printTable(rows: readonly GradeRow[], output: Output): void {
  const header: TableLine = ['file', 'verdict', 'step', 'first failure'];
  const cells = rows.map((r): TableLine => [
    r.file,
    r.verdict,
    r.step === null ? '-' : String(r.step),
    r.description ? `${r.message} (${r.description})` : r.message,
  ]);
  const width = (column: 0 | 1 | 2) => Math.max(header[column].length, ...cells.map((c) => c[column].length));
  const [file, verdict, step] = [width(0), width(1), width(2)];
  const line = (c: TableLine) =>
    `${c[0].padEnd(file)}  ${c[1].padEnd(verdict)}  ${c[2].padStart(step)}  ${c[3]}`.trimEnd();
  output.out(line(header));
  cells.forEach((c) => output.out(line(c)));
}

function summary(rows: readonly GradeRow[]) {
  const count = (v: GradeVerdict) => rows.filter((r) => r.verdict === v).length;
  return { total: rows.length, passed: count('passed'), failed: count('failed'), invalid: count('invalid') };
}

/**
 * `plcsim grade --problem <id|file> <project.json|dir> …`: grades each exported project the way the
 * server does. Exit 0 when every file passed, 1 when one failed or is invalid, 2 for usage errors.
 */
export async function gradeCommand(
  paths: readonly string[],
  options: GradeOptions,
  output: Output,
): Promise<number> {
  if (!options.problem) {
    output.err('plcsim grade: --problem <problem_id or problem.json> is required');
    return EXIT_ERROR;
  }
  if (options.csv && options.json) {
    output.err('plcsim grade: choose one of --csv and --json');
    return EXIT_ERROR;
  }
  if (paths.length === 0) {
    output.err('plcsim grade: missing project files or directories to grade');
    return EXIT_ERROR;
  }
  const loaded = await loadProblem(options.problem);
  if ('error' in loaded) {
    output.err(`plcsim grade: ${loaded.error}`);
    return EXIT_ERROR;
  }
  const files = await submissionFiles(paths);
  if (files.length === 0) {
    output.err(`plcsim grade: no .json files in ${paths.join(', ')}`);
    return EXIT_ERROR;
  }
  const rows: GradeRow[] = [];
  for (const file of files) rows.push(await gradeFile(file, loaded.problem));
  const counts = summary(rows);

  if (options.json) {
    output.out(JSON.stringify({ problem: loaded.id, ...counts, results: rows }, null, 2));
  } else if (options.csv) {
    output.out('file,verdict,step,message,description');
    rows.forEach((r) =>
      output.out(
        [r.file, r.verdict, r.step === null ? '' : String(r.step), r.message, r.description]
          .map(csvField)
          .join(','),
      ),
    );
  } else {
    printTable(rows, output);
    output.out('');
    output.out(
      `${loaded.id}: ${counts.passed} passed, ${counts.failed} failed, ${counts.invalid} invalid of ${counts.total}.`,
    );
  }
  return counts.passed === counts.total ? EXIT_OK : EXIT_FAILED;
}
