/**
 * Prints what the main reference solution of one problem does at every step (expected and actual
 * outputs, inputs after the step): node --import tsx content/src/authoring/problemsB/trace.ts 37 [alt]
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { grade } from './check.ts';
import { DEFINITIONS } from './definitions.ts';
import { build } from './generate.ts';

const engine = await loadEngine();
const def = DEFINITIONS.find((d) => d.n === Number(process.argv[2]));
if (!def) throw new Error('no such problem');
const { problem, solutions } = build(engine, def);
const solution = solutions[process.argv[3] === 'alt' ? 1 : 0];
if (!solution) throw new Error('no such solution');
const { result } = grade(engine, problem, solution, true);
const names = (prefix: string) =>
  Object.values(problem.tagMap)
    .map((t) => t.name)
    .filter((n) => n.startsWith(prefix))
    .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
let time = 0;
for (const step of result?.steps ?? []) {
  const expected = problem.sequence[step.index];
  const values = step.values ?? {};
  time += step.scans * 100;
  const actual = names('DO')
    .map((n) => values[n] ?? '?')
    .join('');
  const inputs = names('DI')
    .map((n) => values[n] ?? '?')
    .join('');
  const mark = step.status === 'pass' ? ' ' : '✗';
  console.log(
    `${mark} ${String(step.index + 1).padStart(2)} t=${(time / 1000).toFixed(1)}s in ${inputs} out ${actual} want ${expected?.outputs.join('')} ${expected?.description}`,
  );
}
