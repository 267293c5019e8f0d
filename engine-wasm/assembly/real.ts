/**
 * The REAL operations (opcodes.ts ADDF3 … LIMITF4): a slot holds the bits of an IEEE 754 single and
 * they compute with wasm f32 arithmetic. Out of the scan loop's switch so the integer cases stay as
 * they were. A NaN result is stored as the one quiet NaN 0x7fc00000, so results do not depend on the
 * CPU's NaN sign or payload (the host's `realToBits(NaN)` writes the same bits).
 */
import { MinorFault } from '../shared/layout';
import { Op } from '../shared/opcodes';
import { minorFault } from './minorFaults';

const QUIET_NAN: i32 = 0x7fc00000;
const TWO_POW_31: f32 = 2147483648.0;

/** The address held in the operand word `index` after the opcode at `pc`. */
function arg(pc: usize, index: usize): usize {
  return <usize>load<u32>(pc + ((index + 1) << 2));
}

function getF(addr: usize): f32 {
  return load<f32>(addr);
}

function putF(addr: usize, value: f32): void {
  store<i32>(addr, value != value ? QUIET_NAN : reinterpret<i32>(value));
}

/**
 * A REAL already rounded to an integer value, as a DINT: saturated outside the DINT range, 0 for
 * NaN, both with MinorFault.CONVERSION recorded for the instruction at `pc`.
 */
function toDint(pc: usize, rounded: f32): i32 {
  if (rounded != rounded) {
    minorFault(pc, MinorFault.CONVERSION);
    return 0;
  }
  if (rounded >= TWO_POW_31) {
    minorFault(pc, MinorFault.CONVERSION);
    return i32.MAX_VALUE;
  }
  if (rounded < -TWO_POW_31) {
    minorFault(pc, MinorFault.CONVERSION);
    return i32.MIN_VALUE;
  }
  return <i32>rounded;
}

/** F[a] op F[b] for the three-address REAL arithmetic. */
function arithmetic(op: i32, pc: usize, a: f32, b: f32): f32 {
  switch (op) {
    case Op.ADDF3:
      return a + b;
    case Op.SUBF3:
      return a - b;
    case Op.MULF3:
      return a * b;
    case Op.DIVF3:
      if (b == 0) minorFault(pc, MinorFault.DIVIDE_BY_ZERO);
      return a / b;
    case Op.MINF3:
      return a < b ? a : b;
    default:
      // Op.MAXF3
      return a > b ? a : b;
  }
}

/** The IEEE comparison of EQF3 … GEF3 (every one but NEF3 is false with a NaN). */
function compareF(op: i32, a: f32, b: f32): bool {
  switch (op) {
    case Op.EQF3:
      return a == b;
    case Op.NEF3:
      return a != b;
    case Op.LTF3:
      return a < b;
    case Op.LEF3:
      return a <= b;
    case Op.GTF3:
      return a > b;
    default:
      // Op.GEF3
      return a >= b;
  }
}

/** Runs the REAL operation `op` whose opcode is at `pc`; returns the address of the next instruction. */
export function realOp(op: i32, pc: usize): usize {
  switch (op) {
    case Op.ADDF3:
    case Op.SUBF3:
    case Op.MULF3:
    case Op.DIVF3:
    case Op.MINF3:
    case Op.MAXF3:
      putF(arg(pc, 2), arithmetic(op, pc, getF(arg(pc, 0)), getF(arg(pc, 1))));
      return pc + 16;
    case Op.EQF3:
    case Op.NEF3:
    case Op.LTF3:
    case Op.LEF3:
    case Op.GTF3:
    case Op.GEF3:
      store<i32>(arg(pc, 2), <i32>compareF(op, getF(arg(pc, 0)), getF(arg(pc, 1))));
      return pc + 16;
    case Op.NEGF:
      putF(arg(pc, 1), -getF(arg(pc, 0)));
      return pc + 12;
    case Op.ABSF:
      putF(arg(pc, 1), abs<f32>(getF(arg(pc, 0))));
      return pc + 12;
    case Op.SQRTF:
      putF(arg(pc, 1), sqrt<f32>(abs<f32>(getF(arg(pc, 0)))));
      return pc + 12;
    case Op.ITOF:
      putF(arg(pc, 1), <f32>load<i32>(arg(pc, 0)));
      return pc + 12;
    case Op.FTOI:
      store<i32>(arg(pc, 1), toDint(pc, nearest<f32>(getF(arg(pc, 0)))));
      return pc + 12;
    case Op.TRUNCF:
      store<i32>(arg(pc, 1), toDint(pc, trunc<f32>(getF(arg(pc, 0)))));
      return pc + 12;
    default: {
      // Op.LIMITF4 n x m d: MAXF3 (x, n) then MINF3 (that, m)
      const n = getF(arg(pc, 0));
      const x = getF(arg(pc, 1));
      const m = getF(arg(pc, 2));
      const low = x > n ? x : n;
      putF(arg(pc, 3), low < m ? low : m);
      return pc + 20;
    }
  }
}
