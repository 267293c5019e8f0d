import { tableName } from './client.ts';
import { communityKey, VOTE_PREFIX, voteKey } from './keys.ts';
import { conditionFailed, transactWrite } from './transact.ts';
import { queryUserItems } from './userItems.ts';

/** The entry voted on, as it is now: `dateShared` tells this sharing from an earlier one. */
export interface VoteTarget {
  creator: string;
  communityId: string;
  dateShared: string;
}

export interface VoteRecord {
  creator: string;
  community_id: string;
  /** date_shared of the entry when the vote was cast. */
  date_shared: string;
}

/** 'done', or why not: the user's vote record says otherwise, or the entry is gone or was shared anew. */
export type VoteOutcome = 'done' | 'conflict' | 'missing';

function outcome(codes: string[] | null): VoteOutcome {
  if (!codes) return 'done';
  // The record first: an unvote without a vote also fails the entry's `votes > 0` when the count is 0.
  if (conditionFailed(codes, 0)) return 'conflict';
  if (conditionFailed(codes, 1)) return 'missing';
  throw new Error(`Vote transaction cancelled: ${codes.join(', ')}`);
}

/**
 * Casts the user's vote: puts the vote record (unless one for this sharing exists) and adds 1 to the
 * entry's count, in one transaction. A record left from an earlier sharing of the same project
 * (unshared, then shared again) is replaced.
 */
export async function castVote(voterSub: string, target: VoteTarget, now: string): Promise<VoteOutcome> {
  const codes = await transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...voteKey(voterSub, target.creator, target.communityId),
            entity: 'VOTE',
            creator: target.creator,
            community_id: target.communityId,
            date_shared: target.dateShared,
            vote_status: 'true',
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR #date <> :dateShared',
          ExpressionAttributeNames: { '#date': 'date_shared' },
          ExpressionAttributeValues: { ':dateShared': target.dateShared },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: communityKey(target.creator, target.communityId),
          UpdateExpression: 'ADD #votes :one, gsi2sk :one',
          ConditionExpression: '#date = :dateShared',
          ExpressionAttributeNames: { '#votes': 'votes', '#date': 'date_shared' },
          ExpressionAttributeValues: { ':one': 1, ':dateShared': target.dateShared },
        },
      },
    ],
  });
  return outcome(codes);
}

/** Takes the user's vote back: deletes the vote record (it must exist) and subtracts 1, in one transaction. */
export async function withdrawVote(voterSub: string, target: VoteTarget): Promise<VoteOutcome> {
  const codes = await transactWrite({
    TransactItems: [
      {
        Delete: {
          TableName: tableName(),
          Key: voteKey(voterSub, target.creator, target.communityId),
          ConditionExpression: '#date = :dateShared',
          ExpressionAttributeNames: { '#date': 'date_shared' },
          ExpressionAttributeValues: { ':dateShared': target.dateShared },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: communityKey(target.creator, target.communityId),
          UpdateExpression: 'ADD #votes :minusOne, gsi2sk :minusOne',
          ConditionExpression: '#date = :dateShared AND #votes > :zero',
          ExpressionAttributeNames: { '#votes': 'votes', '#date': 'date_shared' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':dateShared': target.dateShared },
        },
      },
    ],
  });
  return outcome(codes);
}

/** Every vote record of the user (including ones of entries since unshared). */
export async function listVoteRecords(voterSub: string): Promise<VoteRecord[]> {
  return (await queryUserItems(voterSub, VOTE_PREFIX)).map((item) => ({
    creator: String(item.creator ?? ''),
    community_id: String(item.community_id ?? ''),
    date_shared: String(item.date_shared ?? ''),
  }));
}
