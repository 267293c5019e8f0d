import type { Caller } from '../auth/caller.ts';
import * as projects from '../data/projectRepository.ts';
import type { SavedProject, SharedFlag } from '../data/projectRepository.ts';
import type { ProjectContent } from '../data/content.ts';
import { ItemTooLargeError } from '../data/itemSize.ts';
import { notFound, tooLarge } from '../http/errors.ts';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const PROJECT_DELETED = 'Project deleted.';
export const PROJECT_TOO_LARGE = 'The project is too large to save (at most 400 KB once stored).';

/** A row of the caller's project list (what the list, its filters and sorts need). */
export interface ProjectSummary {
  project_id: string;
  projectName: unknown;
  scene: unknown;
  tagMap: unknown;
  instructionMap: unknown;
  createdAt: string;
  updatedAt: string;
  shared: SharedFlag;
}

/** The caller's projects, most recently saved first. */
export async function listProjects(caller: Caller): Promise<ProjectSummary[]> {
  const stored = await projects.listProjects(caller.sub);
  return stored
    .map((p) => ({
      project_id: p.project_id,
      projectName: p.content.projectName,
      scene: p.content.scene,
      tagMap: p.content.tagMap ?? {},
      instructionMap: p.content.instructionMap ?? {},
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      shared: p.shared,
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.project_id.localeCompare(b.project_id));
}

/** One of the caller's projects: the saved document with its id, timestamps and shared flag; 404 otherwise. */
export async function getProject(caller: Caller, projectId: string): Promise<Record<string, unknown>> {
  const stored = await projects.getProject(caller.sub, projectId);
  if (!stored) throw notFound(PROJECT_NOT_FOUND);
  return {
    project_id: stored.project_id,
    ...stored.content,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    shared: stored.shared,
  };
}

/**
 * Creates or replaces one of the caller's projects with validated content (projectDocument.ts); keys
 * start with the caller's sub, so this never touches another user's project. 413 when the stored
 * item would be over DynamoDB's 400 KB (the schema's defaults can make a body grow).
 */
export async function saveProject(
  caller: Caller,
  projectId: string,
  content: ProjectContent,
): Promise<SavedProject> {
  try {
    return await projects.saveProject(caller.sub, projectId, content, new Date().toISOString());
  } catch (error) {
    if (error instanceof ItemTooLargeError) throw tooLarge(PROJECT_TOO_LARGE);
    throw error;
  }
}

/**
 * Deletes one of the caller's projects and its community entry (not one another account shared under
 * the same user name); 404 when there is none.
 */
export async function deleteProject(caller: Caller, projectId: string): Promise<void> {
  const deleted = await projects.deleteProject(caller.sub, caller.username, projectId);
  if (!deleted) throw notFound(PROJECT_NOT_FOUND);
}
