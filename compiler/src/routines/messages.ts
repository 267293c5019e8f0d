/**
 * The JSR messages of both compilers (issue 25; the ladder's own are in ladder/routineMessages.ts).
 * `rung` is 0-based within the routine the instruction is in; Structured Text gives none.
 */
import { MAIN_ROUTINE_NAME } from '../model/project.ts';

/** `JSR calls "Fill", but the program has no routine named Fill (rung 2)`; ST gives no rung. */
export function unknownRoutine(name: string, rung?: number): string {
  const where = rung === undefined ? '' : ` (rung ${rung})`;
  return `JSR calls "${name}", but the program has no routine named ${name}${where}`;
}

/** `JSR cannot call MainRoutine: the Main Routine runs every scan by itself (rung 2)`. */
export function jsrToMain(rung?: number): string {
  const where = rung === undefined ? '' : ` (rung ${rung})`;
  return `JSR cannot call ${MAIN_ROUTINE_NAME}: the Main Routine runs every scan by itself${where}`;
}
