import { CodeBlock } from './HelpBlocks.tsx';
import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';

const ST_ARRAY_EXAMPLE = `VAR
  Samples : ARRAY[0..9] OF REAL;
  Slot : DINT := 0;
END_VAR
Samples[Slot] := Level;
Slot := (Slot + 1) MOD 10;`;

const ST_STRUCT_EXAMPLE = `TYPE Motor :
STRUCT
  Run : BOOL;
  Speed : REAL;
  Delay : TIMER;
END_STRUCT;
END_TYPE
VAR
  Pumps : ARRAY[1..4] OF Motor;
END_VAR
Pumps[2].Speed := 1.5;
TON(Pumps[2].Delay, Pumps[2].Run, T#3s);`;

/** Arrays and user-defined data types (structures), in the Tags tab, in ladder and in Structured Text. */
export function ArraysStructuresSubsections() {
  return (
    <>
      <HelpSubsection id={HELP_ANCHORS.arrays}>
        <p>
          An <dfn>array</dfn> is one tag holding a row of values of the same type, numbered from 0. Create one
          in the Tags tab by typing its length in the <strong>Array</strong> field of the new-tag row:{' '}
          <code>Data</code> of type <code>DINT</code> with length 10 is shown as <code>DINT[10]</code> and
          holds <code>Data[0]</code> to <code>Data[9]</code>. An array has 1 to 1000 elements. Arrays of{' '}
          <code>BOOL</code>, <code>DINT</code>, <code>REAL</code>, <code>TIMER</code>, <code>COUNTER</code>{' '}
          and of your own data types are allowed. Expand the array&apos;s row to see and edit each element.
        </p>
        <p>
          In ladder, an operand names an element with a constant, <code>Data[3]</code>, or with a{' '}
          <code>DINT</code> tag, <code>Data[Index]</code>, as in Logix. A constant index outside the array is
          an error before the program runs. A tag index is checked every time the instruction runs: if it is
          outside the array, the scan stops with a <strong>major fault</strong>, the program goes back to PROG
          and the Output names the array and the rung, for example{' '}
          <code>Array index 12 is out of range for Data[0..9] (rung 4)</code>. Fix the program and press RUN
          again. Timer and counter instructions take an element with a constant index (<code>Delays[2]</code>
          ).
        </p>
        <p>
          In Structured Text, declare an array in a <code>VAR</code> block with its first and last index; the
          index may be any <code>DINT</code> expression, and a fault names the line instead of the rung:
        </p>
        <CodeBlock label="A ring buffer of ten REAL samples">{ST_ARRAY_EXAMPLE}</CodeBlock>
      </HelpSubsection>
      <HelpSubsection id={HELP_ANCHORS.structures}>
        <p>
          A <dfn>data type</dfn> of your own (a user-defined type, UDT, or a <code>STRUCT</code> in IEC
          61131-3) groups named members into one tag, as a <code>TIMER</code> groups <code>PRE</code>,{' '}
          <code>ACC</code> and <code>DN</code>. Define it in the <strong>Data types</strong> part of the Tags
          tab: a name, a description, and its members, each with a name, a type (<code>BOOL</code>,{' '}
          <code>DINT</code>, <code>REAL</code>, <code>TIMER</code>, <code>COUNTER</code> or another data
          type), an optional array length and a description. Then create tags of that type, or arrays of them.
          Types may contain other types up to 8 deep, but never themselves.
        </p>
        <p>
          A member is named after its tag with a dot, in ladder and in Structured Text alike:{' '}
          <code>Pump1.Speed</code>, <code>Pumps[2].Run</code>, <code>Pumps[Index].Delay.DN</code>. In one
          operand only one index may be a tag; the others must be constants. The Tags tab shows each member as
          a child row with its live value while the program runs.
        </p>
        <p>
          In Structured Text, a <code>TYPE</code> block before the <code>VAR</code> blocks declares the types
          the program uses; they appear in the Tags tab, read-only, while that program is the one that runs:
        </p>
        <CodeBlock label="A data type for a pump, and four pumps">{ST_STRUCT_EXAMPLE}</CodeBlock>
      </HelpSubsection>
    </>
  );
}
