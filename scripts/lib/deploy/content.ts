/**
 * Seeding the examples and problems only when they changed: the deploy hashes the items seedContent
 * writes and keeps the hash of the last seeded bundle in one item of the table (`DEPLOY#content`),
 * which no route reads.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { contentItems, seedContent } from '../../../functions/src/data/seedContent.ts';

export const CONTENT_HASH_KEY = { pk: 'DEPLOY#content', sk: 'DEPLOY' } as const;

/** sha256 of the content bundle: every item, in order, as JSON. */
export function contentBundleHash(): string {
  return createHash('sha256').update(JSON.stringify(contentItems())).digest('hex');
}

/**
 * Seeds the table when its stored hash differs from `hash`, then stores `hash`.
 * Returns whether it seeded.
 */
export async function seedIfChanged(
  documents: DynamoDBDocumentClient,
  table: string,
  hash: string,
): Promise<boolean> {
  const { Item } = await documents.send(new GetCommand({ TableName: table, Key: CONTENT_HASH_KEY }));
  if (Item?.hash === hash) return false;
  await seedContent(documents, table);
  await documents.send(
    new PutCommand({
      TableName: table,
      Item: { ...CONTENT_HASH_KEY, hash, seededAt: new Date().toISOString() },
    }),
  );
  return true;
}
