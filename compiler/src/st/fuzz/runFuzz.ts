/**
 * The Structured Text compiler fuzzer on the command line:
 *
 *   node --import tsx compiler/src/st/fuzz/runFuzz.ts [iterations=100000] [seed]
 *
 * Prints progress, the slowest input and a summary; on any failure writes each failing input to
 * `.test-results/st-fuzz/` and exits with status 1. A run is reproducible from its seed (printed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fuzz, type FuzzSummary } from './fuzzCompiler.ts';

const iterations = Number(process.argv[2] ?? 100_000);
const seed = process.argv[3] === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.argv[3]);
if (!Number.isInteger(iterations) || iterations < 0 || !Number.isInteger(seed)) {
  console.error('usage: runFuzz.ts [iterations=100000] [seed]');
  process.exit(2);
}

const preview = (text: string, max = 300): string =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text) + ` (${text.length} chars)`;

function progress(s: FuzzSummary): void {
  const rate = s.iterations / Math.max(1, s.elapsedMs / 1000);
  console.log(
    `${s.iterations}/${iterations} inputs, ${s.compiled} compiled, ${s.failures.length} failures, ` +
      `slowest ${s.slowest?.ms.toFixed(1) ?? '-'} ms, ${rate.toFixed(0)} inputs/s`,
  );
}

console.log(`Structured Text fuzzer: ${iterations} inputs, seed ${seed}`);
const summary = await fuzz(iterations, seed, { onProgress: progress, progressEvery: 5000 });

console.log('\nSummary');
console.log(`  inputs        ${summary.iterations} (${JSON.stringify(summary.byKind)})`);
console.log(`  compiled      ${summary.compiled} (ran in the engine; ${summary.traps} trap statuses)`);
console.log(`  time          ${(summary.elapsedMs / 1000).toFixed(1)} s`);
if (summary.slowest !== null) {
  const s = summary.slowest;
  console.log(
    `  slowest       ${s.ms.toFixed(1)} ms, input #${s.iteration} (${s.kind}): ${preview(s.source)}`,
  );
}
if (summary.slowestOrdinary !== null) {
  const s = summary.slowestOrdinary;
  console.log(
    `  slowest (not deep) ${s.ms.toFixed(1)} ms, input #${s.iteration} (${s.kind}): ${preview(s.source)}`,
  );
}
console.log(`  slowest engine run ${summary.slowestEngineMs.toFixed(1)} ms`);
console.log(`  failures      ${summary.failures.length}`);

if (summary.failures.length > 0) {
  const dir = join(process.cwd(), '.test-results', 'st-fuzz');
  mkdirSync(dir, { recursive: true });
  for (const failure of summary.failures) {
    const file = join(dir, `seed-${seed}-input-${failure.iteration}.st`);
    writeFileSync(file, failure.source);
    console.log(`\n#${failure.iteration} (${failure.kind}): ${failure.problem}\n  input written to ${file}`);
  }
  process.exit(1);
}
