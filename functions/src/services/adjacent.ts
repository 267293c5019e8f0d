/** The ids before and after one item of an ordered list; null at the ends (and when it is not listed). */
export interface Adjacent {
  prev: string | null;
  next: string | null;
}

/** Prev/next of `id` in `orderedIds` (examples by exampleNumber, problems by problemNumber). */
export function adjacentIds(orderedIds: readonly string[], id: string): Adjacent {
  const index = orderedIds.indexOf(id);
  if (index < 0) return { prev: null, next: null };
  return { prev: orderedIds[index - 1] ?? null, next: orderedIds[index + 1] ?? null };
}
