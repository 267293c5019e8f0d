import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localStack } from './context.ts';

let documents: DynamoDBDocumentClient | null = null;

/**
 * A document client on the stack's DynamoDB Local, for the tests that must see or set up what the
 * API cannot: stored attributes, another account's entry. The table is `localStack().tableName`.
 */
export function tableClient(): DynamoDBDocumentClient {
  documents ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: localStack().dynamoDbEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documents;
}
