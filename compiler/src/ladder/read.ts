/**
 * Defensive readers of a project document whose parts may be missing or of the wrong shape: the
 * ladder validators use them so that no input can make them throw.
 */

export type Dict = Record<string, unknown>;

export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` when it is a plain object, else an empty one. */
export function dict(value: unknown): Dict {
  return isDict(value) ? value : {};
}

/** `value` when it is an array, else an empty one. */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The entry of `map` under `id`, if `id` is a string own key holding an object. */
export function entry(map: Dict, id: unknown): Dict | undefined {
  if (typeof id !== 'string' || !Object.hasOwn(map, id)) return undefined;
  const value = map[id];
  return isDict(value) ? value : undefined;
}

/** An id as text for a message; anything that is not a string is described, never walked. */
export function idText(id: unknown): string {
  if (typeof id === 'string') return id;
  if (Array.isArray(id)) return '[array]';
  return typeof id === 'object' && id !== null ? '[object]' : String(id);
}

/** `map[id]` when `id` is an own key of `map` (never an inherited `valueOf` or `__proto__`). */
export function own<T>(map: Readonly<Record<string, T>> | null | undefined, id: unknown): T | undefined {
  return map && typeof id === 'string' && Object.hasOwn(map, id) ? map[id] : undefined;
}
