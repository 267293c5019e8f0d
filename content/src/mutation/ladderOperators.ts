/**
 * The ladder mutation operators (issue 16): delete a rung, swap XIC and XIO, turn OTE into OTL, swap
 * two OTE destinations, drop a branch leg. Presets are in presetOperator.ts (both languages). Each
 * operator lists every mutant it can make, in program order, so runs are reproducible.
 */
import type { Project } from '@plcsim/compiler';
import { branchOrder, copyProject, instructionOrder, removeRungTree, tagLabel } from './ladderTree.ts';
import type { Mutant } from './types.ts';

/** Each main rung deleted in turn: the Main Routine's, then each ladder subroutine's. */
export function deleteRungMutants(project: Project): Mutant[] {
  const main = project.rungs.map((rungId, index) => {
    const mutant = copyProject(project);
    mutant.rungs = mutant.rungs.filter((_, i) => i !== index);
    removeRungTree(mutant, rungId);
    return {
      id: `delete-rung:${rungId}`,
      operator: 'delete-rung' as const,
      description: `delete rung ${index}`,
      project: mutant,
    };
  });
  const routines = (project.routines ?? []).flatMap((routine, r) =>
    routine.language === 'ST'
      ? []
      : routine.rungs.map((rungId, index) => {
          const mutant = copyProject(project);
          const target = mutant.routines?.[r];
          if (target) target.rungs = target.rungs.filter((_, i) => i !== index);
          removeRungTree(mutant, rungId);
          return {
            id: `delete-rung:${rungId}`,
            operator: 'delete-rung' as const,
            description: `delete rung ${index} of ${routine.name}`,
            project: mutant,
          };
        }),
  );
  return [...main, ...routines];
}

const CONTACT_SWAP: Readonly<Record<string, string>> = { XIC: 'XIO', XIO: 'XIC' };

export function swapContactMutants(project: Project): Mutant[] {
  return instructionOrder(project).flatMap((id): Mutant[] => {
    const instruction = project.instructionMap[id];
    const swapped = instruction && CONTACT_SWAP[instruction.type];
    if (!instruction || !swapped) return [];
    const mutant = copyProject(project);
    const target = mutant.instructionMap[id];
    if (target) target.type = swapped;
    return [
      {
        id: `swap-contact:${id}`,
        operator: 'swap-contact',
        description: `${instruction.type} ${tagLabel(project, instruction.tag)} → ${swapped}`,
        project: mutant,
      },
    ];
  });
}

export function oteToOtlMutants(project: Project): Mutant[] {
  return instructionOrder(project).flatMap((id): Mutant[] => {
    const instruction = project.instructionMap[id];
    if (instruction?.type !== 'OTE') return [];
    const mutant = copyProject(project);
    const target = mutant.instructionMap[id];
    if (target) target.type = 'OTL';
    return [
      {
        id: `ote-to-otl:${id}`,
        operator: 'ote-to-otl',
        description: `OTE ${tagLabel(project, instruction.tag)} → OTL`,
        project: mutant,
      },
    ];
  });
}

/** Every pair of OTE instructions with different destinations, each pair once, destinations swapped. */
export function swapOutputMutants(project: Project): Mutant[] {
  const coils = instructionOrder(project).filter((id) => project.instructionMap[id]?.type === 'OTE');
  const mutants: Mutant[] = [];
  coils.forEach((first, i) => {
    for (const second of coils.slice(i + 1)) {
      const a = project.instructionMap[first]?.tag ?? null;
      const b = project.instructionMap[second]?.tag ?? null;
      if (a === b) continue;
      const mutant = copyProject(project);
      const x = mutant.instructionMap[first];
      const y = mutant.instructionMap[second];
      if (x) x.tag = b;
      if (y) y.tag = a;
      mutants.push({
        id: `swap-outputs:${first}:${second}`,
        operator: 'swap-outputs',
        description: `swap OTE ${tagLabel(project, a)} and OTE ${tagLabel(project, b)}`,
        project: mutant,
      });
    }
  });
  return mutants;
}

/** Each leg of each branch removed in turn (a branch keeps at least one leg). */
export function dropBranchLegMutants(project: Project): Mutant[] {
  return branchOrder(project).flatMap((branchId): Mutant[] => {
    const legs = project.branchMap[branchId]?.rungs ?? [];
    if (legs.length < 2) return [];
    return legs.map((legId, index) => {
      const mutant = copyProject(project);
      const branch = mutant.branchMap[branchId];
      if (branch) branch.rungs = branch.rungs.filter((_, i) => i !== index);
      removeRungTree(mutant, legId);
      return {
        id: `drop-branch-leg:${branchId}:${index}`,
        operator: 'drop-branch-leg',
        description: `drop leg ${index} of branch ${branchId}`,
        project: mutant,
      };
    });
  });
}
