/**
 * User FUNCTION_BLOCK and FUNCTION differential test (issue 24): random programs with user units
 * (randomUserFbSt.ts) compiled by `compileSt` and run on the WebAssembly VM hold the same value as the
 * reference interpreter running the inlined program in every tag and member after every scan.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileSt } from '../compileSt.ts';
import { randomUserFbSt } from './randomUserFbSt.ts';
import { StReference } from './stReference.ts';

/** Programs per `npm test`; `USER_FB_SEEDS=20000 npx vitest run …` runs more. */
const SEEDS = Number(process.env.USER_FB_SEEDS ?? 1000);
const SCANS = 5;

describe('user function blocks and functions: VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random programs over ${SCANS} scans`, { timeout: 900_000 }, async () => {
    const engine = await loadEngine();
    let failures = 0;
    const reports: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { project, source, schedule } = randomUserFbSt(seed, SCANS);
      try {
        const fail = (when: string, detail: string): never => {
          throw new Error(`seed ${seed}, ${when}: ${detail}\n${source}`);
        };
        const { program, diagnostics, inlined } = compileSt(source, project);
        if (program === null || !inlined) return fail('compile', JSON.stringify(diagnostics));
        const reference = new StReference(project, inlined, source);
        if (!engine.load(program).ok) fail('load', 'refused');
        const compare = (when: string) => {
          for (const name of reference.names()) {
            const [ref, vm] = [reference.get(name), engine.get(name)];
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
          if ((status.ok ? null : status.message) !== reference.fault())
            fail(
              `scan ${scan}`,
              `fault: VM ${status.ok ? null : status.message}, reference ${reference.fault()}`,
            );
          compare(`after scan ${scan}`);
        }
      } catch (error) {
        failures++;
        if (reports.length < 3) reports.push((error as Error).message);
      }
    }
    if (SEEDS > 1000) console.log(`user FB differential: ${SEEDS} programs, ${failures} differences`);
    expect(reports).toEqual([]);
  });
});
