/**
 * Validation of JSR, SBR and RET (issue 25): JSR names a routine of the program (not MainRoutine); SBR
 * is the first instruction of a subroutine's first rung; RET needs nothing.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { MAIN_ROUTINE_NAME, type Project } from '../model/project.ts';
import { jsrToMain, unknownRoutine } from '../routines/messages.ts';
import { jsrWithoutRoutine, misplacedSbr } from './routineMessages.ts';
import { dict, entry, idText, list } from './read.ts';

/** Upper-cased names of the project's subroutines (read defensively). */
export function routineNameSet(routines: unknown): Set<string> {
  const names = new Set<string>();
  for (const r of list(routines)) {
    const name = dict(r).name;
    if (typeof name === 'string') names.add(name.toUpperCase());
  }
  return names;
}

/** What is wrong with a JSR (its `ref`), SBR or RET at main rung `rung`, or null. */
export function routineInstructionProblem(
  type: string,
  ref: Record<string, unknown>,
  routines: ReadonlySet<string>,
  rung: number,
): string | null {
  if (type !== 'JSR') return null;
  const name = ref.Routine;
  if (typeof name !== 'string' || name.trim() === '') return jsrWithoutRoutine(rung);
  if (name.toUpperCase() === MAIN_ROUTINE_NAME.toUpperCase()) return jsrToMain(rung);
  return routines.has(name.toUpperCase()) ? null : unknownRoutine(name, rung);
}

/**
 * SBR anywhere but first in the first rung of a subroutine (`subroutine` false: the Main Routine, where
 * it may not be at all). Walks the rungs `rungs` of a ladder already known to be a tree.
 */
export function misplacedSbrs(project: Project, rungs: readonly string[], subroutine: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const rungMap = dict(project.rungMap);
  const branchMap = dict(project.branchMap);
  const instructionMap = dict(project.instructionMap);
  const walk = (elements: readonly unknown[], rung: number, depth: number): void => {
    if (depth > 40) return;
    for (const id of elements) {
      const instruction = entry(instructionMap, id);
      if (instruction?.type === 'SBR') {
        const allowed = subroutine && rung === 0 && depth === 0 && elements[0] === id;
        if (!allowed)
          out.push({
            source: 'ladder',
            severity: 'error',
            message: misplacedSbr(rung),
            rung,
            elementId: idText(id),
          });
      }
      const branch = entry(branchMap, id);
      if (branch)
        for (const leg of list(branch.rungs)) walk(list(entry(rungMap, leg)?.elements), rung, depth + 1);
    }
  };
  rungs.forEach((rungId, index) => walk(list(entry(rungMap, rungId)?.elements), index, 0));
  return out;
}
