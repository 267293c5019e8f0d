import type { Caller } from '../auth/caller.ts';
import * as community from '../data/communityRepository.ts';
import type { CommunityRow } from '../data/communityRepository.ts';
import * as projects from '../data/projectRepository.ts';
import type { SharedFlag } from '../data/projectRepository.ts';
import { ItemTooLargeError } from '../data/itemSize.ts';
import { badRequest, conflict, forbidden, notFound, tooLarge } from '../http/errors.ts';
import { BAD_CURSOR, encodeCursor, type CommunityKey, type CommunityQuery } from './communityQuery.ts';
import type { ListSummary } from '../data/listSummary.ts';
import { PROJECT_NOT_FOUND } from './projectService.ts';
import { SHARE_NOT_FOUND } from './shareService.ts';

export const NOT_YOUR_STATUS = 'You can only see the sharing status of your own projects.';
export const ENTRY_OF_ANOTHER_ACCOUNT =
  'Another account has already shared a project under your username with this project ID.';
export const COMMUNITY_TOO_LARGE =
  'The project is too large to share with the community (at most 400 KB once stored).';

/**
 * A row of the community list: the entry without its content, with the summary of its tags and
 * instructions the filters and the symbol strip need (listSummary.ts), never the whole maps.
 */
export interface CommunitySummary extends ListSummary {
  community_id: string;
  creator: string;
  /** The creator again, under the name spec 001 §3 uses. */
  username: string;
  projectName: string;
  scene: string;
  votes: number;
  date_shared: string;
}

export interface CommunityListPage {
  projects: CommunitySummary[];
  lastEvaluatedKey: string | null;
}

function summary(entry: CommunityRow): CommunitySummary {
  return {
    community_id: entry.community_id,
    creator: entry.creator,
    username: entry.creator,
    ...entry.summary,
    votes: entry.votes,
    date_shared: entry.date_shared,
  };
}

/** One page of community entries in the asked order, with the cursor of the next page. */
export async function listCommunity(query: CommunityQuery): Promise<CommunityListPage> {
  let page: community.CommunityPage;
  try {
    page = await community.listEntries({
      index: query.sort === 'votes' ? 'by-votes' : 'by-date',
      ascending: query.sort === 'shared-asc',
      limit: query.limit,
      startKey: query.startKey,
    });
  } catch (error) {
    if (error instanceof community.BadStartKeyError) throw badRequest(BAD_CURSOR);
    throw error;
  }
  return {
    projects: page.entries.map(summary),
    lastEvaluatedKey: encodeCursor(page.lastKey as CommunityKey | null),
  };
}

/** A community project with its content; 404 'Shared project not found.' when unknown. */
export async function getCommunityProject(
  creator: string,
  communityId: string,
): Promise<Record<string, unknown>> {
  const entry = await community.getEntry(creator, communityId);
  if (!entry) throw notFound(SHARE_NOT_FOUND);
  return {
    community_id: entry.community_id,
    creator: entry.creator,
    username: entry.creator,
    votes: entry.votes,
    date_shared: entry.date_shared,
    ...entry.content,
  };
}

/**
 * Shares one of the caller's projects with the community (a snapshot of it now), or stops sharing it.
 * 404 for an unknown project, 409 when the entry's key (user name and project id) belongs to another
 * account, 413 when the entry would be too large to store.
 */
export async function setSharing(
  caller: Caller,
  projectId: string,
  shared: boolean,
): Promise<{ project_id: string; shared: SharedFlag }> {
  const owner = { sub: caller.sub, username: caller.username };
  if (shared) {
    const project = await projects.getProject(caller.sub, projectId);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    let outcome: community.ShareOutcome;
    try {
      outcome = await community.shareProject(owner, projectId, project.content, new Date().toISOString());
    } catch (error) {
      if (error instanceof ItemTooLargeError) throw tooLarge(COMMUNITY_TOO_LARGE);
      throw error;
    }
    if (outcome === 'missing') throw notFound(PROJECT_NOT_FOUND);
    if (outcome === 'taken') throw conflict(ENTRY_OF_ANOTHER_ACCOUNT);
  } else if (!(await community.unshareProject(owner, projectId))) {
    throw notFound(PROJECT_NOT_FOUND);
  }
  return { project_id: projectId, shared: shared ? 'true' : 'false' };
}

/** Each of the caller's projects with its shared flag; 403 when the path names someone else. */
export async function sharingStatus(
  caller: Caller,
  username: string,
): Promise<{ project_id: string; shared: SharedFlag }[]> {
  // Cognito user names are case-insensitive by default; the answer is the caller's own data either way.
  if (username.toLowerCase() !== caller.username.toLowerCase()) throw forbidden(NOT_YOUR_STATUS);
  return projects.listSharedFlags(caller.sub);
}
