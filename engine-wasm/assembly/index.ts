/**
 * The PLC virtual machine's exports. Few and flat (numbers only): the host writes bytecode and tag
 * values straight into linear memory and reads tag values through a typed view.
 */
import { MAX_FORCES, SCAN_WORK, Trap } from '../shared/layout';
import { layoutDigest as sharedDigest } from '../shared/digest';
import { operandCount as sharedOperandCount, operandKind as sharedOperandKind } from '../shared/opcodes';
import { codeBase, forceBase, place, slotCount, tagBase } from './memory';
import { relocate, verify } from './link';
import {
  clearMinorFaults as clearMinor,
  minorFaultCount as minorRecorded,
  minorFaultKind as minorKind,
  minorFaultWord as minorWord,
} from './minorFaults';
import {
  clearExecuted,
  clearWarnings as clearRecorded,
  executed,
  execute,
  faultIndex,
  warningCount as recorded,
  warningLine as recordedLine,
  watchdogWord,
} from './run';
import { attachScene, currentScene, detachScene, senseScene, tickScene } from './scene/index';
import { clearFaults, faults, itemBase, itemCount, portBase, varBase } from './scene/state';

let linked = false;
let scans: f64 = 0;
let prescanEntry: usize = 0;
/** The run budget: work (instructions, plus SCAN_WORK per scan) after which no further scan starts. */
let runLimit: f64 = Infinity;
/** Entries of the force table in use. */
let forceCount: i32 = 0;

/** Makes room for a program of `words` code words over `slots` tag slots; returns a Trap code. */
export function reserve(words: i32, slots: i32): i32 {
  linked = false;
  detachScene();
  return place(words, slots) ? Trap.NONE : Trap.OUT_OF_MEMORY;
}

/** Byte address where the host writes the bytecode. */
export function codePointer(): usize {
  return codeBase;
}

/** Byte address of tag slot 0. */
export function tagPointer(): usize {
  return tagBase;
}

/**
 * Verifies and relocates the written program; returns a Trap code. The pre-scan runs from code word
 * `prescanStart` (0 for ladder, which pre-scans its own rungs; Structured Text has a pre-scan section).
 */
export function link(prescanStart: i32): i32 {
  linked = false;
  detachScene();
  if (!verify(prescanStart)) return Trap.BAD_PROGRAM;
  relocate();
  prescanEntry = codeBase + ((<usize>prescanStart) << 2);
  linked = true;
  scans = 0;
  clearRecorded();
  clearMinor();
  clearExecuted();
  runLimit = Infinity;
  forceCount = 0;
  return Trap.NONE;
}

/** Runs the pre-scan (entering RUN, before a sequence); does not count as a scan. */
export function prescan(): i32 {
  if (!linked) return Trap.NO_PROGRAM;
  return execute(prescanEntry, 0, true);
}

/** Loop-cap warnings recorded since the last clearWarnings(). */
export function warningCount(): i32 {
  return recorded;
}

/** Source line of loop-cap warning `i`. */
export function warningLine(i: i32): i32 {
  return recordedLine(i);
}

export function clearWarnings(): void {
  clearRecorded();
}

/** Minor faults (MinorFault, layout.ts) recorded since the last clearMinorFaults(). */
export function minorFaultCount(): i32 {
  return minorRecorded;
}

/** Code word index of the instruction that recorded minor fault `i`. */
export function minorFaultWord(i: i32): i32 {
  return minorWord(i);
}

/** The MinorFault kind of minor fault `i`. */
export function minorFaultKind(i: i32): i32 {
  return minorKind(i);
}

export function clearMinorFaults(): void {
  clearMinor();
}

/** Runs one scan with `dt` elapsed milliseconds; returns a Trap code. */
export function scan(dt: i32): i32 {
  if (!linked) return Trap.NO_PROGRAM;
  return scanOnce(dt);
}

/** Runs `n` scans of `dt` ms each without leaving WebAssembly; stops at the first trap. */
export function runScans(n: i32, dt: i32): i32 {
  if (!linked) return Trap.NO_PROGRAM;
  for (let i: i32 = 0; i < n; i++) {
    const trap = scanOnce(dt);
    if (trap != Trap.NONE) return trap;
  }
  return Trap.NONE;
}

function scanOnce(dt: i32): i32 {
  if (executed >= runLimit) return Trap.RUN_BUDGET;
  scans += 1;
  executed += <f64>SCAN_WORK;
  senseScene();
  applyForces();
  const trap = execute(codeBase, dt, false);
  applyForces();
  tickScene();
  return trap;
}

/** Writes every forced slot's value: inputs before the program reads them, outputs before the scene. */
function applyForces(): void {
  for (let i: i32 = 0; i < forceCount; i++) {
    const entry = forceBase + ((<usize>i) << 3);
    store<i32>(tagBase + ((<usize>load<i32>(entry)) << 2), load<i32>(entry, 4));
  }
}

/** Byte address of the force table: MAX_FORCES pairs of (tag slot, value) i32, written by the host. */
export function forcePointer(): usize {
  return forceBase;
}

/**
 * Uses the first `n` entries of the force table from the next scan on; returns Trap.BAD_PROGRAM (and
 * forces nothing) when `n` is out of range or an entry names a slot outside tag memory.
 */
export function setForceCount(n: i32): i32 {
  forceCount = 0;
  if (!linked) return Trap.NO_PROGRAM;
  if (n < 0 || n > MAX_FORCES) return Trap.BAD_PROGRAM;
  for (let i: i32 = 0; i < n; i++) {
    const slot = load<i32>(forceBase + ((<usize>i) << 3));
    if (slot < 0 || slot >= slotCount) return Trap.BAD_PROGRAM;
  }
  forceCount = n;
  return Trap.NONE;
}

/**
 * Sets the run budget: once the work done since link (instructions, plus SCAN_WORK per scan) reaches
 * `limit`, scan and runScans return Trap.RUN_BUDGET without scanning. Infinity (the default) for none.
 */
export function setRunLimit(limit: f64): void {
  runLimit = limit;
}

/** Work done since link, in the run budget's units. */
export function workDone(): f64 {
  return executed;
}

/** Code word index where the watchdog or a major fault last ended a scan, -1 when neither has since link. */
export function watchdogPosition(): i32 {
  return watchdogWord;
}

/** The out-of-range index of the last Trap.INDEX_RANGE. */
export function faultIndexValue(): i32 {
  return faultIndex;
}

/** Byte address of the scene's port table (MAX_SCENE_PORTS × i32 tag slots, -1 for none). */
export function scenePortsPointer(): usize {
  return portBase;
}

/** Byte address of the scene variables (MAX_SCENE_VARS × f64). */
export function sceneVarsPointer(): usize {
  return varBase;
}

/** Byte address of the scene's items (ITEM_CAPACITY × ITEM_FIELDS × f64). */
export function sceneItemsPointer(): usize {
  return itemBase;
}

export function sceneItemCount(): i32 {
  return itemCount;
}

/**
 * Attaches scene `code` (after link) with the ports and variables the host wrote and a seed for its
 * random choices; writes the scene's inputs at once. Returns a Trap code.
 */
export function setScene(code: i32, seed: i32): i32 {
  if (!linked) return Trap.NO_PROGRAM;
  return attachScene(code, seed) ? Trap.NONE : Trap.BAD_SCENE;
}

export function sceneCode(): i32 {
  return currentScene();
}

/** Scene fault bits (FAULT_*) raised since clearSceneFaults(). */
export function sceneFaults(): i32 {
  return faults;
}

export function clearSceneFaults(): void {
  clearFaults();
}

/** Scans run since the program was linked. */
export function scanCount(): f64 {
  return scans;
}

/** The opcode table and layout as this side compiled them (checked against TypeScript's). */
export function layoutDigest(): i32 {
  return sharedDigest();
}

export function operandCount(op: i32): i32 {
  return sharedOperandCount(op);
}

export function operandKind(op: i32, index: i32): i32 {
  return sharedOperandKind(op, index);
}
