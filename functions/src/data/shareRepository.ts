import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { shareKey } from './keys.ts';

export interface StoredShare {
  share_id: string;
  content: ProjectContent;
  createdAt: string;
}

/** The item of a read-only snapshot (to measure before it is stored). Shares never expire. */
export function shareItem(shareId: string, content: ProjectContent, now: string): Record<string, unknown> {
  return {
    ...shareKey(shareId),
    entity: 'SHARE',
    share_id: shareId,
    document: storedContent(content),
    createdAt: now,
  };
}

/** Stores a snapshot under its new id (the id is never reused: the put is conditional). */
export async function putShare(item: Record<string, unknown>): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getShare(shareId: string): Promise<StoredShare | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: shareKey(shareId) }));
  const item = result.Item;
  if (!item) return null;
  return {
    share_id: shareId,
    content: loadedContent(item.document),
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
  };
}
