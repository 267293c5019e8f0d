/**
 * Which colour each drawn part takes (spec 000 §2 "Ladder editor"): red if in error, green when
 * energised, blue when selected, else black. The colours themselves are CSS variables (ladder.css).
 */
import type { RungLive } from './live.ts';

/** `data-state` of a drawn element. */
export type ElementState = 'error' | 'energised' | 'selected' | 'normal';

/** What a rung drawing knows when it paints: live state, errors and the selection. */
export interface Paint {
  live: RungLive;
  errors: ReadonlySet<string>;
  selectedId: string | null;
}

/** The state of an instruction or branch. */
export function elementState(paint: Paint, id: string): ElementState {
  if (paint.errors.has(id)) return 'error';
  if (paint.live.energised(id)) return 'energised';
  if (paint.selectedId === id) return 'selected';
  return 'normal';
}

/** True when power flows out of `source`: an element's energised state, or the left rail in RUN. */
export function powered(paint: Paint, source: string | null): boolean {
  return source === null ? paint.live.running : paint.live.energised(source);
}

/** The state of a wire (or branch connector) `id` fed by `source`. */
export function wireState(paint: Paint, id: string, source: string | null): ElementState {
  if (powered(paint, source)) return 'energised';
  if (paint.selectedId === id) return 'selected';
  return 'normal';
}

/** Separates the ids of a rung's error key (a string, so equal lists compare equal in `React.memo`). */
export const ERROR_KEY_SEPARATOR = '\u001f';

/** The ids drawn in a rung that have an error, as one string in drawing order ('' for none). */
export function errorKeyOf(ids: Iterable<string>, errors: ReadonlySet<string>): string {
  if (errors.size === 0) return '';
  const found: string[] = [];
  for (const id of ids) if (errors.has(id)) found.push(id);
  return found.join(ERROR_KEY_SEPARATOR);
}
