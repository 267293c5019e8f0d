import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { stopAll } from '../../../scripts/lib/processes.ts';
import { freePorts } from '../../../scripts/lib/localStack/ports.ts';
import { localSiteOrigin, startLocalStack } from '../../../scripts/lib/localStack/stack.ts';
import { E2E_PORT, STORYBOOK_PORT } from './server.ts';
import { POOL_FILE_ENV, STACK_ENV, type E2eStack } from './stack.ts';
import { warmUp } from './users.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts the real local stack (DynamoDB Local in memory, cognito-local in a temp dir, serverless-offline;
 * free ports, output in .test-results/e2e-stack.log), then serves the built site (dist/web, from
 * `vite build`) with `vite preview`, whose `/api` and `/cognito` go to that stack (vite.config.ts), and
 * the built Storybook (dist/storybook), all on 127.0.0.1 for the whole run, and stops them afterwards.
 * Specs read the stack's addresses and the confirmation codes the pool issued through ./stack.ts.
 * Servers are started in-process: a spawned `vite` child can outlive the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${repoRoot}dist/web/index.html`)) {
    throw new Error('dist/web is missing: run `npm run build` (npm test does) before the end-to-end tests.');
  }
  if (!existsSync(`${repoRoot}dist/storybook/iframe.html`)) {
    throw new Error('dist/storybook is missing: run `npm run build-storybook` (npm test does) first.');
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const resultsDir = `${repoRoot}.test-results`;
  mkdirSync(resultsDir, { recursive: true });
  const logFile = `${resultsDir}/e2e-stack.log`;
  writeFileSync(logFile, '');
  process.once('exit', stopAll);

  // The stack keeps cognito-local's files in a temp folder of its own; making that folder inside one
  // of this run's lets the specs read the codes the pool issued from its database file (its console
  // output, where `onCode` reads them, can reach this process seconds late).
  const runDir = mkdtempSync(`${tmpdir()}/plcsim-e2e-`);
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
  const savedTmpDir = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({
      ports: await freePorts(),
      logFile,
      siteOrigin: localSiteOrigin(E2E_PORT),
    });
  } finally {
    if (savedTmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpDir;
  }
  const cognitoDir = readdirSync(runDir).find((name) => name.startsWith('plcsim-cognito-'));
  if (!cognitoDir) {
    await stack.stop();
    throw new Error(`cognito-local's folder is not in ${runDir}.`);
  }
  const info: E2eStack = {
    apiUrl: stack.apiUrl,
    cognitoEndpoint: stack.cognitoEndpoint,
    userPoolId: stack.userPoolId,
    clientId: stack.clientId,
  };
  // Read by the workers (./stack.ts) and by vite.config.ts' proxies when preview() loads it below.
  process.env[STACK_ENV] = JSON.stringify(info);
  process.env[POOL_FILE_ENV] = `${runDir}/${cognitoDir}/.cognito/db/${stack.userPoolId}.json`;
  process.env.PLCSIM_API_URL = stack.apiUrl;
  process.env.PLCSIM_COGNITO_URL = stack.cognitoEndpoint;

  const servers: { close(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await stack.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
  const warmStart = performance.now();
  // Runs while the servers start; a failure only costs the first spec its speed.
  const warmed = warmUp(info).then(
    () => Math.round((performance.now() - warmStart) / 100) / 10,
    (error: unknown) => {
      console.warn(`Warming up the API failed: ${error instanceof Error ? error.message : String(error)}`);
      return NaN;
    },
  );
  try {
    servers.push(
      await preview({
        configFile: `${repoRoot}vite.config.ts`,
        preview: { host: '127.0.0.1', port: E2E_PORT, strictPort: true, open: false },
        logLevel: 'warn',
      }),
    );
    servers.push(
      await preview({
        configFile: false,
        root: repoRoot,
        build: { outDir: 'dist/storybook' },
        preview: { host: '127.0.0.1', port: STORYBOOK_PORT, strictPort: true, open: false },
        logLevel: 'warn',
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const warmSeconds = await warmed;
  console.log(
    `Local stack ready in ${stack.timings.total} s, API warmed up in ${warmSeconds} s (API ${stack.apiUrl}, cognito-local ${stack.cognitoEndpoint}); ` +
      `${stack.seeded.examples} examples, ${stack.seeded.problems} problems seeded.`,
  );
  return stop;
}
