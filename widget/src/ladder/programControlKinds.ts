/**
 * How JMP, LBL, MCR, NOP, AFI, COP and FLL are drawn, Studio 5000 style: JMP a coil `-(JMP)-` and LBL a
 * contact `-[LBL]-` with the label above, MCR a coil `-(MCR)-`, NOP and AFI small blocks on the wire, COP
 * and FLL boxes with Source, Dest and Length rows.
 */
import type { InstructionKind } from './instructionKinds.ts';

const file = (title: string): InstructionKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Source', slot: 'Src', value: false },
    { label: 'Dest', slot: 'Dest', value: false },
    { label: 'Length', slot: 'Length' },
  ],
  outputs: [],
});

export const PROGRAM_CONTROL_KINDS: Readonly<Record<string, InstructionKind>> = {
  JMP: { shape: 'coil', inner: 'JMP', name: 'Label' },
  LBL: { shape: 'contact', inner: 'LBL', name: 'Label' },
  MCR: { shape: 'coil', inner: 'MCR', name: 'none' },
  NOP: { shape: 'contact', inner: 'NOP', name: 'none' },
  AFI: { shape: 'contact', inner: 'AFI', name: 'none' },
  COP: file('Copy File'),
  FLL: file('File Fill'),
};

/** The input instructions among them: kept ahead of the outputs on a rung. */
export const PROGRAM_CONTROL_CONDITIONS = ['LBL', 'NOP', 'AFI'] as const;
