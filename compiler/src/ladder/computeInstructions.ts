/**
 * The operands of issue 25's compute, move-logical and compare instructions (docs/decisions.md
 * "Instruction operands (issue 25)" and "Compute instructions"), in the order Logix writes them: the
 * one table the validator, the code generator, the reference interpreter, neutral text and the widget
 * read.
 */
import type { InstructionRef } from '../model/project.ts';

/**
 * What an operand is: `source` a tag, member, element or constant read; `dest` a tag, member or element
 * written; `immediate` a whole-number constant only (BTD's bit numbers and length); `expression` a
 * Structured Text expression (CPT, CMP).
 */
export type ComputeRole = 'source' | 'dest' | 'immediate' | 'expression';

/** One operand: its slot in `ref`, its role, and its type (NUMBER: DINT or REAL). */
export interface ComputeOperand {
  slot: keyof InstructionRef;
  role: ComputeRole;
  kind: 'DINT' | 'NUMBER';
  /** The Logix label drawn in the box (`Source A`, `Low Limit`). */
  label: string;
}

const op = (
  slot: keyof InstructionRef,
  role: ComputeRole,
  kind: 'DINT' | 'NUMBER',
  label: string,
): ComputeOperand => ({ slot, role, kind, label });

const UNARY: readonly ComputeOperand[] = [
  op('Src', 'source', 'NUMBER', 'Source'),
  op('Dest', 'dest', 'NUMBER', 'Dest'),
];
const BITWISE: readonly ComputeOperand[] = [
  op('SrcA', 'source', 'DINT', 'Source A'),
  op('SrcB', 'source', 'DINT', 'Source B'),
  op('Dest', 'dest', 'DINT', 'Dest'),
];

/** Operands of each instruction, in text order. */
export const COMPUTE_OPERANDS: Readonly<Record<string, readonly ComputeOperand[]>> = {
  CPT: [op('Dest', 'dest', 'NUMBER', 'Dest'), op('Expression', 'expression', 'NUMBER', 'Expression')],
  CMP: [op('Expression', 'expression', 'NUMBER', 'Expression')],
  NEG: UNARY,
  ABS: UNARY,
  SQR: UNARY,
  SQRT: UNARY,
  AND: BITWISE,
  OR: BITWISE,
  XOR: BITWISE,
  NOT: [op('Src', 'source', 'DINT', 'Source'), op('Dest', 'dest', 'DINT', 'Dest')],
  CLR: [op('Dest', 'dest', 'NUMBER', 'Dest')],
  MVM: [
    op('Src', 'source', 'DINT', 'Source'),
    op('Mask', 'source', 'DINT', 'Mask'),
    op('Dest', 'dest', 'DINT', 'Dest'),
  ],
  BTD: [
    op('Src', 'source', 'DINT', 'Source'),
    op('SourceBit', 'immediate', 'DINT', 'Source Bit'),
    op('Dest', 'dest', 'DINT', 'Dest'),
    op('DestBit', 'immediate', 'DINT', 'Dest Bit'),
    op('Length', 'immediate', 'DINT', 'Length'),
  ],
  LIM: [
    op('LowLimit', 'source', 'NUMBER', 'Low Limit'),
    op('Test', 'source', 'NUMBER', 'Test'),
    op('HighLimit', 'source', 'NUMBER', 'High Limit'),
  ],
  MEQ: [
    op('Src', 'source', 'DINT', 'Source'),
    op('Mask', 'source', 'DINT', 'Mask'),
    op('Compare', 'source', 'DINT', 'Compare'),
  ],
  SCP: [
    op('Src', 'source', 'NUMBER', 'Input'),
    op('InputMin', 'source', 'NUMBER', 'Input Min'),
    op('InputMax', 'source', 'NUMBER', 'Input Max'),
    op('ScaledMin', 'source', 'NUMBER', 'Scaled Min'),
    op('ScaledMax', 'source', 'NUMBER', 'Scaled Max'),
    op('Dest', 'dest', 'NUMBER', 'Output'),
  ],
};

/** The box titles Logix draws. */
export const COMPUTE_TITLES: Readonly<Record<string, string>> = {
  CPT: 'Compute',
  CMP: 'Compare',
  NEG: 'Negate',
  ABS: 'Absolute Value',
  SQR: 'Square Root',
  SQRT: 'Square Root',
  AND: 'Bitwise And',
  OR: 'Bitwise Inclusive Or',
  XOR: 'Bitwise Exclusive Or',
  NOT: 'Bitwise Not',
  CLR: 'Clear',
  MVM: 'Masked Move',
  BTD: 'Bit Field Distribute',
  LIM: 'Limit Test',
  MEQ: 'Mask Equal',
  SCP: 'Scale w/Parameters',
};

/** The input (compare) instructions among them: they set the rung condition and write nothing. */
export const COMPUTE_INPUTS: ReadonlySet<string> = new Set(['LIM', 'MEQ', 'CMP']);

/** The operands of `type`, or undefined when it is not one of these instructions. */
export function computeOperands(type: string): readonly ComputeOperand[] | undefined {
  return Object.hasOwn(COMPUTE_OPERANDS, type) ? COMPUTE_OPERANDS[type] : undefined;
}

/** Every source slot of these instructions (an element there is read before the instruction). */
export const COMPUTE_SOURCE_SLOTS: readonly (keyof InstructionRef)[] = [
  'Mask',
  'Compare',
  'LowLimit',
  'Test',
  'HighLimit',
  'InputMin',
  'InputMax',
  'ScaledMin',
  'ScaledMax',
];

/** Instructions that read their Dest before writing it (MVM and BTD keep Dest's other bits). */
export const READS_DEST: ReadonlySet<string> = new Set(['MVM', 'BTD']);
