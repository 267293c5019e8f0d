import { stepHoldBroken } from '@plcsim/compiler';
import { Link } from 'react-router-dom';
import { siteConfig } from '../../siteConfig.ts';
import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { SequenceExampleTable } from './SequenceExampleTable.tsx';
import { ST_DELAY_LAMP } from './stExamples.ts';
import { VideoSlot } from './VideoSlot.tsx';
import { CodeBlock } from './HelpBlocks.tsx';

/** A broken hold as the runner words it. */
const HOLD_EXAMPLE = stepHoldBroken(2, 'PV', 50, 60, 2100, { tolerance: 0.5 });

/** Test sequences: how a step runs, how a problem is solved, and how to write and share your own. */
export function ProblemsSection() {
  return (
    <HelpSection id={HELP_ANCHORS.creatingProblems}>
      <p>
        A <dfn>problem</dfn> is a numbered challenge with a difficulty (easy, medium or hard), a scene, the
        tags your program must use, a description of the task and a <dfn>test sequence</dfn> that decides
        whether your program is right. You write test sequences for your own projects the same way, in the{' '}
        <strong>Sequence</strong> tab.
      </p>

      <VideoSlot title="Creating, sharing and solving problems" src={siteConfig.tutorialVideos.problems} />

      <h3>The Sequence tab</h3>
      <p>A test sequence is a list of steps. Each step has:</p>
      <dl>
        <dt>Description</dt>
        <dd>What the step checks, in words.</dd>
        <dt>Inputs</dt>
        <dd>
          One 0/1 cell per input tag (<code>DI0</code>, <code>DI1</code>, …): the values the step puts on the
          inputs. Click a cell to toggle it. Remember that a released NC button is 1.
        </dd>
        <dt>Outputs</dt>
        <dd>
          One 0/1 cell per output tag (<code>DO0</code>, <code>DO1</code>, …): the values the outputs must
          have at the end of the step.
        </dd>
        <dt>Sets</dt>
        <dd>
          Values written to other tags before the step scans: a tag, an optional child and a value, for
          example <code>Pressure</code> = 40 or <code>Timer1.PRE</code> = 5000. An analog input takes its
          value in engineering units, <code>AI0</code> = 62.5; when the project also has <code>AI0_Raw</code>,
          it gets the same value in raw counts (0–32767 over the channel&apos;s range).
        </dd>
        <dt>Checks</dt>
        <dd>
          Values any tag must have at the end of the step: a tag name, an optional child and a value (0 if
          left out), for example <code>Counter1</code> <code>ACC</code> = 3. A REAL tag (an analog channel
          such as <code>AO0</code>, or a tag of your program) may have a <strong>tolerance</strong>:{' '}
          <code>AI0</code> = 50 ± 0.5 passes anywhere from 49.5 to 50.5. Tick <strong>Hold</strong> and the
          value must stay inside that band after every scan of the step, through the whole fast-forward, not
          only at its end; the first scan outside it fails the step, for example <q>{HOLD_EXAMPLE}</q>
        </dd>
        <dt>Fast-forward (ms)</dt>
        <dd>
          How much simulated time the step lasts. Leave it empty to run a single scan (plus one, below).
        </dd>
      </dl>

      <h3>How a step runs</h3>
      <p>
        Before the sequence starts the program gets a pre-scan, as on entering RUN (see{' '}
        <a href={`#${HELP_ANCHORS.scanCycle}`}>The scan cycle</a>). The steps then run one after another on
        the same tags, so timers and counters carry over from one step to the next. For each step:
      </p>
      <ol>
        <li>
          The step&apos;s inputs are written to the <code>DI</code> tags, then its sets are applied.
        </li>
        <li>
          The program scans once; or, with a fast-forward of F ms, it scans F / 100 times, rounded up (250 ms
          gives 3 scans). Every scan counts exactly 100 ms for the timers.
        </li>
        <li>
          One further scan runs, so that a bit written late in the program also reaches the rungs before it.
        </li>
        <li>
          The checks are compared, then the <code>DO</code> outputs are compared with the expected outputs.
          The first mismatch fails the run. (A hold check is also compared after each of the scans before.)
        </li>
      </ol>
      <p>
        Status icons show each step as pending (grey), passed (green) or failed (red). For example, this
        program
      </p>
      <CodeBlock label="Delay lamp program">{ST_DELAY_LAMP}</CodeBlock>
      <p>
        with <code>PB1</code> on <code>DI0</code> and <code>LAMP1</code> on <code>DO0</code> passes this
        sequence. Step 2 runs 20 + 1 scans, so the timer has 2100 ms, not yet its 3000 ms preset; step 3 adds
        11 scans and the timer reaches its preset on the ninth.
      </p>
      <SequenceExampleTable />

      <h3>Solving a problem</h3>
      <ol>
        <li>
          Pick a challenge from <Link to="/problems">Problems</Link>. Its icon there is grey if you have not
          tried it, amber if you tried and it is not solved yet, green if you solved it.
        </li>
        <li>
          Read the <strong>Description</strong> tab. The tags the problem needs are already in the Tags tab;
          they cannot be deleted and their aliases cannot be changed.
        </li>
        <li>
          Write your program in the Ladder or Structured Text tab and try it in RUN as often as you like.
        </li>
        <li>
          Open the <strong>Sequence</strong> tab. It says{' '}
          <q>Click &quot;Submit&quot; to validate your program.</q> Press <strong>Submit</strong>. If the
          program has errors the Errors tab opens; otherwise the sequence runs.
        </li>
        <li>
          The result is <q>All steps passed.</q>, and the problem is solved (green indicator in the toolbar),
          or <q>Some steps failed.</q> with the first mismatch, such as{' '}
          <q>Step 2 expected LIGHT (DO0) to be 0 but got 1. Click &quot;Clear&quot; to try again.</q> (amber
          indicator). <strong>Clear</strong> resets the result so you can fix the program and submit again.
        </li>
      </ol>
      <p>
        If you are signed in, each submission is saved with your program, and your profile shows how many
        problems you have solved. <q>Error during sequence precheck</q> means the tags do not match the test:
        a required tag is missing or has another data type, or the steps do not have one cell per{' '}
        <code>DI</code> and <code>DO</code> tag. Previous and Next move between problems, and{' '}
        <strong>Copy to Project</strong> turns a problem into a project of your own.
      </p>

      <h3>Writing your own test sequence</h3>
      <p>
        In your own project the Sequence tab is editable: <strong>Add Step</strong>, delete a step, toggle the
        input and output cells, edit the description, add sets and checks, set the fast-forward, or{' '}
        <strong>Clear all</strong>. Some advice:
      </p>
      <ul>
        <li>Create all the I/O tags before the steps: every step needs one cell per DI and DO tag.</li>
        <li>Start with a step where everything is at rest (NC inputs at 1) and the outputs are off.</li>
        <li>Test one behaviour per step, and describe it, so a failure says what went wrong.</li>
        <li>
          For timers, fast-forward to just before the preset and check the output is still off, then past it
          and check it is on. Remember that every step runs one scan more than its fast-forward.
        </li>
        <li>
          Use checks for what the outputs cannot show: a count in <code>Counter1.ACC</code>, a step number, a
          latched bit.
        </li>
        <li>
          For an analog loop, set the analog input in one step, fast-forward long enough for the loop to
          settle, and check the process value with a tolerance; then hold it in a further step to show it
          stays at its setpoint.
        </li>
      </ul>

      <h3>Sharing</h3>
      <ul>
        <li>
          <strong>Share Project</strong> creates a link of the form <code>/share/{'{shareId}'}</code> and
          shows it with a <strong>Copy Link</strong> button. No account is needed. The link carries the
          project&apos;s name, scene, tags, program and test sequence. Whoever opens it sees a read-only copy
          that starts running, and can use <strong>Copy to Project</strong> to work on it.
        </li>
        <li>
          Saved projects can also be shared with everyone: tick <strong>Share with Community</strong> on the
          project&apos;s card in <Link to="/projects">Projects</Link>, and it appears in{' '}
          <Link to="/community">Community</Link>, where signed-in users can vote for it.
        </li>
      </ul>
    </HelpSection>
  );
}
