/**
 * Subroutines in the bytecode (issue 25; docs/decisions.md "Subroutines"). The Main Routine's code comes
 * first and ends with END; each subroutine follows in list order, its code ending with RTN (and, for
 * Structured Text, a pre-scan section ending with RTN); a last END closes the program. Ladder and
 * Structured Text routines share one tag layout and one code array: each language's compiler emits its
 * own routines (`RoutineEmitter`), and JSRs are patched once every routine's entry is known.
 */
import { Op, type RoutineSpan } from '@plcsim/engine-wasm';
import type { CompileOptions } from '../compileWith.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { Project, ProgramMode, Routine } from '../model/project.ts';
import { subroutines } from './names.ts';

/** Where a routine is emitted: the program's tags, layout and code so far. */
export interface RoutineTarget {
  /** The tags the routine sees (a Structured Text Main Routine's declared tags included). */
  readonly project: Project;
  readonly layout: TagLayout;
  readonly code: number[];
  readonly calls: RoutineCalls;
  readonly options: CompileOptions;
  /** With `trackPower`: slot of each ladder element's energised state (every routine's). */
  readonly powerSlots: Map<string, number>;
}

/** What emitting one routine gave: its problems and its pre-scan entry. */
export interface RoutineOutput {
  /** Its diagnostics, rungs and lines counted within it (`routine` is set by the caller). */
  diagnostics: Diagnostic[];
  /** The code word its pre-scan starts at (a ladder routine: its entry). */
  prescanEntry: number;
  /** Structured Text: (first code word, line) pairs. */
  lines?: number[];
}

/** Emits one routine of its language into `target.code`, ending with RTN. */
export type RoutineEmitter = (routine: Routine, target: RoutineTarget) => RoutineOutput;

/** Each language's routine emitter, where that language's compiler is loaded; the compile's options. */
export type RoutineHooks = Partial<Record<ProgramMode, RoutineEmitter>> & { options?: CompileOptions };

interface Entry {
  entry: number;
  prescan: number;
  flag: number;
}

/** The calls of a program: JSR / CALL words emitted before their routine's entry is known. */
export class RoutineCalls {
  readonly #fixups: { at: number; name: string }[] = [];
  readonly #entries = new Map<string, Entry>();

  /** Emits `op` (JSR or CALL) to routine `name` (validated to exist), patched by `patch`. */
  emit(code: number[], op: Op.JSR | Op.CALL, name: string): void {
    code.push(op, -1, -1, -1);
    this.#fixups.push({ at: code.length - 3, name: name.toUpperCase() });
  }

  define(name: string, entry: Entry): void {
    this.#entries.set(name.toUpperCase(), entry);
  }

  patch(code: number[]): void {
    for (const { at, name } of this.#fixups) {
      const entry = this.#entries.get(name);
      if (!entry) throw new Error(`compiler bug: JSR to an unknown routine ${name}`);
      code[at] = entry.entry;
      code[at + 1] = entry.prescan;
      code[at + 2] = entry.flag;
    }
  }
}

/** True when the project has subroutines to compile. */
export function hasSubroutines(project: Project): boolean {
  return subroutines(project).length > 0;
}

/**
 * Emits every subroutine after the Main Routine's code (which ends with END), then the closing END, and
 * patches the calls. A routine whose language's emitter is missing is a compiler bug (the caller loads
 * both compilers for a mixed program). Returns the diagnostics (each naming its routine) and the spans.
 */
export function emitSubroutines(
  target: RoutineTarget,
  emitters: RoutineHooks,
): { diagnostics: Diagnostic[]; spans: RoutineSpan[] } {
  const diagnostics: Diagnostic[] = [];
  const spans: RoutineSpan[] = [];
  const { code, layout, calls } = target;
  for (const routine of subroutines(target.project)) {
    const emit = emitters[routine.language === 'ST' ? 'ST' : 'LADDER'];
    if (!emit)
      throw new Error(
        `the ${routine.language === 'ST' ? 'Structured Text' : 'ladder'} compiler was not given.`,
      );
    const start = code.length;
    const out = emit(routine, target);
    for (const d of out.diagnostics) diagnostics.push({ ...d, routine: routine.name });
    calls.define(routine.name, { entry: start, prescan: out.prescanEntry, flag: layout.scratch() });
    const span: RoutineSpan = { name: routine.name, start, end: code.length };
    if (out.lines) span.lines = Int32Array.from(out.lines);
    spans.push(span);
  }
  code.push(Op.END);
  if (!diagnostics.some((d) => d.severity !== 'warning')) calls.patch(code);
  return { diagnostics, spans };
}
