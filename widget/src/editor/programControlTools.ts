/** The toolset entries of JMP, LBL, MCR, NOP, AFI (Program Control) and COP, FLL (File/Misc). */
import type { InstructionType } from '@plcsim/compiler';

export const PROGRAM_CONTROL_TOOLS: readonly InstructionType[] = ['JMP', 'LBL', 'MCR', 'NOP', 'AFI'];
export const COPY_TOOLS: readonly InstructionType[] = ['COP', 'FLL'];

export const PROGRAM_CONTROL_TITLES: Readonly<Record<string, string>> = {
  JMP: 'Jump to Label',
  LBL: 'Label',
  MCR: 'Master Control Reset',
  NOP: 'No Operation',
  AFI: 'Always False',
  COP: 'Copy File',
  FLL: 'File Fill',
};
