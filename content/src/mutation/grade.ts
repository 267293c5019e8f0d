/**
 * Grading a program the way the server does (functions/src/services/gradingService.ts `grade`, through
 * the compiler's shared compiler/src/sequence/grade.ts): the program fields over the problem's scene,
 * scene variables and sequence, checked by parseProjectDocument, then `gradeProject` (compileProject,
 * then runSequence over the problem's sequence and required tags). Solved when every step passed.
 */
import { compileProject, gradeProject, gradingDocument, programFields, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { Engine, Program } from '@plcsim/engine-wasm';
import type { ProblemDocument } from '../index.ts';

/** A program as submitted to `problem` (the server's submissionProject); undefined when invalid. */
export function submissionProject(problem: ProblemDocument, program: Project): Project | undefined {
  const { project } = parseProjectDocument(gradingDocument(problem, programFields({ ...program })));
  return project ?? undefined;
}

export interface Submission {
  project: Project;
  /** The compiled program, for the equivalence runs. */
  program: Program;
}

/** The submitted project and its compiled program; undefined when invalid or it does not compile. */
export function compileSubmission(problem: ProblemDocument, program: Project): Submission | undefined {
  const project = submissionProject(problem, program);
  if (!project) return undefined;
  const compiled = compileProject(project).program;
  return compiled ? { project, program: compiled } : undefined;
}

/** True when the server would mark the submission solved. */
export async function solves(
  engine: Engine,
  problem: ProblemDocument,
  submission: Submission,
): Promise<boolean> {
  const outcome = await gradeProject(problem, submission.project, () => Promise.resolve(engine));
  return outcome.solved;
}
