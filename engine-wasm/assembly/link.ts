/**
 * Verifies a program before it may run, then rewrites its operands to absolute addresses.
 * After a successful link the run loop needs no bounds checks: every slot, block and jump target
 * is inside its region, branch nesting is balanced and within MAX_BRANCH_DEPTH, and the program
 * ends with END.
 */
import { Op, OperandKind, operandCount, operandKind } from '../shared/opcodes';
import { COUNTER_SIZE, MAX_BRANCH_DEPTH, TIMER_SIZE } from '../shared/layout';
import { codeBase, codeWords, slotCount, tagBase } from './memory';

function word(index: i32): i32 {
  return load<i32>(codeBase + ((<usize>index) << 2));
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
    case OperandKind.CODE:
      return value >= 0 && value < codeWords;
    default:
      return false;
  }
}

/** Checks the whole program; true when it is safe to run. Does not modify it. */
export function verify(): bool {
  if (codeWords < 1) return false;
  let depth: i32 = 0;
  let pc: i32 = 0;
  let sawEnd = false;
  while (pc < codeWords) {
    const op = word(pc);
    const n = operandCount(op);
    if (n < 0 || pc + n >= codeWords) return false;
    for (let i: i32 = 0; i < n; i++) {
      if (!operandValid(operandKind(op, i), word(pc + 1 + i))) return false;
    }
    if (op == Op.BST) {
      depth++;
      if (depth > MAX_BRANCH_DEPTH) return false;
    } else if (op == Op.NXB) {
      if (depth < 1) return false;
    } else if (op == Op.BND) {
      if (depth < 1) return false;
      depth--;
    } else if (op == Op.RUNG || op == Op.END) {
      // Branches never span rungs.
      if (depth != 0) return false;
    }
    if (op == Op.END) sawEnd = true;
    pc += 1 + n;
  }
  return sawEnd && word(codeWords - 1) == Op.END && jumpTargetsValid();
}

/** Every jump lands on the first word of an instruction. */
function jumpTargetsValid(): bool {
  let pc: i32 = 0;
  while (pc < codeWords) {
    const op = word(pc);
    if (op == Op.JMP || op == Op.JMPF) {
      if (!isInstructionStart(word(pc + 1))) return false;
    }
    pc += 1 + operandCount(op);
  }
  return true;
}

function isInstructionStart(target: i32): bool {
  let pc: i32 = 0;
  while (pc < target) pc += 1 + operandCount(word(pc));
  return pc == target;
}

/** Rewrites slot operands to tag addresses and code operands to code addresses. */
export function relocate(): void {
  let pc: i32 = 0;
  while (pc < codeWords) {
    const op = word(pc);
    const n = operandCount(op);
    for (let i: i32 = 0; i < n; i++) {
      const at = codeBase + ((<usize>(pc + 1 + i)) << 2);
      const value = load<i32>(at);
      const base = operandKind(op, i) == OperandKind.CODE ? codeBase : tagBase;
      store<u32>(at, <u32>(base + ((<usize>value) << 2)));
    }
    pc += 1 + n;
  }
}
