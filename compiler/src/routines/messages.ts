/**
 * The messages of subroutines (issue 25): routine names, JSR, SBR and RET, for the ladder and the
 * Structured Text compilers alike. `rung` is 0-based within the routine the instruction is in.
 */
import { MAIN_ROUTINE_NAME } from '../model/project.ts';

/** `JSR needs the name of the routine it calls (rung 2)`. */
export function jsrWithoutRoutine(rung: number): string {
  return `JSR needs the name of the routine it calls (rung ${rung})`;
}

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

/** ST: `JSR takes one argument, the routine's name: JSR(Fill);`. */
export function stJsrArguments(): string {
  return "JSR takes one argument, the routine's name: JSR(RoutineName);";
}

/** `SBR must be the first instruction of a subroutine's first rung (rung 3)`. */
export function misplacedSbr(rung: number): string {
  return `SBR must be the first instruction of a subroutine's first rung (rung ${rung})`;
}

/** `Routine name "2Fill" is not a valid name: …`. */
export function invalidRoutineName(name: string): string {
  return `Routine name "${name}" is not a valid name: use letters, digits and single underscores, starting with a letter or an underscore, at most 40 characters`;
}

/** `Duplicate routine name "Fill" used by 2 routines.` */
export function duplicateRoutineName(name: string, count: number): string {
  return `Duplicate routine name "${name}" used by ${count} routines.`;
}

/** `A subroutine cannot be named MainRoutine: that is the Main Routine's name`. */
export function routineNamedMain(name: string): string {
  return `A subroutine cannot be named ${name}: that is the Main Routine's name`;
}
