/**
 * JSR's operands in neutral text (issue 25): the routine's name, written bare (`JSR(Fill,0)`), and the
 * count of input parameters, which must be 0 (parameters are not supported yet).
 */
import type { InstructionRef } from '../model/project.ts';
import type { NeutralArg } from './parse.ts';

/** Stores JSR operand `slot` from `arg` into `ref`; returns what is wrong with it, or null. */
export function routineOperand(
  slot: 'Routine' | 'ZERO',
  arg: NeutralArg | undefined,
  ref: InstructionRef,
): string | null {
  if (slot === 'ZERO') {
    if (arg === undefined || (arg.kind === 'number' && arg.value === 0)) return null;
    return 'JSR with parameters is not supported: write JSR(RoutineName,0)';
  }
  if (arg?.kind === 'tag' && arg.member === null && arg.segments === undefined && arg.index === undefined) {
    ref.Routine = arg.name;
    return null;
  }
  if (arg?.kind === 'empty') return null;
  return 'JSR needs the name of the routine it calls';
}
