import { Link } from 'react-router-dom';

export interface KeepOfferProps {
  username: string;
  /** Problems solved on this device while signed out that the account has not solved. */
  count: number;
  onKeep(): void;
  onDiscard(): void;
  /** On pages other than /learn: a link to the path. */
  linkToLearn?: boolean;
}

/**
 * "Keep your progress?" (docs/decisions.md "Learn path"): Keep counts this device's signed-out solves in
 * the account's Learn progress here; Discard forgets them.
 */
export function KeepOffer({ username, count, onKeep, onDiscard, linkToLearn = false }: KeepOfferProps) {
  return (
    <section className="learn-notice learn-offer" aria-labelledby="learn-offer-heading">
      <h2 id="learn-offer-heading">Keep your progress?</h2>
      <p>
        You solved {count} {count === 1 ? 'problem' : 'problems'} on this device while signed out. Keep{' '}
        {count === 1 ? 'it' : 'them'} in {username}&apos;s{' '}
        {linkToLearn ? <Link to="/learn">Learn progress</Link> : 'Learn progress'}?
      </p>
      <p className="learn-offer__buttons">
        <button type="button" className="learn-button learn-button--primary" onClick={onKeep}>
          Keep
        </button>
        <button type="button" className="learn-button" onClick={onDiscard}>
          Discard
        </button>
      </p>
    </section>
  );
}
