import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';
import { CodeBlock } from './HelpBlocks.tsx';
import { InstructionTable } from './InstructionTable.tsx';
import { SUBROUTINE_ROWS } from './instructionRows.tsx';

const CALL_A_ROUTINE = `XIC(Fill_PB)JSR(Fill,0);      MainRoutine
SBR()ADD(Level,1,Level);      Fill, rung 0
GEQ(Level,100)RET();          Fill, rung 1: stops here once full
OTE(Valve);                   Fill, rung 2`;

/** The help page's subroutine instructions (issue 25). */
export function SubroutinesSubsection() {
  return (
    <HelpSubsection id={HELP_ANCHORS.subroutines}>
      <p>
        A program has its <code>MainRoutine</code>, which runs every scan, and may have subroutines, each in
        ladder or Structured Text. A subroutine runs only when a <code>JSR</code> calls it; in Structured Text
        write <code>JSR(Fill);</code>, and <code>RETURN;</code> ends the routine early. Subroutines may call
        each other; calls nested more than 32 deep stop the PLC with a major fault naming the routine. On
        entering RUN the pre-scan follows every <code>JSR</code>, whatever its rung, so each subroutine is
        pre-scanned once.
      </p>
      <InstructionTable caption="Subroutine instructions" rows={SUBROUTINE_ROWS} />
      <CodeBlock label="Calling a routine">{CALL_A_ROUTINE}</CodeBlock>
    </HelpSubsection>
  );
}
