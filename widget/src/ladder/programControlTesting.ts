/** Rungs using JMP, LBL, MCR, NOP, AFI, COP and FLL, for the ladder view's tests. */
export const PROGRAM_CONTROL_RUNGS = [
  'XIC(DI0)JMP(Skip);',
  'XIC(DI1)MCR();',
  'LBL(Skip)NOP()AFI()OTE(DO2);',
  'XIC(DI0)COP(K,Z,1)FLL(0,Z,1);',
  'MCR();',
] as const;
