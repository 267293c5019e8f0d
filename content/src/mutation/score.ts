/**
 * The mutation score of one reference solution: every mutant is compiled and graded through the
 * server's path (grade.ts). A mutant the sequence fails is killed. One it passes is run beside the
 * reference on seeded random schedules with the scene running (trace.ts): equivalent when every
 * observed value (the DO tags and the tags the sequence checks) matches after every scan, else it
 * survived. Score = killed / (killed + survived). A REAL value matches within its tolerance
 * (checkTolerances; trace.ts sameValue).
 */
import { ioTags, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import type { ProblemDocument } from '../index.ts';
import { compileSubmission, solves, type Submission } from './grade.ts';
import { generateMutants } from './mutants.ts';
import { randomSchedule, scheduleSpace, type Schedule } from './schedules.ts';
import { programHints } from './hints.ts';
import { runTrace } from './trace.ts';
import type { MutantOutcome } from './types.ts';

/** How hard the equivalence filter looks: schedules per solution, and scans per schedule (bounds). */
export interface EquivalenceBudget {
  schedules: number;
  minScans: number;
  maxScans: number;
  /** Seed of the first schedule; schedule i uses seed + i. */
  seed: number;
}

export const DEFAULT_BUDGET: EquivalenceBudget = { schedules: 48, minScans: 600, maxScans: 3000, seed: 16 };

export interface SolutionScore {
  problemNumber: number;
  problemName: string;
  language: 'LADDER' | 'ST';
  /** Mutants generated. */
  mutants: number;
  uncompilable: number;
  equivalent: number;
  killed: number;
  survived: number;
  /** killed / (killed + survived); 1 when there is nothing to kill. */
  score: number;
  outcomes: MutantOutcome[];
}

const memberName = (tag: string, child: string | null | undefined) => (child ? `${tag}.${child}` : tag);

/** The tags a grader can see: the DO tags and every tag the sequence checks. */
function observedTags(problem: ProblemDocument, reference: Project): string[] {
  const names = ioTags(reference, 'DO').map((t) => t.name);
  for (const step of problem.sequence)
    for (const check of step.checks ?? []) names.push(memberName(check.tagName, check.child));
  return [...new Set(names)];
}

/**
 * The absolute tolerance of each observed tag when it is REAL: the least tolerance the sequence's
 * checks of it give (a tag checked exactly anywhere gets 0, leaving only the relative 1e-6).
 */
export function checkTolerances(problem: ProblemDocument, observed: readonly string[]): number[] {
  const least = new Map<string, number>();
  for (const step of problem.sequence)
    for (const check of step.checks ?? []) {
      const name = memberName(check.tagName, check.child).toUpperCase();
      const tolerance = Math.max(0, Number(check.tolerance) || 0);
      least.set(name, Math.min(least.get(name) ?? Infinity, tolerance));
    }
  return observed.map((name) => least.get(name.toUpperCase()) ?? 0);
}

export async function scoreSolution(
  engine: Engine,
  problem: ProblemDocument,
  solution: Project,
  budget: EquivalenceBudget = DEFAULT_BUDGET,
): Promise<SolutionScore> {
  const reference = compileSubmission(problem, solution);
  if (!reference) throw new Error(`the reference solution of ${problem.problem_id} does not compile`);
  if (!(await solves(engine, problem, reference)))
    throw new Error(`the reference solution of ${problem.problem_id} fails its sequence`);

  const hints = programHints(solution, reference.program.symbols);
  const space = scheduleSpace(problem, reference.project, hints);
  const scans = Math.min(budget.maxScans, Math.max(budget.minScans, space.longHold * 6));
  const inputNames = space.inputs.map((i) => i.name);
  const observed = observedTags(problem, reference.project);
  const tolerances = checkTolerances(problem, observed);
  // The reference's traces, made the first time a mutant passes the sequence.
  let traces: { schedule: Schedule; trace: Int32Array }[] | undefined;
  const referenceTraces = () =>
    (traces ??= Array.from({ length: budget.schedules }, (_, i) => {
      const schedule = randomSchedule(space, budget.seed + i, scans);
      return { schedule, trace: runTrace(engine, reference.program, schedule, inputNames, observed).trace };
    }));
  const equivalent = (mutant: Submission) =>
    referenceTraces().every(
      ({ schedule, trace }) =>
        runTrace(engine, mutant.program, schedule, inputNames, observed, trace, tolerances).same,
    );

  const outcomes: MutantOutcome[] = [];
  for (const mutant of generateMutants(solution)) {
    const { id, operator, description } = mutant;
    const submission = compileSubmission(problem, mutant.project);
    const status = !submission
      ? 'uncompilable'
      : !(await solves(engine, problem, submission))
        ? 'killed'
        : equivalent(submission)
          ? 'equivalent'
          : 'survived';
    outcomes.push({ id, operator, description, status });
  }
  const count = (status: MutantOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  const killed = count('killed');
  const survived = count('survived');
  return {
    problemNumber: problem.problemNumber,
    problemName: problem.problemName,
    language: solution.programMode === 'ST' ? 'ST' : 'LADDER',
    mutants: outcomes.length,
    uncompilable: count('uncompilable'),
    equivalent: count('equivalent'),
    killed,
    survived,
    score: killed + survived === 0 ? 1 : killed / (killed + survived),
    outcomes,
  };
}
