import { Trap, WATCHDOG_BUDGET } from '../shared/layout.ts';
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
};

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
  const where =
    location === null ? '' : 'line' in location ? ` (line ${location.line})` : ` (rung ${location.rung})`;
  return `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions${where}. The PLC stopped.`;
}
