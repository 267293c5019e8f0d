/**
 * The scan loop: one switch over the opcode, short case bodies, operands already relocated to
 * absolute addresses by link(). Semantics: SEMANTICS.md and docs/decisions.md "Engine: exact ladder
 * rules". In pre-scan, output instructions do their pre-scan action instead. The REAL operations
 * are in real.ts, their minor faults in minorFaults.ts.
 */
import { Op } from '../shared/opcodes';
import {
  COUNTER_ACC,
  COUNTER_CD,
  COUNTER_CU,
  COUNTER_DN,
  COUNTER_OV,
  COUNTER_PRE,
  COUNTER_UN,
  LOOP_CAP,
  MAX_CALL_DEPTH,
  MAX_WARNINGS,
  TIMER_ACC,
  TIMER_DN,
  TIMER_EN,
  TIMER_PRE,
  TIMER_TT,
  Trap,
  WATCHDOG_BUDGET,
} from '../shared/layout';
import { callBase, codeBase, stackBase, warningBase } from './memory';
import { realOp } from './real';
import { fileOp } from './file';
import { resetControl, sequencerOp } from './sequencer';
import { pid } from './pid';

/** Instructions executed since the host last cleared the count (the run budget's measure). */
export let executed: f64 = 0;

/** Code word index where the watchdog or a major fault last ended a scan (-1 when neither has). */
export let watchdogWord: i32 = -1;

/** The index value that was out of range when Trap.INDEX_RANGE last ended a scan. */
export let faultIndex: i32 = 0;

export function clearExecuted(): void {
  executed = 0;
  watchdogWord = -1;
  faultIndex = 0;
}

/**
 * The address of the element an LDX/STX at `pc` names (operands from `first`: base, index slot, lo, n,
 * s), or 0 when the index is out of range (the fault is recorded).
 */
function element(pc: usize, first: usize): usize {
  const k = get(arg(pc, first + 1));
  const position = <i64>k - <i64>load<i32>(pc + ((first + 3) << 2));
  if (position < 0 || position >= <i64>load<i32>(pc + ((first + 4) << 2))) {
    faultIndex = k;
    watchdogWord = <i32>((pc - codeBase) >> 2);
    return 0;
  }
  return arg(pc, first) + ((<usize>(<i32>position * load<i32>(pc + ((first + 5) << 2)))) << 2);
}

/** The number of the last pre-scan: a routine's flag slot holds it once that pre-scan has visited it. */
let prescanNumber: i32 = 0;

/** Loop-cap warnings recorded since the host last cleared them. */
export let warningCount: i32 = 0;

export function clearWarnings(): void {
  warningCount = 0;
}

/** The source line of warning `i`. */
export function warningLine(i: i32): i32 {
  return i >= 0 && i < warningCount ? load<i32>(warningBase + ((<usize>i) << 2)) : 0;
}

function warn(line: i32): void {
  for (let i: i32 = 0; i < warningCount; i++) {
    if (load<i32>(warningBase + ((<usize>i) << 2)) == line) return;
  }
  if (warningCount < MAX_WARNINGS) {
    store<i32>(warningBase + ((<usize>warningCount) << 2), line);
    warningCount++;
  }
}

/** The address held in the operand word `index` after the opcode at `pc`. */
function arg(pc: usize, index: usize): usize {
  return <usize>load<u32>(pc + ((index + 1) << 2));
}

function get(addr: usize): i32 {
  return load<i32>(addr);
}

function put(addr: usize, value: i32): void {
  store<i32>(addr, value);
}

function member(block: usize, offset: i32): usize {
  return block + ((<usize>offset) << 2);
}

/** ACC + dt computed wide and capped at PRE (only called while ACC < PRE). */
function advance(acc: i32, dt: i32, pre: i32): i32 {
  const next = <i64>acc + <i64>dt;
  return next >= <i64>pre ? pre : <i32>next;
}

function timerOnTrue(t: usize, dt: i32): void {
  put(member(t, TIMER_EN), 1);
  const pre = get(member(t, TIMER_PRE));
  let acc = get(member(t, TIMER_ACC));
  if (acc < pre) {
    acc = advance(acc, dt, pre);
    put(member(t, TIMER_ACC), acc);
  }
  const done: i32 = acc >= pre ? 1 : 0;
  put(member(t, TIMER_DN), done);
  put(member(t, TIMER_TT), done ^ 1);
}

function ton(t: usize, rc: i32, dt: i32, prescan: bool): void {
  if (rc != 0 && !prescan) {
    timerOnTrue(t, dt);
  } else {
    put(member(t, TIMER_EN), 0);
    put(member(t, TIMER_TT), 0);
    put(member(t, TIMER_DN), 0);
    put(member(t, TIMER_ACC), 0);
  }
}

function rto(t: usize, rc: i32, dt: i32, prescan: bool): void {
  if (prescan) {
    put(member(t, TIMER_EN), 0);
    put(member(t, TIMER_TT), 0);
    put(member(t, TIMER_DN), 0);
  } else if (rc != 0) {
    timerOnTrue(t, dt);
  } else {
    put(member(t, TIMER_EN), 0);
    put(member(t, TIMER_TT), 0);
  }
}

function tof(t: usize, rc: i32, dt: i32, prescan: bool): void {
  if (prescan) {
    put(member(t, TIMER_EN), 0);
    put(member(t, TIMER_TT), 0);
    put(member(t, TIMER_DN), 0);
    put(member(t, TIMER_ACC), get(member(t, TIMER_PRE)));
  } else if (rc != 0) {
    put(member(t, TIMER_EN), 1);
    put(member(t, TIMER_DN), 1);
    put(member(t, TIMER_TT), 0);
    put(member(t, TIMER_ACC), 0);
  } else {
    put(member(t, TIMER_EN), 0);
    if (get(member(t, TIMER_DN)) != 0) {
      const pre = get(member(t, TIMER_PRE));
      let acc = get(member(t, TIMER_ACC));
      if (acc < pre) {
        acc = advance(acc, dt, pre);
        put(member(t, TIMER_ACC), acc);
      }
      if (acc >= pre) {
        put(member(t, TIMER_DN), 0);
        put(member(t, TIMER_TT), 0);
      } else {
        put(member(t, TIMER_TT), 1);
      }
    } else {
      put(member(t, TIMER_TT), 0);
    }
  }
}

function countUp(c: usize, rc: i32, prescan: bool): void {
  if (!prescan) {
    if (rc != 0 && get(member(c, COUNTER_CU)) == 0) {
      const acc = get(member(c, COUNTER_ACC));
      if (acc == i32.MAX_VALUE) put(member(c, COUNTER_OV), 1);
      put(member(c, COUNTER_ACC), acc + 1);
    }
    put(member(c, COUNTER_DN), get(member(c, COUNTER_ACC)) >= get(member(c, COUNTER_PRE)) ? 1 : 0);
  }
  put(member(c, COUNTER_CU), rc);
}

function countDown(c: usize, rc: i32, prescan: bool): void {
  if (!prescan) {
    if (rc != 0 && get(member(c, COUNTER_CD)) == 0) {
      const acc = get(member(c, COUNTER_ACC));
      if (acc == i32.MIN_VALUE) put(member(c, COUNTER_UN), 1);
      put(member(c, COUNTER_ACC), acc - 1);
    }
    put(member(c, COUNTER_DN), get(member(c, COUNTER_ACC)) >= get(member(c, COUNTER_PRE)) ? 1 : 0);
  }
  put(member(c, COUNTER_CD), rc);
}

function pulse(t: usize, rc: i32, dt: i32, prescan: bool): void {
  if (prescan) {
    put(member(t, TIMER_EN), rc);
    put(member(t, TIMER_TT), 0);
    put(member(t, TIMER_DN), 0);
    put(member(t, TIMER_ACC), 0);
    return;
  }
  const rising = rc != 0 && get(member(t, TIMER_EN)) == 0;
  if (rising && get(member(t, TIMER_TT)) == 0) {
    put(member(t, TIMER_TT), 1);
    put(member(t, TIMER_DN), 0);
    put(member(t, TIMER_ACC), 0);
  }
  if (get(member(t, TIMER_TT)) != 0) {
    const pre = get(member(t, TIMER_PRE));
    const next = <i64>get(member(t, TIMER_ACC)) + <i64>dt;
    const acc = next >= <i64>pre ? pre : <i32>next;
    put(member(t, TIMER_ACC), acc);
    if (acc >= pre) {
      put(member(t, TIMER_TT), 0);
      put(member(t, TIMER_DN), 1);
    }
  }
  // In the same scan: with the input off and no pulse running, the timer reads zero.
  if (rc == 0 && get(member(t, TIMER_TT)) == 0) {
    put(member(t, TIMER_ACC), 0);
    put(member(t, TIMER_DN), 0);
  }
  put(member(t, TIMER_EN), rc);
}

function power(a: i32, b: i32): i32 {
  if (b < 0) {
    if (a == 1) return 1;
    if (a == -1) return (b & 1) != 0 ? -1 : 1;
    return 0;
  }
  let result: i32 = 1;
  let base = a;
  let e = b;
  while (e != 0) {
    if ((e & 1) != 0) result *= base;
    base *= base;
    e >>>= 1;
  }
  return result;
}

function divide(a: i32, b: i32): i32 {
  if (b == 0) return 0;
  if (b == -1) return -a; // also MIN / -1 = MIN without the wasm overflow trap
  return a / b;
}

function modulo(a: i32, b: i32): i32 {
  if (b == 0 || b == -1) return 0;
  return a % b;
}

/** The less common three-address operations. */
function binary(op: i32, a: i32, b: i32): i32 {
  switch (op) {
    case Op.DIV3:
      return divide(a, b);
    case Op.MOD3:
      return modulo(a, b);
    case Op.POW3:
      return power(a, b);
    case Op.EQ3:
      return <i32>(a == b);
    case Op.NE3:
      return <i32>(a != b);
    case Op.LT3:
      return <i32>(a < b);
    case Op.LE3:
      return <i32>(a <= b);
    case Op.GT3:
      return <i32>(a > b);
    case Op.GE3:
      return <i32>(a >= b);
    case Op.AND3:
      return a & b;
    case Op.OR3:
      return a | b;
    case Op.XOR3:
      return a ^ b;
    case Op.MIN3:
      return a < b ? a : b;
    case Op.MAX3:
      return a > b ? a : b;
    case Op.SHL3:
      return b >= 0 && b <= 31 ? a << b : 0;
    case Op.SHR3:
      return b >= 0 && b <= 31 ? <i32>((<u32>a) >>> (<u32>b)) : 0;
    default:
      return 0;
  }
}

/** The comparison of a compare-and-branch. */
function compare(op: i32, a: i32, b: i32): bool {
  switch (op) {
    case Op.JF_EQ:
      return a == b;
    case Op.JF_NE:
      return a != b;
    case Op.JF_LT:
      return a < b;
    case Op.JF_LE:
      return a <= b;
    case Op.JF_GT:
      return a > b;
    default:
      return a >= b;
  }
}

/** Slots a COP or FLL at `pc` writes: Length (operand 2) × element size (3), at most `room` (4). */
function fileSlots(pc: usize): i32 {
  const length = get(arg(pc, 2));
  if (length <= 0) return 0;
  const wanted = <i64>length * <i64>load<i32>(pc + 16);
  const room = load<i32>(pc + 20);
  return wanted < <i64>room ? <i32>wanted : room;
}

/** COP: slot by slot in ascending order (an overlapping copy upward repeats the first elements). */
function copySlots(pc: usize): void {
  let n = fileSlots(pc);
  const sourceRoom = load<i32>(pc + 24);
  if (n > sourceRoom) n = sourceRoom;
  const s = arg(pc, 0);
  const d = arg(pc, 1);
  for (let i: i32 = 0; i < n; i++) put(d + ((<usize>i) << 2), get(s + ((<usize>i) << 2)));
}

/** FLL: the element at Source (its size in slots is operand 3) repeated over Dest. */
function fillSlots(pc: usize): void {
  const n = fileSlots(pc);
  const size = load<i32>(pc + 16);
  const s = arg(pc, 0);
  const d = arg(pc, 1);
  for (let i: i32 = 0; i < n; i++) put(d + ((<usize>i) << 2), get(s + ((<usize>(i % size)) << 2)));
}

/**
 * Runs the program once from `start`. `prescan` selects the pre-scan actions. Returns a Trap code:
 * Trap.WATCHDOG when the scan executed WATCHDOG_BUDGET instructions without reaching END (the word it
 * stopped at is kept in `watchdogWord`).
 */
export function execute(start: usize, dt: i32, prescan: bool): i32 {
  let pc = start;
  let sp = stackBase;
  let rc: i32 = 1;
  let budget: i32 = WATCHDOG_BUDGET;
  let depth: i32 = 0;
  if (dt < 0) dt = 0;
  if (prescan) prescanNumber++;
  while (true) {
    if (--budget < 0) {
      executed += <f64>WATCHDOG_BUDGET;
      watchdogWord = <i32>((pc - codeBase) >> 2);
      return Trap.WATCHDOG;
    }
    const op = load<i32>(pc);
    switch (op) {
      case Op.END:
        executed += <f64>(WATCHDOG_BUDGET - budget);
        return Trap.NONE;
      case Op.RUNG:
        rc = 1;
        pc += 4;
        break;
      case Op.XIC:
        rc &= <i32>(get(arg(pc, 0)) != 0);
        pc += 8;
        break;
      case Op.XIO:
        rc &= <i32>(get(arg(pc, 0)) == 0);
        pc += 8;
        break;
      case Op.ONS: {
        const s = arg(pc, 0);
        const out = prescan ? 0 : rc & (<i32>(get(s) == 0));
        put(s, rc);
        rc = out;
        pc += 8;
        break;
      }
      case Op.OSR: {
        const s = arg(pc, 0);
        const stored = get(s);
        put(arg(pc, 1), prescan ? 0 : rc & (<i32>(stored == 0)));
        put(s, rc);
        pc += 12;
        break;
      }
      case Op.OSF: {
        const s = arg(pc, 0);
        const stored = get(s);
        put(arg(pc, 1), prescan ? 0 : (rc ^ 1) & (<i32>(stored != 0)));
        put(s, rc);
        pc += 12;
        break;
      }
      case Op.OTE:
        put(arg(pc, 0), prescan ? 0 : rc);
        pc += 8;
        break;
      case Op.OTL:
        if (rc != 0 && !prescan) put(arg(pc, 0), 1);
        pc += 8;
        break;
      case Op.OTU:
        if (rc != 0 && !prescan) put(arg(pc, 0), 0);
        pc += 8;
        break;
      case Op.TON:
        ton(arg(pc, 0), rc, dt, prescan);
        pc += 8;
        break;
      case Op.TOF:
        tof(arg(pc, 0), rc, dt, prescan);
        pc += 8;
        break;
      case Op.RTO:
        rto(arg(pc, 0), rc, dt, prescan);
        pc += 8;
        break;
      case Op.RES_TIMER:
        if (rc != 0 && !prescan) {
          const t = arg(pc, 0);
          put(member(t, TIMER_ACC), 0);
          put(member(t, TIMER_EN), 0);
          put(member(t, TIMER_TT), 0);
          put(member(t, TIMER_DN), 0);
        }
        pc += 8;
        break;
      case Op.CTU:
        countUp(arg(pc, 0), rc, prescan);
        pc += 8;
        break;
      case Op.CTD:
        countDown(arg(pc, 0), rc, prescan);
        pc += 8;
        break;
      case Op.RES_COUNTER:
        if (rc != 0 && !prescan) {
          const c = arg(pc, 0);
          put(member(c, COUNTER_ACC), 0);
          put(member(c, COUNTER_CU), 0);
          put(member(c, COUNTER_CD), 0);
          put(member(c, COUNTER_DN), 0);
          put(member(c, COUNTER_OV), 0);
          put(member(c, COUNTER_UN), 0);
        }
        pc += 8;
        break;
      case Op.ADD:
        if (rc != 0 && !prescan) put(arg(pc, 2), get(arg(pc, 0)) + get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.SUB:
        if (rc != 0 && !prescan) put(arg(pc, 2), get(arg(pc, 0)) - get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.MUL:
        if (rc != 0 && !prescan) put(arg(pc, 2), get(arg(pc, 0)) * get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.DIV:
        if (rc != 0 && !prescan) put(arg(pc, 2), divide(get(arg(pc, 0)), get(arg(pc, 1))));
        pc += 16;
        break;
      case Op.MOD:
        if (rc != 0 && !prescan) put(arg(pc, 2), modulo(get(arg(pc, 0)), get(arg(pc, 1))));
        pc += 16;
        break;
      case Op.MOV:
        if (rc != 0 && !prescan) put(arg(pc, 1), get(arg(pc, 0)));
        pc += 12;
        break;
      case Op.EQU:
        rc &= <i32>(get(arg(pc, 0)) == get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.NEQ:
        rc &= <i32>(get(arg(pc, 0)) != get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.GRT:
        rc &= <i32>(get(arg(pc, 0)) > get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.GEQ:
        rc &= <i32>(get(arg(pc, 0)) >= get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.LES:
        rc &= <i32>(get(arg(pc, 0)) < get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.LEQ:
        rc &= <i32>(get(arg(pc, 0)) <= get(arg(pc, 1)));
        pc += 12;
        break;
      case Op.BST:
        store<i32>(sp, rc);
        store<i32>(sp, 0, 4);
        sp += 8;
        pc += 4;
        break;
      case Op.NXB:
        store<i32>(sp - 4, load<i32>(sp - 4) | rc);
        rc = load<i32>(sp - 8);
        pc += 4;
        break;
      case Op.BND:
        rc |= load<i32>(sp - 4);
        sp -= 8;
        pc += 4;
        break;
      case Op.PWR:
        put(arg(pc, 0), rc);
        pc += 8;
        break;
      case Op.JMP:
        pc = arg(pc, 0);
        break;
      case Op.JMPF:
        pc = rc == 0 ? arg(pc, 0) : pc + 8;
        break;
      case Op.MOV_S:
        put(arg(pc, 1), get(arg(pc, 0)));
        pc += 12;
        break;
      case Op.MOVB:
        put(arg(pc, 1), <i32>(get(arg(pc, 0)) != 0));
        pc += 12;
        break;
      case Op.SETRC:
        rc = <i32>(get(arg(pc, 0)) != 0);
        pc += 8;
        break;
      case Op.JZ:
        if (get(arg(pc, 0)) == 0) {
          pc = arg(pc, 1);
        } else {
          pc += 12;
        }
        break;
      case Op.NEG:
        put(arg(pc, 1), -get(arg(pc, 0)));
        pc += 12;
        break;
      case Op.NOTB:
        put(arg(pc, 1), <i32>(get(arg(pc, 0)) == 0));
        pc += 12;
        break;
      case Op.NOTI:
        put(arg(pc, 1), ~get(arg(pc, 0)));
        pc += 12;
        break;
      case Op.ABS: {
        const x = get(arg(pc, 0));
        put(arg(pc, 1), x < 0 ? -x : x);
        pc += 12;
        break;
      }
      case Op.ADD3:
        put(arg(pc, 2), get(arg(pc, 0)) + get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.SUB3:
        put(arg(pc, 2), get(arg(pc, 0)) - get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.MUL3:
        put(arg(pc, 2), get(arg(pc, 0)) * get(arg(pc, 1)));
        pc += 16;
        break;
      case Op.DIV3:
        put(arg(pc, 2), divide(get(arg(pc, 0)), get(arg(pc, 1))));
        pc += 16;
        break;
      case Op.MOD3:
        put(arg(pc, 2), modulo(get(arg(pc, 0)), get(arg(pc, 1))));
        pc += 16;
        break;
      case Op.POW3:
      case Op.EQ3:
      case Op.NE3:
      case Op.LT3:
      case Op.LE3:
      case Op.GT3:
      case Op.GE3:
      case Op.AND3:
      case Op.OR3:
      case Op.XOR3:
      case Op.MIN3:
      case Op.MAX3:
      case Op.SHL3:
      case Op.SHR3:
        put(arg(pc, 2), binary(op, get(arg(pc, 0)), get(arg(pc, 1))));
        pc += 16;
        break;
      case Op.LIMIT4: {
        const mn = get(arg(pc, 0));
        const x = get(arg(pc, 1));
        const mx = get(arg(pc, 2));
        const low = x < mn ? mn : x;
        put(arg(pc, 3), low > mx ? mx : low);
        pc += 20;
        break;
      }
      case Op.SEL4:
        put(arg(pc, 3), get(arg(pc, 0)) != 0 ? get(arg(pc, 2)) : get(arg(pc, 1)));
        pc += 20;
        break;
      case Op.JF_EQ:
      case Op.JF_NE:
      case Op.JF_LT:
      case Op.JF_LE:
      case Op.JF_GT:
      case Op.JF_GE: {
        if (compare(op, get(arg(pc, 0)), get(arg(pc, 1)))) {
          pc += 16;
        } else {
          pc = arg(pc, 2);
        }
        break;
      }
      case Op.FOR_NEXT: {
        const i = arg(pc, 0);
        put(i, get(i) + get(arg(pc, 1)));
        pc = arg(pc, 2);
        break;
      }
      case Op.FOR_UP:
      case Op.FOR_DOWN: {
        const i = get(arg(pc, 0));
        const end = get(arg(pc, 1));
        if (op == Op.FOR_UP ? i > end : i < end) {
          pc = arg(pc, 4);
          break;
        }
        const counter = arg(pc, 2);
        const passes = get(counter);
        if (passes >= LOOP_CAP) {
          warn(load<i32>(pc + 16));
          pc = arg(pc, 4);
        } else {
          put(counter, passes + 1);
          pc += 24;
        }
        break;
      }
      case Op.LOOP_INIT:
        put(arg(pc, 0), 0);
        pc += 8;
        break;
      case Op.LOOP_TEST: {
        const counter = arg(pc, 0);
        const passes = get(counter);
        if (passes >= LOOP_CAP) {
          warn(load<i32>(pc + 8));
          pc = arg(pc, 2);
        } else {
          put(counter, passes + 1);
          pc += 16;
        }
        break;
      }
      case Op.TP:
        pulse(arg(pc, 0), rc, dt, prescan);
        pc += 8;
        break;
      case Op.ADDF3:
      case Op.SUBF3:
      case Op.MULF3:
      case Op.DIVF3:
      case Op.EQF3:
      case Op.NEF3:
      case Op.LTF3:
      case Op.LEF3:
      case Op.GTF3:
      case Op.GEF3:
      case Op.MINF3:
      case Op.MAXF3:
      case Op.NEGF:
      case Op.ABSF:
      case Op.SQRTF:
      case Op.ITOF:
      case Op.FTOI:
      case Op.TRUNCF:
      case Op.LIMITF4:
        pc = realOp(op, pc);
        break;
      case Op.PID:
        pid(pc, arg(pc, 0), arg(pc, 1), arg(pc, 2), load<i32>(pc + 16), rc, dt, prescan);
        pc += 20;
        break;
      case Op.SKIP:
        pc = rc == 0 || prescan ? arg(pc, 0) : pc + 8;
        break;
      case Op.LDX: {
        const from = element(pc, 0);
        if (from == 0) {
          executed += <f64>(WATCHDOG_BUDGET - budget);
          return Trap.INDEX_RANGE;
        }
        put(arg(pc, 5), get(from));
        pc += 28;
        break;
      }
      case Op.STX: {
        const to = element(pc, 1);
        if (to == 0) {
          executed += <f64>(WATCHDOG_BUDGET - budget);
          return Trap.INDEX_RANGE;
        }
        put(to, get(arg(pc, 0)));
        pc += 28;
        break;
      }
      case Op.BSL:
      case Op.BSR:
      case Op.FFL:
      case Op.FFU:
      case Op.LFL:
      case Op.LFU:
        fileOp(op, pc, rc, prescan);
        pc += 20;
        break;
      case Op.SQO:
      case Op.SQI:
        rc = sequencerOp(op, pc, rc, prescan);
        pc += 24;
        break;
      case Op.SQL:
        rc = sequencerOp(op, pc, rc, prescan);
        pc += 20;
        break;
      case Op.RES_CONTROL:
        if (rc != 0 && !prescan) resetControl(arg(pc, 0));
        pc += 8;
        break;
      case Op.JMPT:
        pc = rc != 0 && !prescan ? arg(pc, 0) : pc + 8;
        break;
      case Op.COP:
        if (rc != 0 && !prescan) copySlots(pc);
        pc += 28;
        break;
      case Op.FLL:
        if (rc != 0 && !prescan) fillSlots(pc);
        pc += 24;
        break;
      case Op.JSR:
      case Op.CALL: {
        if (op == Op.JSR && rc == 0 && !prescan) {
          pc += 16;
          break;
        }
        let target = arg(pc, 0);
        if (prescan) {
          // Each routine is pre-scanned once per pre-scan, from its pre-scan entry.
          const flag = arg(pc, 2);
          if (get(flag) == prescanNumber) {
            pc += 16;
            break;
          }
          put(flag, prescanNumber);
          target = arg(pc, 1);
        }
        if (depth >= MAX_CALL_DEPTH) {
          watchdogWord = <i32>((pc - codeBase) >> 2);
          executed += <f64>(WATCHDOG_BUDGET - budget);
          return Trap.CALL_DEPTH;
        }
        const frame = callBase + <usize>depth * 12;
        store<u32>(frame, <u32>(pc + 16));
        store<u32>(frame, <u32>sp, 4);
        store<i32>(frame, rc, 8);
        depth++;
        pc = target;
        break;
      }
      case Op.RET:
      case Op.RTN: {
        if (op == Op.RET && (rc == 0 || prescan)) {
          pc += 4;
          break;
        }
        if (depth == 0) {
          // RET in the Main Routine ends it for this scan.
          executed += <f64>(WATCHDOG_BUDGET - budget);
          return Trap.NONE;
        }
        depth--;
        const frame = callBase + <usize>depth * 12;
        pc = <usize>load<u32>(frame);
        sp = <usize>load<u32>(frame, 4);
        rc = load<i32>(frame, 8);
        break;
      }
      default:
        // Unreachable after link(); kept so a bad word can never run on.
        return Trap.BAD_PROGRAM;
    }
  }
}
