/** Test builders (builders.ts style) for JMP/LBL, MCR, NOP, AFI, COP and FLL. */
import type { InstructionSpec, OperandSpec } from './builders.ts';

/** Jump to the rung that starts with LBL `label` when the rung is true. */
export const jmp = (label: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'JMP',
  tag: null,
  ref: { Label: label },
});
/** The jump target `label`; first on its rung. */
export const lbl = (label: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'LBL',
  tag: null,
  ref: { Label: label },
});
/** Master control reset: starts a zone (with conditions) or ends it (alone on its rung). */
export const mcr = (): InstructionSpec => ({ kind: 'instruction', type: 'MCR', tag: null });
/** No operation. */
export const nop = (): InstructionSpec => ({ kind: 'instruction', type: 'NOP', tag: null });
/** Always false. */
export const afi = (): InstructionSpec => ({ kind: 'instruction', type: 'AFI', tag: null });
/** Copy `length` elements of Dest's type from `src` to `dest`. */
export const cop = (src: string, dest: string, length: OperandSpec): InstructionSpec => ({
  kind: 'instruction',
  type: 'COP',
  tag: null,
  ref: { Src: src, Dest: dest, Length: length },
});
/** Fill `length` elements of `dest` with `src`. */
export const fll = (src: OperandSpec, dest: string, length: OperandSpec): InstructionSpec => ({
  kind: 'instruction',
  type: 'FLL',
  tag: null,
  ref: { Src: src, Dest: dest, Length: length },
});
