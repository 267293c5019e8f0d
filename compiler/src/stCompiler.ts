/**
 * @plcsim/compiler/st: the Structured Text compiler on its own (the lezer parser, the checker and the
 * emitter), for `compileProjectWith`. The widget imports it on demand, the first time it compiles a
 * project whose program is Structured Text, so ladder-only pages do not download it.
 */
import type { StCompiler } from './compileWith.ts';
import { compileSt as compileStProgram } from './st/compileSt.ts';
import { emitStRoutine } from './st/stRoutine.ts';

export type { StCompileResult } from './st/compileSt.ts';

/** The Structured Text compiler, with its subroutine emitter for a ladder Main Routine's program. */
export const compileSt: StCompiler = Object.assign(compileStProgram, { routine: emitStRoutine });
