import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { connectionProblem } from '../api/http.ts';
import type { ListLoad } from './ListBody.tsx';

/**
 * Fetches a list once on mount (aborted on unmount): `loaded` with its items, or `failed` with the error
 * logged. `onLoaded` sees the items first.
 */
export function useFetchedList<T>(
  fetchItems: (signal: AbortSignal) => Promise<T[]>,
  onLoaded?: (items: T[]) => void,
): [ListLoad<T>, Dispatch<SetStateAction<ListLoad<T>>>] {
  const [load, setLoad] = useState<ListLoad<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchItems(controller.signal).then(
      (items) => {
        onLoaded?.(items);
        setLoad({ state: 'loaded', items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const connection = connectionProblem(error);
        if (connection) console.info(error);
        else console.error(error);
        setLoad(connection ? { state: 'failed', connection } : { state: 'failed' });
      },
    );
    return () => controller.abort();
    // Fetched once on mount, as before; later identities of the callbacks are ignored.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [load, setLoad];
}
