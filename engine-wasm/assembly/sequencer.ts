/**
 * The sequencers SQO, SQI, SQL and RES of a CONTROL (opcodes.ts SQO … RES_CONTROL): Logix 1756-RM003
 * rules as docs/decisions.md "Sequencers: SQO, SQI, SQL" writes them. Operands: c the CONTROL block,
 * a the array's first slot, n the slots from a to the end of the array, then the mask, Dest or Source.
 */
import {
  CONTROL_DN,
  CONTROL_EM,
  CONTROL_EN,
  CONTROL_ER,
  CONTROL_EU,
  CONTROL_FD,
  CONTROL_IN,
  CONTROL_LEN,
  CONTROL_POS,
  CONTROL_UL,
} from '../shared/layout';
import { Op } from '../shared/opcodes';

function arg(pc: usize, index: usize): usize {
  return <usize>load<u32>(pc + ((index + 1) << 2));
}

function field(c: usize, offset: i32): usize {
  return c + ((<usize>offset) << 2);
}

function get(addr: usize): i32 {
  return load<i32>(addr);
}

function put(addr: usize, value: i32): void {
  store<i32>(addr, value);
}

/**
 * SQO and SQL: the position to use this scan, after a false→true transition advanced it; -1 (with .ER
 * set) when LEN, POS or the array cannot give one. Sets .EN and, at POS = LEN, .DN.
 */
function step(c: usize, n: i32): i32 {
  const len = get(field(c, CONTROL_LEN));
  let pos = get(field(c, CONTROL_POS));
  if (get(field(c, CONTROL_EN)) == 0) {
    put(field(c, CONTROL_EN), 1);
    if (len <= 0 || pos < 0) {
      put(field(c, CONTROL_ER), 1);
      return -1;
    }
    // POS 0 (the start position) goes to 1, and the step after LEN wraps to 1.
    pos = pos >= len ? 1 : pos + 1;
    put(field(c, CONTROL_POS), pos);
  } else if (len <= 0 || pos < 0 || pos > len) {
    put(field(c, CONTROL_ER), 1);
    return -1;
  }
  if (pos >= n) {
    // Past the array's end (Logix: a major fault).
    put(field(c, CONTROL_ER), 1);
    return -1;
  }
  if (pos == len) put(field(c, CONTROL_DN), 1);
  put(field(c, CONTROL_ER), 0);
  return pos;
}

/** Runs the sequencer `op` at `pc` with rung condition `rc`; returns the rung condition out. */
export function sequencerOp(op: i32, pc: usize, rc: i32, prescan: bool): i32 {
  const c = arg(pc, 0);
  const a = arg(pc, 1);
  const n = load<i32>(pc + 12);
  if (op == Op.SQI) {
    if (prescan || rc == 0) return 0;
    const len = get(field(c, CONTROL_LEN));
    const pos = get(field(c, CONTROL_POS));
    if (len <= 0 || pos < 0 || pos > len || pos >= n) {
      put(field(c, CONTROL_ER), 1);
      return 0;
    }
    put(field(c, CONTROL_ER), 0);
    const mask = get(arg(pc, 3));
    return <i32>(((get(arg(pc, 4)) ^ get(a + ((<usize>pos) << 2))) & mask) == 0);
  }
  if (prescan) {
    // Logix sets .EN in pre-scan "to prevent a false load" on the first true scan.
    put(field(c, CONTROL_EN), 1);
    return rc;
  }
  if (rc == 0) {
    put(field(c, CONTROL_EN), 0);
    return rc;
  }
  const pos = step(c, n);
  if (pos < 0) return rc;
  const element = a + ((<usize>pos) << 2);
  if (op == Op.SQO) {
    const mask = get(arg(pc, 3));
    const d = arg(pc, 4);
    put(d, (get(d) & ~mask) | (get(element) & mask));
  } else {
    put(element, get(arg(pc, 3)));
  }
  return rc;
}

/** RES of a CONTROL: POS and every status bit cleared (LEN kept). */
export function resetControl(c: usize): void {
  put(field(c, CONTROL_POS), 0);
  put(field(c, CONTROL_EN), 0);
  put(field(c, CONTROL_EU), 0);
  put(field(c, CONTROL_DN), 0);
  put(field(c, CONTROL_EM), 0);
  put(field(c, CONTROL_ER), 0);
  put(field(c, CONTROL_UL), 0);
  put(field(c, CONTROL_IN), 0);
  put(field(c, CONTROL_FD), 0);
}
