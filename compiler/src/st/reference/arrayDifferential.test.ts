/**
 * Array differential test (issue 24): random array programs (randomArraySt.ts) compiled by
 * `compileProject` and run on the WebAssembly VM hold the same value as the reference interpreter in
 * every tag and element after every scan, and stop with the same index-range fault (same message,
 * same scan) when an index leaves the bounds.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../compile.ts';
import { parseVarBlocks } from '../../iec/varBlock.ts';
import { parseSt } from '../parse/parseSt.ts';
import { randomArraySt } from './randomArraySt.ts';
import { StReference } from './stReference.ts';

/** Programs per `npm test`; `ARRAY_SEEDS=20000 npx vitest run …` runs more. */
const SEEDS = Number(process.env.ARRAY_SEEDS ?? 1000);
const SCANS = 5;

describe('arrays in Structured Text: VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random array programs over ${SCANS} scans`, { timeout: 600_000 }, async () => {
    const engine = await loadEngine();
    let faulted = 0;
    let failures = 0;
    const reports: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { project, source, instances, schedule } = randomArraySt(seed, SCANS);
      try {
        const fail = (when: string, detail: string): never => {
          throw new Error(`seed ${seed}, ${when}: ${detail}\n${source}`);
        };
        const { program, diagnostics } = compileProject(project);
        if (program === null) return fail('compile', JSON.stringify(diagnostics));
        const parsed = parseSt(parseVarBlocks(source).rest);
        if (parsed.diagnostics.length > 0) fail('parse', JSON.stringify(parsed.diagnostics));
        const reference = new StReference(project, parsed.program, source, instances);
        if (!engine.load(program).ok) fail('load', 'refused');
        const compare = (when: string) => {
          for (const name of reference.names()) {
            const ref = reference.get(name);
            const vm = engine.get(name);
            if (!Object.is(vm, ref)) fail(when, `${name}: VM ${vm}, reference ${ref}`);
          }
        };
        compare('after load');
        engine.prescan();
        reference.prescan();
        for (const [scan, writes] of schedule.entries()) {
          for (const { name, value } of writes) {
            engine.set(name, value);
            reference.set(name, value);
          }
          const status = engine.scan(100);
          reference.scan(100);
          const vmFault = status.ok ? null : status.message;
          if (vmFault !== reference.fault())
            fail(`scan ${scan}`, `fault: VM ${vmFault}, reference ${reference.fault()}`);
          compare(`after scan ${scan}`);
        }
        if (reference.fault() !== null) faulted++;
      } catch (error) {
        failures++;
        if (reports.length < 3) reports.push((error as Error).message);
      }
    }
    if (SEEDS > 1000)
      console.log(`array differential: ${SEEDS} programs, ${failures} differences, ${faulted} faulted`);
    expect(reports).toEqual([]);
    // The generator must reach the index-range fault now and then, and not in most programs.
    expect(faulted).toBeGreaterThan(SEEDS / 20);
    expect(faulted).toBeLessThan(SEEDS * 0.8);
  });
});
