/**
 * `npm run load -- --smoke` (scripts/load.ts) against the integration tests' stack: the load test's
 * whole mix still runs, every route answers 2xx, so the script cannot rot (docs/operations.md "Load test").
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadResult } from '../../scripts/lib/load/run.ts';
import { ROUTES } from '../../scripts/lib/load/scenario.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { localStack } from './support/context.ts';

const execFileAsync = promisify(execFile);
const outDir = mkdtempSync(`${tmpdir()}/plcsim-load-`);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run load -- --smoke', () => {
  it('runs the mix for 5 learners, one visit each, without an error', async () => {
    const json = `${outDir}/result.json`;
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        '--import',
        'tsx',
        `${repoRoot}scripts/load.ts`,
        '--smoke',
        '--stack',
        JSON.stringify(localStack()),
        '--json',
        json,
      ],
      { cwd: repoRoot, maxBuffer: 10_000_000, timeout: 170_000 },
    );
    const result = JSON.parse(readFileSync(json, 'utf8')) as LoadResult;
    expect(result.options).toMatchObject({ connections: 5, users: 3, maxRequests: 30 });
    expect(result.errors).toBe(0);
    expect(result.rateLimited).toBe(0);
    expect(result.unsolvedSubmissions).toBe(0);
    expect(result.requests).toBe(30);
    expect(result.routes.map((route) => route.route)).toEqual(Object.values(ROUTES));
    for (const route of result.routes) {
      expect(route.statuses, route.route).toEqual({ 200: 5 });
      expect(route.p50).toBeGreaterThan(0);
      expect(route.p99).toBeGreaterThanOrEqual(route.p50);
    }
    expect(stdout).toMatch(/5 learners \(3 users\), [\d.]+ s: 30 requests, [\d.]+ requests\/s/);
    expect(stdout).toMatch(/POST \/solutions\/\{problemId\}\s+5\s+200×5/);
    expect(stdout).toContain('errors 0');
  }, 180_000);
});
