import type { Caller } from '../auth/caller.ts';
import * as projects from '../data/projectRepository.ts';
import type { BaseVersion, SavedProject, SharedFlag } from '../data/projectRepository.ts';
import type { ProjectContent } from '../data/content.ts';
import { ItemTooLargeError } from '../data/itemSize.ts';
import { badRequest, conflict, notFound, tooLarge } from '../http/errors.ts';
import { BAD_CURSOR } from './communityQuery.ts';
import type { ListSummary } from '../data/listSummary.ts';
import { encodeProjectCursor, type ProjectListQuery } from './projectListQuery.ts';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const PROJECT_DELETED = 'Project deleted.';
export const PROJECT_TOO_LARGE = 'The project is too large to save (at most 400 KB once stored).';
/** A save based on a version that is no longer the stored one (issue 23 item 10). */
export const PROJECT_CHANGED = 'This project was changed in another tab or device.';
export const BAD_VERSION =
  'version must be the whole number the project had when it was loaded (leave it out for a new project).';

/** A row of the caller's project list: what the list, its filters and sorts need, never the program. */
export interface ProjectSummary extends ListSummary {
  project_id: string;
  projectName: string;
  scene: string;
  createdAt: string;
  updatedAt: string;
  shared: SharedFlag;
  version: number;
}

export interface ProjectListPage {
  projects: ProjectSummary[];
  /** The cursor of the next page, or null on the last. */
  lastEvaluatedKey: string | null;
}

/** One page of the caller's projects (project-id order; the site sorts), with the next page's cursor. */
export async function listProjects(caller: Caller, query: ProjectListQuery): Promise<ProjectListPage> {
  let page: projects.ProjectPage;
  try {
    page = await projects.listProjectPage(caller.sub, query.limit, query.startKey);
  } catch (error) {
    if (error instanceof projects.BadProjectStartKeyError) throw badRequest(BAD_CURSOR);
    throw error;
  }
  return {
    projects: page.projects.map((p) => ({
      project_id: p.project_id,
      ...p.summary,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      shared: p.shared,
      version: p.version,
    })),
    lastEvaluatedKey: encodeProjectCursor(page.lastKey),
  };
}

/**
 * The `version` of a save's body: absent or null for a new project, else the whole number the
 * project had when the client loaded it; 400 otherwise.
 */
export function baseVersion(value: unknown): BaseVersion {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw badRequest(BAD_VERSION);
  return value;
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
    version: stored.version,
  };
}

/**
 * Creates or replaces one of the caller's projects with validated content (projectDocument.ts); keys
 * start with the caller's sub, so this never touches another user's project. `base` is the version
 * the client loaded (null: a new project). 409 PROJECT_CHANGED when the stored project is no longer
 * at that version (or already exists, for a new one); 413 when the stored item would be over
 * DynamoDB's 400 KB (the schema's defaults can make a body grow).
 */
export async function saveProject(
  caller: Caller,
  projectId: string,
  content: ProjectContent,
  base: BaseVersion,
): Promise<SavedProject> {
  try {
    return await projects.saveProject(caller.sub, projectId, content, new Date().toISOString(), base);
  } catch (error) {
    if (error instanceof ItemTooLargeError) throw tooLarge(PROJECT_TOO_LARGE);
    if (error instanceof projects.StaleVersionError) throw conflict(PROJECT_CHANGED);
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
