import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stopService } from '../processes.ts';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, localIssuer, startCognitoLocal } from './cognito.ts';
import type { ConfirmationCode } from './confirmationCodes.ts';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamoDb.ts';
import { bundleHandlers } from './handlers.ts';
import { startServerlessOffline } from './offline.ts';
import { DEFAULT_SITE_PORT, type StackPorts } from './ports.ts';
import { prepareTable } from './table.ts';

export interface LocalStackOptions {
  ports: StackPorts;
  /** Where DynamoDB Local and cognito-local keep their data; in memory and a temp dir when absent. */
  dataDir?: string;
  tableName?: string;
  /** Every service's output goes here as well. */
  logFile?: string;
  onCode?: (code: ConfirmationCode) => void;
  /** serverless-offline's lines after it is ready (requests, handler logs). */
  onApiLine?: (line: string) => void;
  /**
   * Run the handlers in serverless-offline's own process (`--useInProcess`) instead of one worker
   * thread per concurrent invocation: `npm run load`'s 200 connections would start 200 workers per
   * function (scripts/lib/load/run.ts).
   */
  inProcessHandlers?: boolean;
  /** The origin the site is served on (`localSiteOrigin(port)`); LOCAL_SITE_ORIGIN when absent. */
  siteOrigin?: string;
}

/** What a running stack offers its users: addresses and ids. */
export interface LocalStackInfo {
  apiUrl: string;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  tableName: string;
  /** The dev site's origin, the handlers' PLCSIM_SITE_ORIGINS (links GET /oembed answers for). */
  siteOrigin: string;
}

export interface LocalStack extends LocalStackInfo {
  /** Seconds each part took to become ready, and the whole. */
  timings: { dynamoDb: number; table: number; cognito: number; bundle: number; api: number; total: number };
  seeded: { examples: number; problems: number };
  stop(): Promise<void>;
}

/** The origin of a site served on 127.0.0.1 at `port` (the links GET /oembed answers for). */
export function localSiteOrigin(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** Where `npm start` serves the site without PORT (its default port). */
export const LOCAL_SITE_ORIGIN = localSiteOrigin(DEFAULT_SITE_PORT);

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The PLCSIM_* variables serverless.yml reads, pointing the handlers at this stack. */
export function handlerEnvironment(info: LocalStackInfo, ports: StackPorts): Record<string, string> {
  return {
    PLCSIM_TABLE: info.tableName,
    PLCSIM_DYNAMODB_ENDPOINT: info.dynamoDbEndpoint,
    PLCSIM_ISSUER: info.issuer,
    PLCSIM_CLIENT_ID: info.clientId,
    PLCSIM_JWKS_URI: `${info.issuer}/.well-known/jwks.json`,
    PLCSIM_API_PORT: String(ports.api),
    PLCSIM_LAMBDA_PORT: String(ports.lambda),
    PLCSIM_SITE_ORIGINS: info.siteOrigin,
    // Account deletion removes the user from cognito-local's pool (functions/routes/account.yml).
    PLCSIM_USER_POOL_ID: info.userPoolId,
    PLCSIM_COGNITO_ENDPOINT: info.cognitoEndpoint,
  };
}

/**
 * Starts DynamoDB Local (then creates the table and seeds the content), cognito-local with the fixed
 * pool and client, and serverless-offline on freshly bundled handlers, all at once. On failure everything already started is
 * stopped again.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports } = options;
  const started = performance.now();
  /** What is running, each with its way to stop. */
  const running: { stop(): Promise<void> }[] = [];
  const track = (child: ChildProcess) => running.push({ stop: () => stopService(child) });
  const cognitoDir = options.dataDir
    ? `${options.dataDir}/cognito`
    : mkdtempSync(`${tmpdir()}/plcsim-cognito-`);
  const dynamoDir = options.dataDir ? `${options.dataDir}/dynamodb` : undefined;
  const handlersDir = mkdtempSync(`${tmpdir()}/plcsim-handlers-`);
  if (dynamoDir) mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(cognitoDir, { recursive: true });

  const info: LocalStackInfo = {
    apiUrl: `http://127.0.0.1:${ports.api}`,
    dynamoDbEndpoint: `http://127.0.0.1:${ports.dynamoDb}`,
    cognitoEndpoint: `http://127.0.0.1:${ports.cognito}`,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: localIssuer(ports.cognito),
    tableName: options.tableName ?? 'plcsim',
    siteOrigin: options.siteOrigin ?? LOCAL_SITE_ORIGIN,
  };
  const timings = { dynamoDb: 0, table: 0, cognito: 0, bundle: 0, api: 0, total: 0 };
  let seeded = { examples: 0, problems: 0 };
  const client = localDynamoDbClient(info.dynamoDbEndpoint);

  // Temp folders go even when the process exits without stopping the stack (its services are killed
  // by processes.ts' stopAll then).
  const removeTempDirs = () => {
    rmSync(handlersDir, { recursive: true, force: true });
    if (!options.dataDir) rmSync(cognitoDir, { recursive: true, force: true });
  };
  process.once('exit', removeTempDirs);
  const stop = async () => {
    client.destroy();
    await Promise.all(running.map((service) => service.stop()));
    process.off('exit', removeTempDirs);
    removeTempDirs();
  };

  const database = async () => {
    const child = await startDynamoDbLocal(ports.dynamoDb, client, {
      dataDir: dynamoDir,
      logFile: options.logFile,
    });
    track(child);
    timings.dynamoDb = seconds(started);
    const prepared = await prepareTable(client, info.tableName);
    seeded = { examples: prepared.examples, problems: prepared.problems };
    timings.table = seconds(started);
  };
  const userPool = async () => {
    running.push(
      await startCognitoLocal(cognitoDir, ports.cognito, {
        onCode: options.onCode,
        logFile: options.logFile,
        lambdaPort: ports.lambda,
      }),
    );
    timings.cognito = seconds(started);
  };
  const api = async () => {
    await bundleHandlers(handlersDir);
    timings.bundle = seconds(started);
    const env = {
      ...handlerEnvironment(info, ports),
      PLCSIM_HANDLERS: 'prebuilt',
      PLCSIM_HANDLERS_DIR: handlersDir,
    };
    track(
      await startServerlessOffline({
        env,
        apiPort: ports.api,
        logFile: options.logFile,
        onLine: options.onApiLine,
        extraArgs: options.inProcessHandlers ? ['--useInProcess'] : [],
      }),
    );
    timings.api = seconds(started);
  };

  const results = await Promise.allSettled([database(), userPool(), api()]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  timings.total = seconds(started);
  return { ...info, timings, seeded, stop };
}
