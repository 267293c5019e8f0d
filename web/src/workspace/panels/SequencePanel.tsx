import { useSimulatorState } from '@plcsim/widget';
import { Link } from 'react-router-dom';
import { StepTable } from '../sequence/StepTable.tsx';
import { addStep, clearSteps } from '../sequence/editing.ts';
import { SUBMIT_PROMPT } from '../sequence/messages.ts';
import { SequenceOutcomeView } from '../sequence/SequenceOutcomeView.tsx';
import { useSequenceState } from '../sequence/sequenceStore.ts';
import { useSequenceActions } from '../sequence/useSequenceActions.ts';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Sequence tab (spec 000 §2 "Sequence tab"): the test sequence's steps with status icons (pending
 * grey, pass green, fail red). Your own projects edit it (Add Step, Clear all, delete a step, the 0/1
 * cells, the description, the checks and the fast-forward) and run it in the browser; a problem's
 * sequence is read-only, with Submit and Clear.
 */
export function SequencePanel() {
  const { content, project, own, setProject, controller, sequence } = useWorkspace();
  const state = useSequenceState(sequence);
  const running = useSimulatorState(controller).mode === 'RUN';
  const actions = useSequenceActions();
  const problem = content.context === 'problem';
  const steps = problem ? content.project.sequence : project.sequence;
  const editable = own && !running;
  const outcome = state.outcome;
  return (
    <div className="workspace-panel workspace-sequence" role="region" aria-label="Sequence" tabIndex={0}>
      <div className="sequence-toolbar" role="group" aria-label="Sequence commands">
        {problem ? (
          <>
            <button
              type="button"
              className="workspace-button workspace-button--primary"
              disabled={state.busy}
              onClick={() => void actions.submit()}
            >
              {state.busy ? 'Submitting…' : 'Submit'}
            </button>
            <button type="button" className="workspace-button" disabled={state.busy} onClick={actions.clear}>
              Clear
            </button>
          </>
        ) : (
          <>
            {own && (
              <>
                <button
                  type="button"
                  className="workspace-button"
                  disabled={!editable}
                  onClick={() => setProject(addStep(project))}
                >
                  Add Step
                </button>
                <button
                  type="button"
                  className="workspace-button"
                  disabled={!editable || project.sequence.length === 0}
                  onClick={() => setProject(clearSteps(project))}
                >
                  Clear all
                </button>
              </>
            )}
            <button
              type="button"
              className="workspace-button workspace-button--primary"
              disabled={state.busy || steps.length === 0}
              onClick={() => void actions.runSequence()}
            >
              {state.busy ? 'Running…' : 'Run Sequence'}
            </button>
            {outcome && (
              <button type="button" className="workspace-button" onClick={actions.clear}>
                Clear
              </button>
            )}
          </>
        )}
        {own && (
          <Link className="sequence-help" to="/help#creating-problems">
            How to write a test sequence
          </Link>
        )}
      </div>
      {problem && !outcome && !state.busy && <p className="sequence-prompt">{SUBMIT_PROMPT}</p>}
      {state.error && (
        <p className="sequence-error" role="alert">
          {state.error}
        </p>
      )}
      {outcome && (
        <SequenceOutcomeView
          outcome={outcome}
          onShowMe={actions.showMe}
          shownStep={state.shownStep}
          controller={controller}
        />
      )}
      {steps.length === 0 ? (
        <p className="workspace-muted">
          {own ? 'No steps yet: Add Step makes the first one.' : 'This program has no test sequence.'}
        </p>
      ) : (
        <StepTable
          project={project}
          steps={steps}
          results={outcome?.steps ?? []}
          editable={editable}
          onChange={setProject}
        />
      )}
    </div>
  );
}
