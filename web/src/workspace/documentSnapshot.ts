import { SERVER_FIELDS } from '@plcsim/compiler';

/**
 * A document's content as one string, to tell whether two documents are the same project: the keys in a
 * fixed order, without what the server adds (ids, timestamps, the community flag). Unsaved changes and
 * "changed since it was shared" compare these, so an undo back to the saved document counts as saved.
 */

/** Fields that are not the learner's content (the server's answer carries them). */
const NOT_CONTENT = new Set(SERVER_FIELDS);

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) out[key] = sorted(field);
  }
  return out;
}

/** The content of `document` as a string; equal strings for the same content in any key order. */
export function documentSnapshot(document: object): string {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) if (!NOT_CONTENT.has(key)) content[key] = value;
  return JSON.stringify(sorted(content));
}

/** True when `a` and `b` hold the same content. */
export function sameDocument(a: object, b: object): boolean {
  return a === b || documentSnapshot(a) === documentSnapshot(b);
}

/** A short fingerprint of a snapshot (cyrb53), to remember what was shared without storing it all. */
export function fingerprint(snapshot: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < snapshot.length; i++) {
    const ch = snapshot.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${snapshot.length.toString(36)}-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
