/**
 * JSR, SBR and RET in ladder (issue 25; docs/decisions.md "Subroutines"). JSR calls its routine when its
 * rung is true and passes the rung on; SBR (first cut, no parameters) passes power and emits nothing;
 * RET returns from the routine when its rung is true.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction } from '../model/project.ts';
import type { RoutineCalls } from '../routines/calls.ts';

const ROUTINE_INSTRUCTIONS = new Set(['JSR', 'SBR', 'RET']);

/** True for JSR, SBR and RET. */
export function isRoutineInstruction(type: string): boolean {
  return ROUTINE_INSTRUCTIONS.has(type);
}

/** Emits a validated JSR, SBR or RET. */
export function emitRoutineInstruction(
  ins: Instruction,
  code: number[],
  calls: RoutineCalls | undefined,
): void {
  if (ins.type === 'RET') code.push(Op.RET);
  else if (ins.type === 'JSR') {
    if (!calls || !ins.ref?.Routine) throw new Error('compiler bug: unvalidated JSR');
    calls.emit(code, Op.JSR, ins.ref.Routine);
  }
}
