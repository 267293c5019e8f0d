import type { Program } from '@plcsim/engine-wasm';
import type { Diagnostic } from './model/diagnostics.ts';
import type { Project } from './model/project.ts';
import { bindScene } from './scenes/bindScene.ts';
import type { DeclaredTags, StCompileResult } from './st/compileSt.ts';
import type { RoutineEmitter, RoutineHooks } from './routines/calls.ts';

/** Options of `compileProject`. */
export interface CompileOptions {
  /** Track each ladder element's energised state in tag memory (for the ladder view). */
  trackPower?: boolean;
}

/** The outcome of a compile: a program only when there is no error diagnostic. */
export interface CompileResult {
  program: Program | null;
  diagnostics: Diagnostic[];
  /** Slot of each tag and child tag id. */
  slotOfId: ReadonlyMap<string, number>;
  /** With `trackPower`: slot of each instruction's and branch's energised state. */
  powerSlots: ReadonlyMap<string, number>;
  /** Structured Text: the tags its VAR blocks declared that the project lacks (shown in the Tags tab). */
  declared?: DeclaredTags;
}

/**
 * The Structured Text compiler (`compileSt` of `@plcsim/compiler/st`). A page that runs only ladder
 * need not download it (the lezer parser, the checker and the emitter): `compileProjectWith` takes it
 * as an argument, and `usesStructuredText` tells when it is needed.
 */
export type StCompiler = ((source: string, project: Project, routines?: RoutineHooks) => StCompileResult) & {
  /**
   * Emits a Structured Text subroutine (issue 25) into a program of either Main Routine language: set
   * when the compiler compiles subroutines (`@plcsim/compiler/st-routines`, not `@plcsim/compiler/st`).
   */
  routine?: RoutineEmitter;
};

/**
 * The ladder compiler (`compileLadder` of `@plcsim/compiler/ladder`: validation, teaching warnings and
 * the emitter). A page that runs only Structured Text need not download it, as a ladder page need not
 * download the Structured Text compiler.
 */
export type LadderCompiler = ((
  project: Project,
  options: CompileOptions & { routines?: RoutineHooks },
) => CompileResult) & {
  /** Emits a ladder subroutine (issue 25) into a program of either Main Routine language. */
  routine?: RoutineEmitter;
  /** Lowers a project's Add-On Instruction calls to generated subroutines (addon/lowerAddOns.ts). */
  addOns?: (project: Project) => {
    project: Project;
    diagnostics: Diagnostic[];
    relabel(diagnostics: readonly Diagnostic[]): Diagnostic[];
  };
};

/** Whether compiling `project` needs the Structured Text compiler (its program mode is ST). */
export function usesStructuredText(project: Project): boolean {
  return project?.programMode === 'ST';
}

/**
 * The compilers compiling `project` needs: its Main Routine's language's, and the other language's too
 * when a subroutine is in it (issue 25). `subroutines`: the project has subroutines, so the Structured
 * Text compiler must be the one with them (`@plcsim/compiler/st-routines`, not `@plcsim/compiler/st`).
 */
export function compilersNeeded(project: Project): { st: boolean; ladder: boolean; subroutines: boolean } {
  const main = usesStructuredText(project);
  // Read here without routines/names.ts, which only the compilers load.
  const routines: unknown = project?.routines;
  const list = Array.isArray(routines) ? routines : [];
  const languages = new Set(list.map((r: { language?: unknown }) => r?.language));
  // Add-On Instructions are lowered by the ladder compiler's chunk into generated subroutines; their
  // routines need their language's compiler, with subroutines.
  const addOns: unknown = project?.addOnInstructions;
  const aois: { logic?: { language?: unknown }; enableInFalse?: { language?: unknown } }[] = Array.isArray(
    addOns,
  )
    ? addOns
    : [];
  const aoiSt = aois.some((a) => a?.logic?.language === 'ST' || a?.enableInFalse?.language === 'ST');
  return {
    st: main || languages.has('ST') || aoiSt,
    ladder: !main || languages.has('LADDER') || aois.length > 0,
    subroutines: list.length > 0 || aois.length > 0,
  };
}

/**
 * `compileProject` with the compilers given (see `StCompiler`, `LadderCompiler`): `compileSt` may be
 * null when `usesStructuredText(project)` is false, `compileLadder` when it is true. Never throws: user mistakes come back as
 * diagnostics, and any program with an error diagnostic is not produced. Give it documents read by
 * parseProjectDocument; anything else is read defensively, and what still breaks is an 'Internal
 * compiler error' diagnostic.
 */
export function compileProjectWith(
  project: Project,
  options: CompileOptions,
  compileSt: StCompiler | null,
  compileLadder: LadderCompiler | null,
): CompileResult {
  try {
    const result = compileProgram(project, options, compileSt, compileLadder);
    const scene = result.program ? bindScene(project, result.program.symbols) : undefined;
    if (result.program && scene) result.program.scene = scene;
    return result;
  } catch (error) {
    // Only a document that skipped parseProjectDocument (wrong types inside) gets here.
    const message = error instanceof Error ? error.message : String(error);
    const source = project?.programMode === 'ST' ? 'st' : 'ladder';
    return {
      program: null,
      slotOfId: new Map(),
      powerSlots: new Map(),
      diagnostics: [{ source, severity: 'error', message: `Internal compiler error: ${message}` }],
    };
  }
}

function compileProgram(
  project: Project,
  options: CompileOptions,
  compileSt: StCompiler | null,
  compileLadder: LadderCompiler | null,
): CompileResult {
  const aois: unknown = project?.addOnInstructions;
  if (!Array.isArray(aois) || aois.length === 0)
    return compileLowered(project, options, compileSt, compileLadder);
  // Add-On Instructions: their calls become generated subroutines first (addon/lowerAddOns.ts).
  if (!compileLadder?.addOns) throw new Error('the ladder compiler was not given.');
  const lowered = compileLadder.addOns(project);
  if (lowered.diagnostics.some((d) => d.severity !== 'warning'))
    return { program: null, diagnostics: lowered.diagnostics, slotOfId: new Map(), powerSlots: new Map() };
  const result = compileLowered(lowered.project, options, compileSt, compileLadder);
  return { ...result, diagnostics: [...lowered.diagnostics, ...lowered.relabel(result.diagnostics)] };
}

function compileLowered(
  project: Project,
  options: CompileOptions,
  compileSt: StCompiler | null,
  compileLadder: LadderCompiler | null,
): CompileResult {
  // Subroutines in the other language are emitted by its compiler, into the same program.
  const routines: RoutineHooks = {
    ...(compileSt?.routine ? { ST: compileSt.routine } : {}),
    ...(compileLadder?.routine ? { LADDER: compileLadder.routine } : {}),
    options,
  };
  if (usesStructuredText(project)) {
    if (!compileSt) throw new Error('the Structured Text compiler was not given.');
    const source = typeof project.stSource === 'string' ? project.stSource : '';
    const { program, diagnostics, slotOfId, declared, powerSlots } = compileSt(source, project, routines);
    return {
      program,
      diagnostics,
      slotOfId,
      powerSlots: powerSlots ?? new Map(),
      ...(declared ? { declared } : {}),
    };
  }
  if (!compileLadder) throw new Error('the ladder compiler was not given.');
  return compileLadder(project, { ...options, routines });
}
