import { readFileSync } from 'node:fs';

/** How many tests passed and failed in one stage. */
export interface Tally {
  passed: number;
  failed: number;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Counts from Vitest's JSON report. A stage that failed without a readable report (a crash, a
 * syntax error before any test ran) counts as one failure so it cannot pass silently.
 */
export function vitestTally(file: string, exitCode: number): Tally {
  const report = readJson(file) as { numPassedTests?: unknown; numFailedTests?: unknown } | null;
  const tally = { passed: count(report?.numPassedTests), failed: count(report?.numFailedTests) };
  return withExitCode(tally, exitCode);
}

/** Counts from Playwright's JSON report (flaky tests passed on retry and count as passed). */
export function playwrightTally(file: string, exitCode: number): Tally {
  const report = readJson(file) as { stats?: Record<string, unknown> } | null;
  const stats = report?.stats;
  const tally = {
    passed: count(stats?.expected) + count(stats?.flaky),
    failed: count(stats?.unexpected),
  };
  return withExitCode(tally, exitCode);
}

function withExitCode(tally: Tally, exitCode: number): Tally {
  if (exitCode !== 0 && tally.failed === 0) return { ...tally, failed: 1 };
  if (exitCode === 0 && tally.passed + tally.failed === 0) return { passed: 0, failed: 1 };
  return tally;
}

/** The one summary line `npm test` ends with. */
export function summaryLine(tallies: readonly Tally[]): string {
  const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
  const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
