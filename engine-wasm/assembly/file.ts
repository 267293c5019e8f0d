/**
 * The file and shift instructions (opcodes.ts BSL … LFU) on a CONTROL block: Logix 1756-RM003 rules as
 * docs/decisions.md "File and shift instructions" writes them. Each acts once per false→true rung
 * transition (.EN, or .EU for an unload, holds the rung state); operands: c the CONTROL block, a the
 * array's first slot, n the slots from a to the end of the array, x the source bit, source or Dest.
 */
import {
  CONTROL_DN,
  CONTROL_EM,
  CONTROL_EN,
  CONTROL_ER,
  CONTROL_EU,
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

function slotAt(a: usize, k: i32): usize {
  return a + ((<usize>k) << 2);
}

/** Runs the file instruction `op` at `pc` with rung condition `rc`. */
export function fileOp(op: i32, pc: usize, rc: i32, prescan: bool): void {
  const c = arg(pc, 0);
  const a = arg(pc, 1);
  const n = load<i32>(pc + 12);
  const x = arg(pc, 3);
  if (op == Op.BSL || op == Op.BSR) shift(op == Op.BSL, c, a, n, x, rc, prescan);
  else if (op == Op.FFL || op == Op.LFL) load_(c, a, n, x, rc, prescan);
  else unload(op == Op.FFU, c, a, n, x, rc, prescan);
}

/** BSL / BSR: prescan and a false rung clear .EN .DN .ER .POS; a rising rung shifts once. */
function shift(left: bool, c: usize, a: usize, n: i32, b: usize, rc: i32, prescan: bool): void {
  if (prescan || rc == 0) {
    put(field(c, CONTROL_EN), 0);
    put(field(c, CONTROL_DN), 0);
    put(field(c, CONTROL_ER), 0);
    put(field(c, CONTROL_POS), 0);
    return;
  }
  if (get(field(c, CONTROL_EN)) != 0) return;
  put(field(c, CONTROL_EN), 1);
  const len = get(field(c, CONTROL_LEN));
  if (len <= 0 || <i64>len > <i64>n * 32) {
    put(field(c, CONTROL_ER), 1);
    return;
  }
  const source: u32 = get(b) != 0 ? 1 : 0;
  const words = (len + 31) >> 5;
  const last = len - 1;
  const lastWord = slotAt(a, last >> 5);
  const lastBit: u32 = <u32>(last & 31);
  if (left) {
    // Whole DINTs shift (Logix): the bit at LEN - 1 goes to .UL, the source bit into bit 0.
    put(field(c, CONTROL_UL), <i32>(((<u32>get(lastWord)) >> lastBit) & 1));
    let carry: u32 = source;
    for (let i: i32 = 0; i < words; i++) {
      const w = <u32>get(slotAt(a, i));
      put(slotAt(a, i), <i32>((w << 1) | carry));
      carry = w >> 31;
    }
  } else {
    // Bits 0 .. LEN - 1 shift down: bit 0 goes to .UL, the source bit into bit LEN - 1; the bits of the
    // last DINT above LEN - 1 keep their values.
    put(field(c, CONTROL_UL), get(a) & 1);
    const keep = <u32>get(lastWord);
    for (let i: i32 = 0; i < words; i++) {
      const w = <u32>get(slotAt(a, i));
      const next: u32 = i + 1 < words ? (<u32>get(slotAt(a, i + 1))) & 1 : 0;
      put(slotAt(a, i), <i32>((w >> 1) | (next << 31)));
    }
    const below: u32 = ((<u32>1) << lastBit) - 1;
    const merged = ((<u32>get(lastWord)) & below) | (keep & ~below & ~((<u32>1) << lastBit));
    put(lastWord, <i32>(merged | (source << lastBit)));
  }
  put(field(c, CONTROL_DN), 1);
  put(field(c, CONTROL_POS), len);
}

/** .DN when POS ≥ LEN, .EM when POS = 0 (every FIFO/LIFO execution outside prescan). */
function status(c: usize): void {
  const pos = get(field(c, CONTROL_POS));
  put(field(c, CONTROL_DN), pos >= get(field(c, CONTROL_LEN)) ? 1 : 0);
  put(field(c, CONTROL_EM), pos == 0 ? 1 : 0);
}

/** True (and .ER set) when LEN or POS cannot address the array. */
function invalid(c: usize, n: i32): bool {
  const len = get(field(c, CONTROL_LEN));
  const bad = len <= 0 || len > n || get(field(c, CONTROL_POS)) < 0;
  put(field(c, CONTROL_ER), bad ? 1 : 0);
  return bad;
}

/** FFL / LFL: prescan sets .EN (no false load); a rising rung loads the source at POS. */
function load_(c: usize, a: usize, n: i32, s: usize, rc: i32, prescan: bool): void {
  if (prescan) {
    put(field(c, CONTROL_EN), 1);
    return;
  }
  if (rc != 0 && get(field(c, CONTROL_EN)) == 0 && !invalid(c, n)) {
    const pos = get(field(c, CONTROL_POS));
    if (pos < get(field(c, CONTROL_LEN))) {
      put(slotAt(a, pos), get(s));
      put(field(c, CONTROL_POS), pos + 1);
    }
  }
  put(field(c, CONTROL_EN), rc);
  status(c);
}

/** FFU / LFU: prescan sets .EU; a rising rung unloads one element into Dest when POS > 0. */
function unload(fifo: bool, c: usize, a: usize, n: i32, d: usize, rc: i32, prescan: bool): void {
  if (prescan) {
    put(field(c, CONTROL_EU), 1);
    return;
  }
  if (rc != 0 && get(field(c, CONTROL_EU)) == 0 && !invalid(c, n)) {
    const len = get(field(c, CONTROL_LEN));
    let pos = get(field(c, CONTROL_POS));
    if (pos > len) pos = len;
    if (pos > 0) {
      if (fifo) {
        put(d, get(a));
        for (let i: i32 = 0; i < len - 1; i++) put(slotAt(a, i), get(slotAt(a, i + 1)));
      } else {
        put(d, get(slotAt(a, pos - 1)));
      }
      put(field(c, CONTROL_POS), pos - 1);
    }
  }
  put(field(c, CONTROL_EU), rc);
  status(c);
}
