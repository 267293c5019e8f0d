import { storage } from '../../storage.ts';

/**
 * localStorage key set to 'true' once the "Start here" card is dismissed. A preference of this device,
 * like the theme and the banners: not an analytics cookie, so it does not wait for cookie consent.
 */
export const START_HERE_HIDDEN_KEY = 'startHereHidden';

/** Example 1 and problem 1 (their ids in content/examples and content/problems). */
export const FIRST_EXAMPLE_PATH = '/examples/contacts-and-coils';
export const FIRST_PROBLEM_PATH = '/problems/machine-running-light';

/** True once the card was dismissed on this device. */
export function startHereHidden(): boolean {
  return storage.get(START_HERE_HIDDEN_KEY) === 'true';
}

/** Remembers the dismissal (when storage is blocked, the card goes away for this page view only). */
export function hideStartHere(): void {
  storage.set(START_HERE_HIDDEN_KEY, 'true');
}
