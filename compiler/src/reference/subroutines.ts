/**
 * Subroutines in the reference interpreter (issue 25), written from the Logix rules independently of
 * the VM: JSR on a true rung runs the routine's rungs then passes the rung on; RET on a true rung ends
 * the routine (in the Main Routine: the scan); SBR passes power. Calls nest at most 32 deep, else a
 * major fault. The pre-scan follows every JSR whatever its rung, ignores RET, and pre-scans each
 * routine once.
 */
import { MAX_CALL_DEPTH } from '@plcsim/engine-wasm';
import type { Instruction, Project, Routine } from '../model/project.ts';

/** RET on a true rung: unwinds to the JSR that called the routine (or ends the scan). */
export class ReturnFromRoutine extends Error {}

/** The routine and rung being run, for fault messages. */
export interface Place {
  routine: string | undefined;
  rung: number;
}

/** `rung 4`, or `routine Fill, rung 2` in a subroutine. */
export function placeText(place: Place): string {
  return place.routine === undefined ? `rung ${place.rung}` : `routine ${place.routine}, rung ${place.rung}`;
}

export class ReferenceSubroutines {
  readonly #routines = new Map<string, Routine>();
  readonly #prescanned = new Set<string>();
  #depth = 0;

  constructor(
    project: Project,
    private readonly place: Place,
    /** Runs a routine's rungs (JMP/LBL and MCR zones included) in `prescan` mode or not. */
    private readonly runRoutine: (rungIds: readonly string[], prescan: boolean) => void,
    /** The error that stops the run with a major fault. */
    private readonly fault: (message: string) => Error,
  ) {
    for (const routine of project.routines ?? []) this.#routines.set(routine.name.toUpperCase(), routine);
  }

  /** Before a scan or the pre-scan. */
  start(): void {
    this.#prescanned.clear();
    this.#depth = 0;
    this.place.routine = undefined;
  }

  /** JSR, SBR or RET with rung condition `rc`; returns the condition passed on. */
  execute(ins: Instruction, rc: boolean, prescan: boolean): boolean {
    if (ins.type === 'RET') {
      if (rc && !prescan) throw new ReturnFromRoutine();
      return rc;
    }
    if (ins.type !== 'JSR') return rc;
    const routine = this.#routines.get(String(ins.ref?.Routine).toUpperCase());
    if (!routine) throw new Error(`ReferencePlc: JSR to an unknown routine ${String(ins.ref?.Routine)}`);
    if (routine.language === 'ST')
      throw new Error('ReferencePlc: Structured Text routines are not interpreted');
    if (prescan) {
      if (this.#prescanned.has(routine.name.toUpperCase())) return rc;
      this.#prescanned.add(routine.name.toUpperCase());
    } else if (!rc) return rc;
    if (this.#depth >= MAX_CALL_DEPTH) {
      throw this.fault(
        `Subroutine calls nested deeper than ${MAX_CALL_DEPTH}: JSR to ${routine.name} (${placeText(this.place)}). The PLC stopped.`,
      );
    }
    const caller = { ...this.place };
    this.#depth++;
    try {
      this.place.routine = routine.name;
      this.runRoutine(routine.rungs, prescan);
    } catch (error) {
      if (!(error instanceof ReturnFromRoutine)) throw error;
    } finally {
      this.#depth--;
      Object.assign(this.place, caller);
    }
    return rc;
  }
}
