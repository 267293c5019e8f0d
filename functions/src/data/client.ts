import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
