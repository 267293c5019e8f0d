/**
 * What a reference solution tells its random schedules (schedules.ts ProgramHints): the times an ST
 * program speaks of, its REAL tags, and the numbers it compares and computes with.
 */
import type { Project } from '@plcsim/compiler';
import type { ProgramSymbol } from '@plcsim/engine-wasm';
import { expressionSitesOf } from './expressionSites.ts';
import { instructionOrder } from './ladderTree.ts';
import type { ProgramHints } from './schedules.ts';
import { stSites } from './stSites.ts';

/** Every number constant of a ladder program: its instructions' constant operands and expression literals. */
function ladderConstants(project: Project): number[] {
  return instructionOrder(project).flatMap((id) => {
    const ref = project.instructionMap[id]?.ref ?? {};
    const numbers = Object.values(ref).filter((v): v is number => typeof v === 'number');
    const expression = typeof ref.Expression === 'string' ? ref.Expression : '';
    const literals = !expression
      ? []
      : expressionSitesOf(expression, () => false).flatMap((s) =>
          s.kind === 'real' || s.kind === 'integer' ? [Number(s.value)] : [],
        );
    return [...numbers, ...literals];
  });
}

export function programHints(solution: Project, symbols: readonly ProgramSymbol[]): ProgramHints {
  const realNames = new Set(
    symbols.flatMap((s) =>
      s.type === 'REAL' ? [s.name.toUpperCase(), ...(s.alias ? [s.alias.toUpperCase()] : [])] : [],
    ),
  );
  if (solution.programMode !== 'ST') return { realNames, constants: ladderConstants(solution) };
  const sites = stSites(solution.stSource);
  return {
    realNames,
    // Times: time literals, and integers large enough to be milliseconds.
    timeConstants: sites.flatMap((s) =>
      s.kind === 'time' || (s.kind === 'integer' && Number(s.value) >= 100) ? [Number(s.value)] : [],
    ),
    constants: sites.flatMap((s) => (s.kind === 'real' || s.kind === 'integer' ? [Number(s.value)] : [])),
  };
}
