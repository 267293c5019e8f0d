/**
 * The operand picker's JMP/LBL and COP/FLL slots: a label slot lists the labels the ladder defines (a
 * new name may be typed); a COP/FLL Source or Dest lists whole arrays and structures as choices of their
 * own (no index to add).
 */
import type { Operand, Project } from '@plcsim/compiler';
import { labelsOf } from '../editing/actions/programControlSlots.ts';
import type { SlotInfo } from './operands.ts';

export function programControlSlot(
  project: Project,
  info: SlotInfo,
  kind: 'label' | 'file',
  operand: Operand | null | undefined,
): SlotInfo {
  if (kind === 'label') {
    const choices = labelsOf(project).map((label) => ({ id: label, name: label, alias: '', io: false }));
    return { ...info, kind, current: typeof operand === 'string' ? operand : '', choices };
  }
  return { ...info, kind, choices: info.choices.map(({ range: _range, ...choice }) => choice) };
}
