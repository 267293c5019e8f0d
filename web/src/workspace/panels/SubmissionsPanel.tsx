import { Link } from 'react-router-dom';
import { StepStatus } from '../sequence/StepTable.tsx';
import { useSequenceState } from '../sequence/sequenceStore.ts';
import { localDateTime } from '../../format/localDateTime.ts';
import { SUBMISSIONS_SIGNED_OUT, NO_SUBMISSION } from '../sequence/submissions.ts';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Submissions tab: your latest graded submission of this problem (the last solution the server
 * graded, from GET /solutions/{id} or the last Submit), with its time and per-step results.
 */
export function SubmissionsPanel() {
  const { sequence } = useWorkspace();
  const { submission, signedIn } = useSequenceState(sequence);
  return (
    <div
      className="workspace-panel workspace-submissions"
      role="region"
      aria-label="Submissions"
      tabIndex={0}
    >
      {signedIn === false ? (
        <p className="workspace-muted">
          <Link to="/signin">Sign in</Link> {SUBMISSIONS_SIGNED_OUT}
        </p>
      ) : !submission ? (
        <p className="workspace-muted">{signedIn === null ? 'Loading your submissions…' : NO_SUBMISSION}</p>
      ) : (
        <section aria-label="Latest submission">
          <h2 className="workspace-submissions__heading">Latest submission</h2>
          <p>
            {submission.updatedAt ? (
              <time dateTime={submission.updatedAt}>{localDateTime(submission.updatedAt)}</time>
            ) : (
              'Time unknown'
            )}
            {' — '}
            <strong>{submission.solved ? 'Solved' : 'Not solved'}</strong>
          </p>
          {submission.message && <p>{submission.message}</p>}
          {submission.precheckErrors.length > 0 && (
            <ul>
              {submission.precheckErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          <ol className="workspace-submissions__steps" aria-label="Step results">
            {submission.results.map((step) => (
              <li key={step.index}>
                <StepStatus step={step.index + 1} status={step.status} />
                <span>
                  Step {step.index + 1}:{' '}
                  {step.status === 'pass' ? 'passed' : step.status === 'fail' ? 'failed' : 'not run'}
                  {step.status === 'fail' && step.message ? ` — ${step.message}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
