/**
 * Builders for issue 25's compute, move-logical and compare instructions in tests (see builders.ts):
 * operands are tag or member names or constants, an expression is Structured Text over tag names.
 */
import type { InstructionType } from '../model/project.ts';
import type { InstructionSpec, OperandSpec } from './builders.ts';

type Ref = NonNullable<InstructionSpec['ref']>;

const ins = (type: InstructionType, ref: Ref): InstructionSpec => ({
  kind: 'instruction',
  type,
  tag: null,
  ref,
});

export const cpt = (dest: string, expression: string) => ins('CPT', { Dest: dest, Expression: expression });
export const cmp = (expression: string) => ins('CMP', { Expression: expression });
export const neg = (src: OperandSpec, dest: string) => ins('NEG', { Src: src, Dest: dest });
export const abs = (src: OperandSpec, dest: string) => ins('ABS', { Src: src, Dest: dest });
export const sqr = (src: OperandSpec, dest: string, type: 'SQR' | 'SQRT' = 'SQR') =>
  ins(type, { Src: src, Dest: dest });
export const and = (a: OperandSpec, b: OperandSpec, dest: string) =>
  ins('AND', { SrcA: a, SrcB: b, Dest: dest });
export const or = (a: OperandSpec, b: OperandSpec, dest: string) =>
  ins('OR', { SrcA: a, SrcB: b, Dest: dest });
export const xor = (a: OperandSpec, b: OperandSpec, dest: string) =>
  ins('XOR', { SrcA: a, SrcB: b, Dest: dest });
export const not = (src: OperandSpec, dest: string) => ins('NOT', { Src: src, Dest: dest });
export const clr = (dest: string) => ins('CLR', { Dest: dest });
export const mvm = (src: OperandSpec, mask: OperandSpec, dest: string) =>
  ins('MVM', { Src: src, Mask: mask, Dest: dest });
export const btd = (src: OperandSpec, sourceBit: number, dest: string, destBit: number, length: number) =>
  ins('BTD', { Src: src, SourceBit: sourceBit, Dest: dest, DestBit: destBit, Length: length });
export const lim = (low: OperandSpec, test: OperandSpec, high: OperandSpec) =>
  ins('LIM', { LowLimit: low, Test: test, HighLimit: high });
export const meq = (src: OperandSpec, mask: OperandSpec, compare: OperandSpec) =>
  ins('MEQ', { Src: src, Mask: mask, Compare: compare });
export const scp = (
  input: OperandSpec,
  inputMin: OperandSpec,
  inputMax: OperandSpec,
  scaledMin: OperandSpec,
  scaledMax: OperandSpec,
  output: string,
) =>
  ins('SCP', {
    Src: input,
    InputMin: inputMin,
    InputMax: inputMax,
    ScaledMin: scaledMin,
    ScaledMax: scaledMax,
    Dest: output,
  });
