import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedContent } from '../../../functions/src/data/seedContent.ts';
import { TIME_TO_LIVE, tableDefinition } from '../../../functions/src/data/tableDefinition.ts';

/** Turns on the table's time to live (rate counters expire) unless it is on already. */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const current = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const description = current.TimeToLiveDescription;
  if (
    description?.TimeToLiveStatus === 'ENABLED' &&
    description.AttributeName === TIME_TO_LIVE.AttributeName
  ) {
    return;
  }
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: TIME_TO_LIVE }),
  );
}

/**
 * Creates the table unless it exists (a persisted database keeps it), with its time to live. True
 * when it was created.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  let created = false;
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
    created = true;
  }
  await ensureTimeToLive(client, tableName);
  return created;
}

/** Creates the table if needed and (re)writes the examples and problems of @plcsim/content. */
export async function prepareTable(client: DynamoDBClient, tableName: string) {
  const created = await ensureTable(client, tableName);
  const documents = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  const seeded = await seedContent(documents, tableName);
  return { created, ...seeded };
}
