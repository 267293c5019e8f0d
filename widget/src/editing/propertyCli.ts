/**
 * The editing property from a terminal, with more sequences than `npm test` runs:
 * `node --import tsx widget/src/editing/propertyCli.ts [sequences=10000] [steps=30] [seed=13]`.
 * Prints the counts; exits 1 when the property fails.
 */
import { loadB1 } from '../../../compiler/src/bench/runBench.ts';
import { runEditingProperty } from './propertyRun.ts';

const [sequences = 10_000, steps = 30, seed = 13] = process.argv.slice(2).map(Number);
console.warn = () => {};
const started = performance.now();
const counts = runEditingProperty({ sequences, steps, seed, b1: await loadB1() });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(JSON.stringify({ ...counts, seconds }, null, 2));
process.exitCode = counts.failures.length === 0 ? 0 : 1;
