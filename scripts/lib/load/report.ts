import type { LoadResult } from './run.ts';

const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);

/** The run's results as the text `npm run load` prints (docs/operations.md "Load test" quotes it). */
export function formatLoadResult(result: LoadResult): string {
  const { options } = result;
  const lines = [
    `${options.connections} learners (${options.users} users), ${result.seconds.toFixed(1)} s: ` +
      `${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} requests/s`,
    `errors ${result.errors} (timeouts ${result.timeouts}, connection errors ${result.connectionErrors}), ` +
      `rate limited (429) ${result.rateLimited}, unsolved submissions ${result.unsolvedSubmissions}`,
    '',
    `${'route'.padEnd(30)}${'requests'.padStart(9)}  ${'statuses'.padEnd(16)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
  ];
  for (const route of result.routes) {
    const statuses = Object.entries(route.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    lines.push(
      `${route.route.padEnd(30)}${String(route.requests).padStart(9)}  ${statuses.padEnd(16)}` +
        `${ms(route.p50)}${ms(route.p95)}${ms(route.p99)}${ms(route.max)}`,
    );
  }
  const grading = result.gradingHandlerMs;
  lines.push(
    '',
    grading
      ? `grading handler's own time (request log, ${grading.count} submissions): p50 ${Math.round(grading.p50)} ms, ` +
          `p95 ${Math.round(grading.p95)} ms, p99 ${Math.round(grading.p99)} ms, max ${Math.round(grading.max)} ms`
      : "grading handler's own time: not measured (the API's output was not followed)",
  );
  return lines.join('\n');
}
