/**
 * Halve or double a preset (issue 16): the PRE child tag of each TIMER or COUNTER tag the program
 * uses. Ladder: the tags of TON, TOF, RTO, CTU and CTD instructions. Structured Text: the project's
 * TIMER and COUNTER tags the source names (a preset written in the call is a constant, see
 * stOperators.ts).
 */
import type { Project } from '@plcsim/compiler';
import { copyProject, instructionOrder } from './ladderTree.ts';
import type { Mutant } from './types.ts';

const PRESET_INSTRUCTIONS = new Set(['TON', 'TOF', 'RTO', 'CTU', 'CTD']);

function usedTimerAndCounterTags(project: Project): string[] {
  const used = new Set<string>();
  if (project.programMode === 'ST') {
    const words = new Set(
      (project.stSource.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((w) => w.toUpperCase()),
    );
    for (const tag of Object.values(project.tagMap)) {
      if (tag.data_type !== 'TIMER' && tag.data_type !== 'COUNTER') continue;
      if (words.has(tag.name.toUpperCase()) || (tag.alias !== '' && words.has(tag.alias.toUpperCase())))
        used.add(tag.uuid);
    }
  } else {
    for (const id of instructionOrder(project)) {
      const instruction = project.instructionMap[id];
      if (instruction?.tag && PRESET_INSTRUCTIONS.has(instruction.type)) used.add(instruction.tag);
    }
  }
  return [...used];
}

export function presetMutants(project: Project): Mutant[] {
  return usedTimerAndCounterTags(project).flatMap((tagId): Mutant[] => {
    const tag = project.tagMap[tagId];
    const preId = tag?.children?.find((id) => project.childTagMap[id]?.name.toUpperCase() === 'PRE');
    const pre = preId === undefined ? undefined : project.childTagMap[preId]?.value;
    if (!tag || preId === undefined || pre === undefined) return [];
    const changes: [string, number][] = [
      ['halve', Math.trunc(pre / 2)],
      ['double', pre * 2],
    ];
    return changes
      .filter(([, value]) => value !== pre)
      .map(([how, value]) => {
        const mutant = copyProject(project);
        const child = mutant.childTagMap[preId];
        if (child) child.value = value;
        return {
          id: `preset:${tagId}:${how}`,
          operator: 'preset',
          description: `${tag.name}.PRE ${pre} → ${value}`,
          project: mutant,
        };
      });
  });
}
