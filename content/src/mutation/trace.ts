/**
 * Runs a compiled program over a schedule with its scene attached, exactly as a sequence run does
 * (load, pre-scan, then 100 ms scans in the VM, the scene's physics after each), and reads the observed
 * tags after every scan. With a reference trace it stops at the first scan that differs; a REAL tag
 * differs only beyond its tolerance (sameValue), so float rounding noise alone tells no program apart.
 */
import { SEQUENCE_SCAN_MS, SEQUENCE_WORK_BUDGET } from '@plcsim/compiler';
import type { Engine, Program } from '@plcsim/engine-wasm';
import type { Schedule } from './schedules.ts';

/** The value recorded for a tag the program lacks, and for every tag once the run has trapped. */
const MISSING = -2147483648;
const TRAPPED = 2147483647;

/** Relative tolerance of every REAL comparison (a single holds about seven digits). */
export const REAL_RELATIVE_TOLERANCE = 1e-6;

const bits = new Int32Array(2);
const floats = new Float32Array(bits.buffer);

/**
 * Whether two recorded values match: equal bits, or for a REAL slot two singles no further apart than
 * `tolerance` or 1e-6 of the larger (at least 1e-6 near 0); two NaNs match.
 */
export function sameValue(a: number, b: number, real: boolean, tolerance = 0): boolean {
  if (a === b) return true;
  if (!real || a === MISSING || a === TRAPPED || b === MISSING || b === TRAPPED) return false;
  bits[0] = a;
  bits[1] = b;
  const [x = 0, y = 0] = floats;
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) && Number.isNaN(y);
  const scale = Math.max(1, Math.abs(x), Math.abs(y));
  return Math.abs(x - y) <= Math.max(tolerance, REAL_RELATIVE_TOLERANCE * scale);
}

/**
 * Runs `program` over `schedule`, writing inputs by name (`inputNames[i]` gets `segment.inputs[i]`).
 * Without `reference`: returns the trace (every observed value after every scan). With it: returns
 * the trace so far when the run differs from it (ending at the first difference), else the whole
 * trace. `tolerances[i]` is the absolute tolerance of `observed[i]` when it is REAL (0 when absent).
 */
export function runTrace(
  engine: Engine,
  program: Program,
  schedule: Schedule,
  inputNames: readonly string[],
  observed: readonly string[],
  reference?: Int32Array,
  tolerances: readonly number[] = [],
): { trace: Int32Array; same: boolean } {
  const total = schedule.segments.reduce((n, s) => n + s.scans, 0);
  const trace = new Int32Array(total * observed.length);
  if (!engine.load(program).ok) return { trace: trace.subarray(0, 0), same: false };
  engine.setRunBudget(SEQUENCE_WORK_BUDGET);
  engine.prescan();
  const symbols = observed.map((name) => engine.symbol(name));
  const slots = symbols.map((symbol) => symbol?.slot ?? -1);
  const reals = symbols.map((symbol) => symbol?.type === 'REAL');
  let at = 0;
  let trapped = false;
  for (const segment of schedule.segments) {
    inputNames.forEach((name, i) => engine.set(name, segment.inputs[i] ?? 0));
    for (const set of segment.sets) engine.set(set.name, set.value);
    for (let scan = 0; scan < segment.scans; scan++) {
      if (!trapped && !engine.runScans(1, SEQUENCE_SCAN_MS).ok) trapped = true;
      const memory = engine.slots();
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] ?? -1;
        const value = trapped ? TRAPPED : slot < 0 ? MISSING : (memory[slot] ?? MISSING);
        trace[at] = value;
        const expected = reference?.[at];
        if (
          reference &&
          (expected === undefined || !sameValue(expected, value, reals[i] === true, tolerances[i]))
        )
          return { trace: trace.subarray(0, at + 1), same: false };
        at++;
      }
    }
  }
  return { trace, same: true };
}
