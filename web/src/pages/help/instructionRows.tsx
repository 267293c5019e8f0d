import type { InstructionRow } from './InstructionTable.tsx';
import { COMPUTE_COMPARE_ROWS } from './computeRows.tsx';

const BOOL_OPERAND = (
  <>
    A <code>BOOL</code> tag or <code>BOOL</code> child tag (for example <code>Timer1.DN</code>).
  </>
);

const BOOL_TARGET = (
  <>
    A <code>BOOL</code> tag or <code>BOOL</code> child tag to write.
  </>
);

const TIMER_OPERAND = (
  <>
    A <code>TIMER</code> tag. Set its preset, in milliseconds, in the tag&apos;s <code>PRE</code> child.
  </>
);

const COUNTER_OPERAND = (
  <>
    A <code>COUNTER</code> tag. Set its preset in the tag&apos;s <code>PRE</code> child.
  </>
);

const MATH_OPERANDS = (
  <>
    Source A, Source B and Dest: <code>DINT</code> tags or <code>DINT</code> child tags.
  </>
);

const COMPARE_OPERANDS = (
  <>
    Source A and Source B: <code>DINT</code> tags or <code>DINT</code> child tags.
  </>
);

export const BIT_ROWS: readonly InstructionRow[] = [
  {
    code: 'XIC',
    name: 'Examine If Closed',
    operands: BOOL_OPERAND,
    does: 'Condition. Passes power when the bit is 1. Think "is it on?".',
  },
  {
    code: 'XIO',
    name: 'Examine If Open',
    operands: BOOL_OPERAND,
    does: 'Condition. Passes power when the bit is 0. Think "is it off?".',
  },
  {
    code: 'ONS',
    name: 'One Shot',
    operands: (
      <>
        A <code>BOOL</code> storage bit, used by this instruction only.
      </>
    ),
    does: (
      <>
        Condition. Passes power for the one scan on which its input rises from false to true, then blocks
        until the input has gone false and rises again. The storage bit holds the input&apos;s last state.
      </>
    ),
  },
  {
    code: 'OSR',
    name: 'One Shot Rising',
    operands: (
      <>
        <strong>Stor</strong>: a <code>BOOL</code> storage bit. <strong>Out</strong>: the <code>BOOL</code>{' '}
        bit that gets the pulse.
      </>
    ),
    does: (
      <>
        Sets <strong>Out</strong> to 1 for one scan when the rung input rises, and to 0 on every other scan.{' '}
        <strong>Stor</strong> holds the input&apos;s last state.
      </>
    ),
  },
  {
    code: 'OSF',
    name: 'One Shot Falling',
    operands: (
      <>
        <strong>Stor</strong> and <strong>Out</strong>, as for <code>OSR</code>.
      </>
    ),
    does: (
      <>
        Sets <strong>Out</strong> to 1 for one scan when the rung input falls from true to false.{' '}
        <strong>Stor</strong> holds the input&apos;s last state.
      </>
    ),
  },
  {
    code: 'OTE',
    name: 'Output Energize',
    operands: BOOL_TARGET,
    does: 'Writes the rung state to the bit on every scan: 1 while the rung is true, 0 while it is false.',
  },
  {
    code: 'OTL',
    name: 'Output Latch',
    operands: BOOL_TARGET,
    does: 'Sets the bit to 1 when the rung is true; when the rung is false it leaves the bit alone. The bit stays 1 (even through the pre-scan) until an OTU or another write clears it.',
  },
  {
    code: 'OTU',
    name: 'Output Unlatch',
    operands: BOOL_TARGET,
    does: 'Clears the bit to 0 when the rung is true; when the rung is false it leaves the bit alone.',
  },
];

const RES_ROW: InstructionRow = {
  code: 'RES',
  name: 'Reset',
  operands: (
    <>
      A <code>TIMER</code> or <code>COUNTER</code> tag.
    </>
  ),
  does: (
    <>
      When the rung is true: on a timer (including a <code>TOF</code>) clears ACC, EN, TT and DN; on a counter
      clears ACC, CU, CD and DN (and OV and UN).
    </>
  ),
};

export const TIMER_ROWS: readonly InstructionRow[] = [
  {
    code: 'TON',
    name: 'Timer On Delay',
    operands: TIMER_OPERAND,
    does: (
      <>
        While the rung is true: EN = 1 and ACC grows by the scan&apos;s elapsed time; TT = 1 while ACC {'<'}{' '}
        PRE; when ACC reaches PRE, DN = 1, TT = 0 and ACC stops at PRE. When the rung goes false, EN, TT, DN
        and ACC are all cleared. With PRE = 0, DN is set on the first true scan. Use it to delay switching on.
      </>
    ),
  },
  {
    code: 'TOF',
    name: 'Timer Off Delay',
    operands: TIMER_OPERAND,
    does: (
      <>
        While the rung is true: EN = 1, DN = 1, TT = 0, ACC = 0. When the rung goes false: EN = 0, and while
        DN is 1 and ACC {'<'} PRE, TT = 1 and ACC grows. When ACC reaches PRE, DN = 0, TT = 0 and ACC stops at
        PRE. Use DN to keep something running for PRE ms after its signal goes away (a fan after a heater).
      </>
    ),
  },
  {
    code: 'RTO',
    name: 'Retentive Timer On',
    operands: TIMER_OPERAND,
    does: (
      <>
        Like <code>TON</code> while the rung is true, but when the rung goes false ACC and DN are kept, so
        time adds up over several true periods (running hours, total fill time). Only <code>RES</code> clears
        it.
      </>
    ),
  },
  RES_ROW,
];

export const COUNTER_ROWS: readonly InstructionRow[] = [
  {
    code: 'CTU',
    name: 'Count Up',
    operands: COUNTER_OPERAND,
    does: (
      <>
        Adds 1 to ACC on each rising edge of the rung (false to true); a rung that stays true counts once. CU
        holds the last rung state. DN = 1 while ACC ≥ PRE. ACC keeps counting past PRE, and wraps at 32 bits
        (setting OV where the counter has it).
      </>
    ),
  },
  {
    code: 'CTD',
    name: 'Count Down',
    operands: COUNTER_OPERAND,
    does: (
      <>
        Subtracts 1 from ACC on each rising edge of the rung. CD holds the last rung state. DN = 1 while ACC ≥
        PRE. ACC may go below zero, and wraps at 32 bits (setting UN where the counter has it).
      </>
    ),
  },
  RES_ROW,
];

export const MATH_ROWS: readonly InstructionRow[] = [
  { code: 'ADD', name: 'Add', operands: MATH_OPERANDS, does: 'Dest = A + B.' },
  { code: 'SUB', name: 'Subtract', operands: MATH_OPERANDS, does: 'Dest = A − B.' },
  { code: 'MUL', name: 'Multiply', operands: MATH_OPERANDS, does: 'Dest = A × B.' },
  {
    code: 'DIV',
    name: 'Divide',
    operands: MATH_OPERANDS,
    does: (
      <>
        Dest = A / B, truncated toward zero: 7 / 2 = 3 and −7 / 2 = −3. Dividing by zero gives 0 (no fault),
        and −2147483648 / −1 gives −2147483648.
      </>
    ),
  },
  {
    code: 'MOD',
    name: 'Modulo',
    operands: MATH_OPERANDS,
    does: (
      <>
        Dest = the remainder of A / B, with the sign of the dividend A: 7 MOD 3 = 1, −7 MOD 3 = −1, 7 MOD −3 =
        1. MOD by zero gives 0.
      </>
    ),
  },
  {
    code: 'MOV',
    name: 'Move',
    operands: (
      <>
        Source and Dest: <code>DINT</code> tags or <code>DINT</code> child tags.
      </>
    ),
    does: 'Copies Source into Dest.',
  },
];

export const COMPARE_ROWS: readonly InstructionRow[] = [
  { code: 'EQU', name: 'Equal', operands: COMPARE_OPERANDS, does: 'Passes power when A = B.' },
  { code: 'NEQ', name: 'Not Equal', operands: COMPARE_OPERANDS, does: 'Passes power when A ≠ B.' },
  { code: 'GRT', name: 'Greater Than', operands: COMPARE_OPERANDS, does: 'Passes power when A > B.' },
  {
    code: 'GEQ',
    name: 'Greater Than or Equal',
    operands: COMPARE_OPERANDS,
    does: 'Passes power when A ≥ B.',
  },
  { code: 'LES', name: 'Less Than', operands: COMPARE_OPERANDS, does: 'Passes power when A < B.' },
  { code: 'LEQ', name: 'Less Than or Equal', operands: COMPARE_OPERANDS, does: 'Passes power when A ≤ B.' },
  ...COMPUTE_COMPARE_ROWS,
];

/** Subroutines (issue 25): JSR, SBR, RET without parameters. */
export const SUBROUTINE_ROWS: readonly InstructionRow[] = [
  {
    code: 'JSR',
    name: 'Jump to Subroutine',
    operands: 'Routine Name: one of the project’s subroutines.',
    does: 'Output. On a true rung runs the routine’s rungs (or statements), then passes power on; on a false rung the routine is not run.',
  },
  {
    code: 'SBR',
    name: 'Subroutine',
    operands: 'None.',
    does: 'Optional first instruction of a subroutine’s first rung: passes power.',
  },
  {
    code: 'RET',
    name: 'Return',
    operands: 'None.',
    does: 'Output. On a true rung ends the routine and goes back to the JSR that called it.',
  },
];

/** Process control (issue 25): the Logix PID instruction. */
export const PID_ROWS: readonly InstructionRow[] = [
  {
    code: 'PID',
    name: 'Proportional Integral Derivative',
    operands: (
      <>
        A <code>PID</code> tag (the loop: <code>.SP</code>, <code>.KP</code>, <code>.KI</code>,{' '}
        <code>.KD</code>, limits, modes), the Process Variable and the Control Variable: <code>REAL</code> or{' '}
        <code>DINT</code> tags. Tieback and the cascade operands are written 0.
      </>
    ),
    does: (
      <>
        Each scan its rung is true: error E = SP − PV, output CV = KP·E + KI·∫E dt + KD·dE/dt + BIAS, limited
        to MINO..MAXO without integral windup; in manual (<code>.MO</code>) CV = <code>.SO</code>. A false
        rung holds CV.
      </>
    ),
  },
];
