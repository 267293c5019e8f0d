/**
 * Builders for the sequencers in test projects (reference/builders.ts style), operands in the Logix
 * box's order: SQO(Array, Mask, Dest, Control), SQI(Array, Mask, Source, Control), SQL(Array, Source,
 * Control). Length and Position are the CONTROL's LEN and POS (builders.ts `control`).
 */
import type { InstructionSpec, OperandSpec } from './builders.ts';

/** Sequencer output: steps `array` through `mask` into `dest` with CONTROL `ctl`. */
export const sqo = (array: string, mask: OperandSpec, dest: string, ctl: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'SQO',
  tag: ctl,
  ref: { Array: array, Mask: mask, Dest: dest },
});

/** Sequencer input: true when `src` through `mask` equals the step at the CONTROL's POS. */
export const sqi = (array: string, mask: OperandSpec, src: string, ctl: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'SQI',
  tag: ctl,
  ref: { Array: array, Mask: mask, Src: src },
});

/** Sequencer load: stores `src` into `array` at the CONTROL's next position. */
export const sql = (array: string, src: OperandSpec, ctl: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'SQL',
  tag: ctl,
  ref: { Array: array, Src: src },
});
