import type { Caller } from '../auth/caller.ts';
import * as community from '../data/communityRepository.ts';
import * as votes from '../data/voteRepository.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { SHARE_NOT_FOUND } from './shareService.ts';

export const ALREADY_VOTED = 'You have already voted for this project.';
export const NOT_VOTED = 'You have not voted for this project.';
export const OWN_PROJECT_VOTE = 'You cannot vote for your own project.';

export interface VoteListItem {
  community_id: string;
  creator: string;
  vote_status: 'true';
}

export interface VoteAnswer {
  community_id: string;
  creator: string;
  vote_status: 'true' | 'false';
  votes: number;
}

/** The caller's votes on entries that are still shared (votes on an earlier sharing are left out). */
export async function listVotes(caller: Caller): Promise<VoteListItem[]> {
  const records = await votes.listVoteRecords(caller.sub);
  if (records.length === 0) return [];
  const dates = await community.entryDates(
    records.map((r) => ({ creator: r.creator, communityId: r.community_id })),
  );
  return records
    .filter((r) => dates.get(`${r.creator}/${r.community_id}`) === r.date_shared)
    .map((r) => ({ community_id: r.community_id, creator: r.creator, vote_status: 'true' }));
}

/** Whether `caller` shared `entry` (by account; by user name for entries of before owners were kept). */
function sharedBy(caller: Caller, entry: community.CommunityEntry): boolean {
  if (entry.owner !== '') return entry.owner === caller.sub;
  return entry.creator.toLowerCase() === caller.username.toLowerCase();
}

/**
 * Votes for a community entry (`vote` true) or takes the vote back, each as one conditional
 * transaction: 409 for a second vote or an unvote without a vote, 404 for an unknown entry, 403 for
 * a vote on one's own entry (taking back a vote cast before that was refused stays possible).
 */
export async function setVote(
  caller: Caller,
  creator: string,
  communityId: string,
  vote: boolean,
): Promise<VoteAnswer> {
  const entry = await community.getEntry(creator, communityId);
  if (!entry) throw notFound(SHARE_NOT_FOUND);
  if (vote && sharedBy(caller, entry)) throw forbidden(OWN_PROJECT_VOTE);
  const target = { creator, communityId, dateShared: entry.date_shared };
  const result = vote
    ? await votes.castVote(caller.sub, target, new Date().toISOString())
    : await votes.withdrawVote(caller.sub, target);
  if (result === 'missing') throw notFound(SHARE_NOT_FOUND);
  if (result === 'conflict') throw conflict(vote ? ALREADY_VOTED : NOT_VOTED);
  const after = await community.getEntry(creator, communityId);
  return {
    community_id: communityId,
    creator,
    vote_status: vote ? 'true' : 'false',
    votes: after?.votes ?? entry.votes + (vote ? 1 : -1),
  };
}
