import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedContent } from '../../../functions/src/data/seedContent.ts';
import { tableDefinition } from '../../../functions/src/data/tableDefinition.ts';

/** Creates the table unless it exists (a persisted database keeps it). True when it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  return true;
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
