/**
 * Local drafts (no lost work): the document being edited is kept in localStorage under its route on
 * every change, and comes back after a reload or a crash. Only content a learner can change has drafts:
 * a new project, their own projects, and problems being solved.
 */
import { type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { WorkspaceContent } from './content.ts';

const PREFIX = 'plcsim:draft:';

/** A kept draft. */
export interface Draft {
  project: Project;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

/** The storage key of `content`'s draft, or null when it has none (read-only content). */
export function draftKey(content: Pick<WorkspaceContent, 'context' | 'id'>): string | null {
  switch (content.context) {
    case 'new':
      return `${PREFIX}new`;
    case 'project':
    case 'problem':
      return content.id ? `${PREFIX}${content.context}:${content.id}` : null;
    default:
      return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The draft kept for `content`, when there is a valid one. */
export function readDraft(content: Pick<WorkspaceContent, 'context' | 'id'>): Draft | null {
  const key = draftKey(content);
  const text = key ? storage()?.getItem(key) : null;
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { project?: unknown; savedAt?: unknown };
    const { project } = parseProjectDocument(stored.project);
    if (!project || typeof stored.savedAt !== 'number') return null;
    return { project, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

/** Keeps `project` as `content`'s draft; false when the browser refused (full or disabled storage). */
export function writeDraft(
  content: Pick<WorkspaceContent, 'context' | 'id'>,
  project: Project,
  now = Date.now(),
): boolean {
  const key = draftKey(content);
  if (!key) return false;
  try {
    storage()?.setItem(key, JSON.stringify({ project, savedAt: now }));
    return true;
  } catch (error) {
    console.warn('The draft could not be kept in this browser.', error);
    return false;
  }
}

/** Forgets `content`'s draft. */
export function clearDraft(content: Pick<WorkspaceContent, 'context' | 'id'>): void {
  const key = draftKey(content);
  if (key) storage()?.removeItem(key);
}
