/**
 * Verifies a program before it may run, then rewrites its operands to absolute addresses.
 * After a successful link the run loop needs no bounds checks: every slot, block and jump target is
 * inside its region and on an instruction; branch nesting is balanced, within MAX_BRANCH_DEPTH and
 * closed at every rung, jump and jump target (a call may sit in a branch: it returns with the branch
 * stack as it was); and the code ends with an END instruction. SKIP (an
 * output skipped when its rung condition is false) may sit inside a branch: it must jump forward over
 * no branch instruction, so the branch stack is the same where it lands.
 */
import { Op, OperandKind, operandCount, operandKind } from '../shared/opcodes';
import { CONTROL_SIZE, COUNTER_SIZE, MAX_BRANCH_DEPTH, TIMER_SIZE } from '../shared/layout';
import { PID_SIZE } from '../shared/pidLayout';
import { codeBase, codeWords, markBase, slotCount, tagBase } from './memory';

const START: u8 = 1;
const TARGET: u8 = 2;

function word(index: i32): i32 {
  return load<i32>(codeBase + ((<usize>index) << 2));
}

function mark(index: i32): u8 {
  return load<u8>(markBase + <usize>index);
}

function setMark(index: i32, value: u8): void {
  store<u8>(markBase + <usize>index, mark(index) | value);
}

/** True when operand `value` of kind `kind` is in range. */
function operandValid(kind: i32, value: i32): bool {
  switch (kind) {
    case OperandKind.SLOT:
      return value >= 0 && value < slotCount;
    case OperandKind.TIMER:
      return value >= 0 && value <= slotCount - TIMER_SIZE;
    case OperandKind.COUNTER:
      return value >= 0 && value <= slotCount - COUNTER_SIZE;
    case OperandKind.CONTROL:
      return value >= 0 && value <= slotCount - CONTROL_SIZE;
    case OperandKind.CODE:
      return value >= 0 && value < codeWords;
    case OperandKind.IMMEDIATE:
      return true;
    default:
      return false;
  }
}

/**
 * True when the array an LDX/STX names (words from `at`: base, index slot, lo, n, s) lies wholly in tag
 * memory: n and s at least 1 and the last element, base + (n - 1) * s, a slot.
 */
function arrayValid(at: i32): bool {
  const n = word(at + 3);
  const stride = word(at + 4);
  if (n < 1 || stride < 1) return false;
  return <i64>word(at) + <i64>(n - 1) * <i64>stride < <i64>slotCount;
}

/** True when the array of a file instruction (words from `at`: base, n) lies wholly in tag memory. */
function fileArrayValid(at: i32): bool {
  const n = word(at + 1);
  return n >= 1 && <i64>word(at) + <i64>(n - 1) < <i64>slotCount;
}

/**
 * True when a COP/FLL (words from `at`: s, d, l, e, dn[, sn]) stays in tag memory: e at least 1, d + dn
 * and (COP) s + sn, (FLL) s + e within the slots.
 */
function fileValid(at: i32, copy: bool): bool {
  const size = word(at + 3);
  const destRoom = word(at + 4);
  if (size < 1 || destRoom < 0) return false;
  if (<i64>word(at + 1) + <i64>destRoom > <i64>slotCount) return false;
  const sourceRoom = copy ? word(at + 5) : size;
  return sourceRoom >= 0 && <i64>word(at) + <i64>sourceRoom <= <i64>slotCount;
}

/** Index of the code operand of `op`, or -1 when it does not jump. */
function jumpOperand(op: i32): i32 {
  const n = operandCount(op);
  for (let i: i32 = 0; i < n; i++) {
    if (operandKind(op, i) == OperandKind.CODE) return i;
  }
  return -1;
}

/** Checks the whole program; true when it is safe to run from word 0 and from `prescanStart`. Does not modify it. */
export function verify(prescanStart: i32): bool {
  if (codeWords < 1 || word(codeWords - 1) != Op.END) return false;
  memory.fill(markBase, 0, <usize>codeWords);
  // Pass 1: instruction boundaries and operand ranges.
  let pc: i32 = 0;
  while (pc < codeWords) {
    const op = word(pc);
    const n = operandCount(op);
    if (n < 0 || pc + n >= codeWords) return false;
    for (let i: i32 = 0; i < n; i++) {
      if (!operandValid(operandKind(op, i), word(pc + 1 + i))) return false;
    }
    if (op == Op.LDX && !arrayValid(pc + 1)) return false;
    if (op == Op.STX && !arrayValid(pc + 2)) return false;
    if (op >= Op.BSL && op <= Op.LFU && !fileArrayValid(pc + 2)) return false;
    if (op >= Op.SQO && op <= Op.SQL && !fileArrayValid(pc + 2)) return false;
    if ((op == Op.COP || op == Op.FLL) && !fileValid(pc + 1, op == Op.COP)) return false;
    // PID: the whole PID block lies in tag memory.
    if (op == Op.PID && word(pc + 1) > slotCount - PID_SIZE) return false;
    setMark(pc, START);
    pc += 1 + n;
  }
  // The last word must be an END instruction, not an operand that happens to equal it.
  if ((mark(codeWords - 1) & START) == 0) return false;
  if (prescanStart < 0 || prescanStart >= codeWords || (mark(prescanStart) & START) == 0) return false;
  setMark(prescanStart, TARGET);
  // Pass 2: jumps (and a call's two entries) land on instruction starts.
  pc = 0;
  while (pc < codeWords) {
    const op = word(pc);
    const n = operandCount(op);
    for (let i: i32 = 0; i < n; i++) {
      if (operandKind(op, i) != OperandKind.CODE) continue;
      const target = word(pc + 1 + i);
      if ((mark(target) & START) == 0) return false;
      if (op == Op.SKIP) {
        if (target <= pc) return false;
      } else {
        setMark(target, TARGET);
      }
    }
    pc += 1 + n;
  }
  // Pass 3: branch nesting along the code; branches never span a rung, a jump or a jump target, and no
  // SKIP jumps over a branch instruction (`reach`: the furthest SKIP target seen so far).
  let depth: i32 = 0;
  let reach: i32 = 0;
  pc = 0;
  while (pc < codeWords) {
    const op = word(pc);
    if ((mark(pc) & TARGET) != 0 && depth != 0) return false;
    if (op == Op.SKIP) {
      const target = word(pc + 1);
      if (target > reach) reach = target;
    } else if (jumpOperand(op) >= 0 && depth != 0 && op != Op.JSR && op != Op.CALL) {
      // A call returns to the next word with the branch stack as it was; a jump does not.
      return false;
    }
    if ((op == Op.BST || op == Op.NXB || op == Op.BND) && reach > pc) return false;
    if (op == Op.BST) {
      depth++;
      if (depth > MAX_BRANCH_DEPTH) return false;
    } else if (op == Op.NXB) {
      if (depth < 1) return false;
    } else if (op == Op.BND) {
      if (depth < 1) return false;
      depth--;
    } else if ((op == Op.RUNG || op == Op.END) && depth != 0) {
      return false;
    }
    pc += 1 + operandCount(op);
  }
  return true;
}

/** Rewrites slot operands to tag addresses and code operands to code addresses. */
export function relocate(): void {
  let pc: i32 = 0;
  while (pc < codeWords) {
    const op = word(pc);
    const n = operandCount(op);
    for (let i: i32 = 0; i < n; i++) {
      const kind = operandKind(op, i);
      if (kind == OperandKind.IMMEDIATE) continue;
      const at = codeBase + ((<usize>(pc + 1 + i)) << 2);
      const value = load<i32>(at);
      const base = kind == OperandKind.CODE ? codeBase : tagBase;
      store<u32>(at, <u32>(base + ((<usize>value) << 2)));
    }
    pc += 1 + n;
  }
}
