/**
 * Rehearses the restore drill's verify and copy-back steps (docs/operations.md "The restore drill") with
 * the AWS CLI and jq against DynamoDB Local: a "restored" table holds 60 projects a bug deleted from the
 * "live" one; the doc's commands (plus --endpoint-url) verify it and copy the user's items back.
 * DynamoDB Local has no point-in-time restore: that step needs an AWS account.
 * Run: node --import tsx scripts/restoreDrillLocal.ts (needs aws and jq on PATH).
 */
import { PutCommand, DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoDbLocal, localDynamoDbClient } from './lib/localStack/dynamoDb.ts';
import { prepareTable } from './lib/localStack/table.ts';
import { stopService } from './lib/processes.ts';
import { execSync } from 'node:child_process';

const port = 48611;
const endpoint = `http://127.0.0.1:${port}`;
const client = localDynamoDbClient(endpoint);
const child = await startDynamoDbLocal(port, client, {});
const docs = DynamoDBDocumentClient.from(client);
try {
  // "live" and "restored" (as a PITR restore would make it: same keys, items as they were).
  for (const t of ['plcsim-drill', 'plcsim-drill-restored']) await prepareTable(client, t);
  for (const t of ['plcsim-drill', 'plcsim-drill-restored']) {
    for (let i = 0; i < 60; i++) {
      await docs.send(
        new PutCommand({
          TableName: t,
          Item: { pk: 'USER#s1', sk: `PROJECT#p${i}`, document: `{"projectName":"P${i}"}` },
        }),
      );
    }
  }
  // The damage: a bug deleted 60 projects of one user in the live table.
  for (let i = 0; i < 60; i++)
    await docs.send(
      new DeleteCommand({ TableName: 'plcsim-drill', Key: { pk: 'USER#s1', sk: `PROJECT#p${i}` } }),
    );
  const env = {
    ...process.env,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_DEFAULT_REGION: 'local',
  };
  const run = (cmd: string) => execSync(cmd, { env, shell: '/bin/bash', encoding: 'utf8' });
  const E = `--endpoint-url ${endpoint}`;
  console.log(
    'items, live then restored:',
    run(
      `for t in plcsim-drill plcsim-drill-restored; do aws dynamodb scan ${E} --table-name $t --select COUNT --query Count; done`,
    ),
  );
  console.log(
    'examples in the restored gsi1:',
    run(
      `aws dynamodb query ${E} --table-name plcsim-drill-restored --index-name gsi1 --select COUNT --key-condition-expression 'gsi1pk = :p' --expression-attribute-values '{":p":{"S":"EXAMPLES"}}' --query Count`,
    ),
  );
  console.log(
    'a known project:',
    run(
      `aws dynamodb get-item ${E} --table-name plcsim-drill-restored --key '{"pk":{"S":"USER#s1"},"sk":{"S":"PROJECT#p7"}}' --query Item.document.S`,
    ),
  );
  // Copy back (the doc's pipeline, narrowed to the user).
  const unprocessed = run(`TABLE=plcsim-drill RESTORED=plcsim-drill-restored; cd "$(mktemp -d)"
aws dynamodb scan ${E} --table-name "$RESTORED" --filter-expression 'pk = :p' --expression-attribute-values '{":p":{"S":"USER#s1"}}' --output json > restored.json
jq -c --arg t "$TABLE" '.Items | [range(0; length; 25) as $i | .[$i:$i+25]] | .[]
    | {($t): map({PutRequest: {Item: .}})}' restored.json |
  while read -r batch; do
    aws dynamodb batch-write-item ${E} --request-items "$batch" \\
      --query UnprocessedItems --output json | jq -e '. == {}' > /dev/null || echo "$batch" >> unprocessed.jsonl
  done
test -f unprocessed.jsonl && wc -l < unprocessed.jsonl || echo 0`);
  console.log(
    'after copy back:',
    run(
      `aws dynamodb query ${E} --table-name plcsim-drill --select COUNT --key-condition-expression 'pk = :p' --expression-attribute-values '{":p":{"S":"USER#s1"}}' --query Count`,
    ),
  );
  console.log('unprocessed batches:', unprocessed);
} finally {
  client.destroy();
  await stopService(child);
}
