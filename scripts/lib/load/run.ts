import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { LocalStackInfo } from '../localStack/stack.ts';
import { planLearners, prepareLearners, warmUp, type Learner } from './learners.ts';
import { learnerRequests, ROUTES, type RouteName } from './scenario.ts';
import { percentile, RouteStats, type RouteSummary } from './stats.ts';
import { createLoadUsers } from './users.ts';

export interface LoadOptions {
  /** Simulated learners: one connection each, one request at a time. */
  connections: number;
  durationSeconds: number;
  /** Real users of the local pool, shared round-robin by the learners. */
  users: number;
  /** The run stops at this many requests even before its duration. */
  maxRequests: number;
  /** An answer slower than this counts as a timeout (API Gateway's own limit is 30 s). */
  timeoutSeconds: number;
}

export const FULL_RUN: LoadOptions = {
  connections: 200,
  durationSeconds: 60,
  users: 40,
  maxRequests: 60_000,
  timeoutSeconds: 30,
};

/**
 * `npm run load -- --smoke`: proves the script still works (npm test runs it): 5 learners, one visit
 * each (the mix's 6 requests), within 60 s.
 */
export const SMOKE_RUN: LoadOptions = {
  connections: 5,
  durationSeconds: 60,
  users: 3,
  maxRequests: 30,
  timeoutSeconds: 30,
};

export interface LoadResult {
  options: LoadOptions;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  routes: RouteSummary[];
  /** Answers that are not 2xx, without the rate limiter's 429s, plus timeouts and connection errors. */
  errors: number;
  /** 429s (rate limited): counted apart from the errors. */
  rateLimited: number;
  timeouts: number;
  connectionErrors: number;
  /** Submissions whose verdict was not `solved` (each submits a program that solves its problem). */
  unsolvedSubmissions: number;
  /** The first such answer (problem id and the start of the body), to see why. */
  unsolvedExample: string;
  /** The grading handler's own time (its request log lines), when the stack's output was followed. */
  gradingHandlerMs: { count: number; p50: number; p95: number; p99: number; max: number } | null;
}

/**
 * serverless-offline answers an invocation that failed or ran past its timeout with a 200 whose body
 * is the Lambda error (`{"errorMessage":"[504] - Lambda timeout.","errorType":…}`); API Gateway
 * answers those 500/503/504. The run counts them as 504, an error.
 */
export const LAMBDA_FAILURE_STATUS = 504;

export function failedInvocation(body: string): boolean {
  return body.startsWith('{"errorMessage"') && body.includes('"errorType"');
}

/** A request log line (functions/src/http/requestLog.ts) in the API's output, or null. */
export function requestLogEntry(line: string): { route: string; status: number; latencyMs: number } | null {
  const start = line.indexOf('{"level"');
  if (start < 0 || !line.includes('"msg":"request"')) return null;
  try {
    const entry = JSON.parse(line.slice(start)) as { route?: unknown; status?: unknown; latencyMs?: unknown };
    if (typeof entry.route !== 'string' || typeof entry.status !== 'number') return null;
    if (typeof entry.latencyMs !== 'number') return null;
    return { route: entry.route, status: entry.status, latencyMs: entry.latencyMs };
  } catch {
    return null;
  }
}

/**
 * Creates the users and the learners' projects, then runs the mix (scenario.ts) with autocannon
 * against the stack's API for the duration or the request count, whichever ends first.
 * `handlerLines` collects the API's output during the run (for the grading handler's own time).
 */
export async function runLoad(
  stack: LocalStackInfo,
  options: LoadOptions,
  log: (line: string) => void = console.log,
  handlerLines?: { start(): void; stop(): string[] },
): Promise<LoadResult> {
  const runId = randomBytes(3).toString('hex');
  const setupStarted = performance.now();
  const users = await createLoadUsers(stack, options.users, runId);
  const learners: Learner[] = planLearners(users, options.connections, runId);
  await prepareLearners(stack.apiUrl, learners);
  await warmUp(stack.apiUrl, learners[0] as Learner);
  log(
    `${users.length} users signed in, ${learners.length} learners' projects saved and shared, every route warmed up in ` +
      `${((performance.now() - setupStarted) / 1000).toFixed(1)} s; running ${options.connections} ` +
      `connections for ${options.durationSeconds} s (at most ${options.maxRequests} requests)…`,
  );

  const stats = new RouteStats();
  let unsolvedSubmissions = 0;
  let unsolvedExample = '';
  let nextLearner = 0;
  handlerLines?.start();
  const started = performance.now();
  const result = await autocannon({
    url: stack.apiUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    maxOverallRequests: options.maxRequests,
    timeout: options.timeoutSeconds,
    // Each connection is one learner with its own requests; its answers carry its route.
    setupClient: (client) => {
      const learner = learners[nextLearner++ % learners.length] as Learner;
      let route: RouteName = ROUTES.openExample;
      let answeredStatus = 0;
      client.setRequests(
        learnerRequests(learner, (answered, status, body) => {
          route = answered;
          answeredStatus = failedInvocation(body) ? LAMBDA_FAILURE_STATUS : status;
          if (answeredStatus === LAMBDA_FAILURE_STATUS) return;
          if (answered === ROUTES.submitSolution && status === 200 && !body.includes('"solved":true')) {
            unsolvedSubmissions++;
            unsolvedExample ||= `${learner.problemId}: ${body.slice(0, 400)}`;
          }
        }),
      );
      client.on('response', (_status: number, _bytes: number, latencyMs: number) =>
        stats.record(route, answeredStatus, latencyMs),
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const lines = handlerLines?.stop() ?? [];
  if (process.env.PLCSIM_LOAD_DEBUG) console.log(`${lines.length} API lines followed during the run`);

  const routes = Object.values(ROUTES).map((route) => stats.summary(route));
  let errors = result.errors + result.timeouts;
  let rateLimited = 0;
  for (const summary of routes) {
    for (const [status, count] of Object.entries(summary.statuses)) {
      if (Number(status) === 429) rateLimited += count;
      else if (Number(status) < 200 || Number(status) >= 300) errors += count;
    }
  }
  const grading = lines
    .map(requestLogEntry)
    .filter((entry) => entry?.route === ROUTES.submitSolution)
    .map((entry) => entry?.latencyMs ?? 0)
    .sort((a, b) => a - b);
  const requests = routes.reduce((sum, route) => sum + route.requests, 0);
  return {
    options,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    routes,
    errors,
    rateLimited,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    unsolvedSubmissions,
    unsolvedExample,
    gradingHandlerMs:
      grading.length === 0
        ? null
        : {
            count: grading.length,
            p50: percentile(grading, 50),
            p95: percentile(grading, 95),
            p99: percentile(grading, 99),
            max: grading.at(-1) ?? 0,
          },
  };
}
