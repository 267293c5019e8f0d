/**
 * Operand slots of JMP/LBL (a label name, not a tag), COP and FLL (whole arrays and structures too;
 * compiler docs/decisions.md "COP and FLL").
 */
import { isLogixName, type Operand, type Project } from '@plcsim/compiler';
import { ladderIndex, own } from '../ladderIndex.ts';
import type { OperandSlot } from '../types.ts';
import type { SlotRule } from './setOperand.ts';

/** Tags COP and FLL take as Source or Dest: numbers, arrays of them, structures, timers, counters. */
const FILE_TYPES = ['DINT', 'REAL', 'STRUCT', 'TIMER', 'COUNTER'] as const;
const LABEL: SlotRule = { types: [], constant: false, kind: 'label' };
const FILE: SlotRule = { types: FILE_TYPES, constant: false, kind: 'file' };
const LENGTH: SlotRule = { types: ['DINT'], constant: true };

/** The slots of a program-control or file-copy instruction; undefined for any other type. */
export function programControlSlotRules(type: string): Partial<Record<OperandSlot, SlotRule>> | undefined {
  switch (type) {
    case 'JMP':
    case 'LBL':
      return { Label: LABEL };
    case 'COP':
      return { Src: FILE, Dest: FILE, Length: LENGTH };
    case 'FLL':
      return {
        Src: { ...FILE, constant: true, types: ['DINT', 'REAL', 'STRUCT'] },
        Dest: FILE,
        Length: LENGTH,
      };
    default:
      return undefined;
  }
}

/** Why `value` cannot be a label, or null when it can (a Logix name, or null to clear). */
export function labelProblem(value: Operand | null): string | null {
  if (value === null || isLogixName(value)) return null;
  return `"${String(value)}" is not a label name: start with a letter or _, then letters, digits and single _, at most 40 characters.`;
}

/**
 * The labels the routine being edited defines (its LBL instructions), in name order: labels are per
 * routine (a JMP reaches only its own routine's LBL), and `project` is the editor's view, whose `rungs`
 * are that routine's (editing/routineView.ts). The instructionMap is shared by every routine, so the
 * rungs are walked, not the map.
 */
export function labelsOf(project: Project): string[] {
  const labels = new Set<string>();
  for (const id of ladderIndex(project).elements.keys()) {
    const instruction = own(project.instructionMap, id);
    const label = instruction?.ref?.Label;
    if (instruction?.type === 'LBL' && typeof label === 'string' && label !== '') labels.add(label);
  }
  return [...labels].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}
