/**
 * Runs a compiled program over a schedule with its scene attached, exactly as a sequence run does
 * (load, pre-scan, then 100 ms scans in the VM, the scene's physics after each), and reads the observed
 * tags after every scan. With a reference trace it stops at the first scan that differs.
 */
import { SEQUENCE_SCAN_MS, SEQUENCE_WORK_BUDGET } from '@plcsim/compiler';
import type { Engine, Program } from '@plcsim/engine-wasm';
import type { Schedule } from './schedules.ts';

/** The value recorded for a tag the program lacks, and for every tag once the run has trapped. */
const MISSING = -2147483648;
const TRAPPED = 2147483647;

/**
 * Runs `program` over `schedule`, writing inputs by name (`inputNames[i]` gets `segment.inputs[i]`).
 * Without `reference`: returns the trace (every observed value after every scan). With it: returns
 * the trace so far when the run differs from it (ending at the first difference), else `reference`.
 */
export function runTrace(
  engine: Engine,
  program: Program,
  schedule: Schedule,
  inputNames: readonly string[],
  observed: readonly string[],
  reference?: Int32Array,
): { trace: Int32Array; same: boolean } {
  const total = schedule.segments.reduce((n, s) => n + s.scans, 0);
  const trace = new Int32Array(total * observed.length);
  if (!engine.load(program).ok) return { trace: trace.subarray(0, 0), same: false };
  engine.setRunBudget(SEQUENCE_WORK_BUDGET);
  engine.prescan();
  const slots = observed.map((name) => engine.symbol(name)?.slot ?? -1);
  let at = 0;
  let trapped = false;
  for (const segment of schedule.segments) {
    inputNames.forEach((name, i) => engine.set(name, segment.inputs[i] ?? 0));
    for (const set of segment.sets) engine.set(set.name, set.value);
    for (let scan = 0; scan < segment.scans; scan++) {
      if (!trapped && !engine.runScans(1, SEQUENCE_SCAN_MS).ok) trapped = true;
      const memory = engine.slots();
      for (const slot of slots) {
        const value = trapped ? TRAPPED : slot < 0 ? MISSING : (memory[slot] ?? MISSING);
        trace[at] = value;
        if (reference && reference[at] !== value) return { trace: trace.subarray(0, at + 1), same: false };
        at++;
      }
    }
  }
  return { trace, same: true };
}
