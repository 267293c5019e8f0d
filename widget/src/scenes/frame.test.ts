import { compileProject, demoProject, TANK_PI_ST, waterTankStProject, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSceneFrame } from './frame.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEmbeddedEngine();
});

function run(project: Project, scans: number): void {
  const { program } = compileProject(project);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  engine.prescan();
  expect(engine.runScans(scans, 100).ok).toBe(true);
}

describe('readSceneFrame: analog channels (supporting tags with a port)', () => {
  it('carries the Water Tank transmitter and valve values the VM computed', () => {
    run(waterTankStProject(TANK_PI_ST, 0), 100);
    const frame = readSceneFrame(engine, 'WATER_TANK', true);
    expect(frame.io.LEVEL_PV).toBe(engine.get('LEVEL_PV'));
    expect(frame.io.LEVEL_PV).toBeGreaterThan(0);
    expect(frame.io.INLET_CV).toBe(engine.get('INLET_CV'));
    expect(frame.io.INLET_CV).toBeGreaterThan(0);
    expect(frame.io.LEVEL_PV).toBeCloseTo(((frame.vars.level ?? NaN) / 60) * 100, 4);
  });

  it('leaves them out when the project has no such tags', () => {
    run(demoProject('WATER_TANK'), 10);
    const frame = readSceneFrame(engine, 'WATER_TANK', true);
    expect(Object.keys(frame.io).sort()).toEqual(['DRAIN', 'FILL', 'HIGH', 'LOW']);
  });
});
