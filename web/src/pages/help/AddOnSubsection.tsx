import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';
import { CodeBlock } from './HelpBlocks.tsx';

const SEAL_IN = `Seal(Seal1,Start_PB,Stop_PB,Motor)      ladder: instance, then Start, Stop, Run
Seal1(Start := Start_PB, Stop := Stop_PB, Run => Motor);      Structured Text
[XIC(Start),XIC(Run)]XIO(Stop)OTE(Run);      the Add-On Instruction's Logic routine`;

/** How an Add-On Instruction runs (issue 25; docs/decisions.md "Add-On Instructions: how a call runs"). */
export function AddOnSubsection() {
  return (
    <HelpSubsection id={HELP_ANCHORS.addOnInstructions}>
      <p>
        An Add-On Instruction is an instruction of your own: Input, Output and InOut parameters, local tags
        and a Logic routine in ladder or Structured Text. Each use needs an instance tag of the
        instruction&apos;s type (<code>Seal1 : Seal</code>); it holds the parameters, the local tags (timers
        included) and <code>EnableIn</code>/<code>EnableOut</code>, so two instances never share their state.
      </p>
      <ul>
        <li>
          <strong>Rung true:</strong> the Inputs are copied into the instance, the Logic runs, the Outputs are
          copied to their tags and the rung goes on with <code>EnableOut</code>.
        </li>
        <li>
          <strong>Rung false:</strong> the Inputs are still copied in, <code>EnableIn</code> and{' '}
          <code>EnableOut</code> are 0, the Logic does not run and the Outputs keep their values, unless the
          instruction has an <code>EnableInFalse</code> routine, which runs instead.
        </li>
        <li>
          <strong>InOut</strong> parameters are the caller&apos;s own tag, not a copy: the only way the Logic
          reaches a tag outside the instruction. An instruction cannot call itself.
        </li>
        <li>
          <strong>Structured Text</strong> calls an instance like a function block, with <code>EnableIn</code>{' '}
          true; <code>Seal1.Run</code> reads an output at any time.
        </li>
      </ul>
      <CodeBlock label="A seal-in as an Add-On Instruction">{SEAL_IN}</CodeBlock>
    </HelpSubsection>
  );
}
