/**
 * Writes the examples as JSON (content/examples/NN-id.json, numbered in definition order, simplest
 * first) and the list module that loads them:
 *
 *   node --import tsx content/src/authoring/examples/generate.ts [--dry]
 *
 * Each example is checked before it is written: it compiles without diagnostics and passes its own
 * sequence with the scene running. One that fails is reported and neither written nor listed. Sensor
 * inputs of each step (the scene writes them every scan, so the step's own value never matters) are
 * filled in from the run, so the Sequence tab shows what the learner sees. Example files no longer
 * generated (renumbered ones) are removed.
 */
import { readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { compileProject, ioTags, runSequence } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import * as prettier from 'prettier';
import type { ExampleDocument } from '../../index.ts';
import { EXAMPLE_DEFINITIONS } from './definitions.ts';
import { exampleOf, fileStem, sensorNames, type ExampleDef } from './framework.ts';

const contentDir = new URL('../../../', import.meta.url);

/** Why `example` is not ready (compile diagnostics, a failing step), or [] when it is. */
export function exampleFaults(engine: Engine, example: ExampleDocument): string[] {
  const { program, diagnostics } = compileProject(example);
  if (!program || diagnostics.length > 0) return diagnostics.map((d) => d.message);
  const result = runSequence(engine, example, program, { snapshot: true, keepGoing: true });
  const faults = [...result.precheckErrors, ...result.traps];
  for (const step of result.steps)
    if (step.status !== 'pass') faults.push(step.message ?? `step ${step.index + 1}`);
  if (faults.length > 0) return faults;
  // Fill sensor inputs with what the scene reported at the end of each step.
  const sensors = sensorNames(example);
  const inputs = ioTags(example, 'DI');
  result.steps.forEach((step, i) => {
    const target = example.sequence[i];
    if (!target || !step.values) return;
    inputs.forEach((tag, k) => {
      if (sensors.has(tag.name.toUpperCase())) target.inputs[k] = step.values?.[tag.name] ?? 0;
    });
  });
  return [];
}

async function formatted(text: string, file: URL): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file.pathname });
}

async function main(): Promise<void> {
  const dry = process.argv.includes('--dry');
  const engine = await loadEngine();
  const ready: { def: ExampleDef; example: ExampleDocument }[] = [];
  let failed = 0;
  for (const def of EXAMPLE_DEFINITIONS) {
    const n = ready.length + 1;
    let faults: string[];
    let example: ExampleDocument | undefined;
    try {
      example = exampleOf(def, n);
      faults = exampleFaults(engine, example);
    } catch (error) {
      faults = [error instanceof Error ? error.message : String(error)];
    }
    if (!example || faults.length > 0) {
      failed += 1;
      console.log(`✗ ${def.id}\n  ${faults.join('\n  ')}`);
      continue;
    }
    ready.push({ def, example });
    console.log(`✓ ${n} ${def.id} (${def.scene}, ${example.programMode ?? 'LADDER'})`);
  }
  if (!dry) {
    const dir = new URL('examples/', contentDir);
    const stems = new Set(ready.map(({ def, example }) => fileStem(example.exampleNumber, def)));
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.json') && !stems.has(file.slice(0, -'.json'.length)))
        unlinkSync(new URL(file, dir));
    }
    for (const { def, example } of ready) {
      const file = new URL(`${fileStem(example.exampleNumber, def)}.json`, dir);
      writeFileSync(file, await formatted(JSON.stringify(example), file));
    }
    await writeList(ready.map(({ def, example }) => fileStem(example.exampleNumber, def)));
  }
  console.log(`${ready.length} ready, ${failed} failing`);
  if (failed > 0) process.exitCode = 1;
}

/** content/src/exampleList.ts for the files written. */
async function writeList(stems: readonly string[]): Promise<void> {
  const lines = [
    '/**',
    ' * Every example document, in exampleNumber order (one JSON file per example in `../examples`).',
    ' * Written by authoring/examples/generate.ts.',
    ' */',
    ...stems.map(
      (stem) => `import example${stem.slice(0, 2)} from '../examples/${stem}.json' with { type: 'json' };`,
    ),
    '',
    `export const EXAMPLE_FILES: readonly unknown[] = [${stems.map((s) => `example${s.slice(0, 2)}`).join(', ')}];`,
  ];
  const file = new URL('src/exampleList.ts', contentDir);
  writeFileSync(file, await formatted(lines.join('\n'), file));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
