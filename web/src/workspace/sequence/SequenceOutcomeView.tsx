import { type SimulatorController } from '@plcsim/widget';
import { TrendChart } from '@plcsim/widget/editor';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { failureLine, SIGN_IN_SAVES, SIGNED_OUT_RESULT } from './messages.ts';
import type { SequenceOutcome } from './sequenceStore.ts';

/**
 * An outcome: 'All steps passed.', or 'Some steps failed.' with 'Step N expected {tag} to be {x} but
 * got {y}. Click "Clear" to try again.', or 'Error during sequence precheck' with its reasons; for a
 * signed-out Submit, a line saying that signing in saves solutions.
 */
export function SequenceOutcomeView({
  outcome,
  onShowMe,
  shownStep,
  controller,
}: {
  outcome: SequenceOutcome;
  onShowMe: () => void;
  shownStep: number | null;
  controller: SimulatorController;
}) {
  const failed = outcome.steps.find((s) => s.status === 'fail');
  const showing = failed !== undefined && shownStep === failed.index;
  const trend = useRef<HTMLDivElement>(null);
  // The Sequence tab is often short: bring Show me's explanation and trend into view.
  useEffect(() => {
    if (showing) trend.current?.scrollIntoView?.({ block: 'nearest' }); // jsdom has none
  }, [showing]);
  return (
    <div className="sequence-outcome" data-passed={outcome.passed} role="status" aria-live="polite">
      <p className="sequence-outcome__message">{outcome.message}</p>
      {failed?.message && <p className="sequence-outcome__failure">{failureLine(failed.message)}</p>}
      {outcome.precheckErrors.length > 0 && (
        <ul className="sequence-outcome__precheck">
          {outcome.precheckErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {outcome.signedOut && (
        <p className="sequence-outcome__signin">
          {SIGNED_OUT_RESULT} <Link to="/signin">{SIGN_IN_SAVES}</Link>
        </p>
      )}
      {failed && (
        <p>
          <button type="button" className="workspace-button" onClick={onShowMe}>
            Show me
          </button>
        </p>
      )}
      {showing && (
        <div className="sequence-showme" ref={trend}>
          <p className="workspace-muted">
            The simulator is paused after step {failed.index + 1}. The trend shows{' '}
            {failed.tagName ? `${failed.tagName} and the inputs` : 'the inputs'}; press Resume to carry on.
          </p>
          <TrendChart controller={controller} height={180} picker={false} className="sequence-trend" />
        </div>
      )}
    </div>
  );
}
