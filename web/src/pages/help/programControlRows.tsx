import type { InstructionRow } from './InstructionTable.tsx';

/** JMP, LBL, MCR, NOP, AFI: the Program Control tab (docs/decisions.md "Program control"). */
export const PROGRAM_CONTROL_ROWS: readonly InstructionRow[] = [
  {
    code: 'JMP',
    name: 'Jump to Label',
    operands: 'A label name.',
    does: 'When its rung is true, the scan goes on at the rung that starts with LBL of that name; the rungs skipped are not scanned and their outputs keep their state.',
  },
  {
    code: 'LBL',
    name: 'Label',
    operands: 'A label name, once per routine.',
    does: 'The target of a JMP; it must be the first instruction of its rung and passes power.',
  },
  {
    code: 'MCR',
    name: 'Master Control Reset',
    operands: 'None.',
    does: 'An MCR rung with conditions opens a zone, an MCR alone on a rung closes it; while the zone is off, its rungs run as false rungs (OTE off, OTL kept, TON reset).',
  },
  { code: 'NOP', name: 'No Operation', operands: 'None.', does: 'Does nothing and passes power on.' },
  {
    code: 'AFI',
    name: 'Always False',
    operands: 'None.',
    does: 'Makes the rung false from here on: a quick way to switch a rung off.',
  },
];

/** COP and FLL: on the File/Misc tab (docs/decisions.md "COP and FLL"). */
export const COPY_ROWS: readonly InstructionRow[] = [
  {
    code: 'COP',
    name: 'Copy File',
    operands: (
      <>
        Source and Dest: tags, arrays or structures (<code>Data[2]</code> starts at that element); Length.
      </>
    ),
    does: 'Every scan its rung is true, copies Length elements of the Dest type from Source to Dest, bit for bit, never past the end of Dest.',
  },
  {
    code: 'FLL',
    name: 'File Fill',
    operands: <>Source: a number or a tag; Dest: an array or a structure; Length.</>,
    does: (
      <>
        Every scan its rung is true, writes Source into Length elements of Dest (converted as <code>MOV</code>{' '}
        converts): <code>FLL(0, Data, 10)</code> clears an array.
      </>
    ),
  },
];
