import { performance } from 'node:perf_hooks';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import { demoProject } from '../scenes/demoProject.ts';
import { TANK_PI_ST, waterTankStProject } from '../scenes/waterTankControllers.ts';
import { HOUR_SCANS, SCAN_MS } from './protocol.ts';

/** The Water Tank's scene step cost (issue 26): µs per scan, program plus physics, best of `runs`. */
export interface TankStepCost {
  discreteMicrosPerScan: number;
  analogMicrosPerScan: number;
}

/**
 * One hour of plant time in one runScans call: the discrete demo (FILL/DRAIN between the float
 * switches, no analog channels) against the PI level loop in Structured Text driving the
 * proportional inlet with the open outlet (the analog physics).
 */
export async function benchTankStepCost(runs = 3): Promise<TankStepCost> {
  const engine = await loadEngine();
  const timeOf = (project: Project, start: boolean): number => {
    const { program, diagnostics } = compileProject(project);
    if (!program) throw new Error(`Water Tank bench does not compile: ${diagnostics[0]?.message}`);
    let best = Infinity;
    for (let run = 0; run < runs; run++) {
      engine.load(program);
      engine.prescan();
      if (start) {
        engine.set('START', 1);
        engine.scan(SCAN_MS);
        engine.set('START', 0);
      }
      const started = performance.now();
      const status = engine.runScans(HOUR_SCANS, SCAN_MS);
      const elapsed = performance.now() - started;
      if (!status.ok) throw new Error(`Water Tank bench: ${status.message}`);
      best = Math.min(best, elapsed);
    }
    return (best * 1000) / HOUR_SCANS;
  };
  return {
    discreteMicrosPerScan: timeOf(demoProject('WATER_TANK'), true),
    analogMicrosPerScan: timeOf(waterTankStProject(TANK_PI_ST, 0), false),
  };
}
