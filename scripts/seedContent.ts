/**
 * Seeds the examples and problems of @plcsim/content into a deployed table with your AWS credentials:
 *
 *   node --import tsx scripts/seedContent.ts --table plcsim-prod --region eu-west-1
 *
 * Idempotent (every item has a fixed key). The Lambdas never write content, so their role has no
 * BatchWriteItem; this runs as you.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parseArgs } from 'node:util';
import { seedContent } from '../functions/src/data/seedContent.ts';

const { values } = parseArgs({
  options: { table: { type: 'string' }, region: { type: 'string' }, endpoint: { type: 'string' } },
});
if (!values.table || !values.region) {
  console.error('Usage: node --import tsx scripts/seedContent.ts --table <table name> --region <region>');
  process.exit(2);
}
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: values.region, ...(values.endpoint ? { endpoint: values.endpoint } : {}) }),
);
const { examples, problems } = await seedContent(client, values.table);
console.log(`Seeded ${examples} examples and ${problems} problems into ${values.table}.`);
