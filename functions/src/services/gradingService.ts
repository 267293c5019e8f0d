import {
  compileProject,
  parseProjectDocument,
  runSequence,
  type Project,
  type RequiredTag,
  type StepResult,
} from '@plcsim/compiler';
import type { ProblemDocument } from '@plcsim/content';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import type { ProjectContent } from '../data/content.ts';
import type { StepOutcome, Verdict } from '../data/solutionRepository.ts';
import { badRequest } from '../http/errors.ts';

/** The program fields a submission carries (spec 000 §7 POST /solutions/{problemId}, plus programMode). */
export const PROGRAM_FIELDS = [
  'tagMap',
  'childTagMap',
  'rungs',
  'rungMap',
  'branchMap',
  'instructionMap',
  'stSource',
  'programMode',
] as const;

export const PROGRAM_HAS_ERRORS = 'The program has errors: fix them and submit again.';
export const INVALID_SOLUTION = 'Invalid solution';

/** How many schema messages a 400 lists, and how many diagnostics a verdict keeps. */
const SHOWN_ERRORS = 3;
const KEPT_DIAGNOSTICS = 50;

function checked(document: Record<string, unknown>): Project {
  const { project, errors } = parseProjectDocument(document);
  if (project) return project;
  const more = errors.length > SHOWN_ERRORS ? ` (and ${errors.length - SHOWN_ERRORS} more)` : '';
  throw badRequest(`${INVALID_SOLUTION}: ${errors.slice(0, SHOWN_ERRORS).join('; ')}${more}.`);
}

/**
 * The program fields of a submission, checked against the project schema on their own (so a malformed
 * body is a 400 whether or not the problem exists). Everything else in the body (solved, results,
 * scene, sequence, …) is ignored: the server decides.
 */
export function submittedProgram(body: Record<string, unknown>): Record<string, unknown> {
  const program: Record<string, unknown> = {};
  for (const field of PROGRAM_FIELDS) if (body[field] !== undefined) program[field] = body[field];
  checked({ projectName: '', scene: 'EMPTY', ...program });
  return program;
}

/** The submitted program over the problem's scene, scene variables and sequence; 400 when invalid. */
export function submissionProject(problem: ProblemDocument, program: Record<string, unknown>): Project {
  return checked({
    projectName: problem.problemName,
    description: '',
    scene: problem.scene,
    sceneVars: problem.sceneVars ?? {},
    sequence: problem.sequence,
    ...program,
  });
}

/** The program fields of a (validated) submission, as stored with the solution. */
export function programContent(project: Project): ProjectContent {
  const content: ProjectContent = {};
  for (const field of PROGRAM_FIELDS) content[field] = project[field];
  content.programMode = project.programMode ?? 'LADDER';
  return content;
}

/** The problem's required tag map: every tag of its tagMap by name and data type. */
export function requiredTags(problem: ProblemDocument): RequiredTag[] {
  return Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));
}

function outcome(step: StepResult): StepOutcome {
  const { index, status, tagName, expected, actual, message } = step;
  return { index, status, tagName, expected, actual, message };
}

// One VM per warm Lambda: runSequence loads the program afresh and runs synchronously, so calls never
// interleave on it.
let engine: Promise<Engine> | null = null;

/**
 * Grades a submission the way the site does (spec 000 §4 "Sequence run"): compile with the engine's
 * compiler, then run the PROBLEM's sequence with its required tags on the embedded VM. A program that
 * does not compile is not solved and carries its diagnostics.
 */
export async function grade(problem: ProblemDocument, project: Project): Promise<Verdict> {
  const { program, diagnostics } = compileProject(project);
  const kept = diagnostics.slice(0, KEPT_DIAGNOSTICS);
  if (!program) {
    return {
      solved: false,
      results: problem.sequence.map((_, index) => outcome({ index, status: 'pending', scans: 0 })),
      message: PROGRAM_HAS_ERRORS,
      diagnostics: kept,
      precheckErrors: [],
    };
  }
  engine ??= loadEmbeddedEngine();
  const result = runSequence(await engine, project, program, {
    requiredTags: requiredTags(problem),
    steps: problem.sequence,
  });
  return {
    solved: result.passed && result.steps.length > 0,
    results: result.steps.map(outcome),
    message: result.message,
    diagnostics: kept,
    precheckErrors: result.precheckErrors,
  };
}
