import { MAX_CALL_DEPTH, MinorFault, Trap, WATCHDOG_BUDGET } from '../shared/layout.ts';
import type { SourceLocation } from './faultLocation.ts';

/** Fixed message of each VM status code (wasm3 style). */
export const TRAP_MESSAGES: Record<Trap, string> = {
  [Trap.NONE]: 'ok',
  [Trap.WATCHDOG]: `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions. The PLC stopped.`,
  [Trap.BAD_PROGRAM]: '[trap] invalid program: it was not loaded',
  [Trap.OUT_OF_MEMORY]: '[trap] out of memory: the program is too large',
  [Trap.NO_PROGRAM]: '[trap] no program loaded',
  [Trap.BAD_SCENE]: '[trap] invalid scene: it was not attached',
  [Trap.RUN_BUDGET]: '[trap] the run used up its work budget: no further scan was run',
  [Trap.INDEX_RANGE]: 'Array index out of range. The PLC stopped.',
  [Trap.CALL_DEPTH]: `Subroutine calls nested deeper than ${MAX_CALL_DEPTH}. The PLC stopped.`,
};

/** The major faults: the scan was ended where it was and the run must stop. */
export function isMajorFault(trap: number): boolean {
  return trap === Trap.WATCHDOG || trap === Trap.INDEX_RANGE || trap === Trap.CALL_DEPTH;
}

/** The result of every engine call that runs or loads code. Never an exception. */
export interface EngineStatus {
  ok: boolean;
  /** The VM's status code (0 when ok). */
  trap: Trap;
  /** Fixed message for the trap; null when ok. */
  message: string | null;
}

export function status(trap: number): EngineStatus {
  const known = trap in TRAP_MESSAGES ? (trap as Trap) : Trap.BAD_PROGRAM;
  return { ok: known === Trap.NONE, trap: known, message: known === Trap.NONE ? null : TRAP_MESSAGES[known] };
}

/**
 * The watchdog's fault, naming where the scan was when it ran out:
 * `Watchdog timeout: the scan ran more than 2000000 instructions (line 4). The PLC stopped.`
 */
export function watchdogMessage(location: SourceLocation): string {
  const where = location === null ? '' : ` (${placeName(location)})`;
  return `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions${where}. The PLC stopped.`;
}

/**
 * The major fault of an array index out of range, naming the array, its bounds and the place:
 * `Array index 12 is out of range for Data[0..9] (rung 4)`.
 */
export function indexRangeMessage(index: number, array: string, location: SourceLocation): string {
  const where = location === null ? '' : ` (${placeName(location)})`;
  return `Array index ${index} is out of range for ${array}${where}`;
}

/**
 * The major fault of subroutine calls nested too deep (recursion that does not end), naming the routine
 * called and the place of the call:
 * `Subroutine calls nested deeper than 32: JSR to Fill (routine Fill, rung 0). The PLC stopped.`
 */
export function callDepthMessage(routine: string, location: SourceLocation): string {
  const where = location === null ? '' : ` (${placeName(location)})`;
  return `Subroutine calls nested deeper than ${MAX_CALL_DEPTH}: JSR to ${routine}${where}. The PLC stopped.`;
}

/** `line 7`, `rung 4`, or `routine Fill, rung 2` in a subroutine. */
function placeName(location: NonNullable<SourceLocation>): string {
  const place = 'line' in location ? `line ${location.line}` : `rung ${location.rung}`;
  return location.routine === undefined ? place : `routine ${location.routine}, ${place}`;
}

/** `Minor fault at rung 4: ` (or `Minor fault: ` when the place is unknown). */
function minorFaultPrefix(location: SourceLocation): string {
  return location === null ? 'Minor fault: ' : `Minor fault at ${placeName(location)}: `;
}

/**
 * REAL division by zero:
 * `Minor fault at rung 4: division by zero in REAL math; the result is ±∞ or NaN and the scan went on.`
 */
export function divideByZeroMessage(location: SourceLocation): string {
  return `${minorFaultPrefix(location)}division by zero in REAL math; the result is ±∞ or NaN and the scan went on.`;
}

/**
 * A REAL stored into a DINT out of range or NaN:
 * `Minor fault at line 7: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).`
 */
export function conversionMessage(location: SourceLocation): string {
  return `${minorFaultPrefix(location)}a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).`;
}

/** The output-log line of a minor fault of `kind` at `location`. */
export function minorFaultMessage(kind: MinorFault, location: SourceLocation): string {
  return kind === MinorFault.DIVIDE_BY_ZERO ? divideByZeroMessage(location) : conversionMessage(location);
}
