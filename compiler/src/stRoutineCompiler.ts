/**
 * @plcsim/compiler/st-routines: the Structured Text compiler with the subroutine machinery (issue 25):
 * a Structured Text program's subroutines, `JSR(Name);` calls, and the emitter of a Structured Text
 * subroutine in a ladder program. The widget imports it on demand for a project with subroutines only
 * (`compilersNeeded`), so a page running a program without any loads `@plcsim/compiler/st` alone.
 */
import type { StCompiler } from './compileWith.ts';
import { compileStProgram } from './stCompiler.ts';
import { emitStRoutine } from './st/stRoutine.ts';
import { ST_SUBROUTINES } from './st/stSubroutines.ts';

export type { StCompileResult } from './st/compileSt.ts';

/** The Structured Text compiler, with its subroutines and its subroutine emitter for a ladder program. */
export const compileSt: StCompiler = Object.assign(
  (...[source, project, routines]: Parameters<StCompiler>) =>
    compileStProgram(source, project, routines, ST_SUBROUTINES),
  { routine: emitStRoutine },
);
