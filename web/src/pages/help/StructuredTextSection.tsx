import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import {
  ST_ASSIGNMENT,
  ST_CASE,
  ST_DELAY_LAMP,
  ST_EXIT,
  ST_FLASHER,
  ST_FOR,
  ST_CONTINUE_RETURN,
  ST_IEC_DECLARE,
  ST_IEC_OUTPUTS,
  ST_IEC_TRAFFIC_LIGHT,
  ST_IF,
  ST_REPEAT,
  ST_SEAL_IN,
  ST_TIMER_CALL,
  ST_TRAFFIC_LIGHT,
  ST_USER_FB,
  ST_WHILE,
} from './stExamples.ts';
import {
  CallsTable,
  IecBlocksTable,
  IecMemberTable,
  NotSupportedTable,
  PrecedenceTable,
  TimeLiteralTable,
} from './StReferenceTables.tsx';

function Code({ children }: { children: string }) {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}

const SYNTAX_MESSAGES: readonly string[] = [
  "Expected '{symbol}', got {token}",
  'Unexpected token {token} at top level',
  'Unexpected token {token} in expression',
  'Expected loop variable after FOR',
  "Expected member after '.'",
  'Expected identifier',
  'Expected identifier for call',
  "Expected ':=' after identifier",
];

/** The Structured Text language as the simulator runs it (IEC 61131-3 syntax, SEMANTICS.md rules). */
export function StructuredTextSection() {
  return (
    <HelpSection id={HELP_ANCHORS.structuredText}>
      <p>
        Structured Text (ST) is the text language of the IEC 61131-3 standard, close to Pascal. Write it in
        the <strong>Structured Text</strong> tab; selecting that tab makes ST the program that runs. The whole
        program runs once per scan, statement by statement from top to bottom, just like the rungs of a ladder
        program, and each statement ends with a semicolon.
      </p>

      <h3>Names, tags and case</h3>
      <ul>
        <li>
          Every name in a program is a tag from the <strong>Tags</strong> tab, or one declared in a{' '}
          <code>VAR … END_VAR</code> block at the top of the program (see <em>IEC style</em> below). Tags of
          the project win over declarations of the same name.
        </li>
        <li>
          Keywords and identifiers are case-insensitive: <code>IF</code>, <code>if</code> and <code>If</code>{' '}
          are the same keyword, and <code>Motor</code> and <code>MOTOR</code> the same tag.
        </li>
        <li>
          A name is looked up as an alias first, then as a tag name. If <code>DI0</code> has the alias{' '}
          <code>PB1</code>, both <code>PB1</code> and <code>DI0</code> reach it; if an alias equals another
          tag&apos;s name, the alias wins.
        </li>
        <li>
          Members of timers and counters are read and written with a dot: <code>Timer1.ACC</code>,{' '}
          <code>Timer1.DN</code>, <code>Counter1.PRE</code>.
        </li>
        <li>
          Values are <code>TRUE</code> and <code>FALSE</code>, whole numbers such as <code>42</code> or{' '}
          <code>-7</code>, and time literals (below).
        </li>
        <li>
          Comments are written <code>(* like this *)</code>, which may span lines, or{' '}
          <code>// to the end of the line</code>.
        </li>
      </ul>

      <h3>Statements</h3>
      <p>
        <strong>Assignment</strong> with <code>:=</code> stores a value in a tag or member. Unlike an{' '}
        <code>OTE</code>, an assigned tag keeps its value until the program assigns it again, so an assignment
        inside an <code>IF</code> acts like a latch.
      </p>
      <Code>{ST_ASSIGNMENT}</Code>
      <p>
        <strong>IF … THEN … ELSIF … ELSE … END_IF</strong> runs the first branch whose condition is true.
        ELSIF and ELSE are optional.
      </p>
      <Code>{ST_IF}</Code>
      <p>
        <strong>CASE … OF … END_CASE</strong> picks a branch by a whole-number value. A label can be one
        value, a comma-separated list, or a range <code>low..high</code>; the optional ELSE branch takes every
        other value.
      </p>
      <Code>{ST_CASE}</Code>
      <p>
        <strong>FOR … TO … BY … DO … END_FOR</strong> counts a <code>DINT</code> tag from a start value to an
        end value, in steps of the BY value.
      </p>
      <Code>{ST_FOR}</Code>
      <p>
        <strong>WHILE … DO … END_WHILE</strong> repeats while a condition is true;{' '}
        <strong>REPEAT … UNTIL … END_REPEAT</strong> repeats until a condition becomes true.
      </p>
      <Code>{ST_WHILE}</Code>
      <Code>{ST_REPEAT}</Code>
      <p>
        <strong>EXIT</strong> leaves the innermost FOR, WHILE or REPEAT loop at once.
      </p>
      <Code>{ST_EXIT}</Code>
      <p>
        <strong>CONTINUE</strong> goes on with the next pass of the innermost loop; <strong>RETURN</strong>{' '}
        ends the program for this scan (the next scan starts at the top again). A program may also be wrapped
        in <code>PROGRAM Name … END_PROGRAM</code>.
      </p>
      <Code>{ST_CONTINUE_RETURN}</Code>
      <p>
        A CASE range written high to low, such as <code>10..1</code>, matches nothing: the editor warns about
        it.
      </p>

      <h3>Loops and the scan</h3>
      <p>
        A loop runs to its end inside one scan: inputs are only read between scans, so a loop cannot wait for
        a button. <code>WHILE NOT PB1 DO … END_WHILE</code> would never see <code>PB1</code> change. To
        protect the scan, a loop stops after <strong>10,000 iterations</strong> in one execution; the scan
        then carries on after the loop, and the Output tab gets one warning naming the loop&apos;s line, such
        as <code>Line 12: loop stopped after 10000 iterations.</code> Use <code>IF</code> and timers, not
        loops, for anything that takes time.
      </p>

      <h3>Operators and precedence</h3>
      <p>
        Operators bind in this order, highest first; use parentheses whenever in doubt. Comparisons give a{' '}
        <code>BOOL</code>, and a <code>BOOL</code> assigned to a <code>DINT</code> tag becomes 0 or 1.
        Arithmetic on <code>DINT</code> values wraps at 32 bits, as in ladder.
      </p>
      <PrecedenceTable />

      <h3>REAL values</h3>
      <p>
        A <code>REAL</code> holds a number with a fraction (IEEE 754 single precision, about 7 significant
        digits), as in Logix and IEC 61131-3: <code>Level : REAL := 12.5;</code>. Write one with a point or an
        exponent: <code>1.5</code>, <code>2.</code>, <code>1.0E-3</code>, <code>6e2</code>. A{' '}
        <code>DINT</code> becomes a <code>REAL</code> by itself where a <code>REAL</code> is expected (
        <code>Level + 1</code>, <code>Speed := Count;</code>), and <code>/</code> on REALs keeps the fraction
        (<code>10 / 4.0</code> is 2.5). The other way needs a conversion you choose:{' '}
        <code>REAL_TO_DINT(x)</code> rounds to the nearest whole number (halves to the even one: 2.5 → 2, 3.5
        → 4) and <code>TRUNC(x)</code> drops the fraction; beyond the DINT range both stop at the limit.{' '}
        <code>SQRT</code>, <code>ABS</code>, <code>MIN</code>, <code>MAX</code>, <code>LIMIT</code> and{' '}
        <code>SEL</code> work on REALs. A REAL cannot be a condition (compare it:{' '}
        <code>IF Level &gt; 50.0 THEN</code>), and <code>MOD</code>, <code>**</code>, <code>AND</code>,{' '}
        <code>OR</code>, <code>XOR</code>, <code>NOT</code> need whole numbers. Dividing a REAL by zero gives
        ∞ (or NaN for 0 / 0) and logs a minor fault in the Output tab; the scan goes on.
      </p>
      <p>
        So <code>Level {'>'} 50 AND Run</code> means <code>(Level {'>'} 50) AND Run</code>,{' '}
        <code>NOT Stop AND Start</code> means <code>(NOT Stop) AND Start</code>, and <code>A OR B AND C</code>{' '}
        means <code>A OR (B AND C)</code>.
      </p>

      <h3>Timers and counters</h3>
      <p>
        Timers and counters are called with their <code>TIMER</code> or <code>COUNTER</code> tag as the first
        argument. The calls behave exactly like the ladder instructions of the same names, with the second
        argument playing the part of the rung.
      </p>
      <CallsTable />
      <p>
        A timer or counter only updates when its call runs. Call it on every scan, outside any <code>IF</code>
        , and pass the condition as the enable:
      </p>
      <Code>{ST_TIMER_CALL}</Code>

      <h3>IEC style: declared blocks and named inputs</h3>
      <p>
        Most IEC 61131-3 courses (CODESYS, TwinCAT, OpenPLC) declare timers, counters and edge detectors in a{' '}
        <code>VAR</code> block and call them with named inputs. Both spellings run on the same timers and
        counters and behave identically: <code>Delay(IN := Start, PT := T#2s);</code> is{' '}
        <code>TON(Delay, Start, T#2s);</code>.
      </p>
      <Code>{ST_IEC_DECLARE}</Code>
      <IecBlocksTable />
      <ul>
        <li>
          Inputs are named with <code>:=</code>, in any order. An input you leave out keeps its value from the
          last call (a timer&apos;s <code>IN</code> is its <code>EN</code>, <code>PT</code> its{' '}
          <code>PRE</code>).
        </li>
        <li>
          Outputs can be copied into tags after the call with <code>=&gt;</code>, or read later as members (
          <code>Delay.Q</code>, <code>Count.CV</code>).
        </li>
        <li>
          IEC names are other names for the Logix members, so <code>Delay.Q</code> and <code>Delay.DN</code>{' '}
          are the same bit. They work on any TIMER or COUNTER tag.
        </li>
        <li>
          <strong>Counters declared with CTU, CTD or CTUD count the IEC way:</strong> up only while{' '}
          <code>CV &lt; PV</code> (CTU stops at PV), down only while <code>CV &gt; 0</code> (CTD stops at 0),
          never wrapping; <code>R</code> sets CV to 0 and <code>LD</code> loads PV, both for as long as they
          are on. The positional <code>CTU(Counter1, …)</code> and <code>CTD</code> calls keep the Logix
          behaviour (counting past PRE and below 0).
        </li>
        <li>
          <code>R_TRIG</code> and <code>F_TRIG</code> are on for one call on a rising or falling edge of{' '}
          <code>CLK</code>. As in IEC 61131-3, an <code>R_TRIG</code> whose <code>CLK</code> is already on at
          its first call gives <code>Q</code> for that scan (its memory starts off); <code>F_TRIG</code> gives
          no edge at start-up. The ladder one-shots and the positional calls keep the Rockwell rule: a signal
          already on at start-up is not an edge.
        </li>
        <li>
          Initial values may be constant expressions (<code>N : DINT := 2 + 3;</code>), using constants
          declared before them; tags declared in <code>VAR CONSTANT</code> cannot be written by the program.
        </li>
      </ul>
      <Code>{ST_IEC_OUTPUTS}</Code>
      <IecMemberTable />
      <p>
        Some valid IEC 61131-3 is not supported here. Each gets one error at its line and column saying so:
      </p>
      <NotSupportedTable />

      <h3>Your own function blocks and functions</h3>
      <p>
        Write a <code>FUNCTION_BLOCK</code> (with <code>VAR_INPUT</code>, <code>VAR_OUTPUT</code> and{' '}
        <code>VAR</code>) before or after the program and declare instances of it in the program&apos;s{' '}
        <code>VAR</code>: each instance is a structure tag keeping its own values from scan to scan, so{' '}
        <code>D1.Q</code> and <code>D1.Presses</code> show in the Tags tab and can be read anywhere. Call it
        with named inputs; an input you leave out keeps its last value. A <code>FUNCTION</code> returns the
        value assigned to its name and is called in expressions with positional or named arguments; its{' '}
        <code>VAR</code> values start again at each call. A block or function cannot call itself, directly or
        through others.
      </p>
      <Code>{ST_USER_FB}</Code>

      <h3>Time literals</h3>
      <p>
        A time literal is <code>T#</code> followed by a number and a unit: <code>ms</code>, <code>s</code>,{' '}
        <code>m</code>, <code>h</code> or <code>d</code>, parts written together or with <code>_</code> (
        <code>T#1m30s</code>, <code>T#1h_2m</code>). Its value is a <code>DINT</code> number of milliseconds,
        so it fits any timer preset. A <code>TIME</code> variable holds one (
        <code>Wait : TIME := T#1s500ms;</code>): it adds, compares and is a timer&apos;s <code>PT</code> or{' '}
        <code>ET</code>; <code>TIME_TO_DINT(Wait)</code> gives its milliseconds.
      </p>
      <TimeLiteralTable />

      <h3>Errors</h3>
      <p>
        The program is checked as you type (after a short pause). Errors are marked at their line and column
        in the editor and listed in the Errors tab as{' '}
        <q>
          Line {'{n}'}, Col {'{n}'}: {'{msg}'}
        </q>
        ; while there is any error the program cannot run. The messages you may see are:
      </p>
      <ul>
        {SYNTAX_MESSAGES.map((message) => (
          <li key={message}>
            <code>{message}</code>
          </li>
        ))}
      </ul>
      <p>
        Time literals must be <code>T#</code>, a number and one of the units above. Once the program runs, an
        error at run time never stops a scan.
      </p>

      <h3>Complete examples</h3>
      <p>
        <strong>Start/stop with a seal-in.</strong> The same circuit as the ladder rung under{' '}
        <a href={`#${HELP_ANCHORS.instructions}`}>Instructions</a>: <code>START</code> sets the motor, the
        motor holds itself on through <code>OR M1</code>, and pressing the NC <code>STOP</code> (which reads
        0) drops it.
      </p>
      <Code>{ST_SEAL_IN}</Code>
      <p>
        <strong>A lamp on a delay.</strong>
      </p>
      <Code>{ST_DELAY_LAMP}</Code>
      <p>
        <strong>A flashing lamp.</strong> Two timers reset each other: when <code>OffTime</code> is done, the
        enable of <code>OnTime</code> goes false, which resets it, which resets <code>OffTime</code> in turn.
      </p>
      <Code>{ST_FLASHER}</Code>
      <p>
        <strong>A traffic light with CASE.</strong> One timer times each step; its preset depends on the step.
      </p>
      <Code>{ST_TRAFFIC_LIGHT}</Code>
      <p>
        <strong>The same traffic light, IEC style.</strong> A start button with an <code>R_TRIG</code>, a{' '}
        <code>TON</code> declared in VAR and called with named inputs, and lamps for red, red and yellow,
        green, yellow.
      </p>
      <Code>{ST_IEC_TRAFFIC_LIGHT}</Code>
    </HelpSection>
  );
}
