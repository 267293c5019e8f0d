/**
 * Grading a learner's program as the server grades a submission: the program (neutral rung text or
 * Structured Text) on the problem's starting project, over the problem's scene and sequence. Shared by
 * the tests of independently written learner solutions.
 */
import { compileProject, importNeutralText, runSequence, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { Engine } from '@plcsim/engine-wasm';
import { PROBLEMS, type ProblemDocument } from './index.ts';
import { submissionProject } from './mutation/grade.ts';

/** A learner's program: Rockwell neutral rung text (with TAG, ROUTINE, AOI blocks) or Structured Text. */
export type LearnerProgram = { ladder: string } | { st: string };

/** The site's problem number `n`. */
export function problemNumbered(n: number): ProblemDocument {
  const found = PROBLEMS.find((p) => p.problemNumber === n);
  if (!found) throw new Error(`no problem ${n}`);
  return found;
}

/** A learner's program on the problem's starting project; throws on an import diagnostic. */
export function learnerProject(target: ProblemDocument, program: LearnerProgram): Project {
  const { project: base } = parseProjectDocument(target);
  if (!base) throw new Error('not a project document');
  if ('st' in program) return { ...base, stSource: program.st, programMode: 'ST' };
  let next = 0;
  const { project, diagnostics } = importNeutralText(program.ladder, {
    project: base,
    newId: () => `l${next++}`,
  });
  if (diagnostics.length > 0) throw new Error(`import: ${JSON.stringify(diagnostics)}`);
  return { ...project, stSource: '', programMode: 'LADDER' };
}

/**
 * The failed steps ('step 18: DO1') when `program` is graded against problem `n` (empty when solved).
 * Throws when the program does not compile or the run cannot start, so a test never passes on those.
 */
export function gradeFailures(engine: Engine, n: number, program: LearnerProgram): string[] {
  const target = problemNumbered(n);
  const project = submissionProject(target, learnerProject(target, program));
  if (!project) throw new Error('not a valid submission');
  const { program: compiled, diagnostics } = compileProject(project);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !compiled) throw new Error(`does not compile: ${JSON.stringify(errors)}`);
  const requiredTags = Object.values(target.tagMap).map(({ name, data_type }) => ({ name, data_type }));
  const result = runSequence(engine, project, compiled, { requiredTags, keepGoing: true });
  if (result.precheckErrors.length > 0) throw new Error(`precheck: ${result.precheckErrors.join('; ')}`);
  return result.steps
    .filter((s) => s.status !== 'pass')
    .map((s) => `step ${s.index + 1}: ${s.tagName ?? s.message ?? s.status}`);
}
