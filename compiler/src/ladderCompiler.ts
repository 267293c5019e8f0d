/**
 * @plcsim/compiler/ladder: the ladder compiler on its own (validation, teaching warnings and the
 * emitter), for `compileProjectWith`. The widget imports it on demand, the first time it compiles a
 * ladder project, so pages in Structured Text do not download it.
 */
import { Op, type Program } from '@plcsim/engine-wasm';
import type { CompileOptions, CompileResult, LadderCompiler } from './compileWith.ts';
import { emitLadder } from './ladder/emit.ts';
import { emitLadderRoutine } from './ladder/routineEmitter.ts';
import { teachingWarnings } from './ladder/teachingWarnings.ts';
import { validateLadder } from './ladder/validate.ts';
import { misplacedSbrs } from './ladder/validateRoutines.ts';
import { TagLayout } from './layout/tagLayout.ts';
import type { Diagnostic } from './model/diagnostics.ts';
import type { Project } from './model/project.ts';
import { emitSubroutines, RoutineCalls, type RoutineHooks, type RoutineTarget } from './routines/calls.ts';
import { subroutines } from './routines/names.ts';
import { routineNameErrors } from './ladder/routineNames.ts';
import { lowerAddOns } from './addon/lowerAddOns.ts';

const isError = (d: Diagnostic) => d.severity !== 'warning';

/** Compiles a project's ladder (see `compileProjectWith`, which binds the scene). */
function compileLadderProgram(
  project: Project,
  options: CompileOptions & { routines?: RoutineHooks },
): CompileResult {
  const empty = { program: null, slotOfId: new Map(), powerSlots: new Map() };
  const routines = subroutines(project);
  const errors = validateLadder(project);
  if (routines.length > 0) {
    if (!errors.some(isError)) errors.push(...misplacedSbrs(project, project.rungs, false));
    errors.push(...routineNameErrors(routines));
  }
  if (errors.some(isError)) {
    // The subroutines' own problems too, so the Errors tab lists every routine's.
    return { ...empty, diagnostics: [...errors, ...subroutineProblems(project, options)] };
  }
  // Teaching warnings only for a program without errors: errors block RUN and come first, and on a
  // broken ladder (a missing tag, a shared rung) the reads and writes the warnings look at are
  // incomplete, so they would say false things. Warnings never stop the program.
  const diagnostics = [
    ...errors,
    ...(routines.length > 0 ? routineWarnings(project) : teachingWarnings(project)),
  ];
  try {
    const layout = new TagLayout(project);
    if (routines.length === 0) {
      const { code, powerSlots } = emitLadder(project, layout, options);
      const program: Program = { code, initial: layout.initialValues(), symbols: layout.symbols };
      return { program, diagnostics, slotOfId: layout.slotOfId, powerSlots };
    }
    const target = mainTarget(project, layout, options);
    const sub = emitSubroutines(target, { ...options.routines, LADDER: emitLadderRoutine });
    diagnostics.push(...sub.diagnostics);
    if (diagnostics.some(isError)) return { ...empty, diagnostics };
    const program: Program = {
      code: Int32Array.from(target.code),
      initial: layout.initialValues(),
      symbols: layout.symbols,
      routines: sub.spans,
    };
    return { program, diagnostics, slotOfId: layout.slotOfId, powerSlots: target.powerSlots };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...empty,
      diagnostics: [...diagnostics, { source: 'ladder', message: `Internal compiler error: ${message}` }],
    };
  }
}

/**
 * The Main Routine's teaching warnings in a program with subroutines: those of a rung as they are; the
 * project-wide ones (an output never written…) looking at every ladder routine's rungs, and left out
 * when a Structured Text routine may read or write what they speak of.
 */
function routineWarnings(project: Project): Diagnostic[] {
  const routines = subroutines(project);
  const ofRungs = teachingWarnings(project).filter((d) => d.rung !== undefined);
  if (routines.some((r) => r.language === 'ST')) return ofRungs;
  const all = { ...project, rungs: [...project.rungs, ...routines.flatMap((r) => r.rungs)] };
  return [...ofRungs, ...teachingWarnings(all).filter((d) => d.rung === undefined)];
}

/** The Main Routine emitted (ending with END) and the target its subroutines follow it in. */
function mainTarget(project: Project, layout: TagLayout, options: CompileOptions): RoutineTarget {
  const code: number[] = [];
  const powerSlots = new Map<string, number>();
  const calls = new RoutineCalls();
  emitLadder(project, layout, {
    ...(options.trackPower ? { trackPower: true } : {}),
    calls,
    into: { code, rungs: project.rungs, end: Op.END, powerSlots },
  });
  return { project, layout, code, calls, options, powerSlots };
}

/** The subroutines' diagnostics when the Main Routine has errors (their code is thrown away). */
function subroutineProblems(
  project: Project,
  options: CompileOptions & { routines?: RoutineHooks },
): Diagnostic[] {
  if (subroutines(project).length === 0) return [];
  try {
    const layout = new TagLayout(project);
    const target: RoutineTarget = {
      project,
      layout,
      code: [Op.END],
      calls: new RoutineCalls(),
      options,
      powerSlots: new Map(),
    };
    return emitSubroutines(target, { ...options.routines, LADDER: emitLadderRoutine }).diagnostics;
  } catch {
    return [];
  }
}

/** The ladder compiler, with its subroutine emitter for a Structured Text Main Routine's program. */
export const compileLadder: LadderCompiler = Object.assign(compileLadderProgram, {
  routine: emitLadderRoutine,
  addOns: lowerAddOns,
});
