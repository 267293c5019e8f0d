/**
 * Neutral-text operand layouts of issue 25's compute, move-logical and compare instructions, from the
 * one table of their operands (ladder/computeInstructions.ts): `CPT(Dest,A*B+2.5)`, `LIM(0,Level,100)`,
 * `BTD(Source,4,Dest,8,4)`.
 */
import { COMPUTE_OPERANDS } from '../ladder/computeInstructions.ts';
import type { ComputeSourceSlot, ImmediateSlot, OperandRole } from './signatures.ts';

/** Operand layout of each compute instruction. */
export const COMPUTE_SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = Object.fromEntries(
  Object.entries(COMPUTE_OPERANDS).map(([type, operands]) => [
    type,
    operands.map((operand): OperandRole => {
      const { kind } = operand;
      switch (operand.role) {
        case 'expression':
          return { slot: 'Expression', kind: 'NUMBER' };
        case 'immediate':
          return { slot: operand.slot as ImmediateSlot, kind: 'DINT' };
        case 'dest':
          return { slot: 'Dest', kind };
        default:
          return { slot: operand.slot as 'Src' | ComputeSourceSlot, kind };
      }
    }),
  ]),
);

/** True for a slot that holds a source operand (a tag, member, element or constant). */
export function isSourceSlot(slot: string): slot is 'SrcA' | 'SrcB' | 'Src' | ComputeSourceSlot {
  return (
    slot === 'SrcA' ||
    slot === 'SrcB' ||
    slot === 'Src' ||
    [
      'Mask',
      'Compare',
      'LowLimit',
      'Test',
      'HighLimit',
      'InputMin',
      'InputMax',
      'ScaledMin',
      'ScaledMax',
    ].includes(slot)
  );
}

const NOT_TAGS = new Set(['AND', 'OR', 'XOR', 'NOT', 'MOD', 'TRUE', 'FALSE']);

/**
 * The plain tag names an expression reads (`A*B+2.5` → A, B), with the evidence of their type: REAL
 * when the expression holds a REAL literal, else DINT. Members, elements and called functions are left
 * out (their tags are declared or inferred elsewhere).
 */
export function expressionTagUses(text: string): { name: string; evidence: 'DINT' | 'REAL' }[] {
  const evidence = /\d\.\d|\d[eE][+-]?\d/.test(text) ? 'REAL' : 'DINT';
  const uses: { name: string; evidence: 'DINT' | 'REAL' }[] = [];
  const word = /[A-Za-z_][A-Za-z0-9_]*/g;
  for (let match = word.exec(text); match; match = word.exec(text)) {
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice(match.index + match[0].length).trimStart();
    if (before.endsWith('.') || /^[.[(]/.test(after) || /\d$/.test(before.slice(-1))) continue;
    if (NOT_TAGS.has(match[0].toUpperCase()) || /#/.test(after.slice(0, 1))) continue;
    uses.push({ name: match[0], evidence });
  }
  return uses;
}
