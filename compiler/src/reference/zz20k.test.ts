import { it } from 'vitest';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { runDifferential } from './differentialRun.ts';
import { randomProject } from './randomProgram.ts';
it('20k', { timeout: 3_000_000 }, async () => {
  const engine = await loadEngine();
  let faults = 0;
  let diffs = 0;
  let paths = 0;
  for (let seed = 1; seed <= 20000; seed++) {
    const p = randomProject(seed, { structs: true });
    paths += Object.values(p.instructionMap).filter((i) => /[.[]/.test(String(i.tag)) || Object.values(i.ref ?? {}).some((o) => typeof o === 'string' && /[.[]/.test(o) && !(o in p.childTagMap))).length;
    try {
      const { fault } = await runDifferential(engine, seed, p, 60);
      if (fault !== null) faults++;
    } catch (e) {
      diffs++;
      if (diffs < 3) console.log(String(e).slice(0, 3000));
    }
  }
  console.log(`RESULT 20000 programs: ${diffs} differences, ${faults} index faults, ${paths} path-ish instructions`);
});
