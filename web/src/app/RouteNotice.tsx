import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** A one-time notice handed to the next page in the navigation's state: `navigate(to, { state: { notice } })`. */
function noticeOf(state: unknown): string | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/**
 * Shows the notice the previous page left (e.g. 'Your account and everything it stored have been
 * deleted.' on the home page after account deletion) until the learner dismisses it or navigates on.
 */
export function RouteNotice() {
  const location = useLocation();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const notice = noticeOf(location.state);
  if (!notice || dismissedAt === location.key) return null;
  return (
    <div className="route-notice" role="status">
      <p>{notice}</p>
      <button type="button" className="button" onClick={() => setDismissedAt(location.key)}>
        Dismiss
      </button>
    </div>
  );
}
