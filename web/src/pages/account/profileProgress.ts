import type { SolutionSummary } from '../../api/solutions.ts';

/** How many of the problems the user solved: solution records with solved true, for known problems. */
export function solvedCount(problemIds: readonly string[], solutions: readonly SolutionSummary[]): number {
  const known = new Set(problemIds);
  const solved = new Set(
    solutions
      .filter((solution) => solution.solved === true && known.has(solution.problem_id))
      .map((s) => s.problem_id),
  );
  return solved.size;
}

/** 'solved N of M problems' (spec 000 §2 Profile). */
export function solvedText(solved: number, total: number): string {
  return `solved ${solved} of ${total} problems`;
}

/** '{n} project(s) created'. */
export function projectsText(count: number): string {
  return `${count} ${count === 1 ? 'project' : 'projects'} created`;
}
