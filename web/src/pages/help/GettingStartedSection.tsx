import { Link } from 'react-router-dom';
import { siteConfig } from '../../siteConfig.ts';
import type { HomeState } from '../../workspace/useWorkspaceContent.ts';
import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { VideoSlot } from './VideoSlot.tsx';

/** First steps in the editor workspace, with the "Getting started" tutorial video. */
export function GettingStartedSection() {
  return (
    <HelpSection id={HELP_ANCHORS.gettingStarted}>
      <p>
        PLC IO Simulator lets you write a program for a programmable logic controller (PLC), in ladder logic
        or in Structured Text, wire it to virtual digital inputs and outputs, and watch it drive an animated
        industrial scene: a garage door, a conveyor, a water tank, traffic lights and more. You do not need an
        account to practise; signing in lets you save projects and keeps track of the problems you solve.
      </p>

      <VideoSlot title="Getting started" src={siteConfig.tutorialVideos.gettingStarted} />

      <p>
        New here?{' '}
        <Link to="/" state={{ tour: true } satisfies HomeState}>
          Take the two-minute tour
        </Link>{' '}
        of the editor: the toolbar, the instructions, the operand picker, RUN, and the IO and Errors tabs.
      </p>

      <h3>Your first program</h3>
      <ol>
        <li>
          Open the <Link to="/">editor</Link>. The home page starts a new empty project called{' '}
          <em>New Project</em>.
        </li>
        <li>
          In the <strong>Scene</strong> tab, pick a scene (or keep the empty one). A scene adds the tags it
          needs, for example the motor output and the limit switches of the garage door, and supporting tags
          such as <code>START</code> and <code>STOP</code>.
        </li>
        <li>
          Add your own inputs and outputs from the I/O palette in the toolbar. Each becomes a tag in the{' '}
          <strong>Tags</strong> tab (see <a href={`#${HELP_ANCHORS.inputsOutputs}`}>Inputs and outputs</a>).
        </li>
        <li>
          Write the program in the <strong>Ladder</strong> tab, adding rungs and instructions from the toolset
          tabs (Favorites, Bit, Timer, Counter, Math, Compare), or type it in the{' '}
          <strong>Structured Text</strong> tab. The tab you have selected decides which of the two programs
          runs.
        </li>
        <li>
          Switch the run mode from <strong>PROG</strong> to <strong>RUN</strong>. The program is checked
          first; if it has errors the <strong>Errors</strong> tab opens and the PLC stays in Program mode.
        </li>
        <li>
          While running, click an input to toggle it and watch the outputs, the rungs (energised contacts turn
          green) and the scene respond. Switch back to <strong>PROG</strong> to edit again.
        </li>
        <li>
          <strong>Save Project</strong> stores it in your account (you are asked to sign in first);{' '}
          <strong>Share Project</strong> gives you a link anyone can open.
        </li>
      </ol>

      <h3>The workspace</h3>
      <ul>
        <li>
          <strong>Description</strong>, <strong>Scene</strong>, <strong>Ladder</strong>,{' '}
          <strong>Structured Text</strong>, <strong>Sequence</strong>, <strong>Submissions</strong>,{' '}
          <strong>Tags</strong> and <strong>IO</strong> are tabs you can rearrange and dock.
        </li>
        <li>
          <strong>Output</strong> (messages and warnings from the run) and <strong>Errors</strong> (problems
          that stop the program from running) sit at the bottom.
        </li>
        <li>
          The status panel shows <q>PLC is in Program mode</q>, <q>Program running...</q> with the last scan
          time and the scan count, or <q>Program contains Errors</q>.
        </li>
      </ul>

      <h3>Where to go next</h3>
      <ul>
        <li>
          <Link to="/examples">Examples</Link> are finished projects in ladder logic and Structured Text. They
          open running and read-only; <strong>Copy to Project</strong> gives you an editable copy.
        </li>
        <li>
          <Link to="/problems">Problems</Link> are numbered challenges, from easy to hard, checked by a test
          sequence (see <a href={`#${HELP_ANCHORS.creatingProblems}`}>Creating problems</a>).
        </li>
        <li>
          <Link to="/community">Community</Link> lists projects other learners have shared.
        </li>
      </ul>
    </HelpSection>
  );
}
