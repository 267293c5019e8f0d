import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EXAMPLES, PROBLEMS } from '@plcsim/content';
import { exampleItem } from './exampleRepository.ts';
import { problemItem } from './problemRepository.ts';

/** BatchWriteItem takes at most 25 requests. */
const BATCH = 25;
const MAX_ATTEMPTS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every example and problem item of @plcsim/content, as seedContent writes them. */
export function contentItems(): Record<string, unknown>[] {
  return [...EXAMPLES.map(exampleItem), ...PROBLEMS.map(problemItem)];
}

/**
 * Writes every example and problem of @plcsim/content into the table (keys and gsi1 numbering per
 * functions/README.md). Idempotent: each item is put under its fixed key, so seeding again replaces
 * them with the same content. Returns how many items it wrote.
 */
export async function seedContent(
  documentClient: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ examples: number; problems: number }> {
  const items = contentItems();
  for (let start = 0; start < items.length; start += BATCH) {
    let requests = items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`Seeding ${tableName}: items stayed unprocessed.`);
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      if (requests.length > 0) await pause(50 * attempt);
    }
  }
  return { examples: EXAMPLES.length, problems: PROBLEMS.length };
}
