import { performance } from 'node:perf_hooks';
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { compileProject } from '../compile.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import type { Project } from '../model/project.ts';
import { runSequence } from '../sequence/runSequence.ts';
import { median, SCAN_MS } from './protocol.ts';

/** What the watchdog and the run budget cost at their worst, and what correct programs use. */
export interface WatchdogFigures {
  /** Median and slowest milliseconds of a scan the watchdog ends (nested loops). */
  faultScanMillis: { median: number; max: number };
  /** Largest work (instructions + scan overhead) of one scan of each correct program. */
  correctWorkPerScan: { name: string; work: number }[];
  /** Milliseconds of a sequence run that spends the whole default work budget. */
  budgetRunMillis: number;
}

function stProject(source: string): Project {
  const project = createEmptyProject('watchdog bench');
  return { ...project, programMode: 'ST', stSource: `VAR i, j, n : DINT; END_VAR\n${source}` };
}

function compiled(project: Project) {
  const { program, diagnostics } = compileProject(project);
  if (!program) throw new Error(`does not compile: ${diagnostics[0]?.message}`);
  return program;
}

function mostWorkPerScan(engine: Engine, project: Project, input: string, scans: number): number {
  engine.load(compiled(project));
  engine.set(input, 1);
  engine.prescan();
  let most = 0;
  for (let scan = 0; scan < scans; scan++) {
    if (scan % 10 === 0) engine.set(input, engine.get(input) ? 0 : 1);
    const before = engine.workDone;
    engine.scan(SCAN_MS);
    most = Math.max(most, engine.workDone - before);
  }
  return most;
}

/**
 * Times the watchdog's worst case (a scan of nested loops it ends), the work correct programs do per
 * scan, and a test sequence whose program loops at the cap every scan until the run budget stops it.
 */
export async function benchWatchdog(
  correct: readonly { name: string; project: Project; input: string }[],
  faultScans: number,
): Promise<WatchdogFigures> {
  const engine = await loadEngine();
  const nested = compiled(
    stProject('FOR i := 1 TO 999 DO FOR j := 1 TO 999 DO n := n + i * j; END_FOR; END_FOR;'),
  );
  engine.load(nested);
  const times: number[] = [];
  for (let n = 0; n < faultScans; n++) {
    engine.prescan();
    const started = performance.now();
    engine.scan(SCAN_MS);
    times.push(performance.now() - started);
  }

  const correctWorkPerScan = correct.map(({ name, project, input }) => ({
    name,
    work: mostWorkPerScan(engine, project, input, 2000),
  }));

  // 80 statements in a loop of 10 000 passes: about 1.6 million instructions a scan, under the
  // watchdog, so only the run budget ends it.
  const body = Array.from({ length: 80 }, (_, k) => `n := n + i * ${k};`).join(' ');
  const heavy = stProject(`FOR i := 1 TO 10000 DO ${body} END_FOR;`);
  const steps = [{ description: '', inputs: [], outputs: [], sets: [], checks: [], fastForward: 3_600_000 }];
  const started = performance.now();
  runSequence(engine, heavy, compiled(heavy), { steps });
  const budgetRunMillis = performance.now() - started;

  return {
    faultScanMillis: { median: median(times), max: Math.max(...times) },
    correctWorkPerScan,
    budgetRunMillis,
  };
}
