/**
 * The Structured Text compiler's subroutine machinery (issue 25), apart from the compiler itself: only a
 * program with subroutines needs it, and `@plcsim/compiler/st-routines` adds it to the compiler (a page
 * imports that only for such a program; `compilersNeeded`).
 */
import { emitSubroutines, RoutineCalls } from '../routines/calls.ts';
import type { StSubroutines } from './compileSt.ts';
import { emitStRoutine } from './stRoutine.ts';

export const ST_SUBROUTINES: StSubroutines = {
  calls: () => new RoutineCalls(),
  emit(project, layout, context, routines) {
    const code = context.into?.code ?? [];
    const calls = context.calls ?? new RoutineCalls();
    const powerSlots = new Map<string, number>();
    const target = { project, layout, code, calls, options: routines?.options ?? {}, powerSlots };
    const { diagnostics, spans } = emitSubroutines(target, { ...routines, ST: emitStRoutine });
    return { code, diagnostics, spans, powerSlots };
  },
};
