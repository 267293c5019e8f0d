/**
 * The instruction groups of issue 25's instructions that the curriculum counts (curriculum.ts), beyond
 * issue 16's: file and shift instructions, program control (subroutines, jumps, MCR zones), and the
 * PID process loop. Compute instructions count as math and LIM/MEQ/CMP as compare (curriculum.ts).
 * Counted, not required: no example needs them yet.
 */
import type { Project } from '@plcsim/compiler';

export const COURSE_GROUPS = ['file', 'program control', 'process'] as const;
export type CourseGroup = (typeof COURSE_GROUPS)[number];

const types = (group: CourseGroup, list: string) => list.split(' ').map((type) => [type, group] as const);

/** The group of each of issue 25's ladder instructions (SQO, SQI and SQL are sequencers: file). */
export const COURSE_LADDER_GROUPS: Readonly<Record<string, CourseGroup>> = Object.fromEntries([
  ...types('file', 'COP FLL BSL BSR FFL FFU LFL LFU SQO SQI SQL'),
  ...types('program control', 'JSR SBR RET JMP LBL MCR NOP AFI'),
  ...types('process', 'PID'),
]);

/** The types of the instructions the rungs `rungs` reach (their branches' legs too). */
export function instructionTypesOf(project: Project, rungs: readonly string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const legs = [...rungs];
  for (let leg = legs.pop(); leg !== undefined; leg = legs.pop()) {
    if (seen.has(leg) || !Object.hasOwn(project.rungMap, leg)) continue;
    seen.add(leg);
    for (const id of project.rungMap[leg]?.elements ?? []) {
      if (Object.hasOwn(project.instructionMap, id)) found.push(String(project.instructionMap[id]?.type));
      else if (Object.hasOwn(project.branchMap, id)) legs.push(...(project.branchMap[id]?.rungs ?? []));
    }
  }
  return found;
}
