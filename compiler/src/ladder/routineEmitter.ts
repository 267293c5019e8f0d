/**
 * A ladder subroutine (issue 25): validated on its own (rungs counted within it), its teaching warnings,
 * then emitted after the program so far, ending with RTN.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { RoutineEmitter } from '../routines/calls.ts';
import { emitLadder } from './emit.ts';
import { teachingWarnings } from './teachingWarnings.ts';
import { validateLadder } from './validate.ts';
import { misplacedSbrs } from './validateRoutines.ts';
import { routineSharingErrors } from './routineSharing.ts';

const isError = (d: Diagnostic) => d.severity !== 'warning';

export const emitLadderRoutine: RoutineEmitter = (routine, target) => {
  const { code } = target;
  const start = code.length;
  const rungs = Array.isArray(routine.rungs) ? routine.rungs : [];
  const project = { ...target.project, rungs };
  // Project-wide problems (duplicate tag names) are the Main Routine's to report.
  const diagnostics = validateLadder(project).filter((d) => d.rung !== undefined);
  diagnostics.push(...routineSharingErrors(target.project, routine.name, rungs));
  if (!diagnostics.some(isError)) diagnostics.push(...misplacedSbrs(project, rungs, true));
  if (diagnostics.some(isError)) {
    code.push(Op.RTN);
    return { diagnostics, prescanEntry: start };
  }
  diagnostics.push(...teachingWarnings(project).filter((d) => d.rung !== undefined));
  const { trackPower } = target.options;
  emitLadder(project, target.layout, {
    ...(trackPower ? { trackPower } : {}),
    calls: target.calls,
    into: { code, rungs, end: Op.RTN, powerSlots: target.powerSlots },
  });
  return { diagnostics, prescanEntry: start };
};
