import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';
import { InstructionTable, type InstructionRow } from './InstructionTable.tsx';
import { CodeBlock } from './HelpBlocks.tsx';
import { SequencerHelp } from './SequencerHelp.tsx';
import { COPY_ROWS } from './programControlRows.tsx';

const CONTROL_OPERAND = (
  <>
    A <code>CONTROL</code> tag; Length and Position are its <code>LEN</code> and <code>POS</code>.
  </>
);

/** The file and shift instructions (docs/decisions.md "File and shift instructions"). */
export const FILE_ROWS: readonly InstructionRow[] = [
  {
    code: 'BSL',
    name: 'Bit Shift Left',
    operands: (
      <>
        Array (a <code>DINT</code> array or its first element), Control, Source Bit (<code>BOOL</code>),
        Length.
      </>
    ),
    does: 'On each false-to-true rung: every bit moves up one place, Source Bit enters bit 0, the bit at Length − 1 goes to .UL; .DN on. A false rung clears .EN and .DN.',
  },
  {
    code: 'BSR',
    name: 'Bit Shift Right',
    operands: 'As BSL.',
    does: 'On each false-to-true rung: bits 0 … Length − 1 move down one place, bit 0 goes to .UL, Source Bit enters bit Length − 1.',
  },
  {
    code: 'FFL',
    name: 'FIFO Load',
    operands: (
      <>
        Source, FIFO (a <code>DINT</code> or <code>REAL</code> array), Control. {CONTROL_OPERAND}
      </>
    ),
    does: 'On each false-to-true rung: Source is stored at element POS and POS goes up by one; a full FIFO (.DN, POS = LEN) loads nothing.',
  },
  {
    code: 'FFU',
    name: 'FIFO Unload',
    operands: 'FIFO, Dest, Control: the same CONTROL as its FFL.',
    does: 'On each false-to-true rung: element 0 goes to Dest, the others move down one, POS goes down by one; .EM when POS = 0.',
  },
  {
    code: 'LFL',
    name: 'LIFO Load',
    operands: 'Source, LIFO, Control.',
    does: 'As FFL: the value is stored at element POS.',
  },
  {
    code: 'LFU',
    name: 'LIFO Unload',
    operands: 'LIFO, Dest, Control: the same CONTROL as its LFL.',
    does: 'On each false-to-true rung: the last value loaded (element POS − 1) goes to Dest and POS goes down by one.',
  },
];

const BSL_EXAMPLE = `Track : DINT[1];  Gate_Ctl : CONTROL with LEN = 5
Rung 0:  XIC(Step)  BSL(Track[0], Gate_Ctl, Reject, 5)    one shift per conveyor step
Rung 1:  XIC(Gate_Ctl.UL)  OTE(Reject_Gate)               the reject reaches the gate

step  Reject  Track[0] (bits 4..0)  Gate_Ctl.UL
  1     1          00001                0
  2     0          00010                0
  5     0          10000                0
  6     0          00000                1   the rejected part is at the gate`;

const FIFO_EXAMPLE = `Parts : DINT[4];  Queue : CONTROL with LEN = 4
Rung 0:  XIC(Arrive)  FFL(PartId, Parts[0], Queue, 4, 0)   park a part id
Rung 1:  XIC(Leave)   FFU(Parts[0], NextId, Queue, 4, 0)   the oldest id leaves first

Four arrivals: POS = 4, Queue.DN on (full). Four departures: NextId gets the ids
in arrival order, POS = 0, Queue.EM on (empty).`;

/**
 * The File/Misc toolset in one subsection: copy and fill, then bit shift registers, FIFO/LIFO stacks and
 * sequencers on a CONTROL tag.
 */
export function FileInstructionsSubsection() {
  return (
    <HelpSubsection id={HELP_ANCHORS.fileInstructions}>
      <p>
        <code>COP</code> and <code>FLL</code> copy or fill a run of array elements and need no{' '}
        <code>CONTROL</code>:
      </p>
      <InstructionTable caption="Copy and fill instructions" rows={COPY_ROWS} />
      <p>
        File instructions work on an array with a <code>CONTROL</code> tag, a structure with the number
        members <code>LEN</code> (length) and <code>POS</code> (position) and the bits <code>EN</code>,{' '}
        <code>EU</code>, <code>DN</code>, <code>EM</code>, <code>ER</code> and <code>UL</code>. Each acts once
        per false-to-true transition of its rung: hold the rung true and nothing more happens. A Length longer
        than the array sets <code>.ER</code> and the instruction does nothing. An FFL and its FFU share one{' '}
        <code>CONTROL</code> (the load uses <code>.EN</code>, the unload <code>.EU</code>); any other two file
        instructions need a <code>CONTROL</code> each.
      </p>
      <InstructionTable caption="File instructions" rows={FILE_ROWS} />
      <CodeBlock label="BSL: tracking a reject along a conveyor">{BSL_EXAMPLE}</CodeBlock>
      <CodeBlock label="FFL and FFU: a queue of part ids">{FIFO_EXAMPLE}</CodeBlock>
      <SequencerHelp />
    </HelpSubsection>
  );
}
