/**
 * Neutral-text operand order of the sequencers, as Studio 5000 writes them:
 * `SQO(Array,Mask,Dest,Control,Length,Position)`, `SQI(Array,Mask,Source,Control,Length,Position)`,
 * `SQL(Array,Source,Control,Length,Position)`. Length and Position are the CONTROL's LEN and POS.
 */
import type { OperandRole } from './signatures.ts';

const ARRAY: OperandRole = { slot: 'Array', kind: 'DINT' };
const MASK: OperandRole = { slot: 'Mask', kind: 'DINT' };
const SOURCE: OperandRole = { slot: 'Src', kind: 'DINT' };
const CONTROL: readonly OperandRole[] = [{ slot: 'tag', kind: 'CONTROL' }, { slot: 'LEN' }, { slot: 'POS' }];

/** The sequencers' signatures, spread into SIGNATURES. */
export const SEQUENCER_SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = {
  SQO: [ARRAY, MASK, { slot: 'Dest', kind: 'DINT' }, ...CONTROL],
  SQI: [ARRAY, MASK, SOURCE, ...CONTROL],
  SQL: [ARRAY, SOURCE, ...CONTROL],
};
