/** The ladder-only messages of subroutines (issue 25); `rung` is 0-based within the routine. */

/** `JSR needs the name of the routine it calls (rung 2)`. */
export function jsrWithoutRoutine(rung: number): string {
  return `JSR needs the name of the routine it calls (rung ${rung})`;
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
