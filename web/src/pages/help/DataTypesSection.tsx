import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection, HelpSubsection } from './HelpSection.tsx';
import { ScrollTable } from './HelpBlocks.tsx';
import { ArraysStructuresSubsections } from './ArraysStructuresSubsections.tsx';

/** The five tag data types, their child tags, and how a REAL is shown and typed. */
export function DataTypesSection() {
  return (
    <HelpSection id={HELP_ANCHORS.dataTypes}>
      <p>
        Every value a program uses lives in a <dfn>tag</dfn>. The <strong>Tags</strong> tab lists them with
        the columns Name, Alias, Type and Value, sorted by name, and has a row for creating new ones (the
        default type is <code>BOOL</code>). A tag has one of five built-in types, or is an array or a
        structure of them (below):
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
                <code>REAL</code>
              </th>
              <td>
                A 32-bit floating-point number (an IEEE 754 single, as <code>REAL</code> in Logix and IEC
                61131-3): about 7 significant digits, up to about ±3.4E+38. For analog values such as a level,
                a temperature or a speed.
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
            <tr>
              <th scope="row">
                <code>CONTROL</code>
              </th>
              <td>
                A file instruction&apos;s state, used by BSL, BSR, FFL, FFU, LFL, LFU and the sequencers SQO,
                SQI and SQL.
              </td>
              <td>
                <code>LEN</code> length and <code>POS</code> position, both <code>DINT</code>; <code>EN</code>{' '}
                enable, <code>EU</code> unload enable, <code>DN</code> done, <code>EM</code> empty,{' '}
                <code>ER</code> error, <code>UL</code> unload bit, all <code>BOOL</code>.
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
        You can type a value for <code>BOOL</code>, <code>DINT</code> and <code>REAL</code> tags, including
        child tags such as a timer&apos;s <code>PRE</code>. Tags that the scene requires cannot be deleted and
        keep their alias.
      </p>
      <HelpSubsection id={HELP_ANCHORS.realValues}>
        <p>
          A <code>REAL</code> is shown as the shortest decimal that reads back as the same value, always with
          a decimal point so it never looks like a <code>DINT</code>: <code>1.5</code>, <code>0.1</code>,{' '}
          <code>2.0</code>, <code>-273.15</code>; very large and very small values in exponent form, such as{' '}
          <code>3.4e+38</code> or <code>1e-7</code>. While the program runs, a <code>REAL</code> is shown with
          up to 6 significant digits, so one third reads <code>0.333333</code>.
        </p>
        <p>
          Type a <code>REAL</code> as <code>1.5</code>, <code>-2.</code>, <code>.5</code>, <code>1.0E-3</code>{' '}
          or <code>1e3</code>; anything else is refused and the value stays as it was. A <code>REAL</code>{' '}
          holds about 7 digits, so <code>0.1</code> is stored as the nearest <code>REAL</code> (0.100000001…)
          and still shows as <code>0.1</code>.
        </p>
      </HelpSubsection>
      <ArraysStructuresSubsections />
    </HelpSection>
  );
}
