import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightTally, summaryLine, vitestTally } from './testReports.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-reports-'));
function report(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('test report tallies', () => {
  it('reads Vitest counts', () => {
    const file = report('v.json', { numPassedTests: 12, numFailedTests: 1 });
    expect(vitestTally(file, 1)).toEqual({ passed: 12, failed: 1 });
  });

  it('reads Playwright counts, flaky as passed', () => {
    const file = report('p.json', { stats: { expected: 7, unexpected: 2, flaky: 1, skipped: 0 } });
    expect(playwrightTally(file, 1)).toEqual({ passed: 8, failed: 2 });
  });

  it('counts a failing stage without a report as one failure', () => {
    expect(vitestTally(join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1 });
  });

  it('counts a stage that ran no tests as a failure', () => {
    expect(playwrightTally(report('e.json', { stats: { expected: 0 } }), 0)).toEqual({
      passed: 0,
      failed: 1,
    });
  });

  it('sums the stages into the summary line', () => {
    expect(
      summaryLine([
        { passed: 3, failed: 0 },
        { passed: 10, failed: 2 },
      ]),
    ).toBe('13 passed, 2 failed');
  });
});
