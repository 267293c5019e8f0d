import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';
import { ScrollTable } from './HelpBlocks.tsx';

/** One teaching warning: what it catches, a one-line ladder example and the message it gives there. */
interface WarningRow {
  what: string;
  example: string;
  message: string;
}

/** The teaching warnings of the ladder compiler (compiler/src/ladder/teachingWarnings.ts), in its words. */
export const WARNING_ROWS: readonly WarningRow[] = [
  {
    what: 'One bit written by OTE on two rungs (a double coil)',
    example: 'Rung 0: XIC(PB1) OTE(DO0)   Rung 3: XIC(PB2) OTE(DO0)',
    message: 'DO0 (M1) is written by OTE on rungs 0 and 3: only the last one counts each scan. (rung 3)',
  },
  {
    what: 'One timer driven by two timer instructions',
    example: 'Rung 0: XIC(PB1) TON(T1)   Rung 2: XIC(PB2) TOF(T1)',
    message:
      'Timer T1 is driven by TON on rung 0 and by TOF on rung 2: each scan one undoes what the other did, ' +
      'so use one timer instruction per timer. (rung 2)',
  },
  {
    what: 'One counter counted by two CTUs (or two CTDs); one CTU and one CTD is a normal up/down counter',
    example: 'Rung 0: XIC(LS1) CTU(C1)   Rung 1: XIC(LS2) CTU(C1)',
    message:
      'Counter C1 is counted up by CTU on rungs 0 and 1: both share its CU bit, so counts go wrong; ' +
      'put the conditions in a branch before one CTU. (rung 1)',
  },
  {
    what: 'A timer or counter whose DN nothing reads',
    example: 'Rung 0: XIC(PB1) TON(T1)   (no XIC(T1.DN), compare or math on T1.DN anywhere)',
    message: 'T1.DN is never read: nothing in the program reacts when timer T1 is done. (rung 0)',
  },
  {
    what: 'XIO on a normally closed input in a seal-in rung (a STOP button that never lets the motor run)',
    example: 'Rung 0: [XIC(START),XIC(MOTOR)] XIO(STOP) OTE(MOTOR)   (STOP is DI1, an NC pushbutton)',
    message:
      'XIO reads DI1 (STOP), a normally closed input: it is 1 at rest, so this contact passes no power ' +
      'until the input opens (the button is pressed). To run while an NC stop button is released, ' +
      'examine it with XIC. (rung 0)',
  },
  {
    what: 'An input (DI tag) you added that no instruction reads (the scene’s own tags are left alone)',
    example: 'DI2 (PB3) exists, but no rung has XIC(DI2) or XIO(DI2)',
    message: 'Input DI2 (PB3) is never read, so it has no effect on the program.',
  },
  {
    what: 'An output (DO tag) you added that no instruction writes (the scene’s own tags are left alone)',
    example: 'DO1 (LAMP2) exists, but no rung has OTE(DO1), OTL(DO1) or OTU(DO1)',
    message: 'Output DO1 (LAMP2) is never written by the program, so it never changes.',
  },
];

/** "Teaching warnings": remarks on a ladder program that runs but may not do what was meant. */
export function TeachingWarningsSubsection() {
  return (
    <HelpSubsection id={HELP_ANCHORS.teachingWarnings}>
      <p>
        Besides errors, the ladder compiler gives <dfn>teaching warnings</dfn>: the program is valid and runs,
        but something in it usually means a mistake. Unlike errors, warnings never stop <code>RUN</code>: the
        program runs exactly as written. A warning that names a rung points at the instruction on that rung;
        the ones about an input or output name the tag. Warnings are only given once the program has no
        errors.
      </p>
      <ScrollTable caption="Teaching warnings">
        <table className="help-instructions">
          <caption>Teaching warnings</caption>
          <thead>
            <tr>
              <th scope="col">Warning</th>
              <th scope="col">Example</th>
              <th scope="col">What it says</th>
            </tr>
          </thead>
          <tbody>
            {WARNING_ROWS.map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>
                  <code>{row.example}</code>
                </td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </HelpSubsection>
  );
}
