/**
 * `npm run generate` (content): builds every problem, solution and example from the folders under
 * content/ (docs/content-format.md) into content/build/*.json, which the package's index and the API's
 * seed read. Prints each diagnostic as `file:line: message` and exits 1 when there is one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { buildContent, contentRoot } from './buildContent.ts';
import { diagnosticText } from './diagnostics.ts';

const started = performance.now();
const built = buildContent(await loadEngine());
for (const diagnostic of built.diagnostics) console.error(diagnosticText(diagnostic));
if (built.diagnostics.length > 0) {
  console.error(`content: ${built.diagnostics.length} error(s); nothing written`);
  process.exit(1);
}
const out = join(contentRoot, 'build');
mkdirSync(out, { recursive: true });
const write = (name: string, value: unknown) => writeFileSync(join(out, name), `${JSON.stringify(value)}\n`);
write('problems.json', built.problems);
write('solutions.json', built.solutions);
write('examples.json', built.examples);
console.log(
  `content: ${built.problems.length} problems, ${built.solutions.length} reference solutions, ${built.examples.length} examples in content/build (${Math.round(performance.now() - started)} ms)`,
);
