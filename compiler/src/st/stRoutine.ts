/**
 * A Structured Text subroutine (issue 25): statements only, over the program's tags (no VAR blocks,
 * no PROGRAM header), checked and emitted after the program so far: its code ends with RTN (a RETURN
 * returns from it), then its pre-scan section, also ending with RTN.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { RoutineEmitter } from '../routines/calls.ts';
import { subroutines } from '../routines/names.ts';
import { checkProgram, type StContext } from './check.ts';
import { emitSt } from './emit.ts';
import { parseSt } from './parse/parseSt.ts';
import { TagResolver } from './resolve.ts';

const isError = (d: Diagnostic) => d.severity !== 'warning';

export const emitStRoutine: RoutineEmitter = (routine, target) => {
  const { code } = target;
  const start = code.length;
  const source = routine.stSource;
  const parsed = parseSt(source);
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  const resolver = new TagResolver(target.project);
  const context: StContext = {
    routines: new Set(subroutines(target.project).map((r) => r.name.toUpperCase())),
    calls: target.calls,
    into: { code, end: Op.RTN },
  };
  const checked = diagnostics.some(isError) ? null : checkProgram(parsed.program, resolver, source, context);
  if (checked) diagnostics.push(...checked.diagnostics);
  if (!checked || diagnostics.some(isError)) {
    code.push(Op.RTN);
    return { diagnostics, prescanEntry: start };
  }
  const { prescanStart, lines } = emitSt(
    parsed.program,
    checked.types,
    resolver,
    target.layout,
    source,
    context,
  );
  return { diagnostics, prescanEntry: prescanStart, lines: Array.from(lines) };
};
