import { Link } from 'react-router-dom';
import { KeepOffer } from './KeepOffer.tsx';
import type { LearnProgressState } from './useLearnProgress.ts';

/**
 * Where the progress comes from, and the offer to keep this device's signed-out progress (docs/decisions.md
 * "Learn progress"): signed out, a note that progress stays in this browser until you sign in; signed in
 * with a signed-out record, Keep (count it on this account) or Discard.
 */
export function ProgressNotice({ progress }: { progress: LearnProgressState }) {
  if (progress.loading) return null;
  if (progress.username === null) {
    return (
      <p className="learn-notice">
        You are not signed in: problems you solve are remembered in this browser only.{' '}
        <Link to="/signin">Sign in</Link> or <Link to="/signup">create an account</Link> to keep them with
        your account.
      </p>
    );
  }
  return (
    <>
      {progress.failed && (
        <p className="learn-notice" role="alert">
          Failed to load solutions.
        </p>
      )}
      {progress.offer.length > 0 && (
        <KeepOffer
          username={progress.username}
          count={progress.offer.length}
          onKeep={progress.keep}
          onDiscard={progress.discard}
        />
      )}
    </>
  );
}
