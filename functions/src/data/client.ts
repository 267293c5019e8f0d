import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { backendConfig } from '../config.ts';

let documents: DynamoDBDocumentClient | null = null;

/** The one DynamoDB document client (reused across warm Lambda invocations). */
export function db(): DynamoDBDocumentClient {
  if (documents) return documents;
  const config = backendConfig();
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint
      ? { endpoint: config.dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  documents = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documents;
}

export function tableName(): string {
  return backendConfig().tableName;
}

/** Every item a query on the table answers, all pages (the table name and start keys are filled in). */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) items.push(item);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
