/**
 * Structure differential test (issue 24): random programs over STRUCTs, arrays of STRUCT/TIMER/COUNTER and
 * an enumeration (randomStructSt.ts) compiled by `compileProject` and run on the WebAssembly VM hold the
 * same value as the reference interpreter in every member after every scan, and stop with the same
 * index-range fault.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../compile.ts';
import { parseVarBlocks } from '../../iec/varBlock.ts';
import { blankQualifiers } from '../declareTypes.ts';
import { withEnumValues } from '../enumValues.ts';
import { parseSt } from '../parse/parseSt.ts';
import { TagResolver } from '../resolve.ts';
import { declareTypes } from '../declareTypes.ts';
import { randomStructSt } from './randomStructSt.ts';
import { StReference } from './stReference.ts';

/** Programs per `npm test`; `STRUCT_SEEDS=20000 npx vitest run …` runs more. */
const SEEDS = Number(process.env.STRUCT_SEEDS ?? 1000);
const SCANS = 5;

describe('structures in Structured Text: VM against the reference interpreter', () => {
  it(
    `agrees on ${SEEDS} random structure programs over ${SCANS} scans`,
    { timeout: Math.max(600_000, SEEDS * 200) },
    async () => {
      const engine = await loadEngine();
      let faulted = 0;
      let failures = 0;
      const reports: string[] = [];
      for (let seed = 1; seed <= SEEDS; seed++) {
        const { project, source, schedule } = randomStructSt(seed, SCANS);
        try {
          const fail = (when: string, detail: string): never => {
            throw new Error(`seed ${seed}, ${when}: ${detail}\n${source}`);
          };
          const { program, diagnostics } = compileProject(project);
          if (program === null) return fail('compile', JSON.stringify(diagnostics));
          const vars = parseVarBlocks(blankQualifiers(source).text);
          const parsed = parseSt(vars.rest);
          if (parsed.diagnostics.length > 0) fail('parse', JSON.stringify(parsed.diagnostics));
          const typed = declareTypes(project, vars);
          const resolver = new TagResolver(project, typed.enums, typed.enumTags);
          const reference = new StReference(project, withEnumValues(parsed.program, resolver), source);
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
          compare('after prescan');
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
        console.log(`structure differential: ${SEEDS} programs, ${failures} differences, ${faulted} faulted`);
      expect(reports).toEqual([]);
      expect(faulted).toBeGreaterThan(SEEDS / 50);
      expect(faulted).toBeLessThan(SEEDS * 0.8);
    },
  );
});
