import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { ScrollTable } from './HelpBlocks.tsx';

/** The four tag data types and their child tags. */
export function DataTypesSection() {
  return (
    <HelpSection id={HELP_ANCHORS.dataTypes}>
      <p>
        Every value a program uses lives in a <dfn>tag</dfn>. The <strong>Tags</strong> tab lists them with
        the columns Name, Alias, Type and Value, sorted by name, and has a row for creating new ones (the
        default type is <code>BOOL</code>). A tag has one of four types:
      </p>
      <ScrollTable caption="Tag data types">
        <table>
          <caption>Tag data types</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Holds</th>
              <th scope="col">Child tags</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code>BOOL</code>
              </th>
              <td>One bit: 0 (off, false) or 1 (on, true). Inputs, outputs and internal flags.</td>
              <td>None</td>
            </tr>
            <tr>
              <th scope="row">
                <code>DINT</code>
              </th>
              <td>
                A 32-bit signed integer, from −2147483648 to 2147483647. Arithmetic wraps around: one more
                than the largest value is the smallest.
              </td>
              <td>None</td>
            </tr>
            <tr>
              <th scope="row">
                <code>TIMER</code>
              </th>
              <td>A timer&apos;s state, used by TON, TOF, RTO (and TP in Structured Text) and RES.</td>
              <td>
                <code>PRE</code> preset and <code>ACC</code> accumulated time, both <code>DINT</code>{' '}
                milliseconds; <code>EN</code> enabled, <code>TT</code> timing, <code>DN</code> done, all{' '}
                <code>BOOL</code>.
              </td>
            </tr>
            <tr>
              <th scope="row">
                <code>COUNTER</code>
              </th>
              <td>A counter&apos;s state, used by CTU, CTD and RES.</td>
              <td>
                <code>PRE</code> preset and <code>ACC</code> count, both <code>DINT</code>; <code>CU</code>{' '}
                count-up input, <code>CD</code> count-down input, <code>DN</code> done, all <code>BOOL</code>.
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>
      <p>
        Child tags appear under their parent as <code>parent.child</code>, for example <code>Timer1.PRE</code>
        , <code>Timer1.DN</code> or <code>Counter1.ACC</code>. Their names are set by the parent and cannot be
        edited. A <code>BOOL</code> child can be used wherever a <code>BOOL</code> tag can, as in{' '}
        <code>XIC(Timer1.DN)</code>, and a <code>DINT</code> child wherever a <code>DINT</code> can.
      </p>
      <p>
        You can type a value for <code>BOOL</code> and <code>DINT</code> tags, including child tags such as a
        timer&apos;s <code>PRE</code>. Tags that the scene requires cannot be deleted and keep their alias.
      </p>
    </HelpSection>
  );
}
