/**
 * `npm test`: lint (ESLint, Prettier), typecheck, unit tests (Vitest), integration tests (Vitest
 * against the real local backend over HTTP), end-to-end tests (Playwright in Debian's Chromium
 * against the built site, the built Storybook and the embed fixture: the packed widget package in a
 * Vite + React app, its standalone script in a plain page). Every stage runs even when an earlier one
 * fails, so one run shows everything; the last line is `N passed, N failed`. Lint, format, typecheck
 * and build count as one check each; test stages count their tests.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { run } from './lib/processes.ts';
import { playwrightTally, summaryLine, vitestTally, type Tally } from './lib/testReports.ts';

const reports = `${repoRoot}.test-results/`;
const tallies: Tally[] = [];
const bin = (name: string) => `${repoRoot}node_modules/.bin/${name}`;

function heading(title: string): void {
  console.log(`\n━━ ${title} ━━`);
}

/** Runs a command that counts as one check. */
async function check(title: string, command: string, args: readonly string[]): Promise<boolean> {
  heading(title);
  const code = await run(command, args, { cwd: repoRoot });
  tallies.push(code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  console.log(code === 0 ? `✓ ${title}` : `✗ ${title} (exit code ${code})`);
  return code === 0;
}

/** Runs Vitest over some projects and counts its tests. */
async function vitestStage(reportName: string, projects: readonly string[]): Promise<void> {
  const report = `${reports}${reportName}`;
  const code = await run(
    bin('vitest'),
    ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: repoRoot },
  );
  tallies.push(vitestTally(report, code));
}

async function main(): Promise<number> {
  if (!(await ensureChromium())) {
    console.log('\n0 passed, 1 failed');
    return 1;
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  await check('generate', 'npm', ['run', '--silent', 'generate']);
  await check('lint: eslint', bin('eslint'), ['.', '--max-warnings=0']);
  await check('lint: prettier', bin('prettier'), ['--check', '.']);
  await check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);

  heading('unit tests (vitest)');
  await vitestStage('vitest.json', ['--project', '!integration']);
  heading('integration tests (vitest; DynamoDB Local, cognito-local, serverless-offline)');
  await vitestStage('vitest-integration.json', ['--project', 'integration']);

  const built = await check('build the site (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
  // The scene stories' browser test runs against this build.
  await check('build storybook', 'npm', ['run', '--silent', 'build-storybook']);
  // The embed specs run against these; a fixture left from an earlier run must not stand in for them.
  rmSync(join(repoRoot, 'tests/embed-fixture/dist'), { recursive: true, force: true });
  const packed = await check('build the widget package (library, standalone script, npm pack)', 'npm', [
    'run',
    '--silent',
    'build:package',
    '-w',
    '@plcsim/widget',
  ]);
  if (packed) {
    await check('build the embed fixture (installs the packed package)', 'node', [
      '--import',
      'tsx',
      'tests/embed-fixture/build.ts',
    ]);
  }
  heading('end-to-end tests (playwright, chromium)');
  if (built) {
    const e2eReport = `${reports}playwright.json`;
    const e2eCode = await run(bin('playwright'), ['test', '-c', 'tests/playwright.config.ts'], {
      cwd: repoRoot,
    });
    tallies.push(playwrightTally(e2eReport, e2eCode));
  } else {
    console.log('✗ skipped: the site did not build');
    tallies.push({ passed: 0, failed: 1 });
  }

  const line = summaryLine(tallies);
  console.log(`\n${line}`);
  return tallies.some((t) => t.failed > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
