import { useSyncExternalStore } from 'react';

/** Narrow screen: width 768 px or less (spec 000 §9, 001 §9). */
export const NARROW_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/** True while the screen is 768 px wide or less. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
