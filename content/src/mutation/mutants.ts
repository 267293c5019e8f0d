/**
 * Every mutant of a reference solution, in a fixed order: the operators of its language, then presets.
 * A ladder program's operators reach its ladder subroutines and Add-On Instructions too (ladderTree.ts);
 * the ST operators reach every ST routine, whichever language the Main Routine is.
 */
import type { Project } from '@plcsim/compiler';
import { dataMutants } from './dataOperators.ts';
import {
  deleteRungMutants,
  dropBranchLegMutants,
  oteToOtlMutants,
  swapContactMutants,
  swapOutputMutants,
} from './ladderOperators.ts';
import { presetMutants } from './presetOperator.ts';
import { stMutants } from './stOperators.ts';
import type { Mutant } from './types.ts';

export function generateMutants(project: Project): Mutant[] {
  const own =
    project.programMode === 'ST'
      ? stMutants(project)
      : [
          ...deleteRungMutants(project),
          ...swapContactMutants(project),
          ...oteToOtlMutants(project),
          ...swapOutputMutants(project),
          ...dropBranchLegMutants(project),
          ...dataMutants(project),
          ...stMutants(project),
        ];
  return [...own, ...presetMutants(project)];
}
