/**
 * Scene state in static memory (it survives program reloads' region moves): the port table, the
 * variables and the items. Helpers read outputs and write inputs through the ports.
 */
import {
  ITEM_CAPACITY,
  ITEM_FIELDS,
  MAX_SCENE_PORTS,
  MAX_SCENE_VARS,
  FAULT_ITEM_LIMIT,
} from '../../shared/scenes';
import { tagBase } from '../memory';

export const portBase: usize = memory.data(MAX_SCENE_PORTS << 2, 4);
export const varBase: usize = memory.data(MAX_SCENE_VARS << 3, 8);
export const itemBase: usize = memory.data((ITEM_CAPACITY * ITEM_FIELDS) << 3, 8);

/** Items in use, oldest (furthest along) first. */
export let itemCount: i32 = 0;
/** Fault bits raised since the host last cleared them. */
export let faults: i32 = 0;
let rngState: u32 = 1;

export function resetItems(): void {
  itemCount = 0;
}

export function clearFaults(): void {
  faults = 0;
}

export function raise(fault: i32): void {
  faults |= fault;
}

export function seedRandom(seed: i32): void {
  rngState = seed == 0 ? 0x9e3779b9 : <u32>seed;
}

/** xorshift32: the same sequence on every machine. */
export function nextRandom(): u32 {
  let x = rngState;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  rngState = x;
  return x;
}

export function portSlot(port: i32): i32 {
  return load<i32>(portBase + ((<usize>port) << 2));
}

/** True when the output tag bound to `port` is on (false when unbound). */
export function on(port: i32): bool {
  const slot = portSlot(port);
  return slot >= 0 && load<i32>(tagBase + ((<usize>slot) << 2)) != 0;
}

/** The DINT tag bound to `port`, or `fallback` when unbound. */
export function value(port: i32, fallback: i32): i32 {
  const slot = portSlot(port);
  return slot >= 0 ? load<i32>(tagBase + ((<usize>slot) << 2)) : fallback;
}

/** Writes the input tag bound to `port` (nothing when unbound). */
export function sense(port: i32, state: bool): void {
  const slot = portSlot(port);
  if (slot >= 0) store<i32>(tagBase + ((<usize>slot) << 2), state ? 1 : 0);
}

/** The REAL tag bound to `port` (an analog output, AO), or `fallback` when unbound; NaN reads as `fallback`. */
export function analog(port: i32, fallback: f64): f64 {
  const slot = portSlot(port);
  if (slot < 0) return fallback;
  const v = <f64>load<f32>(tagBase + ((<usize>slot) << 2));
  return v != v ? fallback : v;
}

/** True when `port` is bound to a tag (a scene's analog physics runs only with its channels present). */
export function bound(port: i32): bool {
  return portSlot(port) >= 0;
}

/** Writes the REAL input tag bound to `port` (an analog input, AI, in engineering units). */
export function senseAnalog(port: i32, v: f64): void {
  const slot = portSlot(port);
  if (slot >= 0) store<f32>(tagBase + ((<usize>slot) << 2), <f32>v);
}

/**
 * Writes the DINT tag bound to `port` with `v` as raw counts over [min, max] → 0..32767 (rounded,
 * clamped): the `AI{n}_Raw` form of an analog input (compiler model/analog.ts `rawCounts`).
 */
export function senseRaw(port: i32, v: f64, min: f64, max: f64): void {
  const slot = portSlot(port);
  if (slot < 0) return;
  let counts = Math.round(((v - min) / (max - min)) * 32767.0);
  if (!(counts >= 0)) counts = 0;
  if (counts > 32767) counts = 32767;
  store<i32>(tagBase + ((<usize>slot) << 2), <i32>counts);
}

export function getVar(index: i32): f64 {
  return load<f64>(varBase + ((<usize>index) << 3));
}

export function setVar(index: i32, v: f64): void {
  store<f64>(varBase + ((<usize>index) << 3), v);
}

function itemAddr(item: i32, field: i32): usize {
  return itemBase + ((<usize>(item * ITEM_FIELDS + field)) << 3);
}

export function itemGet(item: i32, field: i32): f64 {
  return load<f64>(itemAddr(item, field));
}

export function itemSet(item: i32, field: i32, v: f64): void {
  store<f64>(itemAddr(item, field), v);
}

/** Appends an item at `pos` (newest last); raises FAULT_ITEM_LIMIT and adds nothing when full. */
export function addItem(pos: f64, v: f64): void {
  if (itemCount >= ITEM_CAPACITY) {
    raise(FAULT_ITEM_LIMIT);
    return;
  }
  itemSet(itemCount, 0, pos);
  for (let f: i32 = 1; f < ITEM_FIELDS; f++) itemSet(itemCount, f, 0);
  itemSet(itemCount, 1, v);
  itemCount++;
}

/** Position of the newest item, or -1 when there is none (the "first" of spec 001 §4). */
export function newestPos(): f64 {
  return itemCount > 0 ? itemGet(itemCount - 1, 0) : -1;
}

/** Moves every item by `step` and drops those past `end` (they leave the scene). */
export function advanceItems(step: f64, end: f64): void {
  let kept: i32 = 0;
  for (let i: i32 = 0; i < itemCount; i++) {
    const pos = itemGet(i, 0) + step;
    if (pos > end) continue;
    for (let f: i32 = 0; f < ITEM_FIELDS; f++) itemSet(kept, f, itemGet(i, f));
    itemSet(kept, 0, pos);
    kept++;
  }
  itemCount = kept;
}

/** True when some item's position lies in [from, to]. */
export function anyItemIn(from: f64, to: f64): bool {
  for (let i: i32 = 0; i < itemCount; i++) {
    const pos = itemGet(i, 0);
    if (pos >= from && pos <= to) return true;
  }
  return false;
}
