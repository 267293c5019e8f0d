/**
 * Emits the Logix PID instruction (issue 25): `PID block pv cv flags` (engine-wasm opcodes.ts Op.PID),
 * the block being the PID tag's first slot, flags telling the VM which of PV and CV are DINTs.
 */
import { Op } from '@plcsim/engine-wasm';
import { PID_CV_DINT, PID_PV_DINT } from '@plcsim/engine-wasm/shared/pidLayout';
import type { Instruction, Operand } from '../model/project.ts';

/** Pushes the PID instruction `ins` (validated) onto `code`. */
export function emitPid(
  ins: Instruction,
  code: number[],
  slot: (id: string | null | undefined) => number,
  isReal: (operand: Operand | null | undefined) => boolean,
): void {
  const ref = ins.ref ?? {};
  const pv = typeof ref.Src === 'string' ? ref.Src : null;
  const flags = (isReal(pv) ? 0 : PID_PV_DINT) | (isReal(ref.Dest) ? 0 : PID_CV_DINT);
  code.push(Op.PID, slot(ins.tag), slot(pv), slot(ref.Dest), flags);
}
