/**
 * Neutral-text operand order of the file and shift instructions, as Studio 5000 writes them:
 * `BSL(Array,Control,SourceBit,Length)`, `FFL(Source,FIFO,Control,Length,Position)`,
 * `FFU(FIFO,Dest,Control,Length,Position)` (LFL/LFU the same, BSR as BSL).
 */
import type { OperandRole } from './signatures.ts';

const SHIFT: readonly OperandRole[] = [
  { slot: 'Array', kind: 'DINT' },
  { slot: 'tag', kind: 'CONTROL' },
  { slot: 'Bit', kind: 'BOOL' },
  { slot: 'LEN' },
];
const LOAD: readonly OperandRole[] = [
  { slot: 'Src', kind: 'NUMBER' },
  { slot: 'Array', kind: 'NUMBER' },
  { slot: 'tag', kind: 'CONTROL' },
  { slot: 'LEN' },
  { slot: 'POS' },
];
const UNLOAD: readonly OperandRole[] = [
  { slot: 'Array', kind: 'NUMBER' },
  { slot: 'Dest', kind: 'NUMBER' },
  { slot: 'tag', kind: 'CONTROL' },
  { slot: 'LEN' },
  { slot: 'POS' },
];

/** The file instructions' signatures, spread into SIGNATURES. */
export const FILE_SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = {
  BSL: SHIFT,
  BSR: SHIFT,
  FFL: LOAD,
  FFU: UNLOAD,
  LFL: LOAD,
  LFU: UNLOAD,
};
