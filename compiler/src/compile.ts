import { compileProjectWith, type CompileOptions, type CompileResult } from './compileWith.ts';
import type { Project } from './model/project.ts';
import { compileLadder } from './ladderCompiler.ts';
import { compileSt } from './stRoutineCompiler.ts';

export type { CompileOptions, CompileResult } from './compileWith.ts';

/**
 * Compiles a project's program to bytecode and the tag memory it runs over, ladder or Structured Text.
 * Never throws: user mistakes come back as diagnostics, and any program with an error diagnostic is
 * not produced. Give it documents read by parseProjectDocument; anything else is read defensively,
 * and what still breaks is an 'Internal compiler error' diagnostic. (A browser page uses
 * `compileProjectWith` and loads `@plcsim/compiler/st` or `@plcsim/compiler/ladder` when it needs one.)
 */
export function compileProject(project: Project, options: CompileOptions = {}): CompileResult {
  return compileProjectWith(project, options, compileSt, compileLadder);
}
