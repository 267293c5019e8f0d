/**
 * @plcsim/compiler/st: the Structured Text compiler on its own (the lezer parser, the checker and the
 * emitter), for `compileProjectWith`. The widget imports it on demand, the first time it compiles a
 * project whose program is Structured Text, so ladder-only pages do not download it. It compiles no
 * subroutines (issue 25): a program with any is compiled by `@plcsim/compiler/st-routines`, which a
 * page imports only for such a program (`compilersNeeded`).
 */
import type { StCompiler } from './compileWith.ts';
import { compileSt as compileStProgram } from './st/compileSt.ts';

export type { StCompileResult } from './st/compileSt.ts';
// For @plcsim/compiler/st-routines (importing it from here, a bundle puts the two in one chunk).
export { compileStProgram };

/** The Structured Text compiler, for a program without subroutines. */
export const compileSt: StCompiler = (source, project, routines) =>
  compileStProgram(source, project, routines);
