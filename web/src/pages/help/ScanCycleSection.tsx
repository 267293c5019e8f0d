import { SEQUENCE_WORK_BUDGET, WATCHDOG_BUDGET } from '@plcsim/compiler';
import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { CodeBlock } from './HelpBlocks.tsx';

const count = (n: number) => n.toLocaleString('en-US');

const WATCHDOG_EXAMPLE = `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions (line 4). The PLC stopped.`;

const ORDER_EXAMPLE = `Rung 0:  XIC(PB1)  OTE(Run)        Run is written here...
Rung 1:  XIC(Run)  OTE(LAMP1)      ...and LAMP1 sees the new Run in the same scan.`;

/** The scan cycle, run modes, timing and the pre-scan (SEMANTICS.md "Scan and time", "Pre-scan"). */
export function ScanCycleSection() {
  return (
    <HelpSection id={HELP_ANCHORS.scanCycle}>
      <p>
        A PLC does not run a program once from top to bottom and stop. It runs it again and again, in a loop
        called the <dfn>scan cycle</dfn>. In this simulator one scan starts every <strong>100 ms</strong>{' '}
        while the PLC is running, and each scan has four steps:
      </p>
      <ol>
        <li>
          <strong>Read inputs.</strong> The current state of every input tag (<code>DI0</code>,{' '}
          <code>DI1</code>, …) is taken in: the buttons you clicked and the switches the scene moved.
        </li>
        <li>
          <strong>Execute the program, top to bottom.</strong> Ladder rungs run in order; inside a rung the
          instructions run left to right, and the legs of a branch run top to bottom. A Structured Text
          program runs its statements in order.
        </li>
        <li>
          <strong>Run the scene&apos;s tick.</strong> The scene reads the outputs (motor, valve, lamps), moves
          a step, and sets the inputs it owns (limit switches, level switches, sensors). If the scene fails,
          the error is logged and the scan goes on.
        </li>
        <li>
          <strong>Write outputs.</strong> The output tags (<code>DO0</code>, <code>DO1</code>, …) drive the
          lamps, motors, solenoids and heaters you see.
        </li>
      </ol>

      <h3>Writes are visible at once</h3>
      <p>
        There is no snapshot of internal tags at the start of a scan: every tag write is seen immediately by
        the instructions and rungs that come after it in the same scan.
      </p>
      <CodeBlock label="Rung order and writes">{ORDER_EXAMPLE}</CodeBlock>
      <p>
        Swap the two rungs and <code>LAMP1</code> lags one scan behind <code>Run</code>, because rung 0 now
        reads <code>Run</code> before rung 1 writes it. Order matters. If several instructions write the same
        bit (for example two <code>OTE</code>s on one tag), the bit ends the scan with the <em>last</em>{' '}
        write, so the earlier rung seems to do nothing; use one output instruction per bit, or{' '}
        <code>OTL</code>/<code>OTU</code> pairs.
      </p>

      <h3>Time in a scan</h3>
      <p>
        Each scan measures the time since the previous one (shown as <em>Last Scan Time</em>, in ms). A timer
        whose rung is true adds that elapsed time to its accumulator on every scan, including the first true
        scan. In a live run that is the real elapsed time, close to 100 ms; when a test sequence runs, or
        fast-forwards, every scan counts exactly 100 ms, so results are repeatable.
      </p>

      <h3>The watchdog</h3>
      <p>
        A real controller guards every scan with a watchdog timer: a task that runs too long faults the
        controller, which stops. Here every instruction a scan executes is counted, and a scan that runs more
        than <strong>{count(WATCHDOG_BUDGET)} instructions</strong> is stopped by the watchdog. The PLC leaves
        RUN, and the Output tab names the Structured Text line or the rung where the scan was:
      </p>
      <CodeBlock label="Watchdog message">{WATCHDOG_EXAMPLE}</CodeBlock>
      <p>
        Ordinary programs never come near it: a 200-rung ladder uses about a thousand instructions a scan, and
        a single runaway loop is stopped at 10,000 passes first (see Structured Text). What trips the watchdog
        is a loop inside a loop, or a loop with a very long body. Fix it in PROG, then press RUN again; the
        pre-scan clears the fault. Such a scan still takes only a few milliseconds, so the page never freezes.
      </p>
      <p>
        A test sequence, and the grading of a problem, may execute at most {count(SEQUENCE_WORK_BUDGET)}{' '}
        instructions in all (plus a little for each scan). A program that spends them, say one that loops at
        the cap on every scan through a long fast-forward, fails the step it is in with a message saying so,
        and the problem is not solved.
      </p>

      <h3>Program mode and Run mode</h3>
      <ul>
        <li>
          <strong>PROG</strong>: the program is stopped and you can edit rungs, Structured Text, tags and I/O.
          The status reads <q>PLC is in Program mode</q>.
        </li>
        <li>
          <strong>RUN</strong>: the program is first checked. If it has errors, the Errors tab opens, the mode
          stays PROG and the status reads <q>Program contains Errors</q>. Otherwise a pre-scan runs (below)
          and scanning starts; the status reads <q>Program running...</q> with the last scan time and the scan
          count. While running, editing is disabled, the Structured Text editor is read-only, and clicking an
          input toggles it.
        </li>
        <li>
          Examples, shared links and community projects open already running and offer only RUN; copy them to
          a project to edit them.
        </li>
      </ul>

      <h3>The pre-scan</h3>
      <p>
        On entering RUN, and before each test-sequence run, the PLC makes one pre-scan pass over the program
        so that it starts from a known state. As on a Rockwell Logix controller:
      </p>
      <ul>
        <li>
          <code>OTE</code> targets are cleared to 0.
        </li>
        <li>
          <code>TON</code> and <code>RTO</code> timers get EN = TT = DN = 0. A <code>TON</code> also gets ACC
          = 0; an <code>RTO</code> keeps its ACC.
        </li>
        <li>
          <code>TOF</code> timers get EN = TT = DN = 0 and ACC = PRE, so an off-delay does not fire at
          start-up.
        </li>
        <li>
          Bits set by <code>OTL</code> and cleared by <code>OTU</code> keep their values.
        </li>
        <li>
          One-shot storage bits (the <code>ONS</code> tag, the Stor bit of <code>OSR</code>/<code>OSF</code>)
          and the CU/CD bits of counters are set from their rung&apos;s input, so a signal that is already on
          at start-up is not seen as a rising edge.
        </li>
      </ul>
    </HelpSection>
  );
}
