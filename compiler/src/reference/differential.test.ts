/**
 * Differential test: random ladder programs run on the WebAssembly VM and on the reference interpreter
 * must hold the same value in every tag and member after the pre-scan and after every scan.
 */
import { describe, expect, it } from 'vitest';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { runDifferential } from './differentialRun.ts';
import { randomProject } from './randomProgram.ts';

const SEEDS = 1000;
const SCANS = 60;

describe('VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random programs over ${SCANS} scans`, { timeout: 120_000 }, async () => {
    const engine = await loadEngine();
    for (let seed = 1; seed <= SEEDS; seed++) await runDifferential(engine, seed, randomProject(seed), SCANS);
  });
});

describe('VM against the reference interpreter, with REAL', () => {
  it(`agrees on ${SEEDS} random REAL programs over ${SCANS} scans`, { timeout: 120_000 }, async () => {
    const engine = await loadEngine();
    for (let seed = 1; seed <= SEEDS; seed++) {
      await runDifferential(engine, seed, randomProject(seed, { real: true }), SCANS);
    }
  });
});

describe('VM against the reference interpreter, with arrays', () => {
  it(
    `agrees on ${SEEDS} random array programs over ${SCANS} scans, index faults included`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      let faults = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const { fault } = await runDifferential(engine, seed, randomProject(seed, { arrays: true }), SCANS);
        if (fault !== null) faults++;
      }
      // The fault path is compared too: some programs stop with an index out of range, most run on.
      expect(faults).toBeGreaterThan(SEEDS / 10);
      expect(faults).toBeLessThan(SEEDS / 2);
    },
  );
});

describe('VM against the reference interpreter, with structures', () => {
  it(
    `agrees on ${SEEDS} random programs with STRUCT tags and arrays of TIMER/COUNTER/STRUCT`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      let faults = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const { fault } = await runDifferential(engine, seed, randomProject(seed, { structs: true }), SCANS);
        if (fault !== null) faults++;
      }
      expect(faults).toBeGreaterThan(SEEDS / 20);
      expect(faults).toBeLessThan(SEEDS / 2);
    },
  );
});

describe('VM against the reference interpreter, with file and shift instructions', () => {
  it(
    `agrees on ${SEEDS} random programs with BSL, BSR, FFL, FFU, LFL, LFU, SQO, SQI, SQL and RES of a CONTROL`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      for (let seed = 1; seed <= SEEDS; seed++) {
        await runDifferential(engine, seed, randomProject(seed, { files: true, real: true }), SCANS);
      }
    },
  );
});

describe('VM against the reference interpreter, with JMP/LBL, MCR, NOP, AFI, COP and FLL', () => {
  it(
    `agrees on ${SEEDS} random programs with program control and file copies`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      for (let seed = 1; seed <= SEEDS; seed++) {
        const options = { programControl: true, arrays: true, real: true, structs: seed % 2 === 0 };
        await runDifferential(engine, seed, randomProject(seed, options), SCANS);
      }
    },
  );
});

describe('VM against the reference interpreter, with subroutines', () => {
  it(
    `agrees on ${SEEDS / 2} random programs with JSR, SBR and RET, nesting faults included`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      let faults = 0;
      for (let seed = 1; seed <= SEEDS / 2; seed++) {
        const project = randomProject(seed, { subroutines: true });
        const { fault } = await runDifferential(engine, seed, project, SCANS);
        if (fault !== null) faults++;
      }
      // Some programs recurse past the limit and stop with the nesting fault on both sides.
      expect(faults).toBeGreaterThan(0);
      expect(faults).toBeLessThan(SEEDS / 4);
    },
  );
});

describe('VM against the reference interpreter, with PID', () => {
  it(
    `agrees on ${SEEDS} random programs with PID loops over ${SCANS} scans`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      for (let seed = 1; seed <= SEEDS; seed++) {
        await runDifferential(engine, seed, randomProject(seed, { pid: true, real: true }), SCANS);
      }
    },
  );
});

describe('VM against the reference interpreter, with the compute instructions', () => {
  it(
    `agrees on ${SEEDS} random programs with CPT, CMP, LIM, MEQ, SCP, BTD, MVM and the rest`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      for (let seed = 1; seed <= SEEDS; seed++) {
        const options = { compute: true, real: seed % 2 === 0, arrays: seed % 3 === 0 };
        await runDifferential(engine, seed, randomProject(seed, options), SCANS);
      }
    },
  );
});

describe('VM against the reference interpreter, with Add-On Instructions', () => {
  it(
    `agrees on ${SEEDS * 0.3} random programs calling a small AOI (ladder logic, EnableInFalse, InOut)`,
    { timeout: 120_000 },
    async () => {
      const engine = await loadEngine();
      for (let seed = 1; seed <= SEEDS * 0.3; seed++) {
        await runDifferential(
          engine,
          seed,
          randomProject(seed, { addOns: true, real: seed % 2 === 0 }),
          SCANS,
        );
      }
    },
  );
});
