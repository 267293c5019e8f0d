/**
 * @plcsim/compiler/ladder: the ladder compiler on its own (validation, teaching warnings and the
 * emitter), for `compileProjectWith`. The widget imports it on demand, the first time it compiles a
 * ladder project, so pages in Structured Text do not download it.
 */
import type { Program } from '@plcsim/engine-wasm';
import type { CompileOptions, CompileResult } from './compileWith.ts';
import { emitLadder } from './ladder/emit.ts';
import { teachingWarnings } from './ladder/teachingWarnings.ts';
import { validateLadder } from './ladder/validate.ts';
import { TagLayout } from './layout/tagLayout.ts';
import type { Diagnostic } from './model/diagnostics.ts';
import type { Project } from './model/project.ts';

const isError = (d: Diagnostic) => d.severity !== 'warning';

/** Compiles a project's ladder (see `compileProjectWith`, which binds the scene). */
export function compileLadder(project: Project, options: CompileOptions): CompileResult {
  const empty = { program: null, slotOfId: new Map(), powerSlots: new Map() };
  const errors = validateLadder(project);
  if (errors.some(isError)) return { ...empty, diagnostics: errors };
  // Teaching warnings only for a program without errors: errors block RUN and come first, and on a
  // broken ladder (a missing tag, a shared rung) the reads and writes the warnings look at are
  // incomplete, so they would say false things. Warnings never stop the program.
  const diagnostics = [...errors, ...teachingWarnings(project)];
  try {
    const layout = new TagLayout(project);
    const { code, powerSlots } = emitLadder(project, layout, options);
    const program: Program = { code, initial: layout.initialValues(), symbols: layout.symbols };
    return { program, diagnostics, slotOfId: layout.slotOfId, powerSlots };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...empty,
      diagnostics: [...diagnostics, { source: 'ladder', message: `Internal compiler error: ${message}` }],
    };
  }
}
