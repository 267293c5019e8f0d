import { LOOP_CAP, MAX_FORCES, MinorFault, Trap } from '../shared/layout.ts';
import {
  FAULT_BAD_VALUE,
  FAULT_ITEM_LIMIT,
  ITEM_CAPACITY,
  ITEM_FIELDS,
  MAX_SCENE_PORTS,
  MAX_SCENE_VARS,
  SceneCode,
  sceneVarCount,
} from '../shared/scenes.ts';
import type { Program, ProgramSymbol } from './program.ts';
import { calledRoutine, faultedArray, sourceLocation, type SourceLocation } from './faultLocation.ts';
import { realToBits, slotValue } from './real.ts';
import {
  callDepthMessage,
  indexRangeMessage,
  minorFaultMessage,
  status,
  watchdogMessage,
  type EngineStatus,
} from './traps.ts';
import type { VmExports } from './vmExports.ts';

const MAX_I32 = 2147483647;

/** A minor fault of the run (the scan went on), once per kind and place. */
export interface MinorFaultReport {
  kind: MinorFault;
  /** Code word of the instruction that first recorded it. */
  word: number;
  /** Its rung (ladder) or line (Structured Text); null when unknown. */
  location: SourceLocation;
  /** The output-log line: `Minor fault at rung 4: division by zero in REAL math; …` */
  message: string;
}

/**
 * The typed host around the WebAssembly VM: loads programs, runs the pre-scan and scans, and reads
 * and writes tags by name (`Timer1.ACC`) or slot. Views read tag memory in place (`slots()`); nothing
 * is copied per scan.
 */
export class Engine {
  readonly #vm: VmExports;
  #program: Program | null = null;
  #symbols = new Map<string, ProgramSymbol>();
  #view: Int32Array | null = null;
  #elapsed = 0;
  #lastScanTime = 0;
  #warnings: string[] = [];
  #warnedLines = new Set<number>();
  #realSlots = new Set<number>();
  #minorFaults: MinorFaultReport[] = [];
  /** (word, kind) pairs already placed, and the messages already reported, since the run began. */
  #minorFaultWords = new Set<number>();
  #minorFaultMessages = new Set<string>();
  #sceneFaults: string[] = [];
  #sceneFaultBits = 0;
  #fault: EngineStatus | null = null;

  private constructor(vm: VmExports) {
    this.#vm = vm;
  }

  /** Instantiates the VM from its compiled module or bytes (see `./node.ts` and `./browser.ts`). */
  static async instantiate(source: WebAssembly.Module | BufferSource): Promise<Engine> {
    const instance =
      source instanceof WebAssembly.Module
        ? await WebAssembly.instantiate(source, {})
        : (await WebAssembly.instantiate(source, {})).instance;
    return new Engine(instance.exports as unknown as VmExports);
  }

  /** Wraps an instance created elsewhere (e.g. by `instantiateStreaming`). */
  static fromInstance(instance: WebAssembly.Instance): Engine {
    return new Engine(instance.exports as unknown as VmExports);
  }

  /** Loads a program and its initial tag values; the VM verifies it before it can run. */
  load(program: Program): EngineStatus {
    this.#program = null;
    this.#fault = null;
    this.#symbols.clear();
    const reserved = status(this.#vm.reserve(program.code.length, program.initial.length));
    if (!reserved.ok) return reserved;
    const buffer = this.#vm.memory.buffer;
    new Int32Array(buffer, this.#vm.codePointer(), program.code.length).set(program.code);
    new Int32Array(buffer, this.#vm.tagPointer(), program.initial.length).set(program.initial);
    const linked = status(this.#vm.link(program.prescanStart ?? 0));
    this.#warnings = [];
    this.#warnedLines.clear();
    this.#clearMinorFaults();
    this.#sceneFaults = [];
    this.#sceneFaultBits = 0;
    if (!linked.ok) return linked;
    if (program.scene) {
      const attached = this.#attachScene(program.scene);
      if (!attached.ok) return attached;
    }
    this.#program = program;
    this.#view = null;
    this.#realSlots.clear();
    for (const symbol of program.symbols) {
      const byName = symbol.name.toUpperCase();
      this.#symbols.set(byName, symbol);
      if (symbol.type === 'REAL') this.#realSlots.add(symbol.slot);
    }
    for (const symbol of program.symbols) {
      const alias = symbol.alias?.toUpperCase();
      if (alias && !this.#symbols.has(alias)) this.#symbols.set(alias, symbol);
    }
    this.#elapsed = 0;
    this.#lastScanTime = 0;
    return linked;
  }

  #attachScene(scene: NonNullable<Program['scene']>): EngineStatus {
    const buffer = this.#vm.memory.buffer;
    const ports = new Int32Array(buffer, this.#vm.scenePortsPointer(), MAX_SCENE_PORTS);
    ports.fill(-1);
    ports.set(scene.ports.slice(0, MAX_SCENE_PORTS).map((slot) => toInt32(slot)));
    const vars = new Float64Array(buffer, this.#vm.sceneVarsPointer(), MAX_SCENE_VARS);
    vars.fill(0);
    vars.set(scene.vars.slice(0, MAX_SCENE_VARS));
    return status(this.#vm.setScene(toInt32(scene.code), toInt32(scene.seed)));
  }

  /** The loaded program, or null. */
  get program(): Program | null {
    return this.#program;
  }

  /**
   * Runs the pre-scan (SEMANTICS.md "Pre-scan"); entering RUN again clears a watchdog fault and starts
   * the list of minor faults over.
   */
  prescan(): EngineStatus {
    this.#fault = null;
    this.#clearMinorFaults();
    return this.#collect(status(this.#vm.prescan()));
  }

  /** Runs one scan with `dtMs` elapsed milliseconds; nothing while the run is stopped by a fault. */
  scan(dtMs: number): EngineStatus {
    if (this.#fault) return this.#fault;
    const started = performance.now();
    const result = status(this.#vm.scan(clampDt(dtMs)));
    this.#lastScanTime = performance.now() - started;
    this.#elapsed = clampDt(dtMs);
    return this.#collect(result);
  }

  /** Runs `n` scans of `dtMs` each inside WebAssembly (fast-forward, sequences, benchmarks). */
  runScans(n: number, dtMs: number): EngineStatus {
    if (this.#fault) return this.#fault;
    const count = Math.max(0, Math.min(MAX_I32, Math.floor(n)));
    const started = performance.now();
    const result = status(this.#vm.runScans(count, clampDt(dtMs)));
    this.#lastScanTime = count > 0 ? (performance.now() - started) / count : 0;
    this.#elapsed = clampDt(dtMs);
    return this.#collect(result);
  }

  /**
   * The major fault that stopped the run (`Watchdog timeout: … (line 4). The PLC stopped.`, `Array index
   * 12 is out of range for Data[0..9] (rung 4)`), or null. While it is set, scans do nothing and return it; `load` and `prescan` clear it.
   */
  get fault(): EngineStatus | null {
    return this.#fault;
  }

  /**
   * Gives the loaded program a total work budget (one unit per instruction executed, plus
   * SCAN_WORK per scan): once it is spent, scans return Trap.RUN_BUDGET without running. Grading
   * uses it to bound a whole sequence run. Loading a program removes the budget.
   */
  setRunBudget(units: number): void {
    this.#vm.setRunLimit(Number.isNaN(units) ? Infinity : Math.max(0, units));
  }

  /**
   * Forces tags (by name, alias or `Tag.MEMBER`): each value is written before the program runs and
   * again before the scene reads the outputs, in every scan, until the next call or load. Replaces
   * the previous forces. False (and nothing forced) for an unknown name or more than MAX_FORCES.
   */
  setForces(forces: ReadonlyMap<string, number>): boolean {
    const entries: [number, number][] = [];
    for (const [name, value] of forces) {
      const symbol = this.symbol(name);
      if (!symbol || entries.length >= MAX_FORCES) {
        this.#vm.setForceCount(0);
        return false;
      }
      entries.push([symbol.slot, slotBits(symbol, value)]);
    }
    new Int32Array(this.#vm.memory.buffer, this.#vm.forcePointer(), entries.length * 2).set(entries.flat());
    const applied = status(this.#vm.setForceCount(entries.length)).ok;
    for (const [slot, value] of entries) this.slots()[slot] = value;
    return applied;
  }

  /** Work done since the program was loaded, in the run budget's units. */
  get workDone(): number {
    return this.#vm.workDone();
  }

  /**
   * The run's output-log warnings since the program was loaded, one per loop line:
   * `Line {n}: loop stopped after 10000 iterations.`
   */
  warnings(): readonly string[] {
    return this.#warnings;
  }

  #collect(result: EngineStatus): EngineStatus {
    if (result.trap === Trap.WATCHDOG && this.#program) {
      const where = sourceLocation(this.#program, this.#vm.watchdogPosition());
      result = { ...result, message: watchdogMessage(where) };
      this.#fault = result;
    } else if (result.trap === Trap.INDEX_RANGE && this.#program) {
      const word = this.#vm.watchdogPosition();
      const where = sourceLocation(this.#program, word);
      const array = faultedArray(this.#program, word);
      result = { ...result, message: indexRangeMessage(this.#vm.faultIndexValue(), array, where) };
      this.#fault = result;
    } else if (result.trap === Trap.CALL_DEPTH && this.#program) {
      const word = this.#vm.watchdogPosition();
      const where = sourceLocation(this.#program, word);
      result = { ...result, message: callDepthMessage(calledRoutine(this.#program, word), where) };
      this.#fault = result;
    }
    const count = this.#vm.warningCount();
    for (let i = 0; i < count; i++) {
      const line = this.#vm.warningLine(i);
      if (this.#warnedLines.has(line)) continue;
      this.#warnedLines.add(line);
      this.#warnings.push(loopCapWarning(line));
    }
    if (count > 0) this.#vm.clearWarnings();
    this.#collectMinorFaults();
    const faults = this.#vm.sceneFaults();
    if (faults !== 0) {
      for (const [bit, message] of SCENE_FAULT_MESSAGES) {
        if (faults & bit && !(this.#sceneFaultBits & bit)) this.#sceneFaults.push(message);
      }
      this.#sceneFaultBits |= faults;
      this.#vm.clearSceneFaults();
    }
    return result;
  }

  /**
   * Minor faults since the run began (the last `prescan`, or `load`), once per kind and rung or line,
   * in the order they first happened: REAL division by zero, a REAL that did not fit a DINT.
   */
  minorFaults(): readonly MinorFaultReport[] {
    return this.#minorFaults;
  }

  #clearMinorFaults(): void {
    this.#minorFaults = [];
    this.#minorFaultWords.clear();
    this.#minorFaultMessages.clear();
    this.#vm.clearMinorFaults();
  }

  #collectMinorFaults(): void {
    const count = this.#vm.minorFaultCount();
    if (count === 0) return;
    for (let i = 0; i < count; i++) {
      const kind = this.#vm.minorFaultKind(i);
      const word = this.#vm.minorFaultWord(i);
      const key = word * 4 + kind;
      if (this.#minorFaultWords.has(key) || !(kind in MinorFault) || !this.#program) continue;
      this.#minorFaultWords.add(key);
      const location = sourceLocation(this.#program, word);
      const message = minorFaultMessage(kind as MinorFault, location);
      if (this.#minorFaultMessages.has(message)) continue;
      this.#minorFaultMessages.add(message);
      this.#minorFaults.push({ kind: kind as MinorFault, word, location, message });
    }
    this.#vm.clearMinorFaults();
  }

  /** Scene failures since the program was loaded, once each: logged by the host, the scan went on. */
  sceneFaults(): readonly string[] {
    return this.#sceneFaults;
  }

  /** SceneCode of the attached scene (EMPTY when none). */
  get sceneCode(): SceneCode {
    return this.#program ? (this.#vm.sceneCode() as SceneCode) : SceneCode.EMPTY;
  }

  /** A live view of the scene's variables (positions, levels), indexed as in shared/scenes.ts. */
  sceneVars(): Float64Array {
    return new Float64Array(
      this.#vm.memory.buffer,
      this.#vm.sceneVarsPointer(),
      sceneVarCount(this.sceneCode),
    );
  }

  /** A live view of the scene's items (boxes, bottles, cars): `count` records of ITEM_FIELDS values. */
  sceneItems(): { count: number; fields: Float64Array } {
    const count = this.#program ? this.#vm.sceneItemCount() : 0;
    const all = new Float64Array(
      this.#vm.memory.buffer,
      this.#vm.sceneItemsPointer(),
      ITEM_CAPACITY * ITEM_FIELDS,
    );
    return { count, fields: all.subarray(0, count * ITEM_FIELDS) };
  }

  /** The value of the tag bound to scene port `port` (0 when the port is unbound). */
  scenePort(port: number): number {
    const slot = this.#program?.scene?.ports[port] ?? -1;
    return slot >= 0 ? (this.valueAtSlot(slot) ?? 0) : 0;
  }

  /** Scans run since the program was loaded. */
  get scanCount(): number {
    return this.#vm.scanCount();
  }

  /** Milliseconds of plant time the last scan covered. */
  get elapsedTime(): number {
    return this.#elapsed;
  }

  /** Wall-clock milliseconds the last scan took (average per scan for `runScans`). */
  get lastScanTime(): number {
    return this.#lastScanTime;
  }

  /**
   * A live view of tag memory, indexed by slot: raw bits, so a REAL slot holds its single's bits (read
   * it with `valueAtSlot`). Valid until the next `load`.
   */
  slots(): Int32Array {
    const buffer = this.#vm.memory.buffer;
    const length = this.#program?.initial.length ?? 0;
    if (!this.#view || this.#view.buffer !== buffer || this.#view.length !== length) {
      this.#view = new Int32Array(buffer, this.#vm.tagPointer(), length);
    }
    return this.#view;
  }

  /** The symbol for a tag name or alias (case-insensitive; name before alias), if any. */
  symbol(name: string): ProgramSymbol | undefined {
    return this.#symbols.get(name.trim().toUpperCase());
  }

  /** The value in `slot` as a number: a REAL tag's slot as its single, others as the integer. */
  valueAtSlot(slot: number): number | undefined {
    const bits = this.slots()[slot];
    if (bits === undefined) return undefined;
    return this.#realSlots.has(slot) ? slotValue(bits, 'REAL') : bits;
  }

  /** A tag's value by name (`DI0`, `Timer1.ACC`, an alias; a REAL as its single); undefined when unknown. */
  get(name: string): number | undefined {
    const symbol = this.symbol(name);
    const bits = symbol === undefined ? undefined : this.slots()[symbol.slot];
    return bits === undefined || symbol === undefined ? undefined : slotValue(bits, symbol.type);
  }

  /**
   * Writes a tag by name; BOOL stores 1 for any non-zero value, DINT the value wrapped to 32 bits
   * (non-finite → 0), REAL the nearest single (NaN and ±Infinity kept). False for an unknown name.
   */
  set(name: string, value: number): boolean {
    const symbol = this.symbol(name);
    if (symbol === undefined) return false;
    this.slots()[symbol.slot] = slotBits(symbol, value);
    return true;
  }

  /** Every tag value by name (REAL tags as their single). */
  snapshot(): Record<string, number> {
    const values: Record<string, number> = {};
    const slots = this.slots();
    for (const symbol of this.#program?.symbols ?? [])
      values[symbol.name] = slotValue(slots[symbol.slot] ?? 0, symbol.type);
    return values;
  }

  /** The opcode-table fingerprint the VM was compiled with. */
  layoutDigest(): number {
    return this.#vm.layoutDigest();
  }

  /** The VM's operand count and kinds for an opcode (for the agreement test). */
  vmOperandShape(op: number): { count: number; kinds: number[] } {
    const count = this.#vm.operandCount(op);
    return {
      count,
      kinds: Array.from({ length: Math.max(0, count) }, (_, i) => this.#vm.operandKind(op, i)),
    };
  }
}

/** What the host logs for each scene fault bit. */
const SCENE_FAULT_MESSAGES: readonly (readonly [number, string])[] = [
  [FAULT_ITEM_LIMIT, 'Scene simulation failure: the scene is full; a new item was not added.'],
  [FAULT_BAD_VALUE, 'Scene simulation failure: a scene variable was not a number and was reset.'],
];

/** The output-log warning of a Structured Text loop that hit the 10 000-pass cap. */
export function loopCapWarning(line: number): string {
  return `Line ${line}: loop stopped after ${LOOP_CAP} iterations.`;
}

/** The slot bits that store `value` in a tag of `symbol`'s type. */
function slotBits(symbol: ProgramSymbol, value: number): number {
  if (symbol.type === 'REAL') return realToBits(value);
  return symbol.type === 'BOOL' ? (value ? 1 : 0) : toInt32(value);
}

function clampDt(dtMs: number): number {
  return Number.isFinite(dtMs) ? Math.max(0, Math.min(MAX_I32, Math.round(dtMs))) : 0;
}

/** Wraps any number to a signed 32-bit integer (non-finite → 0). */
export function toInt32(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) | 0 : 0;
}
