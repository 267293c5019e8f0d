/**
 * The share link a workspace made, remembered on this device: Share Project gives the same link while the
 * content is unchanged, and can update that link's snapshot with its edit key (PUT /shared/{shareId}).
 * Kept per route (a saved project, an example, a problem, …) in localStorage; a new project's link is
 * kept by its workspace only (the next new project is another project) and moves here once it is saved.
 */
import { storage } from '../storage.ts';
import type { WorkspaceContent } from './content.ts';

const PREFIX = 'plcsim:share:';

/** A link made from this device: its id, the key that may update it and what it shows. */
export interface RememberedShare {
  shareId: string;
  editKey: string;
  /** fingerprint(documentSnapshot(...)) of the shared snapshot. */
  fingerprint: string;
}

type Route = Pick<WorkspaceContent, 'context' | 'id'>;

/** The storage key of `content`'s link. */
export function shareMemoryKey(content: Route): string {
  return `${PREFIX}${content.context}:${content.id ?? ''}`;
}

/** The link remembered for `content`, when there is a well-formed one. */
export function readShare(content: Route): RememberedShare | null {
  try {
    const text = storage.get(shareMemoryKey(content));
    if (!text) return null;
    const found = JSON.parse(text) as Partial<RememberedShare>;
    const { shareId, editKey, fingerprint } = found;
    if (typeof shareId !== 'string' || typeof editKey !== 'string' || typeof fingerprint !== 'string') {
      return null;
    }
    return { shareId, editKey, fingerprint };
  } catch {
    return null;
  }
}

/** Remembers `share` as `content`'s link (not kept when the browser refuses: the next Share makes a new one). */
export function rememberShare(content: Route, share: RememberedShare): void {
  if (!storage.set(shareMemoryKey(content), JSON.stringify(share))) {
    console.warn('The share link could not be remembered in this browser.');
  }
}

/** Forgets `content`'s link. */
export function forgetShare(content: Route): void {
  storage.remove(shareMemoryKey(content));
}

/**
 * What Share Project does with the link it has for this content: show it again while the content is the
 * one it shows ('same'), ask to update it or make a new one once changed ('ask'), or make one ('new').
 */
export function shareStep(link: RememberedShare | null, currentFingerprint: string): 'same' | 'ask' | 'new' {
  if (!link) return 'new';
  if (link.fingerprint === currentFingerprint) return 'same';
  return link.editKey ? 'ask' : 'new';
}
