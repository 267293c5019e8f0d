import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { FakeAws } from './fakeAws.ts';

const execFileAsync = promisify(execFile);

/** One fresh Node process: the bundle's import, its first (cold) grading invocation, then a warm one. */
export interface ColdStartRun {
  /** From the process' start to the bundle's import (Node's own start-up). */
  nodeStartMs: number;
  /** Loading and evaluating the bundle: Lambda's init phase. */
  importMs: number;
  /** The first invocation: token check (JWKS fetch), problem read, compile, full sequence, store. */
  firstInvokeMs: number;
  /** The same request again in the now warm process. */
  warmInvokeMs: number;
  status: number;
  solved: boolean;
}

/** What the child prints last (the handler's own request log lines come before it). */
const MARK = 'coldStartRun ';

/**
 * Imports `bundle` in a new Node process (environment as in Lambda: the settings serverless.yml
 * gives, nothing else) and invokes its `main` with a signed grading request twice. `nodeArgs`
 * go to that Node (e.g. `--cpu-prof`).
 */
export async function coldStartRun(
  bundle: string,
  aws: FakeAws,
  problemId: string,
  program: Record<string, unknown>,
  nodeArgs: string[] = [],
): Promise<ColdStartRun> {
  const path = `/solutions/${problemId}`;
  const event = {
    version: '2.0',
    routeKey: 'POST /solutions/{problemId}',
    rawPath: path,
    rawQueryString: '',
    headers: { authorization: `Bearer ${aws.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(program),
    isBase64Encoded: false,
    pathParameters: { problemId },
    requestContext: { requestId: 'bench', http: { method: 'POST', path, sourceIp: '127.0.0.1' } },
  };
  const script = `
    const started = performance.now();
    const { main } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    const imported = performance.now();
    const event = ${JSON.stringify(event)};
    const first = await main(structuredClone(event));
    const invoked = performance.now();
    await main(structuredClone(event));
    const warm = performance.now();
    const body = JSON.parse(first.body);
    console.log(${JSON.stringify(MARK)} + JSON.stringify({
      nodeStartMs: started, importMs: imported - started, firstInvokeMs: invoked - imported,
      warmInvokeMs: warm - invoked, status: first.statusCode, solved: body.solution?.solved === true,
    }));`;
  const { stdout } = await execFileAsync(
    process.execPath,
    [...nodeArgs, '--input-type=module', '-e', script],
    {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'bench',
        AWS_SECRET_ACCESS_KEY: 'bench',
        AWS_NODEJS_CONNECTION_REUSE_ENABLED: '1',
        PLCSIM_TABLE: 'plcsim-bench',
        PLCSIM_DYNAMODB_ENDPOINT: aws.endpoint,
        PLCSIM_ISSUER: aws.issuer,
        PLCSIM_CLIENT_ID: aws.clientId,
        PLCSIM_JWKS_URI: `${aws.issuer}/.well-known/jwks.json`,
      },
      maxBuffer: 10_000_000,
    },
  );
  const line = stdout.split('\n').find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`The bundle printed no measurement:\n${stdout}`);
  return JSON.parse(line.slice(MARK.length)) as ColdStartRun;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
