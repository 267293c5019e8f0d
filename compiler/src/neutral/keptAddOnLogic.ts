/**
 * The rungs, branches and instructions of the Add-On Instruction ladder routines a project already
 * has: an import that replaces the project's rungs must keep them (they share the project's maps),
 * or a definition given before (a problem's starting AOI) loses its logic.
 */
import type { Branch, Instruction, Project, Rung } from '../model/project.ts';

export interface LadderMaps {
  rungMap: Record<string, Rung>;
  branchMap: Record<string, Branch>;
  instructionMap: Record<string, Instruction>;
}

export function keptAddOnLogic(project: Project): LadderMaps {
  const kept: LadderMaps = { rungMap: {}, branchMap: {}, instructionMap: {} };
  const legs: string[] = [];
  for (const aoi of project.addOnInstructions ?? [])
    for (const routine of [aoi.logic, aoi.enableInFalse])
      if (routine?.language === 'LADDER') legs.push(...routine.rungs);
  for (let id = legs.pop(); id !== undefined; id = legs.pop()) {
    const rung = project.rungMap[id];
    if (!rung || Object.hasOwn(kept.rungMap, id)) continue;
    kept.rungMap[id] = rung;
    for (const element of rung.elements) {
      const instruction = project.instructionMap[element];
      if (instruction) kept.instructionMap[element] = instruction;
      const branch = project.branchMap[element];
      if (branch) {
        kept.branchMap[element] = branch;
        legs.push(...branch.rungs);
      }
    }
  }
  return kept;
}
