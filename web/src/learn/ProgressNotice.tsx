import { Link } from 'react-router-dom';
import type { LearnProgressState } from './useLearnProgress.ts';

const problems = (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'}`;

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
        <section className="learn-notice learn-offer" aria-labelledby="learn-offer-heading">
          <h2 id="learn-offer-heading">Keep your progress?</h2>
          <p>
            You solved {problems(progress.offer.length)} on this device while signed out. Keep{' '}
            {progress.offer.length === 1 ? 'it' : 'them'} in {progress.username}&apos;s Learn progress?
          </p>
          <p className="learn-offer__buttons">
            <button type="button" className="learn-button learn-button--primary" onClick={progress.keep}>
              Keep
            </button>
            <button type="button" className="learn-button" onClick={progress.discard}>
              Discard
            </button>
          </p>
        </section>
      )}
    </>
  );
}
