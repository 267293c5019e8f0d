/**
 * One diagnostic shape for both languages (ARCHITECTURE.md "Diagnostics"). Messages are the spec's
 * strings. Ladder diagnostics carry the rung index and element id; Structured Text ones a 1-based
 * line and column.
 */
export interface Diagnostic {
  source: 'ladder' | 'st' | 'project';
  message: string;
  /** 0-based index of the main rung (ladder). */
  rung?: number;
  /** Id of the instruction or branch at fault (ladder), so the editor can paint it red. */
  elementId?: string;
  /** 1-based line (Structured Text). */
  line?: number;
  /** 1-based column (Structured Text). */
  col?: number;
  /** 'warning' does not block a program; everything else is an error. */
  severity?: 'error' | 'warning';
  /** Id of the help page section that explains it (teaching warnings), e.g. 'normally-closed-inputs'. */
  help?: string;
  /**
   * The subroutine it is in (its name, as `Project.routines` spells it); absent for the Main Routine
   * and for project-wide diagnostics. `rung` and `line` count within that routine.
   */
  routine?: string;
  /**
   * The Add-On Instruction definition it is in (issue 25) and which of its routines (absent: the
   * definition itself, e.g. a parameter); `rung` and `line` then count within that routine.
   */
  addOn?: { name: string; routine?: 'Logic' | 'EnableInFalse' };
}
