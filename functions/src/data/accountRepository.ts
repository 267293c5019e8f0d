import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './client.ts';
import { COMMUNITY_PREFIX, communityPartition, deletedAccountKey, userKey, voteKey } from './keys.ts';
import { transactWrite } from './transact.ts';
import { listVoteRecords, withdrawVote } from './voteRepository.ts';

/** TransactWriteItems takes at most 100 items: a page of deletions is one transaction. */
export const DELETE_PAGE_SIZE = 100;

/** True when the account `sub` is deleted or being deleted (its tokens are refused then). */
export async function isAccountDeleted(sub: string): Promise<boolean> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: deletedAccountKey(sub),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return result.Item !== undefined;
}

/**
 * Marks the account deleted before anything is removed, so no request with its tokens can add data
 * while (or after) it is deleted. Without an expiry: a deletion that stops halfway keeps the account
 * locked until it is finished. Again on a repeated deletion: the expiry goes until it is done again.
 */
export async function markAccountDeleting(sub: string, username: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletedAccountKey(sub),
      UpdateExpression:
        'SET #entity = :entity, #username = :username, #started = if_not_exists(#started, :now) REMOVE #expiresAt',
      ExpressionAttributeNames: {
        '#entity': 'entity',
        '#username': 'username',
        '#started': 'startedAt',
        '#expiresAt': 'expiresAt',
      },
      ExpressionAttributeValues: { ':entity': 'DELETED_ACCOUNT', ':username': username, ':now': now },
    }),
  );
}

/**
 * Once everything is gone (the pool user too), the mark is only needed while the account's last id
 * token can still be valid: it expires (the table's time to live) at `expiresAt`, epoch seconds.
 */
export async function markAccountDeleted(sub: string, now: string, expiresAt: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletedAccountKey(sub),
      UpdateExpression: 'SET #finished = :now, #expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#finished': 'finishedAt', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':now': now, ':expiresAt': expiresAt },
    }),
  );
}

type Key = { pk: string; sk: string };

/**
 * Deletes every item of partition `pk` whose sort key starts with `prefix` (all when empty), a page of
 * at most 100 keys at a time, each page one transaction. Returns how many were deleted.
 */
async function deletePartition(pk: string, prefix: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        Limit: DELETE_PAGE_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = (page.Items ?? []) as Key[];
    const doomed = keys.map(({ pk: itemPk, sk }) => ({ pk: itemPk, sk }));
    if (doomed.length > 0) {
      const codes = await transactWrite({
        TransactItems: doomed.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
      });
      if (codes)
        throw new Error(`Deleting ${doomed.length} items of ${pk} was cancelled: ${codes.join(', ')}`);
      deleted += doomed.length;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/**
 * Takes back every vote the user cast: each vote record is deleted together with the 1 it added to its
 * entry's count, in one transaction (voteRepository.withdrawVote). A record whose entry is gone, or
 * that belongs to an earlier sharing (it no longer counts), is deleted alone. Returns the votes taken back.
 */
export async function withdrawAllVotes(sub: string): Promise<number> {
  let withdrawn = 0;
  for (const record of await listVoteRecords(sub)) {
    const target = {
      creator: record.creator,
      communityId: record.community_id,
      dateShared: record.date_shared,
    };
    const outcome = await withdrawVote(sub, target);
    if (outcome === 'done') withdrawn++;
    // 'conflict': the record is gone already (a concurrent unvote); 'missing': it no longer counts.
    else if (outcome === 'missing') {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: voteKey(sub, record.creator, record.community_id),
        }),
      );
    }
  }
  return withdrawn;
}

/**
 * Deletes every community entry under user name `username`: the account's own, and any an earlier
 * account of the same name left behind, so the name's next owner inherits none.
 */
export function deleteCommunityEntries(username: string): Promise<number> {
  return deletePartition(communityPartition(username), COMMUNITY_PREFIX);
}

/** Deletes every item of the user (projects, solutions, vote records, anything later kinds add). */
export function deleteUserItems(sub: string): Promise<number> {
  return deletePartition(userKey(sub), '');
}

/**
 * Deletes the community entries under user name `username` that another account than `ownerSub` owns:
 * leftovers of an earlier account of that name (one deleted outside `DELETE /account`). Each delete is
 * conditional on the owner, so an entry the new account has written meanwhile stays. Returns how many.
 */
export async function deleteLeftoverEntries(username: string, ownerSub: string): Promise<number> {
  const entries = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': communityPartition(username), ':prefix': COMMUNITY_PREFIX },
    ProjectionExpression: 'pk, sk, #owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
  });
  let deleted = 0;
  for (const entry of entries) {
    if (entry.owner === ownerSub) continue;
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: { pk: entry.pk, sk: entry.sk },
          ConditionExpression: 'attribute_not_exists(#owner) OR #owner <> :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': ownerSub },
        }),
      );
      deleted++;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    }
  }
  return deleted;
}
