import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection, HelpSubsection } from './HelpSection.tsx';
import { BIT_ROWS, COMPARE_ROWS, COUNTER_ROWS, MATH_ROWS, TIMER_ROWS } from './instructionRows.tsx';
import { InstructionTable } from './InstructionTable.tsx';
import { SubroutinesSubsection } from './SubroutinesSubsection.tsx';
import { AddOnSubsection } from './AddOnSubsection.tsx';
import { COMPUTE_ROWS } from './computeRows.tsx';
import { TeachingWarningsSubsection } from './TeachingWarningsSubsection.tsx';
import { FileInstructionsSubsection } from './FileInstructionsSubsection.tsx';
import { CodeBlock } from './HelpBlocks.tsx';
import { PROGRAM_CONTROL_ROWS } from './programControlRows.tsx';
import { PidSubsection } from './PidSubsection.tsx';

const SEAL_IN_RUNG = `      START        STOP                     M1
 |--+---] [---+----] [--------------------( )--|
 |  |   M1    |                                |
 |  +---] [---+                                |`;

const TON_TRACE = `TON with PRE = 300, scans of 100 ms

scan  rung  EN  TT  DN  ACC
  1   true   1   1   0  100
  2   true   1   1   0  200
  3   true   1   0   1  300   ACC reached PRE: DN on, TT off
  4   true   1   0   1  300   ACC stays at PRE
  5   false  0   0   0    0   rung false: everything clears`;

const COUNT_AND_RESET = `Rung 0:  XIC(LS1)  CTU(Boxes)              count boxes passing the switch
Rung 1:  XIC(Boxes.DN)  OTE(LAMP1)        lamp on when Boxes.ACC >= Boxes.PRE
Rung 2:  XIC(PB1)  RES(Boxes)             reset button starts over`;

/** Ladder instructions in the five toolset groups (SEMANTICS.md "Instructions"). */
export function InstructionsSection() {
  return (
    <HelpSection id={HELP_ANCHORS.instructions}>
      <p>
        A ladder program is a list of <dfn>rungs</dfn> between two power rails. Each rung reads left to right:{' '}
        <em>conditions</em> on the left decide whether power flows; <em>outputs</em> on the right act on it.
        Instructions in a row are in series (AND). A <dfn>branch</dfn> puts rungs in parallel and is true if
        any of its legs is true (OR). The conditions (<code>XIC</code>, <code>XIO</code>, <code>ONS</code> and
        the compares) are always kept ahead of the other instructions in a rung.
      </p>
      <p>
        The classic start/stop circuit with a <dfn>seal-in</dfn>: pressing <code>START</code> turns the motor
        on, the motor&apos;s own contact in the branch keeps it on after <code>START</code> is released, and
        the NC <code>STOP</code> button (1 at rest) breaks the circuit when pressed.
      </p>
      <CodeBlock label="Start/stop circuit with a seal-in">{SEAL_IN_RUNG}</CodeBlock>
      <p>
        Below, rungs are sometimes written as text, one instruction after another, for example{' '}
        <code>XIC(PB1) OTE(LAMP1)</code>. The Structured Text calls of the same names behave exactly like the
        ladder instructions.
      </p>

      <HelpSubsection id={HELP_ANCHORS.bitInstructions}>
        <p>
          Bit instructions read and write <code>BOOL</code> tags: inputs, outputs, internal bits and the
          status bits of timers and counters.
        </p>
        <InstructionTable caption="Bit instructions" rows={BIT_ROWS} />
        <p>
          <code>OTE</code> follows the rung every scan; <code>OTL</code>/<code>OTU</code> remember. A bit
          written by several instructions holds the last write of the scan, so two <code>OTE</code>s on one
          bit fight and the lower rung wins. One-shots turn a held signal into a single event:{' '}
          <code>XIC(PB1) ONS(PB1_Store) ADD(Count, One, Count)</code> adds 1 once per press, not once per
          scan.
        </p>
      </HelpSubsection>

      <HelpSubsection id={HELP_ANCHORS.timerInstructions}>
        <p>
          A timer works on a <code>TIMER</code> tag with the children PRE (preset, ms), ACC (accumulated, ms)
          and the bits EN (enabled), TT (timing) and DN (done). On every scan its rung is true, a timer adds
          that scan&apos;s elapsed time to ACC, starting with the first true scan: real time in a live run,
          exactly 100 ms per scan in a test sequence.
        </p>
        <InstructionTable caption="Timer instructions" rows={TIMER_ROWS} />
        <CodeBlock label="TON timing, scan by scan">{TON_TRACE}</CodeBlock>
      </HelpSubsection>

      <HelpSubsection id={HELP_ANCHORS.counterInstructions}>
        <p>
          A counter works on a <code>COUNTER</code> tag with the children PRE (preset), ACC (count) and the
          bits CU (count-up input), CD (count-down input) and DN (done). Counters count <em>edges</em>, not
          scans: the rung must go false and true again for the next count.
        </p>
        <InstructionTable caption="Counter instructions" rows={COUNTER_ROWS} />
        <CodeBlock label="Counting and resetting">{COUNT_AND_RESET}</CodeBlock>
      </HelpSubsection>

      <HelpSubsection id={HELP_ANCHORS.mathInstructions}>
        <p>
          Math instructions work on <code>DINT</code> values and run only on scans where their rung is true;
          on a false rung the destination is left unchanged. A source (and each operand of a compare) is a{' '}
          <code>DINT</code> tag or a whole-number constant such as <code>1</code>, as in Rockwell ladder; the
          destination is always a tag. Child tags such as <code>Timer1.ACC</code> or <code>Counter1.PRE</code>{' '}
          work too: <code>MOV</code> into <code>Timer1.PRE</code> changes a preset from the program.
        </p>
        <InstructionTable caption="Math instructions" rows={MATH_ROWS} />
        <p>
          Results wrap at 32 bits (two&apos;s complement) instead of stopping with an error: 2147483647 + 1
          gives −2147483648.
        </p>
      </HelpSubsection>

      <HelpSubsection id={HELP_ANCHORS.compareInstructions}>
        <p>
          Compare instructions are conditions: they pass power when the comparison holds. They compare signed{' '}
          <code>DINT</code> values (−1 is less than 0). If an operand is missing, the compare is false.
        </p>
        <InstructionTable caption="Compare instructions" rows={COMPARE_ROWS} />
        <InstructionTable caption="Compute and move/logical instructions" rows={COMPUTE_ROWS} />
        <p>
          Example: <code>GEQ(Boxes.ACC, Full) OTE(LAMP1)</code> lights the lamp once the count reaches the
          value in <code>Full</code>.
        </p>
      </HelpSubsection>

      <FileInstructionsSubsection />

      <HelpSubsection id={HELP_ANCHORS.programControlInstructions}>
        <p>
          Program control changes which rungs run. A <code>JMP</code> skips to its <code>LBL</code>; a jump
          back that never ends stops the PLC with a watchdog fault. An MCR zone switches a group of rungs off
          together.
        </p>
        <InstructionTable caption="Program control instructions" rows={PROGRAM_CONTROL_ROWS} />
      </HelpSubsection>
      <SubroutinesSubsection />
      <AddOnSubsection />
      <PidSubsection />

      <TeachingWarningsSubsection />
    </HelpSection>
  );
}
