import { performance } from 'node:perf_hooks';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { compileProject } from '../compile.ts';
import { SCENE_PICKER } from '../scenes/catalogue.ts';
import { demoProject } from '../scenes/demoProject.ts';
import { HOUR_SCANS, SCAN_MS } from './protocol.ts';

/** One scene's figure: an hour of plant time with its demo program and the physics, in one call. */
export interface SceneBenchFigure {
  scene: string;
  hourMillis: number;
  microsPerScan: number;
}

/**
 * Runs every scene's demo program (START pressed once, then left running) for one hour of plant
 * time inside WebAssembly: program plus scene physics per scan. The best of `runs`.
 */
export async function benchScenes(runs = 3): Promise<SceneBenchFigure[]> {
  const engine = await loadEngine();
  const figures: SceneBenchFigure[] = [];
  for (const scene of SCENE_PICKER) {
    const { program, diagnostics } = compileProject(demoProject(scene.id));
    if (!program) throw new Error(`${scene.name} demo does not compile: ${diagnostics[0]?.message}`);
    let best = Infinity;
    for (let run = 0; run < runs; run++) {
      engine.load(program);
      engine.prescan();
      engine.set('START', 1);
      engine.set('CALL3', 1);
      engine.scan(SCAN_MS);
      engine.set('START', 0);
      const started = performance.now();
      const status = engine.runScans(HOUR_SCANS, SCAN_MS);
      const elapsed = performance.now() - started;
      if (!status.ok) throw new Error(`${scene.name}: ${status.message}`);
      best = Math.min(best, elapsed);
    }
    figures.push({ scene: scene.name, hourMillis: best, microsPerScan: (best * 1000) / HOUR_SCANS });
  }
  return figures;
}
