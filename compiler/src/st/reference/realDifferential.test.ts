/**
 * REAL differential test: random REAL programs (randomRealSt.ts) compiled by `compileProject` and run on
 * the WebAssembly VM hold the same value as the reference interpreter in every tag after every scan,
 * bit for bit (NaN equals NaN, -0 is not 0).
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../compile.ts';
import { parseSt } from '../parse/parseSt.ts';
import { randomRealSt } from './randomRealSt.ts';
import { StReference } from './stReference.ts';

/** Programs per `npm test`; `REAL_SEEDS=20000 npx vitest run …` runs more. */
const SEEDS = Number(process.env.REAL_SEEDS ?? 1000);
const SCANS = 3;

describe('REAL in Structured Text: VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random REAL programs over ${SCANS} scans`, { timeout: 600_000 }, async () => {
    const engine = await loadEngine();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { project, source } = randomRealSt(seed);
      const fail = (when: string, detail: string): never => {
        throw new Error(`seed ${seed}, ${when}: ${detail}\n${source}`);
      };
      const { program, diagnostics } = compileProject(project);
      if (program === null) return fail('compile', JSON.stringify(diagnostics));
      const parsed = parseSt(source);
      if (parsed.diagnostics.length > 0) fail('parse', JSON.stringify(parsed.diagnostics));
      const reference = new StReference(project, parsed.program, source);
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
      for (let scan = 1; scan <= SCANS; scan++) {
        if (!engine.scan(100).ok) fail(`scan ${scan}`, 'trapped');
        reference.scan(100);
        compare(`after scan ${scan}`);
      }
    }
    expect(true).toBe(true);
  });
});
