import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FIRST_EXAMPLE_PATH, FIRST_PROBLEM_PATH, hideStartHere, startHereHidden } from './startHere.ts';

/**
 * The "Start here" card of a first visit to the home page's workspace: open example 1, solve problem 1
 * or take the tour. Dismiss hides it on this device for good. It sits in the page's flow, between the
 * toolbar and the tabs, so it covers nothing.
 */
export function StartHere({ onTour }: { onTour: () => void }) {
  const headingId = useId();
  const [hidden, setHidden] = useState(startHereHidden);
  if (hidden) return null;
  const dismiss = () => {
    hideStartHere();
    setHidden(true);
  };
  return (
    <section className="start-here" aria-labelledby={headingId}>
      <h2 id={headingId} className="start-here__heading">
        Start here
      </h2>
      <p className="start-here__text">
        New to PLCs? Watch a finished program run, then solve your first problem.
      </p>
      <div className="start-here__actions">
        <Link className="workspace-button workspace-button--primary" to={FIRST_EXAMPLE_PATH}>
          Open example 1
        </Link>
        <Link className="workspace-button" to={FIRST_PROBLEM_PATH}>
          Solve problem 1
        </Link>
        <button type="button" className="workspace-button" onClick={onTour}>
          Take the two-minute tour
        </button>
      </div>
      <button
        type="button"
        className="start-here__dismiss workspace-button"
        aria-label="Dismiss Start here"
        title="Dismiss"
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
