import type { CreateTableCommandInput, TimeToLiveSpecification } from '@aws-sdk/client-dynamodb';
import { GSI1, GSI2 } from './keys.ts';

/**
 * The single table as a CreateTable request (functions/README.md "Single-table design"). The local
 * stack creates it from this; `serverless.yml` declares the same table for AWS, and a test checks that
 * the two agree.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'gsi1pk', AttributeType: 'S' },
      { AttributeName: 'gsi1sk', AttributeType: 'S' },
      { AttributeName: 'gsi2pk', AttributeType: 'S' },
      { AttributeName: 'gsi2sk', AttributeType: 'N' },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: GSI1,
        KeySchema: [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: GSI2,
        KeySchema: [
          { AttributeName: 'gsi2pk', KeyType: 'HASH' },
          { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}

/**
 * The table's time to live: items with an `expiresAt` (epoch seconds) in the past are deleted by
 * DynamoDB, which only the per-minute rate counters carry. Set with UpdateTimeToLive (CreateTable
 * takes no TTL); `serverless.yml` declares the same on the table.
 */
export const TIME_TO_LIVE: TimeToLiveSpecification = { AttributeName: 'expiresAt', Enabled: true };
