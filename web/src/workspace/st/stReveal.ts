/**
 * A request to show a place in the Structured Text editor (the Errors tab's "Line 3, Col 5" lines). Kept
 * outside the editor's lazy chunk: a click may come before Monaco has loaded, and the editor takes the
 * pending place when it mounts.
 */
export interface StPlace {
  line: number;
  col: number;
}

type Listener = (place: StPlace) => void;

let pending: StPlace | null = null;
const listeners = new Set<Listener>();

/** Asks the editor to show `place`: now if one is listening, else when it mounts. */
export function revealStPlace(place: StPlace): void {
  if (listeners.size === 0) {
    pending = place;
    return;
  }
  pending = null;
  for (const listener of listeners) listener(place);
}

/** The editor's subscription; a place asked for before it mounted is delivered at once. */
export function onStReveal(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const place = pending;
    pending = null;
    listener(place);
  }
  return () => {
    listeners.delete(listener);
  };
}
