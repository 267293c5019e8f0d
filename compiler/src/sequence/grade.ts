/**
 * Grading a submission against a problem (spec 000 §4 "Sequence run"), shared by the server
 * (functions/src/services/gradingService.ts) and `plcsim grade`: the submission's program fields over
 * the problem's scene, scene variables and sequence; compile; run the PROBLEM's sequence with its
 * required tags. The caller validates the merged document (the server answers 400, the CLI reports the
 * file as invalid) and supplies the VM.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { compileProject } from '../compile.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { Project } from '../model/project.ts';
import { runSequence, type RequiredTag, type SequenceResult } from './runSequence.ts';

/**
 * The program fields a submission carries (spec 000 §7 POST /solutions/{problemId}, plus programMode,
 * and the user data types, subroutines and Add-On Instructions of issues 24 and 25, without which a
 * program that calls a routine or an AOI, or declares a structure, would not compile on the server).
 */
export const PROGRAM_FIELDS = [
  'tagMap',
  'childTagMap',
  'rungs',
  'rungMap',
  'branchMap',
  'instructionMap',
  'stSource',
  'programMode',
  'dataTypes',
  'routines',
  'addOnInstructions',
] as const;

/** What grading needs of a problem (a @plcsim/content ProblemDocument, or a problem JSON file). */
export interface GradedProblem extends Pick<Project, 'scene' | 'sequence' | 'tagMap'> {
  problemName?: string;
  sceneVars?: Record<string, number>;
}

/**
 * The program fields of a submitted document; everything else (solved, results, scene, sequence, …)
 * is dropped: the problem decides those.
 */
export function programFields(document: Record<string, unknown>): Record<string, unknown> {
  const program: Record<string, unknown> = {};
  for (const field of PROGRAM_FIELDS) if (document[field] !== undefined) program[field] = document[field];
  return program;
}

/** The document that is graded: the program over the problem's scene, scene variables and sequence. */
export function gradingDocument(
  problem: GradedProblem,
  program: Record<string, unknown>,
): Record<string, unknown> {
  return {
    projectName: problem.problemName ?? '',
    description: '',
    scene: problem.scene,
    sceneVars: problem.sceneVars ?? {},
    sequence: problem.sequence,
    ...program,
  };
}

/** The problem's required tag map: every tag of its tagMap by name and data type. */
export function gradingRequiredTags(problem: GradedProblem): RequiredTag[] {
  return Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));
}

/** A graded submission: `result` is null when the program does not compile. */
export interface GradeOutcome {
  /** Every step ran and passed (and there was at least one). */
  solved: boolean;
  /** The compiler's diagnostics (errors and warnings). */
  diagnostics: Diagnostic[];
  /** The sequence run; null when the program has compile errors. */
  result: SequenceResult | null;
}

/**
 * Compiles `project` (a validated grading document) and runs the problem's sequence with its required
 * tags. `engine` is asked for only when the program compiles.
 */
export async function gradeProject(
  problem: GradedProblem,
  project: Project,
  engine: () => Promise<Engine>,
): Promise<GradeOutcome> {
  const { program, diagnostics } = compileProject(project);
  if (!program) return { solved: false, diagnostics, result: null };
  const result = runSequence(await engine(), project, program, {
    requiredTags: gradingRequiredTags(problem),
    steps: problem.sequence,
    aliases: Object.values(problem.tagMap),
  });
  return { solved: result.passed && result.steps.length > 0, diagnostics, result };
}
