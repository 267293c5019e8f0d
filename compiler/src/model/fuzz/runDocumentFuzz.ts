/**
 * The project document fuzzer on the command line:
 *
 *   node --import tsx compiler/src/model/fuzz/runDocumentFuzz.ts [documents=20000] [seed]
 *
 * Checks each document (documentFuzz.ts) in a supervised worker thread (isolated.ts), so a hang or an
 * exponential blow-up is stopped, named and reported rather than taking the run down. Prints progress
 * and a summary (documents per second, worst ms per KB and its kind, slowest runSequence, failures by
 * cause); on any failure writes each failing document to `.test-results/document-fuzz/` and exits with
 * status 1. A run is reproducible from its seed (printed): `documentInput(seed, iteration)` rebuilds any
 * document.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_FLOOR_MS,
  DEFAULT_MS_PER_KB,
  type DocumentFuzzSummary,
  type SlowCall,
} from './documentFuzz.ts';
import { DOCUMENT_KINDS, documentInput, type DocumentGeneratorOptions } from './documentInputs.ts';
import { fuzzDocuments } from './isolated.ts';

const documents = Number(process.argv[2] ?? 20_000);
const seed = process.argv[3] === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.argv[3]);
if (!Number.isInteger(documents) || documents < 0 || !Number.isInteger(seed)) {
  console.error('usage: runDocumentFuzz.ts [documents=20000] [seed]');
  process.exit(2);
}
/** Stop after this many failing documents. */
const MAX_FAILURES = 100;
const generator: DocumentGeneratorOptions = { maxChainDepth: 40 };

const rate = (s: DocumentFuzzSummary) => s.iterations / Math.max(0.001, s.elapsedMs / 1000);

console.log(
  `Project document fuzzer: ${documents} documents, seed ${seed} ` +
    `(limit max(${DEFAULT_FLOOR_MS} ms, ${DEFAULT_MS_PER_KB} ms/KB) per parse or compile)`,
);
const summary = await fuzzDocuments(documents, seed, {
  generator,
  maxFailures: MAX_FAILURES,
  progressEvery: 1000,
  onProgress: (s) =>
    console.log(
      `${s.iterations}/${documents} documents, ${s.parsed} parsed, ${s.programs} compiled, ` +
        `${s.failures.length} failures, worst ${s.worst?.msPerKB.toFixed(2) ?? '-'} ms/KB, ` +
        `${rate(s).toFixed(0)} documents/s`,
    ),
});

const clip = (text: string, max = 200): string => (text.length > max ? `${text.slice(0, max)}…` : text);
const slow = (s: SlowCall | null): string =>
  s === null
    ? '-'
    : `${s.msPerKB.toFixed(2)} ms/KB (${s.ms.toFixed(1)} ms for ${s.kb.toFixed(1)} KB), ${s.call}, ` +
      `#${s.iteration} ${s.kind}: ${clip(s.detail, 120)}`;

console.log('\nSummary');
console.log(
  `  documents     ${summary.iterations} in ${(summary.elapsedMs / 1000).toFixed(1)} s (${rate(summary).toFixed(0)}/s)`,
);
console.log(`  by kind       ${DOCUMENT_KINDS.map((k) => `${k} ${summary.byKind[k]}`).join(', ')}`);
console.log(
  `  parsed        ${summary.parsed}; ${summary.programs} compiled to a program; ${summary.sequences} sequence runs`,
);
console.log(`  refused       ${summary.refused} of the ${summary.mustRefuse} documents that must be refused`);
console.log(
  `  raw internal  ${summary.rawInternalErrors} "Internal compiler error" diagnostics on unparsed documents`,
);
console.log(`  worst         ${slow(summary.worst)}`);
console.log(`  slowest       ${slow(summary.slowest)}`);
const byKind = [...DOCUMENT_KINDS].sort(
  (a, b) => summary.worstMsPerKBByKind[b] - summary.worstMsPerKBByKind[a],
);
console.log(
  `  worst by kind ${byKind.map((k) => `${k} ${summary.worstMsPerKBByKind[k].toFixed(2)}`).join(', ')} (ms/KB)`,
);
const q = summary.slowestSequence;
console.log(
  `  slowest runSequence ${q === null ? '-' : `${q.ms.toFixed(1)} ms, ${q.steps} steps, #${q.iteration} ${q.kind}: ${clip(q.detail, 120)}`}`,
);
console.log(
  `  failures      ${summary.failures.length}${summary.failures.length >= MAX_FAILURES ? ' (stopped early)' : ''}`,
);

if (summary.failures.length > 0) {
  // The same cause, once per kind, with how often it came up.
  const causes = new Map<string, { count: number; example: number }>();
  for (const failure of summary.failures) {
    for (const problem of failure.problems) {
      const cause = `${failure.kind}: ${clip(problem.replace(/\d+(\.\d+)?/g, 'N'), 160)}`;
      const seen = causes.get(cause);
      if (seen) seen.count++;
      else causes.set(cause, { count: 1, example: failure.iteration });
    }
  }
  console.log('\nFailures by cause');
  for (const [cause, { count, example }] of [...causes].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${String(count).padStart(4)} × ${cause} (e.g. #${example})`);
  }

  const dir = join(process.cwd(), '.test-results', 'document-fuzz');
  mkdirSync(dir, { recursive: true });
  const lines: string[] = [];
  for (const failure of summary.failures) {
    const { document } = documentInput(seed, failure.iteration, generator);
    let file = join(dir, `seed-${seed}-document-${failure.iteration}.json`);
    try {
      writeFileSync(file, JSON.stringify(document));
    } catch {
      // Too deep for JSON.stringify: the seed and iteration rebuild it.
      file = file.replace(/\.json$/, '.txt');
      writeFileSync(file, `documentInput(${seed}, ${failure.iteration}) — ${failure.detail}\n`);
    }
    lines.push(
      `#${failure.iteration} (${failure.kind}) ${failure.detail}`,
      ...failure.problems.map((p) => `  ${p}`),
    );
    console.log(`\n#${failure.iteration} (${failure.kind}) ${clip(failure.detail)}`);
    for (const problem of failure.problems) console.log(`  ${clip(problem, 300)}`);
    console.log(`  document written to ${file}`);
  }
  writeFileSync(join(dir, `seed-${seed}-failures.txt`), `${lines.join('\n')}\n`);
  process.exit(1);
}
