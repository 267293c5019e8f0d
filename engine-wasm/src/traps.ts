import { Trap } from '../shared/layout.ts';

/** Fixed message of each VM status code (wasm3 style). */
export const TRAP_MESSAGES: Record<Trap, string> = {
  [Trap.NONE]: 'ok',
  [Trap.BUDGET]: '[trap] scan instruction budget exceeded: the scan was ended early',
  [Trap.BAD_PROGRAM]: '[trap] invalid program: it was not loaded',
  [Trap.OUT_OF_MEMORY]: '[trap] out of memory: the program is too large',
  [Trap.NO_PROGRAM]: '[trap] no program loaded',
  [Trap.BAD_SCENE]: '[trap] invalid scene: it was not attached',
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
