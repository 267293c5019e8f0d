import {
  gradeProject,
  gradingDocument,
  gradingRequiredTags,
  PROGRAM_FIELDS,
  programFields,
  type Project,
  type RequiredTag,
  type StepResult,
} from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { ProblemDocument } from '@plcsim/content';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import type { ProjectContent } from '../data/content.ts';
import type { StepOutcome, Verdict } from '../data/solutionRepository.ts';
import { badRequest } from '../http/errors.ts';

/** The program fields a submission carries (shared with `plcsim grade`: compiler/src/sequence/grade.ts). */
export { PROGRAM_FIELDS };

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
  const program = programFields(body);
  checked({ projectName: '', scene: 'EMPTY', ...program });
  return program;
}

/** The submitted program over the problem's scene, scene variables and sequence; 400 when invalid. */
export function submissionProject(problem: ProblemDocument, program: Record<string, unknown>): Project {
  return checked(gradingDocument(problem, program));
}

/** The program fields of a (validated) submission, as stored with the solution. */
export function programContent(project: Project): ProjectContent {
  const content: ProjectContent = {};
  for (const field of PROGRAM_FIELDS) if (project[field] !== undefined) content[field] = project[field];
  content.programMode = project.programMode ?? 'LADDER';
  return content;
}

/** The problem's required tag map: every tag of its tagMap by name and data type. */
export function requiredTags(problem: ProblemDocument): RequiredTag[] {
  return gradingRequiredTags(problem);
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
  const { solved, diagnostics, result } = await gradeProject(
    problem,
    project,
    () => (engine ??= loadEmbeddedEngine()),
  );
  const kept = diagnostics.slice(0, KEPT_DIAGNOSTICS);
  if (!result) {
    return {
      solved: false,
      results: problem.sequence.map((_, index) => outcome({ index, status: 'pending', scans: 0 })),
      message: PROGRAM_HAS_ERRORS,
      diagnostics: kept,
      precheckErrors: [],
    };
  }
  return {
    solved,
    results: result.steps.map(outcome),
    message: result.message,
    diagnostics: kept,
    precheckErrors: result.precheckErrors,
  };
}
