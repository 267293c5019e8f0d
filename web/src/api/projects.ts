import { apiRequest, wrapped } from './http.ts';

/** A tag as a list card reads it: only its I/O symbol matters. */
export interface ListTag {
  io_symbol?: string | null;
}

/** An instruction as a list filter reads it: only its type matters. */
export interface ListInstruction {
  type?: string;
}

/**
 * A row of GET /projects: a saved project's summary, without its program. `tagMap` and
 * `instructionMap` hold one entry per distinct I/O symbol and instruction type (what the symbol strip
 * and the filters read), not the project's tags and instructions.
 */
export interface ProjectSummary {
  project_id: string;
  projectName: string;
  scene: string;
  tagMap: Record<string, ListTag> | null;
  instructionMap: Record<string, ListInstruction> | null;
  tagCount?: number;
  instructionCount?: number;
  createdAt: string;
  updatedAt: string;
  /** 'true' when the project is shared with the community. */
  shared: 'true' | 'false' | string;
  version?: number;
}

export const PROJECT_ID_REQUIRED = 'Project ID is required.';
/** The 409 of a save based on a version that is no longer the stored one (another tab or device saved). */
export const PROJECT_CHANGED = 'This project was changed in another tab or device.';

/** Rows per GET /projects page (the API's largest). */
const PROJECTS_PAGE = 100;
/** A list longer than this many pages is not followed further (a cursor that never ends). */
const MAX_PAGES = 1000;

/** The signed-in user's saved projects, every page of GET /projects (spec 000 §7; paged, issue 23). */
export function fetchProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return wrapped('fetch projects', async () => {
    const projects: ProjectSummary[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ limit: String(PROJECTS_PAGE) });
      if (cursor) query.set('cursor', cursor);
      const answer: { projects?: ProjectSummary[]; lastEvaluatedKey?: string | null } = await apiRequest(
        `/projects?${query.toString()}`,
        { signal },
      );
      projects.push(...(answer.projects ?? []));
      cursor = answer.lastEvaluatedKey ?? null;
      if (!cursor) break;
    }
    return projects;
  });
}

/** Deletes one of the user's projects (and its community entry). */
export async function deleteProject(projectId: string): Promise<void> {
  if (!projectId) throw new Error(PROJECT_ID_REQUIRED);
  await wrapped('delete project', () =>
    apiRequest<unknown>(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' }),
  );
}

/** What a save answers: the stored version (send it with the next save). */
export interface SavedProject {
  project_id: string;
  version: number;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * Stores `project` as the user's project `projectId` (spec 000 §7 POST /projects/{id}). `version` is
 * the version the workspace loaded or last saved; null creates a new project. A save whose version is
 * no longer the stored one fails with an ApiRequestError of status 409 (PROJECT_CHANGED).
 */
export async function saveProject(
  projectId: string,
  project: object,
  version: number | null,
): Promise<SavedProject> {
  if (!projectId) throw new Error(PROJECT_ID_REQUIRED);
  // The document's own `version` and id (from the load) are not this save's: a copy has a new id.
  const { version: _loaded, project_id: _loadedId, ...document } = project as Record<string, unknown>;
  const answer = await apiRequest<{ project?: Partial<SavedProject> }>(
    `/projects/${encodeURIComponent(projectId)}`,
    {
      method: 'POST',
      body: version === null ? { ...document, projectId } : { ...document, projectId, version },
    },
  );
  const saved = answer.project ?? {};
  return { ...saved, project_id: projectId, version: typeof saved.version === 'number' ? saved.version : 0 };
}

/** A new share link: its id and the key that may update its snapshot. */
export interface CreatedShare {
  shareId: string;
  editKey: string;
}

/** A share link for a snapshot of `project` (spec 000 §7 POST /shared; no sign-in needed). */
export async function shareProject(project: object): Promise<CreatedShare> {
  const answer = await apiRequest<{ shareId?: unknown; editKey?: unknown }>('/shared', {
    method: 'POST',
    body: project,
  });
  if (typeof answer.shareId !== 'string' || answer.shareId === '') {
    throw new Error('The server did not return a share link.');
  }
  return { shareId: answer.shareId, editKey: typeof answer.editKey === 'string' ? answer.editKey : '' };
}

/** Replaces the snapshot of link `shareId` with `project` (PUT /shared/{shareId}, with its edit key). */
export async function updateShare(shareId: string, editKey: string, project: object): Promise<void> {
  await apiRequest<unknown>(`/shared/${encodeURIComponent(shareId)}`, {
    method: 'PUT',
    body: { ...project, editKey },
  });
}
