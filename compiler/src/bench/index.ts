/**
 * @plcsim/compiler/bench: the engine benchmark (../shared/bench) — its protocol, programs and
 * measurements of the VM against the reference interpreters — for `plcsim bench` (the cli package).
 */
export { FULL, QUICK, type Protocol } from './protocol.ts';
export { compileMillis } from './compileTime.ts';
export {
  benchProject,
  loadB1,
  loadB2,
  loadB3Instructions,
  loadB3Ladder,
  loadB3St,
  type BenchFigures,
} from './runBench.ts';
export { benchScenes, type SceneBenchFigure } from './sceneBench.ts';
export { benchTankStepCost, type TankStepCost } from './tankBench.ts';
export { benchWatchdog, type WatchdogFigures } from './watchdogBench.ts';
