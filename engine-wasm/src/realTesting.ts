/**
 * Test helpers for REAL programs (not shipped: only *.test.ts import it): hand-assembled programs over
 * typed slots S0, S1, …, and a reference for FTOI/TRUNCF written from the opcode comments.
 */
import type { Program, ProgramSymbol } from './program.ts';
import { realToBits } from './real.ts';

export type SlotType = ProgramSymbol['type'];

/**
 * A program over one slot per entry of `slots`: each is a type and an initial value (a REAL stored
 * as its single's bits). Slot i is named S{i}.
 */
export function typedProgram(
  code: readonly number[],
  slots: readonly (readonly [SlotType, number])[],
): Program {
  return {
    code: Int32Array.from(code),
    initial: Int32Array.from(slots.map(([type, value]) => (type === 'REAL' ? realToBits(value) : value))),
    symbols: slots.map(([type], slot) => ({ name: `S${slot}`, slot, type })),
  };
}

/** JavaScript's view of FTOI (`round`: ties to even) and TRUNCF (`trunc`): the DINT and whether it faults. */
export function referenceToDint(value: number, mode: 'round' | 'trunc'): { value: number; fault: boolean } {
  if (Number.isNaN(value)) return { value: 0, fault: true };
  const whole = mode === 'trunc' ? Math.trunc(value) : roundHalfEven(value);
  if (whole > 2147483647) return { value: 2147483647, fault: true };
  if (whole < -2147483648) return { value: -2147483648, fault: true };
  return { value: whole === 0 ? 0 : whole, fault: false };
}

function roundHalfEven(value: number): number {
  if (!Number.isFinite(value)) return value;
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff < 0.5) return floor;
  if (diff > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}
