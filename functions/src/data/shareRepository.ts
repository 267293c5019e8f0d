import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { shareKey } from './keys.ts';

export interface StoredShare {
  share_id: string;
  content: ProjectContent;
  createdAt: string;
  /** SHA-256 (hex) of the key that may replace the content; absent on links made before updates existed. */
  editKeyHash: string | null;
}

/** The item of a snapshot (to measure before it is stored). Shares never expire. */
export function shareItem(
  shareId: string,
  content: ProjectContent,
  now: string,
  editKeyHash: string,
): Record<string, unknown> {
  return {
    ...shareKey(shareId),
    entity: 'SHARE',
    share_id: shareId,
    document: storedContent(content),
    createdAt: now,
    editKeyHash,
  };
}

/** Stores a snapshot under its new id (the id is never reused: the put is conditional). */
export async function putShare(item: Record<string, unknown>): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/**
 * Replaces a snapshot's item when it is still the one whose key hash was checked (`editKeyHash`); false
 * when it was not (it is gone, or its key changed meanwhile).
 */
export async function replaceShare(item: Record<string, unknown>, editKeyHash: string): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_exists(pk) AND editKeyHash = :hash',
        ExpressionAttributeValues: { ':hash': editKeyHash },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function getShare(shareId: string): Promise<StoredShare | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: shareKey(shareId) }));
  const item = result.Item;
  if (!item) return null;
  return {
    share_id: shareId,
    content: loadedContent(item.document),
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
    editKeyHash: typeof item.editKeyHash === 'string' ? item.editKeyHash : null,
  };
}
