/**
 * `npm run bench:coldstart [-- --runs 7] [-- --bundle a.mjs --bundle b.mjs] [-- --cpu-prof-dir dir]`:
 * the grading Lambda's cold start (docs/operations.md "Lambda cold start"). Bundles
 * functions/src/handlers/solutions/submit.ts as `serverless package` does (serverless.yml
 * custom.esbuild), or takes packaged bundles, then prints each one's size and, over fresh Node
 * processes, its init time (the import) and its first grading invocation. With several bundles the
 * runs alternate between them, so they share the machine's load.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { programFields } from '@plcsim/compiler';
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { problemItem } from '../functions/src/data/problemRepository.ts';
import { buildGradingBundle, heaviestInputs } from './lib/coldStart/bundle.ts';
import { startFakeAws } from './lib/coldStart/fakeAws.ts';
import { coldStartRun, median, type ColdStartRun } from './lib/coldStart/measure.ts';

/** A problem whose reference solution runs a long sequence (every step passes). */
const PROBLEM_ID = 'batch-counter';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    bundle: { type: 'string', multiple: true },
    'cpu-prof-dir': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 5);
const problem = PROBLEMS.find((p) => p.problem_id === PROBLEM_ID);
const reference = SOLUTIONS.find((s) => s.problem_id === PROBLEM_ID);
if (!problem || !reference) throw new Error(`No problem ${PROBLEM_ID} with a reference solution.`);
const program = programFields(reference as unknown as Record<string, unknown>);

const workDir = mkdtempSync(`${tmpdir()}/plcsim-coldstart-`);
const bundles = values.bundle ?? [];
if (bundles.length === 0) {
  const built = `${workDir}/submit.mjs`;
  const metafile = await buildGradingBundle(built);
  console.log('Heaviest inputs (KB in the bundle):');
  for (const [input, bytes] of heaviestInputs(metafile)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(8)}  ${input}`);
  }
  bundles.push(built);
}
for (const bundle of bundles) {
  const bytes = statSync(bundle).size;
  const gzipped = gzipSync(readFileSync(bundle)).length;
  console.log(`Bundle ${bundle}: ${(bytes / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip`);
}

const aws = await startFakeAws(problemItem(problem));
const profile = values['cpu-prof-dir'];
const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
const results = new Map<string, ColdStartRun[]>(bundles.map((bundle) => [bundle, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const bundle of bundles) {
      const run = await coldStartRun(bundle, aws, PROBLEM_ID, program, nodeArgs);
      if (run.status !== 200 || !run.solved) {
        throw new Error(`${bundle}: grading answered ${run.status}, solved ${run.solved}.`);
      }
      results.get(bundle)?.push(run);
    }
  }
} finally {
  await aws.close();
  rmSync(workDir, { recursive: true, force: true });
}
console.log(
  `Median of ${runs} fresh Node ${process.versions.node} processes each ` +
    `(${PROBLEM_ID}: ${problem.sequence.length} steps, every one passes):`,
);
for (const [bundle, list] of results) {
  const ms = (pick: (run: ColdStartRun) => number) => `${median(list.map(pick)).toFixed(0)} ms`;
  console.log(`  ${bundle}`);
  console.log(`    init (import the bundle)        ${ms((r) => r.importMs)}`);
  console.log(`    first grading invocation        ${ms((r) => r.firstInvokeMs)}`);
  console.log(`    init + first invocation         ${ms((r) => r.importMs + r.firstInvokeMs)}`);
  console.log(`    warm grading invocation         ${ms((r) => r.warmInvokeMs)}`);
}
