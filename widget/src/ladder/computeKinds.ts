/**
 * How issue 25's compute, move-logical and compare instructions are drawn: boxes titled and labelled as
 * Studio 5000 draws them (`Scale w/Parameters`, `Low Limit`), rows from the compiler's operand table.
 */
import { COMPUTE_OPERANDS, COMPUTE_TITLES } from '@plcsim/compiler';
import type { BoxKind } from './instructionKinds.ts';

/** The box of each compute instruction. */
export const COMPUTE_KINDS: Readonly<Record<string, BoxKind>> = Object.fromEntries(
  Object.entries(COMPUTE_OPERANDS).map(([type, operands]) => [
    type,
    {
      shape: 'box',
      title: COMPUTE_TITLES[type] ?? type,
      rows: operands.map((operand) => ({ label: operand.label, slot: operand.slot })),
      outputs: [],
    } satisfies BoxKind,
  ]),
);
