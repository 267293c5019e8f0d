/**
 * How JSR, SBR and RET are drawn (issue 25), Studio 5000 style: JSR a box with its Routine Name row,
 * SBR and RET boxes without operands (no parameters in this first cut). Pure data.
 */
import type { BoxKind, BoxSlot } from './instructionKinds.ts';

const box = (title: string, rows: BoxKind['rows']): BoxKind => ({ shape: 'box', title, rows, outputs: [] });

export const ROUTINE_KINDS: Readonly<Record<string, BoxKind>> = {
  JSR: box('Jump To Subroutine', [{ label: 'Routine Name', slot: 'Routine' }]),
  SBR: box('Subroutine', []),
  RET: box('Return', []),
};

/** Slots holding a name (a routine, a label), shown as written rather than as a tag. */
export function isNameSlot(slot: BoxSlot): slot is 'Routine' | 'Label' {
  return slot === 'Routine' || slot === 'Label';
}
