import { apiRequest, wrapped } from './http.ts';
import { PROJECT_ID_REQUIRED, type ListInstruction, type ListTag } from './projects.ts';

/** Community list orders, sorted on the server (spec 001 §9); shared-desc is the default. */
export type CommunitySort = 'votes' | 'shared-desc' | 'shared-asc';

/** A row of GET /community (spec 001 §3 "Community project"). */
export interface CommunityProjectSummary {
  community_id: string;
  creator: string;
  username: string;
  projectName: string;
  scene: string;
  /** One entry per distinct I/O symbol (a summary, not the project's tags). */
  tagMap: Record<string, ListTag> | null;
  /** One entry per distinct instruction type. */
  instructionMap: Record<string, ListInstruction> | null;
  tagCount?: number;
  instructionCount?: number;
  votes: number;
  date_shared: string;
}

/** One page of the community list and the key of the next (null on the last page). */
export interface CommunityPage {
  projects: CommunityProjectSummary[];
  lastEvaluatedKey: string | null;
}

export interface CommunityPageRequest {
  sort?: CommunitySort;
  limit?: number;
  /** The previous page's lastEvaluatedKey, unchanged. */
  cursor?: string | null;
  signal?: AbortSignal;
}

/** One page of community projects in the asked order (spec 001 §7 GET /community). */
export function fetchCommunityProjects(request: CommunityPageRequest = {}): Promise<CommunityPage> {
  const query = new URLSearchParams({ sort: request.sort ?? 'shared-desc' });
  if (request.limit !== undefined) query.set('limit', String(request.limit));
  if (request.cursor) query.set('cursor', request.cursor);
  return wrapped('fetch community projects', async () => {
    const answer = await apiRequest<Partial<CommunityPage>>(`/community?${query.toString()}`, {
      signal: request.signal,
    });
    return { projects: answer.projects ?? [], lastEvaluatedKey: answer.lastEvaluatedKey ?? null };
  });
}

/** A community project with its content (spec 000 §7 GET /community/{creator}/{communityId}). */
export function fetchCommunityProject(
  creatorUsername: string,
  communityId: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  return wrapped('fetch community project', async () => {
    if (!creatorUsername || !communityId) throw new Error('Creator and community_id are required.');
    const answer = await apiRequest<{ project: Record<string, unknown> }>(
      `/community/${encodeURIComponent(creatorUsername)}/${encodeURIComponent(communityId)}`,
      { signal },
    );
    return answer.project;
  });
}

/** Shares one of the user's projects with the community, or stops sharing it. */
export async function setCommunitySharing(
  projectId: string,
  shared: boolean,
): Promise<{ project_id: string; shared: string }> {
  if (!projectId) throw new Error(PROJECT_ID_REQUIRED);
  return wrapped('share project', () =>
    apiRequest<{ project_id: string; shared: string }>(`/community?shared=${String(shared)}`, {
      method: 'POST',
      body: { project_id: projectId },
    }),
  );
}
