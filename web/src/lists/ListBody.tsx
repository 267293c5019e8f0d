import { Fragment, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { AdSlot } from './AdSlot.tsx';

/** Where a list's data is: loading, failed (the spec's load-failure text) or loaded. */
export type ListLoad<T> =
  | { state: 'loading' }
  /** `connection`: why no answer came (offline, server unreachable), told instead of the failure text. */
  | { state: 'failed'; connection?: string }
  | { state: 'loaded'; items: T[] };

/**
 * A list's results: a spinner while loading, the load-failure text, the empty text, or the cards with
 * the ad slots after indexes 2, 7, 17, 27 and 37.
 */
export function ListBody<T>({
  load,
  shown,
  failureText,
  emptyText,
  loadingLabel,
  keyOf,
  renderCard,
}: {
  load: ListLoad<T>;
  /** The loaded items after search, filters and sort. */
  shown: readonly T[];
  failureText: string;
  emptyText: string;
  loadingLabel: string;
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
}) {
  if (load.state === 'loading') return <Spinner label={loadingLabel} />;
  if (load.state === 'failed') {
    return (
      <p className="list-message list-failure" role="alert">
        {load.connection ?? failureText}
      </p>
    );
  }
  if (shown.length === 0) return <p className="list-message">{emptyText}</p>;
  return (
    <ul className="card-list">
      {shown.map((item, index) => (
        <Fragment key={keyOf(item)}>
          <li className="card">{renderCard(item)}</li>
          <AdSlot index={index} />
        </Fragment>
      ))}
    </ul>
  );
}
