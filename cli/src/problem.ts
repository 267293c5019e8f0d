/** The problem a command works against (`plcsim grade --problem`, `plcsim import --problem`). */
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { GradedProblem, Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { readText } from './io.ts';

/** How many schema or compile messages an error quotes. */
const SHOWN_ERRORS = 2;

/** The first SHOWN_ERRORS messages, then '(and N more)'. */
export function firstErrors(errors: readonly string[], separator = '; '): string {
  const more = errors.length > SHOWN_ERRORS ? ` (and ${errors.length - SHOWN_ERRORS} more)` : '';
  return `${errors.slice(0, SHOWN_ERRORS).join(separator)}${more}`;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A loaded problem: its id and its document (a whole project: tags, scene, sequence). */
export interface LoadedProblem {
  id: string;
  problem: GradedProblem & Project;
}

/** The problem of a problem folder (docs/content-format.md), built as `npm run generate` builds it. */
async function folderProblem(dir: string): Promise<LoadedProblem | { error: string }> {
  const [{ loadEngine }, { buildContent, diagnosticText }] = await Promise.all([
    import('@plcsim/engine-wasm/node'),
    import('@plcsim/content/authoring'),
  ]);
  const built = buildContent(await loadEngine(), dir);
  const [first] = built.diagnostics;
  if (first) return { error: `${dir} is not a sound problem folder: ${diagnosticText(first)}` };
  const [problem] = built.problems;
  if (!problem || built.problems.length > 1)
    return { error: `${dir}: give one problem folder (it holds problem.md)` };
  return { id: problem.problem_id, problem };
}

/**
 * The problem: a problem JSON file or a problem folder (problem.md, sequence.md, …) when `spec` names
 * one, else a problem_id of the content package or its number ('1' for problem 1).
 */
export async function loadProblem(spec: string): Promise<LoadedProblem | { error: string }> {
  const kind = await stat(spec).then(
    (s) => (s.isFile() ? 'file' : s.isDirectory() ? 'folder' : undefined),
    () => undefined,
  );
  if (kind === 'folder') return folderProblem(spec);
  const isFile = kind === 'file';
  if (!isFile) {
    if (extname(spec).toLowerCase() === '.json') return { error: `Cannot read ${spec}: ENOENT` };
    const { PROBLEMS } = await import('@plcsim/content');
    const found =
      PROBLEMS.find((p) => p.problem_id === spec) ??
      (/^\d+$/.test(spec) ? PROBLEMS.find((p) => p.problemNumber === Number(spec)) : undefined);
    if (found) return { id: found.problem_id, problem: found };
    const known = PROBLEMS.map((p) => p.problem_id).join(', ');
    return {
      error: `Unknown problem "${spec}": give a problem JSON file, a problem number or one of ${known}`,
    };
  }
  const file = await readText(spec);
  if ('error' in file) return file;
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    return { error: `${spec} is not valid JSON: ${(error as Error).message}` };
  }
  const { project, errors } = parseProjectDocument(json);
  if (!project || !isObject(json)) return { error: `${spec} is not a problem: ${firstErrors(errors)}` };
  if (project.sequence.length === 0) return { error: `${spec}: the problem has no sequence steps` };
  const id = typeof json.problem_id === 'string' ? json.problem_id : spec;
  const problemName = typeof json.problemName === 'string' ? json.problemName : project.projectName;
  return { id, problem: { ...project, problemName } };
}
