import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { checkItemSize } from './itemSize.ts';
import { loadedSummary, storedSummary, type DocumentSummary } from './listSummary.ts';
import { documentOf, MAX_QUERIES_PER_PAGE, projectionOf } from './projection.ts';
import { COMMUNITY_INDEX_PK, communityDateSort, communityKey, GSI1, GSI2, projectKey } from './keys.ts';
import { conditionFailed, transactWrite } from './transact.ts';

export interface CommunityEntry {
  community_id: string;
  creator: string;
  projectName: string;
  scene: string;
  votes: number;
  date_shared: string;
  /** The sub of the account that shared it ('' for entries of before owners were kept). */
  owner: string;
  content: ProjectContent;
}

export type CommunityIndex = 'by-date' | 'by-votes';

export interface CommunityPageRequest {
  index: CommunityIndex;
  ascending: boolean;
  limit: number;
  startKey: Record<string, unknown> | null;
}

/** A row of the community list: the entry without its document, with the document's summary. */
export interface CommunityRow {
  community_id: string;
  creator: string;
  votes: number;
  date_shared: string;
  summary: DocumentSummary;
}

export interface CommunityPage {
  entries: CommunityRow[];
  /** The key of the page's last entry when more may follow, else null. */
  lastKey: Record<string, unknown> | null;
}

/** The owner of a project: the key of their items and the name shown as creator. */
export interface Owner {
  sub: string;
  username: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toEntry(item: Record<string, unknown>): CommunityEntry {
  const content = loadedContent(item.document);
  return {
    community_id: text(item.community_id),
    creator: text(item.creator),
    // Stored once, in the document.
    projectName: text(content.projectName),
    scene: text(content.scene),
    votes: typeof item.votes === 'number' ? item.votes : 0,
    date_shared: text(item.date_shared),
    owner: text(item.owner),
    content,
  };
}

/**
 * The condition of a write to a community entry: it does not exist, or the account `sub` owns it.
 * Entries are keyed by user name, and a deleted user's name can be taken by a new account.
 */
export function entryOwnedBy(sub: string) {
  return {
    ConditionExpression: 'attribute_not_exists(pk) OR #owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': sub },
  };
}

/** 'done', or why not: the project does not exist, or the entry's key belongs to another account. */
export type ShareOutcome = 'done' | 'missing' | 'taken';

/**
 * Shares a project: creates its community entry (votes 0, date_shared now) or, when it is already
 * shared, refreshes the entry's content keeping votes and date; marks the project shared. One
 * transaction, conditional on the entry being the owner's (or new). ItemTooLargeError when the
 * entry would be over DynamoDB's limit.
 */
export async function shareProject(
  owner: Owner,
  projectId: string,
  content: ProjectContent,
  now: string,
): Promise<ShareOutcome> {
  const document = storedContent(content);
  const summary = storedSummary(content);
  const dateSort = communityDateSort(now, owner.username, projectId);
  // The entry as it will be at most (kept votes and dates have the same size or less).
  checkItemSize({
    ...communityKey(owner.username, projectId),
    entity: 'COMMUNITY',
    community_id: projectId,
    creator: owner.username,
    owner: owner.sub,
    document,
    summary,
    date_shared: now,
    votes: Number.MAX_SAFE_INTEGER,
    gsi1pk: COMMUNITY_INDEX_PK,
    gsi1sk: dateSort,
    gsi2pk: COMMUNITY_INDEX_PK,
    gsi2sk: Number.MAX_SAFE_INTEGER,
  });
  const owned = entryOwnedBy(owner.sub);
  const codes = await transactWrite({
    TransactItems: [
      {
        Update: {
          TableName: tableName(),
          Key: communityKey(owner.username, projectId),
          UpdateExpression:
            'SET #entity = :entity, #id = :id, #creator = :creator, #owner = :owner, #document = :document, ' +
            '#summary = :summary, ' +
            '#date = if_not_exists(#date, :now), #votes = if_not_exists(#votes, :zero), ' +
            'gsi1pk = :index, gsi1sk = if_not_exists(gsi1sk, :dateSort), ' +
            'gsi2pk = :index, gsi2sk = if_not_exists(gsi2sk, :zero) ' +
            'REMOVE #legacyName, #legacyScene',
          ConditionExpression: owned.ConditionExpression,
          ExpressionAttributeNames: {
            ...owned.ExpressionAttributeNames,
            '#entity': 'entity',
            '#id': 'community_id',
            '#creator': 'creator',
            '#document': 'document',
            '#summary': 'summary',
            '#date': 'date_shared',
            '#votes': 'votes',
            '#legacyName': 'projectName',
            '#legacyScene': 'scene',
          },
          ExpressionAttributeValues: {
            ...owned.ExpressionAttributeValues,
            ':entity': 'COMMUNITY',
            ':id': projectId,
            ':creator': owner.username,
            ':document': document,
            ':summary': summary,
            ':now': now,
            ':zero': 0,
            ':index': COMMUNITY_INDEX_PK,
            ':dateSort': dateSort,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: projectKey(owner.sub, projectId),
          UpdateExpression: 'SET #shared = :true',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#shared': 'shared' },
          ExpressionAttributeValues: { ':true': 'true' },
        },
      },
    ],
  });
  if (!codes) return 'done';
  if (conditionFailed(codes, 1)) return 'missing';
  if (conditionFailed(codes, 0)) return 'taken';
  throw new Error(`Sharing project ${projectId} was cancelled: ${codes.join(', ')}`);
}

/**
 * Removes the project's community entry and marks it not shared; false when the project does not
 * exist. An entry at that key that another account owns is left alone (only the flag is set).
 */
export async function unshareProject(owner: Owner, projectId: string): Promise<boolean> {
  const entry = {
    Delete: {
      TableName: tableName(),
      Key: communityKey(owner.username, projectId),
      ...entryOwnedBy(owner.sub),
    },
  };
  const flag = {
    Update: {
      TableName: tableName(),
      Key: projectKey(owner.sub, projectId),
      UpdateExpression: 'SET #shared = :false',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#shared': 'shared' },
      ExpressionAttributeValues: { ':false': 'false' },
    },
  };
  let codes = await transactWrite({ TransactItems: [flag, entry] });
  if (codes && !conditionFailed(codes, 0) && conditionFailed(codes, 1)) {
    codes = await transactWrite({ TransactItems: [flag] });
  }
  if (!codes) return true;
  if (conditionFailed(codes, 0)) return false;
  throw new Error(`Unsharing project ${projectId} was cancelled: ${codes.join(', ')}`);
}

export async function getEntry(creator: string, communityId: string): Promise<CommunityEntry | null> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: communityKey(creator, communityId), ConsistentRead: true }),
  );
  return result.Item ? toEntry(result.Item) : null;
}

/** A DynamoDB complaint about the start key: the cursor was not one of ours. */
export class BadStartKeyError extends Error {}

/** What a list query reads of an entry: everything but the document. */
const ROW_ATTRIBUTES = ['pk', 'sk', 'community_id', 'creator', 'votes', 'date_shared', 'summary'];

async function toRow(item: Record<string, unknown>): Promise<CommunityRow> {
  const document = typeof item.summary === 'string' ? {} : await documentOf(item);
  return {
    community_id: text(item.community_id),
    creator: text(item.creator),
    votes: typeof item.votes === 'number' ? item.votes : 0,
    date_shared: text(item.date_shared),
    summary: loadedSummary(item.summary, () => document),
  };
}

/**
 * One page of the community list in an index, without the documents. DynamoDB stops a query at 1 MB,
 * so the page is filled by further queries (at most MAX_QUERIES_PER_PAGE); each asks for just the
 * entries still missing, so the last key read is always the page's last entry and the next page
 * starts right after it (a page of fewer rows than asked with a lastKey is not the last).
 */
export async function listEntries(request: CommunityPageRequest): Promise<CommunityPage> {
  const byVotes = request.index === 'by-votes';
  const entries: CommunityRow[] = [];
  let startKey = request.startKey ?? undefined;
  const projection = projectionOf(ROW_ATTRIBUTES);
  let queries = 0;
  do {
    let page;
    try {
      page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: byVotes ? GSI2 : GSI1,
          KeyConditionExpression: byVotes ? 'gsi2pk = :index' : 'gsi1pk = :index',
          ExpressionAttributeValues: { ':index': COMMUNITY_INDEX_PK },
          ...projection,
          ScanIndexForward: request.ascending,
          Limit: request.limit - entries.length,
          ExclusiveStartKey: startKey,
        }),
      );
    } catch (error) {
      if (startKey && error instanceof Error && error.name === 'ValidationException') {
        throw new BadStartKeyError(error.message);
      }
      throw error;
    }
    entries.push(...(await Promise.all((page.Items ?? []).map(toRow))));
    startKey = page.LastEvaluatedKey;
  } while (++queries < MAX_QUERIES_PER_PAGE && startKey && entries.length < request.limit);
  return { entries, lastKey: startKey ?? null };
}

/** The date_shared of each existing entry, keyed `creator/communityId` (missing entries are absent). */
export async function entryDates(
  keys: readonly { creator: string; communityId: string }[],
): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const chunks: { creator: string; communityId: string }[][] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  for (const chunk of chunks) {
    let request: Record<string, unknown>[] = chunk.map((k) => communityKey(k.creator, k.communityId));
    while (request.length > 0) {
      const result = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: request,
              ProjectionExpression: '#creator, #id, #date',
              ExpressionAttributeNames: {
                '#creator': 'creator',
                '#id': 'community_id',
                '#date': 'date_shared',
              },
            },
          },
        }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        dates.set(`${text(item.creator)}/${text(item.community_id)}`, text(item.date_shared));
      }
      request = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return dates;
}
