import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ExampleDocument } from '@plcsim/content';
import { db, tableName } from './client.ts';
import { queryNumbered, withoutKeys } from './contentIndex.ts';
import { EXAMPLES_INDEX_PK, exampleKey, numberSort } from './keys.ts';

/** What the examples list needs for its cards, search, sorts and filters (spec 001 §2, §3 "Example"). */
export const EXAMPLE_SUMMARY_FIELDS = [
  'example_id',
  'exampleNumber',
  'exampleName',
  'description',
  'scene',
  'createdAt',
  'tagMap',
  'instructionMap',
  'rungs',
  'stSource',
  'programMode',
] as const;

export type ExampleSummary = Pick<ExampleDocument, (typeof EXAMPLE_SUMMARY_FIELDS)[number]>;

/** The table item of an example: its document under its keys, numbered in gsi1. */
export function exampleItem(example: ExampleDocument): Record<string, unknown> {
  return {
    ...exampleKey(example.example_id),
    gsi1pk: EXAMPLES_INDEX_PK,
    gsi1sk: numberSort(example.exampleNumber),
    entity: 'EXAMPLE',
    ...example,
  };
}

/** Every example's summary, by exampleNumber. */
export async function listExamples(): Promise<ExampleSummary[]> {
  const items = await queryNumbered(EXAMPLES_INDEX_PK, EXAMPLE_SUMMARY_FIELDS);
  return items as unknown[] as ExampleSummary[];
}

/** Every example's id in exampleNumber order (for prev/next). */
export async function exampleOrder(): Promise<string[]> {
  const items = await queryNumbered(EXAMPLES_INDEX_PK, ['example_id']);
  return items.map((item) => String(item.example_id));
}

export async function getExample(exampleId: string): Promise<ExampleDocument | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: exampleKey(exampleId) }));
  return result.Item ? (withoutKeys(result.Item) as unknown as ExampleDocument) : null;
}
