/**
 * Checks a built problem the way content.test.ts does: every reference solution compiles without
 * diagnostics and passes, the empty starting program fails.
 */
import { compileProject, runSequence, type Project, type SequenceResult } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import type { ProblemDocument, SolutionDocument } from '../../index.ts';

export const requiredTags = (problem: ProblemDocument) =>
  Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));

/** Runs `solution` against `problem` (its scene and sequence); null when it does not compile. */
export function grade(
  engine: Engine,
  problem: ProblemDocument,
  solution: Project,
  keepGoing = false,
): { result: SequenceResult | null; diagnostics: string[] } {
  const project: Project = { ...solution, scene: problem.scene, sequence: problem.sequence };
  const { program, diagnostics } = compileProject(project);
  const messages = diagnostics.map((d) => `${d.severity}: ${d.message}`);
  if (!program) return { result: null, diagnostics: messages };
  const result = runSequence(engine, project, program, {
    requiredTags: requiredTags(problem),
    keepGoing,
    snapshot: true,
  });
  return { result, diagnostics: messages };
}

/** Problems with a built problem: empty list when it is sound. */
export function problemFaults(
  engine: Engine,
  problem: ProblemDocument,
  solutions: readonly SolutionDocument[],
): string[] {
  const faults: string[] = [];
  for (const solution of solutions) {
    const { result, diagnostics } = grade(engine, problem, solution, true);
    if (diagnostics.length > 0) faults.push(`${solution.projectName}: ${diagnostics.join('; ')}`);
    if (!result) continue;
    if (result.precheckErrors.length > 0) faults.push(`precheck: ${result.precheckErrors.join('; ')}`);
    if (result.traps.length > 0) faults.push(`traps: ${result.traps.join('; ')}`);
    for (const step of result.steps)
      if (step.status !== 'pass') faults.push(`${solution.projectName}: ${step.message ?? step.status}`);
  }
  const empty = grade(engine, problem, problem);
  if (!empty.result || empty.result.passed || empty.result.precheckErrors.length > 0)
    faults.push('the empty program does not fail the sequence');
  return faults;
}
