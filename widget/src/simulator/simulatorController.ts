import {
  compileProjectWith,
  compilersNeeded,
  type CompileResult,
  type Diagnostic,
  type LadderCompiler,
  type Project,
  type StCompiler,
} from '@plcsim/compiler';
import { isMajorFault, Trap, type Engine, type EngineStatus } from '@plcsim/engine-wasm';
import { analogRefusal, drivenRefusal, sceneDrivenInputs, toggleRefusal } from './inputRules.ts';
import { emptyLanguage } from './programLanguage.ts';
import { clampSpeed, SCAN_MS, ScanSchedule } from './scanSchedule.ts';
import { loadedLadderCompiler, loadLadderCompiler } from './ladderCompilerLoader.ts';
import { compilesSubroutines, loadedStCompiler, loadStCompiler } from './stCompilerLoader.ts';
import { TrendRecorder } from './trendRecorder.ts';
import { defaultTrend } from '../trend/analogTrend.ts';
import type {
  InputRefusal,
  LiveReader,
  LogEntry,
  RunRefusal,
  SimulatorState,
  SimulatorStatus,
  TrendSamples,
} from './types.ts';

/** The clock the controller schedules scans with; tests pass a fake one. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How a controller gets the Structured Text and the ladder compilers. */
export interface ControllerOptions {
  /**
   * The Structured Text compiler (`compileSt` of `@plcsim/compiler/st`), for a host that ships it
   * anyway: every `load` then compiles at once. Without it, the first `load` of a
   * project in Structured Text imports it (a ladder-only page never downloads it) and finishes when it
   * has arrived; a RUN or Step asked for meanwhile waits for it.
   */
  compileSt?: StCompiler;
  /**
   * Fetches the compiler when `compileSt` is not given (tests); by default one import per page. With
   * `subroutines` (a project with subroutines, issue 25), one whose `routine` is set: it compiles them.
   */
  loadCompileSt?: (subroutines: boolean) => Promise<StCompiler>;
  /**
   * The ladder compiler (`compileLadder` of `@plcsim/compiler/ladder`), for a host that ships it; without
   * it, the first `load` of a ladder project imports it (a page in Structured Text never downloads it),
   * as for Structured Text.
   */
  compileLadder?: LadderCompiler;
  /** Fetches the ladder compiler when `compileLadder` is not given (tests). */
  loadCompileLadder?: () => Promise<LadderCompiler>;
}

/** RUN (`paused` false) or Step (`paused`, `steps` scans) asked for before the ST compiler arrived. */
interface QueuedStart {
  paused: boolean;
  steps: number;
}

/** Lines the Output tab keeps. */
const MAX_LOG = 500;

const STATUS = {
  errors: { kind: 'errors', text: 'Program contains Errors' },
  program: { kind: 'program', text: 'PLC is in Program mode' },
  running: { kind: 'running', text: 'Program running...' },
} as const satisfies Record<string, SimulatorStatus>;

const isError = (d: Diagnostic) => d.severity !== 'warning';

/**
 * Runs one project live on one Engine: compile, RUN (validation, pre-scan, a scan every 100 ms of
 * plant time on one clock), PROG, pause, step, speed, fast-forward, inputs (toggle, write once,
 * force), the status strings of spec 000 §2, an output log and a trend recorder. Plain TypeScript:
 * React views read `getSnapshot()` through `useSyncExternalStore` and live values through `live`
 * after each scan batch (`subscribeScan`), so nothing is copied into React state per scan.
 */
export class SimulatorController {
  readonly #engine: Engine;
  readonly #clock: Clock;
  readonly #schedule = new ScanSchedule();
  readonly #trend = new TrendRecorder();
  readonly #listeners = new Set<() => void>();
  readonly #scanListeners = new Set<() => void>();
  #state: SimulatorState;
  #timer: unknown = null;
  #loaded = false;
  #scanBase = 0;
  #plant = 0;
  #logId = 0;
  #warningsLogged = 0;
  #faultsLogged = 0;
  #minorFaultsLogged = 0;
  #driven = new Set<string>();
  #trendSlots: number[] = [];
  /** Whether the trended tags were chosen (`setTrended`); until then a load trends its analog channels. */
  #trendChosen = false;
  #pausedAt = 0;
  #refusal: RunRefusal | null = null;
  #compileSt: StCompiler | null;
  readonly #fetchSt: (subroutines: boolean) => Promise<StCompiler>;
  #compileLadder: LadderCompiler | null;
  readonly #fetchLadder: () => Promise<LadderCompiler>;
  /** Counts loads: a compile that finishes after a newer load is dropped. */
  #loads = 0;
  /** The load that waits for the ST compiler, or null. */
  #waiting: Promise<void> | null = null;
  #queued: QueuedStart | null = null;
  #disposed = false;

  /** Live values, read from engine memory when a view paints. */
  readonly live: LiveReader;

  constructor(engine: Engine, clock: Clock = browserClock, options: ControllerOptions = {}) {
    this.#engine = engine;
    this.#clock = clock;
    this.#compileSt = options.compileSt ?? (options.loadCompileSt ? null : loadedStCompiler());
    this.#fetchSt = options.loadCompileSt ?? loadStCompiler;
    this.#compileLadder =
      options.compileLadder ?? (options.loadCompileLadder ? null : loadedLadderCompiler());
    this.#fetchLadder = options.loadCompileLadder ?? loadLadderCompiler;
    this.live = {
      engine,
      scanCount: () => (this.#loaded ? this.#engine.scanCount - this.#scanBase : 0),
      lastScanTime: () => (this.#loaded ? this.#engine.lastScanTime : 0),
      plantTime: () => this.#plant,
      value: (name) => (this.#loaded ? this.#engine.get(name) : undefined),
      valueOfId: (id) => {
        const slot = this.#state.compiled?.slotOfId.get(id);
        return this.#loaded && slot !== undefined ? this.#engine.valueAtSlot(slot) : undefined;
      },
      energised: (elementId) => {
        if (!this.#loaded || this.#state.mode !== 'RUN') return false;
        const slot = this.#state.compiled?.powerSlots.get(elementId);
        return slot !== undefined && this.#engine.slots()[slot] !== 0;
      },
    };
    this.#state = {
      project: null,
      compiled: null,
      diagnostics: [],
      mode: 'PROG',
      paused: false,
      speed: 1,
      status: STATUS.program,
      fault: null,
      forced: new Map(),
      trended: [],
      log: [],
    };
  }

  /** A controller on `engine` with the browser's clock. */
  static create(engine: Engine, clock?: Clock, options?: ControllerOptions): SimulatorController {
    return new SimulatorController(engine, clock, options);
  }

  // ── subscription (arrow properties: stable identities for useSyncExternalStore) ──

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SimulatorState => this.#state;

  /** Called after every batch of scans (and after a write that changes values). */
  readonly subscribeScan = (listener: () => void): (() => void) => {
    this.#scanListeners.add(listener);
    return () => this.#scanListeners.delete(listener);
  };

  // ── loading and run mode ──

  /**
   * Compiles `project` (with the ladder's power slots) and loads its program; stops a run first.
   * Compile errors are kept as diagnostics and the status reads 'Program contains Errors'. A project
   * whose language's compiler has not arrived yet (see `ControllerOptions`) shows at once in PROG
   * without a compile, and compiles when it arrives (`whenLoaded`), unless another load came first.
   */
  load(project: Project): void {
    this.#stopTimer();
    const load = ++this.#loads;
    this.#queued = null;
    // A program with subroutines in the other language needs both compilers (issue 25), and one with
    // subroutines the Structured Text compiler that compiles them.
    const needed = compilersNeeded(project);
    const st =
      needed.st && (!this.#compileSt || (needed.subroutines && !compilesSubroutines(this.#compileSt)));
    if (st || (needed.ladder && !this.#compileLadder)) {
      this.#awaitCompiler(project, load, st, needed.ladder && !this.#compileLadder, needed.subroutines);
      return;
    }
    this.#waiting = null;
    this.#install(project, this.#compile(project));
  }

  /**
   * Fetches the Structured Text compiler (with subroutines) now, for a host that will likely need it soon
   * but not for its first load (the site's workspace, once it is interactive): later loads of a program
   * in Structured Text then compile at once. Resolves when it has arrived; a failed fetch is left to the
   * load that needs it, which reports it.
   */
  async prefetchStCompiler(): Promise<void> {
    if (compilesSubroutines(this.#compileSt)) return;
    try {
      const compileSt = await this.#fetchSt(true);
      if (!compilesSubroutines(this.#compileSt)) this.#compileSt = compileSt;
    } catch {
      // The load that needs the compiler fetches it again and shows the reason.
    }
  }

  #compile(project: Project): CompileResult {
    return compileProjectWith(project, { trackPower: true }, this.#compileSt, this.#compileLadder);
  }

  /** True while the last `load` waits for its language's compiler. */
  get compiling(): boolean {
    return this.#waiting !== null;
  }

  /** Resolves once the last `load` has compiled (at once unless it waits for a compiler). */
  async whenLoaded(): Promise<void> {
    while (this.#waiting) await this.#waiting;
  }

  #awaitCompiler(project: Project, load: number, st: boolean, ladder: boolean, subroutines: boolean): void {
    this.#loaded = false;
    this.#driven = sceneDrivenInputs(project);
    this.#resetCounters();
    this.#set({
      project,
      compiled: null,
      diagnostics: [],
      mode: 'PROG',
      paused: false,
      status: STATUS.program,
      fault: null,
      forced: new Map(),
    });
    this.#defaultTrend(project);
    this.#applyTrendNames(this.#state.trended);
    this.#notifyScan();
    const current = () => load === this.#loads && !this.#disposed;
    const arrival = Promise.all([
      st ? this.#fetchSt(subroutines).then((compileSt) => void (this.#compileSt = compileSt)) : undefined,
      ladder
        ? this.#fetchLadder().then((compileLadder) => void (this.#compileLadder = compileLadder))
        : undefined,
    ]);
    this.#waiting = arrival.then(
      () => {
        if (!current()) return;
        this.#waiting = null;
        const queued = this.#queued;
        this.#queued = null;
        this.#install(project, this.#compile(project));
        if (queued?.paused) this.step(queued.steps);
        else if (queued) this.run();
      },
      (error: unknown) => {
        if (!current()) return;
        this.#waiting = null;
        this.#queued = null;
        const reason = error instanceof Error ? error.message : String(error);
        const message = `The ${st ? 'Structured Text' : 'ladder'} compiler could not be loaded: ${reason}`;
        const diagnostics: Diagnostic[] = [{ source: st ? 'st' : 'ladder', severity: 'error', message }];
        const compiled: CompileResult = {
          program: null,
          diagnostics,
          slotOfId: new Map(),
          powerSlots: new Map(),
        };
        const log = this.#appended(this.#state.log, 'error', message);
        this.#set({ compiled, diagnostics, status: STATUS.errors, log });
      },
    );
  }

  /** Loads a compile's program into the engine and shows it in PROG. */
  #install(project: Project, compiled: CompileResult): void {
    const hasErrors = compiled.diagnostics.some(isError);
    this.#loaded = false;
    this.#driven = sceneDrivenInputs(project);
    let log = this.#state.log;
    if (compiled.program) {
      const loaded = this.#engine.load(compiled.program);
      if (loaded.ok) this.#loaded = true;
      else log = this.#appended(log, 'error', loaded.message ?? 'The program could not be loaded.');
    }
    this.#resetCounters();
    this.#set({
      project,
      compiled,
      diagnostics: compiled.diagnostics,
      mode: 'PROG',
      paused: false,
      status: hasErrors ? STATUS.errors : STATUS.program,
      fault: null,
      forced: new Map(),
      log,
    });
    this.#defaultTrend(project);
    this.#applyTrendNames(this.#state.trended);
    this.#notifyScan();
  }

  /**
   * Switches to RUN (spec 000 §4 "Running"): validation first — with errors the mode stays PROG, the
   * status reads 'Program contains Errors' and the refusal is logged; otherwise the pre-scan runs and
   * scans start. RUN while paused resumes. True when running, or (while the last load waits for the
   * Structured Text compiler) when it will start as soon as the program is compiled.
   */
  run(): boolean {
    if (this.#waiting) return this.#queue({ paused: false, steps: 0 });
    if (this.#state.mode === 'RUN' && this.#state.paused) this.resume();
    return this.#start(false);
  }

  /**
   * RUN or Step while the ST compiler is on its way: an empty program is refused at once (that needs no
   * compile); otherwise true, and it starts as soon as the program is compiled (or is refused then).
   */
  #queue(start: QueuedStart): boolean {
    this.#refusal = null;
    if (this.#refusedEmptyLanguage()) return false;
    const steps = start.paused && this.#queued?.paused ? this.#queued.steps + start.steps : start.steps;
    this.#queued = { paused: start.paused, steps };
    return true;
  }

  /** Refuses (and logs) RUN of an empty program in the language that runs while the other has one. */
  #refusedEmptyLanguage(): boolean {
    const empty = this.#state.project ? emptyLanguage(this.#state.project) : null;
    if (!empty) return false;
    this.#refusal = { kind: 'emptyLanguage', switchTo: empty.other };
    const log = this.#appended(this.#state.log, 'warning', empty.text, empty.other);
    this.#set({ log });
    return true;
  }

  /** Why the last RUN (or Step from PROG) was refused; null when it started. */
  get runRefusal(): RunRefusal | null {
    return this.#refusal;
  }

  /**
   * RUN as `run` does; `paused` starts it held at scan 0 (Step from PROG). An empty program in the
   * language that runs while the other language has one is refused with a line offering the switch.
   */
  #start(paused: boolean): boolean {
    if (this.#state.mode === 'RUN') return true;
    this.#refusal = null;
    if (this.#refusedEmptyLanguage()) return false;
    const compiled = this.#state.compiled;
    const errors = compiled?.diagnostics.filter(isError) ?? [];
    if (!compiled?.program || errors.length > 0 || !this.#loaded) {
      const count = errors.length;
      const text =
        count > 0
          ? `RUN refused: the program has ${count} ${count === 1 ? 'error' : 'errors'}. See the Errors tab.`
          : 'RUN refused: there is no program to run.';
      this.#refusal = { kind: 'errors' };
      this.#set({ status: STATUS.errors, log: this.#appended(this.#state.log, 'error', text) });
      return false;
    }
    this.#engine.setForces(this.#state.forced);
    const prescan = this.#engine.prescan();
    this.#resetCounters();
    this.#trend.reset(this.#trendSlots.length);
    this.#schedule.start(this.#clock.now(), this.#state.speed);
    this.#pausedAt = 0;
    this.#set({ mode: 'RUN', paused, status: STATUS.running, fault: null });
    this.#handle(prescan);
    // The pre-scan itself can trip the watchdog and stop the run.
    const running = this.#isRunning();
    if (running && !paused) this.#startTimer();
    this.#notifyScan();
    return running;
  }

  /** Back to PROG: scanning stops; tag values stay as they are. */
  stop(): void {
    this.#queued = null;
    this.#stopTimer();
    if (this.#state.mode === 'PROG') return;
    const hasErrors = this.#state.diagnostics.some(isError);
    this.#set({ mode: 'PROG', paused: false, status: hasErrors ? STATUS.errors : STATUS.program });
    this.#notifyScan();
  }

  /** Holds the scan clock (RUN only); `step` then runs scans one by one. */
  pause(): void {
    if (this.#state.mode !== 'RUN' || this.#state.paused) return;
    this.#stopTimer();
    this.#pausedAt = this.#schedule.plantAt(this.#clock.now());
    this.#set({ paused: true });
  }

  resume(): void {
    if (this.#state.mode !== 'RUN' || !this.#state.paused) return;
    this.#schedule.rebase(this.#clock.now(), this.#pausedAt);
    this.#set({ paused: false });
    this.#startTimer();
  }

  /**
   * Runs exactly `n` scans of 100 ms while paused. From PROG it first switches to RUN held at scan 0
   * (validation and pre-scan as `run`), so Step from a stopped PLC single-steps from the start. False
   * when the PLC is running unpaused or RUN was refused. While the last load waits for the Structured
   * Text compiler, Step is kept (steps add up) and runs once the program is compiled.
   */
  step(n = 1): boolean {
    if (this.#waiting) return this.#queue({ paused: true, steps: Math.max(0, Math.floor(n)) });
    if (this.#state.mode === 'PROG' && !this.#start(true)) return false;
    if (this.#state.mode !== 'RUN' || !this.#state.paused) return false;
    const count = Math.max(0, Math.floor(n));
    let ran = 0;
    for (; ran < count && this.#state.mode === 'RUN'; ran++) this.#scanOnce(SCAN_MS);
    this.#schedule.advance(ran);
    this.#pausedAt += ran * SCAN_MS;
    this.#notifyScan();
    return true;
  }

  /** Wall-clock rate from now on: 0.25× to 10×; every scan stays 100 ms of plant time. */
  setSpeed(speed: number): void {
    const clamped = clampSpeed(speed);
    this.#schedule.setSpeed(this.#clock.now(), clamped);
    // The next scan falls due at another wall time.
    if (this.#state.mode === 'RUN' && !this.#state.paused) this.#startTimer();
    this.#set({ speed: clamped });
  }

  /**
   * Runs `ms` of plant time at once, inside the VM (ceil(ms / 100) scans of 100 ms; forces held,
   * scene moving); RUN only. While tags are trended the scans run one at a time so the trend keeps its
   * sample per scan (a loop's response to a fast-forward shows as it happened, issue 26); else in one call.
   */
  fastForward(ms: number): boolean {
    if (this.#state.mode !== 'RUN' || !Number.isFinite(ms) || ms <= 0) return false;
    const scans = Math.ceil(ms / SCAN_MS);
    const before = this.#engine.scanCount;
    const step = this.#trendSlots.length > 0 ? 1 : scans;
    let result: EngineStatus;
    let ran = 0;
    do {
      const batch = Math.min(step, scans - ran);
      result = this.#engine.runScans(batch, SCAN_MS);
      const done = this.#engine.scanCount - before - ran;
      ran += done;
      this.#plant += done * SCAN_MS;
      this.#sample();
      if (done < batch || isMajorFault(result.trap)) break;
    } while (ran < scans);
    this.#schedule.advance(ran);
    if (this.#state.paused) this.#pausedAt += ran * SCAN_MS;
    this.#handle(result);
    this.#notifyScan();
    return true;
  }

  // ── inputs ──

  /** Why `name` cannot be toggled now, or null. */
  inputRefusal(name: string): InputRefusal {
    return toggleRefusal(
      this.#engine,
      this.#loaded ? this.#state.project : null,
      this.#state.mode,
      this.#driven,
      name,
    );
  }

  /** Why the analog input `name` (a REAL AI{n}) cannot be set now, or null (issue 26). */
  analogRefusal(name: string): InputRefusal {
    return analogRefusal(
      this.#engine,
      this.#loaded ? this.#state.project : null,
      this.#state.mode,
      this.#driven,
      name,
    );
  }

  /** Flips a BOOL input in RUN; refused (with the reason, also logged) for anything else. */
  toggle(name: string): InputRefusal {
    const refusal = this.inputRefusal(name);
    if (refusal) return refusal;
    this.#engine.set(name, this.#engine.get(name) ? 0 : 1);
    this.#notifyScan();
    return null;
  }

  /** Writes a tag once (the program and scene may change it at the next scan). */
  write(name: string, value: number): InputRefusal {
    const refusal = this.#writeRefusal(name, value);
    if (refusal) return refusal;
    this.#engine.set(name, value);
    this.#notifyScan();
    return null;
  }

  /** Holds a tag at `value` before and after the program in every scan until `unforce`. */
  force(name: string, value: number): InputRefusal {
    const refusal = this.#writeRefusal(name, value);
    if (refusal) return refusal;
    const spelled = this.#engine.symbol(name)?.name ?? name;
    const forced = new Map(this.#state.forced);
    forced.set(spelled, value);
    if (!this.#engine.setForces(forced)) return `At most 64 tags can be forced at once.`;
    this.#set({ forced, log: this.#appended(this.#state.log, 'info', `Forced ${spelled} to ${value}.`) });
    this.#notifyScan();
    return null;
  }

  unforce(name: string): void {
    const spelled = this.#engine.symbol(name)?.name ?? name;
    if (!this.#state.forced.has(spelled)) return;
    const forced = new Map(this.#state.forced);
    forced.delete(spelled);
    this.#engine.setForces(forced);
    this.#set({ forced, log: this.#appended(this.#state.log, 'info', `Released the force on ${spelled}.`) });
  }

  #writeRefusal(name: string, value: number): InputRefusal {
    const symbol = this.#loaded ? this.#engine.symbol(name) : undefined;
    if (!symbol) return `Unknown tag "${name}".`;
    if (!Number.isFinite(value)) return 'The value must be a number.';
    return this.#state.project ? drivenRefusal(this.#state.project, this.#driven, symbol.name) : null;
  }

  // ── trend ──

  /** Chooses the tags the trend recorder samples every scan (starts the recording over). */
  setTrended(names: readonly string[]): void {
    this.#trendChosen = true;
    this.#set({ trended: [...names] });
    this.#applyTrendNames(names);
  }

  trend(): TrendSamples {
    return this.#trend.samples();
  }

  /**
   * Until tags are chosen, a project with analog channels trends them (`defaultTrend`, issue 26): a
   * discrete project trends nothing, as before.
   */
  #defaultTrend(project: Project): void {
    if (this.#trendChosen) return;
    const names = defaultTrend(project);
    const same =
      names.length === this.#state.trended.length && names.every((n, i) => n === this.#state.trended[i]);
    if (!same) this.#set({ trended: names });
  }

  #applyTrendNames(names: readonly string[]): void {
    this.#trendSlots = names.map((name) => (this.#loaded ? (this.#engine.symbol(name)?.slot ?? -1) : -1));
    this.#trend.reset(names.length);
  }

  #sample(): void {
    if (this.#trendSlots.length === 0) return;
    this.#trend.record(
      this.#plant,
      this.#trendSlots.map((slot) => (slot >= 0 ? (this.#engine.valueAtSlot(slot) ?? 0) : 0)),
    );
  }

  // ── the output log ──

  /** Empties the Output tab. */
  clearLog(): void {
    this.#set({ log: [] });
  }

  #appended(
    log: readonly LogEntry[],
    level: LogEntry['level'],
    text: string,
    switchTo?: LogEntry['switchTo'],
  ): readonly LogEntry[] {
    const entry: LogEntry = { id: ++this.#logId, level, text, scan: this.live.scanCount() };
    if (switchTo) entry.switchTo = switchTo;
    return [...log, entry].slice(-MAX_LOG);
  }

  // ── scanning ──

  #startTimer(): void {
    this.#stopTimer();
    const delay = Math.max(0, this.#schedule.nextDueWall() - this.#clock.now());
    this.#timer = this.#clock.setTimeout(() => this.#tick(), delay);
  }

  #stopTimer(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #tick(): void {
    this.#timer = null;
    if (this.#state.mode !== 'RUN' || this.#state.paused) return;
    const dts = this.#schedule.due(this.#clock.now());
    for (const dt of dts) {
      this.#scanOnce(dt);
      if (this.#state.mode !== 'RUN') break;
    }
    if (dts.length > 0) this.#notifyScan();
    if (this.#state.mode === 'RUN' && !this.#state.paused) this.#startTimer();
  }

  #scanOnce(dt: number): void {
    const result = this.#engine.scan(dt);
    this.#plant += Math.max(0, Math.round(dt));
    this.#sample();
    this.#handle(result);
  }

  /** Logs new loop-cap warnings, minor faults and scene faults; a watchdog fault stops the run. */
  #handle(result: EngineStatus): void {
    let log = this.#state.log;
    const warnings = this.#engine.warnings();
    for (; this.#warningsLogged < warnings.length; this.#warningsLogged++) {
      log = this.#appended(log, 'warning', warnings[this.#warningsLogged] ?? '');
    }
    // The engine lists each minor fault once per run (it starts over at the pre-scan).
    const minorFaults = this.#engine.minorFaults();
    for (; this.#minorFaultsLogged < minorFaults.length; this.#minorFaultsLogged++) {
      log = this.#appended(log, 'warning', minorFaults[this.#minorFaultsLogged]?.message ?? '');
    }
    const faults = this.#engine.sceneFaults();
    for (; this.#faultsLogged < faults.length; this.#faultsLogged++) {
      log = this.#appended(log, 'warning', faults[this.#faultsLogged] ?? '');
    }
    if (isMajorFault(result.trap)) {
      const text = result.message ?? 'Major fault.';
      this.#stopTimer();
      this.#set({
        log: this.#appended(log, 'error', text),
        mode: 'PROG',
        paused: false,
        status: STATUS.program,
        fault: text,
      });
      return;
    }
    if (!result.ok && result.trap !== Trap.NONE) log = this.#appended(log, 'error', result.message ?? '');
    if (log !== this.#state.log) this.#set({ log });
  }

  #isRunning(): boolean {
    return this.#state.mode === 'RUN';
  }

  #resetCounters(): void {
    this.#scanBase = this.#engine.scanCount;
    this.#plant = 0;
    this.#warningsLogged = this.#engine.warnings().length;
    this.#faultsLogged = this.#engine.sceneFaults().length;
    // After a load the list is empty; after the pre-scan it holds the pre-scan's own, still to log.
    this.#minorFaultsLogged = 0;
  }

  #set(changes: Partial<SimulatorState>): void {
    this.#state = { ...this.#state, ...changes };
    for (const listener of [...this.#listeners]) listener();
  }

  #notifyScan(): void {
    for (const listener of [...this.#scanListeners]) listener();
  }

  /** Stops scanning and forgets every listener. */
  dispose(): void {
    this.#disposed = true;
    this.#queued = null;
    this.#stopTimer();
    this.#listeners.clear();
    this.#scanListeners.clear();
  }

  /** The engine the project runs on (for SceneCanvas). */
  get engine(): Engine {
    return this.#engine;
  }
}
