import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { loadedContent, type ProjectContent } from './content.ts';

/** A projection of `attributes`, each by placeholder (some are reserved words). */
export function projectionOf(attributes: readonly string[]): {
  ProjectionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
} {
  return {
    ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])),
  };
}

/** The document of an item a list read without it (for items written before summaries were stored). */
export async function documentOf(key: Record<string, unknown>): Promise<ProjectContent> {
  const found = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      ...projectionOf(['document']),
    }),
  );
  return loadedContent(found.Item?.document);
}

/**
 * DynamoDB queries one list page may make. A query reads at most 1 MB of whole items (a projection
 * does not lower that, nor the read capacity it uses), so a page reads at most this many MB: with
 * documents near the 400 KB item limit it holds fewer rows than asked, and its lastEvaluatedKey goes
 * on from there (docs/decisions.md "Bounded list pages").
 */
export const MAX_QUERIES_PER_PAGE = 4;
