/** Neutral-text operands of JMP/LBL, MCR, NOP, AFI, COP and FLL (`JMP(Done)`, `NOP()`, `COP(A,B,5)`). */
import type { OperandRole } from './signatures.ts';

const FILE: readonly OperandRole[] = [
  { slot: 'Src', kind: 'ANY' },
  { slot: 'Dest', kind: 'ANY' },
  { slot: 'Length', kind: 'DINT' },
];

export const PROGRAM_CONTROL_SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = {
  JMP: [{ slot: 'Label' }],
  LBL: [{ slot: 'Label' }],
  MCR: [],
  NOP: [],
  AFI: [],
  COP: FILE,
  FLL: FILE,
};
