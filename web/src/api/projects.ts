import { apiRequest, wrapped } from './http.ts';

/** A tag as a list card reads it: only its I/O symbol matters. */
export interface ListTag {
  io_symbol?: string | null;
}

/** An instruction as a list filter reads it: only its type matters. */
export interface ListInstruction {
  type?: string;
}

/** A row of GET /projects: a saved project without its program. */
export interface ProjectSummary {
  project_id: string;
  projectName: string;
  scene: string;
  tagMap: Record<string, ListTag> | null;
  instructionMap: Record<string, ListInstruction> | null;
  createdAt: string;
  updatedAt: string;
  /** 'true' when the project is shared with the community. */
  shared: 'true' | 'false' | string;
}

export const PROJECT_ID_REQUIRED = 'Project ID is required.';

/** The signed-in user's saved projects (spec 000 §7 GET /projects). */
export function fetchProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return wrapped('fetch projects', async () => {
    const answer = await apiRequest<{ projects?: ProjectSummary[] }>('/projects', { signal });
    return answer.projects ?? [];
  });
}

/** Deletes one of the user's projects (and its community entry). */
export async function deleteProject(projectId: string): Promise<void> {
  if (!projectId) throw new Error(PROJECT_ID_REQUIRED);
  await wrapped('delete project', () =>
    apiRequest<unknown>(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' }),
  );
}

/** Stores `project` as the user's project `projectId` (spec 000 §7 POST /projects/{id}). */
export async function saveProject(projectId: string, project: object): Promise<void> {
  if (!projectId) throw new Error(PROJECT_ID_REQUIRED);
  await apiRequest<unknown>(`/projects/${encodeURIComponent(projectId)}`, {
    method: 'POST',
    body: { ...project, projectId },
  });
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
