import { InstructionTable, type InstructionRow } from './InstructionTable.tsx';
import { CodeBlock } from './HelpBlocks.tsx';

/** The sequencers (docs/decisions.md "Sequencers: SQO, SQI, SQL"). */
export const SEQUENCER_ROWS: readonly InstructionRow[] = [
  {
    code: 'SQO',
    name: 'Sequencer Output',
    operands: (
      <>
        Array (a <code>DINT</code> array: step 0, then steps 1 … Length), Mask (a <code>DINT</code> tag or
        constant), Dest (<code>DINT</code>), Control, Length, Position.
      </>
    ),
    does: 'On each false-to-true rung POS goes to the next step (after Length back to 1); while the rung is true the step’s bits under the Mask go to Dest, the other Dest bits stay. .DN when POS = Length.',
  },
  {
    code: 'SQI',
    name: 'Sequencer Input',
    operands: 'Array, Mask, Source (a DINT tag), Control, Length, Position.',
    does: 'An input: true while the Source’s bits under the Mask equal the step at POS; it changes no bit but .ER.',
  },
  {
    code: 'SQL',
    name: 'Sequencer Load',
    operands: 'Array, Source (a DINT tag or constant), Control, Length, Position.',
    does: 'On each false-to-true rung POS goes to the next step, as SQO; while the rung is true Source is stored at that step. .DN when POS = Length.',
  },
];

const TRAFFIC_LIGHT = `Light : DINT[5] := [9, 12, 10, 33, 17];  Seq : CONTROL with LEN = 4
bits of Lights: 0 NS red, 1 NS yellow, 2 NS green, 3 EW red, 4 EW yellow, 5 EW green
Rung 0:  XIO(Step.DN)  TON(Step, 3000, 0)                     a pulse every 3 s
Rung 1:  XIC(Step.DN)  SQO(Light[0], 63, Lights, Seq, 4, 0)   mask 63: bits 0-5 only

pulse  Seq.POS  Lights  lamps
start     0        9    all red (step 0, only before the first step)
  1       1       12    NS green, EW red
  2       2       10    NS yellow, EW red
  3       3       33    NS red, EW green
  4       4       17    NS red, EW yellow   Seq.DN on
  5       1       12    back to step 1, not step 0`;

/** The sequencer part of the File instructions subsection: the rules, a row each, the traffic light. */
export function SequencerHelp() {
  return (
    <>
      <p>
        The sequencers step through an array of bit patterns. Element 0 is the start position: a sequence runs
        steps 1 to Length and then wraps to 1, so the array needs Length + 1 elements. An SQO, the SQI that
        checks its inputs and the SQL that teaches it share one <code>CONTROL</code>. <code>RES</code> on the{' '}
        <code>CONTROL</code> sets <code>POS</code> back to 0 and clears its bits.
      </p>
      <InstructionTable caption="Sequencer instructions" rows={SEQUENCER_ROWS} />
      <CodeBlock label="SQO: a traffic light">{TRAFFIC_LIGHT}</CodeBlock>
    </>
  );
}
