/**
 * Minor faults (layout.ts MinorFault): the VM records (code word, kind) and the scan goes on. Each
 * pair is kept once, at most MAX_WARNINGS between two reads by the host (engine-wasm/src/engine.ts),
 * which reports them with their rung or line.
 */
import { MAX_WARNINGS } from '../shared/layout';
import { codeBase, minorFaultBase } from './memory';

/** Minor faults recorded since the host last cleared them. */
export let minorFaultCount: i32 = 0;

export function clearMinorFaults(): void {
  minorFaultCount = 0;
}

function entry(i: i32): usize {
  return minorFaultBase + ((<usize>i) << 3);
}

/** The code word index of minor fault `i` (-1 when out of range). */
export function minorFaultWord(i: i32): i32 {
  return i >= 0 && i < minorFaultCount ? load<i32>(entry(i)) : -1;
}

/** The MinorFault kind of minor fault `i` (0 when out of range). */
export function minorFaultKind(i: i32): i32 {
  return i >= 0 && i < minorFaultCount ? load<i32>(entry(i), 4) : 0;
}

/** Records minor fault `kind` at the instruction whose opcode is at address `pc`. */
export function minorFault(pc: usize, kind: i32): void {
  const word = <i32>((pc - codeBase) >> 2);
  for (let i: i32 = 0; i < minorFaultCount; i++) {
    if (load<i32>(entry(i)) == word && load<i32>(entry(i), 4) == kind) return;
  }
  if (minorFaultCount < MAX_WARNINGS) {
    store<i32>(entry(minorFaultCount), word);
    store<i32>(entry(minorFaultCount), kind, 4);
    minorFaultCount++;
  }
}
