import type { StCompiler } from '@plcsim/compiler';
import { onDemand } from './onDemand.ts';

/**
 * The Structured Text compiler (`@plcsim/compiler/st`: the lezer parser, the checker and the emitter,
 * ~35 KB gzip), imported once per page the first time a project in Structured Text is compiled; a
 * ladder-only page never downloads it (issue 12's size budget).
 */
const stCompiler = onDemand<StCompiler>(() =>
  import('@plcsim/compiler/st').then((module) => module.compileSt),
);

/**
 * The same with the subroutine machinery (`@plcsim/compiler/st-routines`, issue 25: the calls, ST
 * subroutines), imported only for a project with subroutines (it brings the compiler above with it):
 * a page whose programs have none never downloads it.
 */
const stRoutineCompiler = onDemand<StCompiler>(() =>
  import('@plcsim/compiler/st-routines').then((module) => module.compileSt),
);

/**
 * The Structured Text compiler once it has been imported (by any controller on the page), else null:
 * the one with subroutines once that has arrived.
 */
export const loadedStCompiler = (): StCompiler | null => stRoutineCompiler.loaded() ?? stCompiler.loaded();

/** Whether `compiler` compiles subroutines (`routine` is the emitter of a Structured Text subroutine). */
export const compilesSubroutines = (compiler: StCompiler | null): boolean => Boolean(compiler?.routine);

/**
 * Imports the Structured Text compiler (once per page): with `subroutines`, the one that compiles them
 * (or the plain one when it already has arrived and none are needed).
 */
export const loadStCompiler = (subroutines = false): Promise<StCompiler> =>
  subroutines || stRoutineCompiler.loaded() ? stRoutineCompiler.load() : stCompiler.load();
