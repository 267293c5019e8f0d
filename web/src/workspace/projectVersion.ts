/**
 * The version of a saved project this workspace's edits are based on (issue 23 item 10): the one it
 * loaded, then the one each save or Reload stored. A save sends it; the server refuses the save (409)
 * when the stored project has moved on, so one tab never silently overwrites another's save.
 * Kept per loaded content (one object per visit of the route), so a remounted toolbar keeps it.
 */
import type { WorkspaceContent } from './content.ts';

const known = new WeakMap<WorkspaceContent, number>();

/** The `version` a loaded document carries; 0 for a project saved before versions were kept. */
export function documentVersion(document: object): number {
  const value = (document as { version?: unknown }).version;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** The version to save `content` with: null for content that is not a saved project (a new one). */
export function baseVersion(content: WorkspaceContent): number | null {
  if (content.context !== 'project' || !content.id) return null;
  return known.get(content) ?? documentVersion(content.project);
}

/** Records the version now stored for `content` (after a save or a Reload). */
export function rememberVersion(content: WorkspaceContent, version: number): void {
  known.set(content, version);
}
