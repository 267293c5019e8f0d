/**
 * `node --import tsx scripts/benchWasmAb.ts OLD.wasm [rounds]`: the VM's speed on B1 and B2, this
 * build's engine.wasm against another build's (e.g. main's before a change, built with `asc`), to hold
 * issue 24's rule that new types must not slow integer code by more than 5 %. Both run the same
 * programs compiled by this build; rounds interleave the two (alternating which goes first) so that a
 * busy machine slows both alike; the figure is the median CPU time per scan. Printed, not asserted.
 */
import { readFile } from 'node:fs/promises';
import { compileProject } from '@plcsim/compiler';
import { Engine } from '@plcsim/engine-wasm';
import { loadB1, loadB2 } from '../compiler/src/bench/runBench.ts';

const SCANS = 20_000;
const [oldPath, roundsText] = process.argv.slice(2);
if (!oldPath) {
  console.error('usage: node --import tsx scripts/benchWasmAb.ts OLD.wasm [rounds]');
  process.exit(2);
}
const rounds = Number(roundsText ?? 21);
const modules = {
  before: await WebAssembly.compile(await readFile(oldPath)),
  now: await WebAssembly.compile(
    await readFile(new URL('../engine-wasm/build/engine.wasm', import.meta.url)),
  ),
};

/** CPU microseconds per scan of `SCANS` scans of `program` on a fresh engine from `module`. */
async function microsPerScan(
  module: WebAssembly.Module,
  program: NonNullable<ReturnType<typeof compileProject>['program']>,
) {
  const engine = await Engine.instantiate(module);
  if (!engine.load(program).ok || !engine.prescan().ok) throw new Error('the program did not load');
  const start = process.cpuUsage();
  engine.runScans(SCANS, 100);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / SCANS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const [name, load] of [
  ['B1', loadB1],
  ['B2', loadB2],
] as const) {
  const { program } = compileProject(await load());
  if (!program) throw new Error(`${name} did not compile`);
  const times = { before: [] as number[], now: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
    for (const which of order) times[which].push(await microsPerScan(modules[which], program));
  }
  const before = median(times.before);
  const now = median(times.now);
  const change = ((now - before) / before) * 100;
  console.log(
    `${name}: before ${before.toFixed(3)} µs/scan, now ${now.toFixed(3)} µs/scan (${change >= 0 ? '+' : ''}${change.toFixed(1)} %, median of ${rounds})`,
  );
}
