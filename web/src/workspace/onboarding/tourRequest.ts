/**
 * The Help page starts the tour by opening the home page with `{ tour: true }` as navigation state
 * (HomeState in ../useWorkspaceContent.ts).
 */

/** True when the navigation state asks for the tour. */
export function tourRequested(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { tour?: unknown }).tour === true;
}

/**
 * Drops the request from the current history entry, so that reloading the page later does not start
 * the tour again. React Router keeps navigation state in `history.state.usr`; the router's own copy
 * of the location is left as it is (nothing re-renders).
 */
export function forgetTourRequest(): void {
  const entry: unknown = window.history.state;
  if (typeof entry !== 'object' || entry === null) return;
  const usr = (entry as { usr?: unknown }).usr;
  if (typeof usr !== 'object' || usr === null) return;
  const rest = { ...(usr as Record<string, unknown>) };
  delete rest.tour;
  window.history.replaceState({ ...entry, usr: rest }, '');
}
