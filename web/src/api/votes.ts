import { apiRequest, wrapped } from './http.ts';

/** A vote record (spec 001 §3): vote_status 'true' means the user has voted. */
export interface VoteRecord {
  community_id: string;
  creator: string;
  vote_status: string;
}

export const VOTE_FIELDS_REQUIRED = 'Creator and community_id are required.';

/** The signed-in user's votes (spec 001 §7 GET /community/votes). */
export function fetchVotes(signal?: AbortSignal): Promise<VoteRecord[]> {
  return wrapped('fetch votes', async () => {
    const answer = await apiRequest<{ votes?: VoteRecord[] }>('/community/votes', { signal });
    return answer.votes ?? [];
  });
}

/** The answer of a vote: the record and the entry's new count. */
export interface VoteAnswer {
  community_id: string;
  creator: string;
  vote_status: string;
  votes: number;
}

/** Sets ('true') or removes ('false') the user's vote on a community project (spec 001 §7). */
export async function vote(
  creator: string,
  communityId: string,
  value: 'true' | 'false',
): Promise<VoteAnswer> {
  if (!creator || !communityId) throw new Error(VOTE_FIELDS_REQUIRED);
  return wrapped('vote', () =>
    apiRequest<VoteAnswer>(`/community/votes?vote=${value}`, {
      method: 'POST',
      body: { creator, community_id: communityId },
    }),
  );
}
