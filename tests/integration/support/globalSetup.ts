/**
 * Starts the real local stack for the `integration` Vitest project: DynamoDB Local in memory (table
 * created, content seeded), cognito-local in a temp dir with the fixed pool and client, and
 * serverless-offline, all on free ports so `npm start` can run beside it. Tests read its addresses
 * with `localStack()` (context.ts); every service's output goes to .test-results/local-stack.log.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../../scripts/lib/paths.ts';
import { stopAll } from '../../../scripts/lib/processes.ts';
import { freePort, freePorts } from '../../../scripts/lib/localStack/ports.ts';
import { localSiteOrigin, startLocalStack } from '../../../scripts/lib/localStack/stack.ts';
import './context.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const logDir = `${repoRoot}.test-results`;
  mkdirSync(logDir, { recursive: true });
  const logFile = `${logDir}/local-stack.log`;
  writeFileSync(logFile, '');
  process.once('exit', stopAll);

  // A site port other than npm start's default, as `PORT=… npm start` would pass (oembed.test.ts).
  const siteOrigin = localSiteOrigin(await freePort());
  const stack = await startLocalStack({ ports: await freePorts(), logFile, siteOrigin });
  const { timings, seeded, stop, ...info } = stack;
  console.log(
    `Local stack ready in ${timings.total} s (DynamoDB ${timings.dynamoDb} s, table and content ${timings.table} s, ` +
      `cognito-local ${timings.cognito} s, handlers bundled ${timings.bundle} s, API ${timings.api} s); ` +
      `${seeded.examples} examples, ${seeded.problems} problems; API ${info.apiUrl}`,
  );
  project.provide('localStack', info);
  return stop;
}
