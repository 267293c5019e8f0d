import type { InstructionRow } from './InstructionTable.tsx';

/** The compare instructions of issue 25 (shown with EQU … LEQ). */
export const COMPUTE_COMPARE_ROWS: readonly InstructionRow[] = [
  {
    code: 'LIM',
    name: 'Limit Test',
    operands: 'Low Limit, Test, High Limit: DINT or REAL tags or constants.',
    does: 'Passes power when Low Limit ≤ Test ≤ High Limit; with Low Limit above High Limit, when Test is outside them (Test ≥ Low Limit or Test ≤ High Limit).',
  },
  {
    code: 'MEQ',
    name: 'Mask Equal',
    operands: 'Source, Mask, Compare: DINT tags or constants.',
    does: 'Passes power when the bits Mask lets through are equal: (Source AND Mask) = (Compare AND Mask).',
  },
  {
    code: 'CMP',
    name: 'Compare',
    operands: 'Expression: a Structured Text condition over tags, such as Level > 50.0 AND Pump.',
    does: 'Passes power when the expression is true (a DINT expression: when it is not 0).',
  },
];

/** The compute and move-logical instructions of issue 25: outputs, acting only on a true rung. */
export const COMPUTE_ROWS: readonly InstructionRow[] = [
  {
    code: 'CPT',
    name: 'Compute',
    operands: 'Dest: a DINT or REAL tag; Expression: Structured Text math over tags, such as (A + B) * 2.5.',
    does: 'Evaluates the expression and stores it in Dest; a REAL result rounds to the nearest DINT (halves to even).',
  },
  { code: 'NEG', name: 'Negate', operands: 'Source, Dest: DINT or REAL.', does: 'Dest := −Source.' },
  { code: 'ABS', name: 'Absolute Value', operands: 'Source, Dest: DINT or REAL.', does: 'Dest := |Source|.' },
  {
    code: 'SQR',
    name: 'Square Root (also SQRT)',
    operands: 'Source, Dest: DINT or REAL.',
    does: 'Dest := √|Source|; into a DINT the root of a DINT is truncated, of a REAL rounded.',
  },
  {
    code: 'AND',
    name: 'Bitwise And',
    operands: 'Source A, Source B, Dest: DINT.',
    does: 'Dest := A AND B, bit by bit.',
  },
  {
    code: 'OR',
    name: 'Bitwise Or',
    operands: 'Source A, Source B, Dest: DINT.',
    does: 'Dest := A OR B, bit by bit.',
  },
  {
    code: 'XOR',
    name: 'Bitwise Exclusive Or',
    operands: 'Source A, Source B, Dest: DINT.',
    does: 'Dest := A XOR B, bit by bit.',
  },
  {
    code: 'NOT',
    name: 'Bitwise Not',
    operands: 'Source, Dest: DINT.',
    does: 'Dest := every bit of Source inverted.',
  },
  { code: 'CLR', name: 'Clear', operands: 'Dest: a DINT or REAL tag.', does: 'Dest := 0.' },
  {
    code: 'MVM',
    name: 'Masked Move',
    operands: 'Source, Mask, Dest: DINT.',
    does: 'Copies the Source bits where Mask is 1 into Dest; Dest keeps its other bits.',
  },
  {
    code: 'BTD',
    name: 'Bit Field Distribute',
    operands: 'Source, Dest: DINT; Source Bit, Dest Bit (0–31) and Length (1–32): constants.',
    does: 'Copies Length bits of Source from Source Bit into Dest from Dest Bit; bits past bit 31 are dropped.',
  },
  {
    code: 'SCP',
    name: 'Scale with Parameters',
    operands: 'Input, Input Min, Input Max, Scaled Min, Scaled Max, Output: DINT or REAL.',
    does: 'Output := (Input − Input Min) × (Scaled Max − Scaled Min) / (Input Max − Input Min) + Scaled Min, in REAL.',
  },
];
