/**
 * Linear-memory regions, laid out from __heap_base on every load:
 *
 *   [ code: words × i32 ][ tags: slots × i32 ][ branch stack: MAX_BRANCH_DEPTH × 2 × i32 ]
 *   [ warnings: MAX_WARNINGS × i32 ][ minor faults: MAX_WARNINGS × (code word, kind) i32 ]
 *   [ forces: MAX_FORCES × (slot, value) i32 ][ calls: MAX_CALL_DEPTH × (word, stack, rc) i32 ]
 *   [ link marks: words × u8 ]
 *
 * The host writes the bytecode and the initial tag values, then calls link().
 */
import { MAX_BRANCH_DEPTH, MAX_CALL_DEPTH, MAX_FORCES, MAX_WARNINGS } from '../shared/layout';

export let codeBase: usize = 0;
export let codeWords: i32 = 0;
export let tagBase: usize = 0;
export let slotCount: i32 = 0;
export let stackBase: usize = 0;
export let warningBase: usize = 0;
export let minorFaultBase: usize = 0;
export let forceBase: usize = 0;
export let callBase: usize = 0;
export let markBase: usize = 0;

/** Places the regions and grows memory to hold them; false when memory cannot grow. */
export function place(words: i32, slots: i32): bool {
  if (words < 0 || slots < 0) return false;
  const code = (__heap_base + 15) & ~(<usize>15);
  const tags = code + ((<usize>words) << 2);
  const stack = tags + ((<usize>slots) << 2);
  const warnings = stack + ((<usize>MAX_BRANCH_DEPTH) << 3);
  const minorFaults = warnings + ((<usize>MAX_WARNINGS) << 2);
  const forces = minorFaults + ((<usize>MAX_WARNINGS) << 3);
  const calls = forces + ((<usize>MAX_FORCES) << 3);
  const marks = calls + <usize>MAX_CALL_DEPTH * 12;
  const end = marks + <usize>words;
  const pagesNeeded = <i32>((end + 0xffff) >>> 16);
  const pagesHave = memory.size();
  if (pagesNeeded > pagesHave && memory.grow(pagesNeeded - pagesHave) < 0) return false;
  codeBase = code;
  codeWords = words;
  tagBase = tags;
  slotCount = slots;
  stackBase = stack;
  warningBase = warnings;
  minorFaultBase = minorFaults;
  forceBase = forces;
  callBase = calls;
  markBase = marks;
  return true;
}
