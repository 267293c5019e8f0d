/**
 * The list filters' instruction groups for issue 25's instructions, named as the editor's toolset tabs
 * (widget/src/editor/Toolsets.tsx). A project's `instructionMap` holds the instructions of every
 * routine (subroutines share it with the Main Routine), so a filter matches an instruction used only
 * in a subroutine too.
 */
export const ISSUE_25_FILTER_GROUPS = [
  {
    group: 'Compute',
    types: ['CPT', 'NEG', 'ABS', 'SQR', 'SQRT', 'AND', 'OR', 'XOR', 'NOT', 'CLR', 'MVM', 'BTD', 'SCP'],
  },
  { group: 'File/Misc', types: ['COP', 'FLL', 'BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU'] },
  { group: 'Program Control', types: ['JSR', 'SBR', 'RET', 'JMP', 'LBL', 'MCR', 'NOP', 'AFI'] },
  { group: 'Process', types: ['PID'] },
] as const;
