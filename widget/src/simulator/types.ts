/**
 * The public shape of the simulator controller (simulatorController.ts): what views and embedders
 * read and call. Plain TypeScript, no React.
 */
import type { CompileResult, Diagnostic, ProgramMode, Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';

/** PROG (stopped, editable) or RUN (scanning). */
export type RunMode = 'PROG' | 'RUN';

/** The status panel (spec 000 §2 "Toolbar"). */
export type SimulatorStatus =
  | { kind: 'errors'; text: 'Program contains Errors' }
  | { kind: 'program'; text: 'PLC is in Program mode' }
  | { kind: 'running'; text: 'Program running...' };

/** One line of the Output tab. */
export interface LogEntry {
  /** Increasing id, for React keys. */
  id: number;
  level: 'info' | 'warning' | 'error';
  text: string;
  /** Scan count when it was logged. */
  scan: number;
  /**
   * A RUN refused because the language that runs has no program while this one has: the Output tab
   * offers to switch to it.
   */
  switchTo?: ProgramMode;
}

/** Why the last RUN was refused: errors (see the Errors tab) or an empty program in the chosen language. */
export type RunRefusal = { kind: 'errors' } | { kind: 'emptyLanguage'; switchTo: ProgramMode };

/**
 * Everything that changes rarely: a new object whenever any of it changes (for
 * `useSyncExternalStore`); never changes per scan. Per-scan data (scan count, last scan time, tag
 * values, energised states) is read from `SimulatorController.live` when a view paints.
 */
export interface SimulatorState {
  /** The loaded project, or null before `load`. */
  project: Project | null;
  /** The compile of the loaded project (`compileProject(project, { trackPower: true })`). */
  compiled: CompileResult | null;
  /** Diagnostics of the last compile or RUN attempt (errors keep PROG). */
  diagnostics: readonly Diagnostic[];
  mode: RunMode;
  /** RUN but not scanning until `resume` (or `step`). */
  paused: boolean;
  /** Wall-clock rate: 0.25 to 10; every scan is still 100 ms of plant time. */
  speed: number;
  status: SimulatorStatus;
  /** The watchdog fault that stopped the last run, or null. */
  fault: string | null;
  /** Forced tags by name as the project spells it, with their held values. */
  forced: ReadonlyMap<string, number>;
  /** Tags the trend recorder samples, by name. */
  trended: readonly string[];
  log: readonly LogEntry[];
}

/** Live values, read from engine memory when a view paints. */
export interface LiveReader {
  /** The engine (for SceneCanvas); its memory views are valid until the next load. */
  readonly engine: Engine;
  /** Scans since RUN. */
  scanCount(): number;
  /** Wall-clock ms the last scan took. */
  lastScanTime(): number;
  /** Plant ms since RUN (scans × their dt). */
  plantTime(): number;
  /** A tag's value by name, alias or `Tag.MEMBER`; undefined when unknown or nothing is loaded. */
  value(name: string): number | undefined;
  /** A tag's or child tag's value by its id (tagMap / childTagMap key). */
  valueOfId(id: string): number | undefined;
  /** Whether a ladder instruction or branch (by id) is energised; false when not running or unknown. */
  energised(elementId: string): boolean;
}

/** Why an input cannot be toggled or written; null when it can. */
export type InputRefusal = string | null;

/** Samples of the trend recorder: plant time and one value per trended tag, oldest first. */
export interface TrendSamples {
  /** Plant time in ms of each sample. */
  time: Float64Array;
  /** One array per trended tag, in `SimulatorState.trended` order. */
  values: Float64Array[];
  /** Number of valid samples in each array. */
  length: number;
}
