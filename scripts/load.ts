/**
 * `npm run load`: 200 simulated learners for 60 s against a local stack of its own (DynamoDB Local,
 * cognito-local, serverless-offline, as the integration tests start it), doing the realistic mix of
 * scripts/lib/load/scenario.ts with autocannon, bounded by duration and request count. Prints
 * requests/s, p50/p95/p99 per route, errors (429s apart) and the grading handler's own time
 * (docs/operations.md "Load test").
 *
 *   npm run load -- --smoke               5 learners, one visit each (npm test runs it)
 *   npm run load -- --connections 50 --duration 20 --users 20 --max-requests 10000
 *   npm run load -- --stack '<json>'      against a running stack (LocalStackInfo), e.g. the tests'
 *   npm run load -- --json result.json    also write the result as JSON
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.ts';
import { stopAll } from './lib/processes.ts';
import { freePorts } from './lib/localStack/ports.ts';
import { startLocalStack, type LocalStackInfo } from './lib/localStack/stack.ts';
import { formatLoadResult } from './lib/load/report.ts';
import { FULL_RUN, runLoad, SMOKE_RUN, type LoadOptions } from './lib/load/run.ts';

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    connections: { type: 'string' },
    duration: { type: 'string' },
    users: { type: 'string' },
    'max-requests': { type: 'string' },
    stack: { type: 'string' },
    json: { type: 'string' },
  },
});

const base = values.smoke ? SMOKE_RUN : FULL_RUN;
const whole = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;
};
const options: LoadOptions = {
  ...base,
  connections: whole(values.connections, base.connections),
  durationSeconds: whole(values.duration, base.durationSeconds),
  users: whole(values.users, base.users),
  maxRequests: whole(values['max-requests'], base.maxRequests),
};
if (options.users < 2)
  throw new Error('--users must be at least 2 (a learner may not vote for their own project).');

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.once('exit', stopAll);

let stack: LocalStackInfo;
let stop = async () => {};
let lines: string[] = [];
let following = false;
if (values.stack) {
  stack = JSON.parse(values.stack) as LocalStackInfo;
} else {
  console.log('Starting a local stack (DynamoDB Local, cognito-local, serverless-offline)…');
  mkdirSync(`${repoRoot}.test-results`, { recursive: true });
  writeFileSync(`${repoRoot}.test-results/load-stack.log`, '');
  const started = await startLocalStack({
    ports: await freePorts(),
    logFile: `${repoRoot}.test-results/load-stack.log`,
    inProcessHandlers: true,
    onApiLine: (line) => {
      if (following) lines.push(line);
    },
  });
  stack = started;
  stop = started.stop;
  console.log(`Local stack ready in ${started.timings.total} s; API ${started.apiUrl}`);
}

try {
  const result = await runLoad(
    stack,
    options,
    console.log,
    values.stack
      ? undefined
      : {
          start: () => {
            lines = [];
            following = true;
          },
          stop: () => {
            following = false;
            return lines;
          },
        },
  );
  console.log(`\n${formatLoadResult(result)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = result.errors === 0 ? 0 : 1;
} finally {
  await stop();
}
