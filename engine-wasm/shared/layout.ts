/**
 * Tag-memory layout and status codes shared by the compiler and the VM. Every tag value is one
 * 32-bit slot (a DINT or BOOL as a signed integer, a REAL as the bits of an IEEE 754 single); a TIMER
 * or COUNTER tag is a block of consecutive slots.
 */

/** TIMER block: offsets of the members from the block's first slot. */
export const TIMER_PRE: i32 = 0;
export const TIMER_ACC: i32 = 1;
export const TIMER_EN: i32 = 2;
export const TIMER_TT: i32 = 3;
export const TIMER_DN: i32 = 4;
export const TIMER_SIZE: i32 = 5;

/** COUNTER block: offsets of the members from the block's first slot. */
export const COUNTER_PRE: i32 = 0;
export const COUNTER_ACC: i32 = 1;
export const COUNTER_CU: i32 = 2;
export const COUNTER_CD: i32 = 3;
export const COUNTER_DN: i32 = 4;
export const COUNTER_OV: i32 = 5;
export const COUNTER_UN: i32 = 6;
export const COUNTER_SIZE: i32 = 7;

/** CONTROL block (file and shift instructions): offsets of the members, in Logix order. */
export const CONTROL_LEN: i32 = 0;
export const CONTROL_POS: i32 = 1;
export const CONTROL_EN: i32 = 2;
export const CONTROL_EU: i32 = 3;
export const CONTROL_DN: i32 = 4;
export const CONTROL_EM: i32 = 5;
export const CONTROL_ER: i32 = 6;
export const CONTROL_UL: i32 = 7;
export const CONTROL_IN: i32 = 8;
export const CONTROL_FD: i32 = 9;
export const CONTROL_SIZE: i32 = 10;

/** Deepest branch nesting a program may use. */
export const MAX_BRANCH_DEPTH: i32 = 64;

/**
 * Deepest subroutine nesting (JSR within JSR, recursion too): a call past it is a major fault
 * (Trap.CALL_DEPTH), so runaway recursion stops with a message instead of running to the watchdog.
 */
export const MAX_CALL_DEPTH: i32 = 32;

/** Passes one execution of a Structured Text loop may run (SEMANTICS.md). */
export const LOOP_CAP: i32 = 10000;

/** Tags the host may force at once (held at their values before and after the program in every scan). */
export const MAX_FORCES: i32 = 64;

/**
 * Minor faults (Logix: the scan goes on, a status bit is set): the VM records the code word of the
 * instruction and the kind, at most MAX_WARNINGS between two reads by the host, which reports them
 * once each with the rung or line (engine-wasm/src/traps.ts).
 */
export enum MinorFault {
  /** REAL division by zero (the result is the IEEE ±∞ or NaN) */
  DIVIDE_BY_ZERO = 1,
  /** a REAL stored into a DINT was outside the DINT range or NaN (the value saturated, NaN gave 0) */
  CONVERSION = 2,
}

/** Loop-cap warnings the VM keeps between two reads by the host. */
export const MAX_WARNINGS: i32 = 32;

/**
 * The watchdog: instructions one scan (or pre-scan) may execute. Past it the VM ends the scan with
 * Trap.WATCHDOG and the host stops the run, as a Logix controller faults a task that overruns its
 * watchdog. Sized so that a loop stopped by LOOP_CAP with a 100-instruction body still fits
 * (docs/decisions.md "Watchdog" has the measurements).
 */
export const WATCHDOG_BUDGET: i32 = 2000000;

/** Work a scan costs besides its instructions (sensing the scene, its tick), in the run budget's units. */
export const SCAN_WORK: i32 = 64;

/** Status codes of the VM; 0 is success. Messages are in the host (engine-wasm/src/traps.ts). */
export enum Trap {
  NONE = 0,
  /** the scan executed more than WATCHDOG_BUDGET instructions: it was ended and the run must stop */
  WATCHDOG = 1,
  /** the program could not be linked: unknown opcode, operand out of range, bad branch nesting */
  BAD_PROGRAM = 2,
  /** memory could not grow to hold the program */
  OUT_OF_MEMORY = 3,
  /** no program is loaded */
  NO_PROGRAM = 4,
  /** the scene could not be attached: unknown scene, a port outside tag memory or a non-finite variable */
  BAD_SCENE = 5,
  /** the run's total work budget (set by the host, e.g. for grading) is spent: no scan was run */
  RUN_BUDGET = 6,
  /** an array index was outside the array's bounds: a major fault, the scan was ended and the run must stop */
  INDEX_RANGE = 7,
  /** a JSR nested deeper than MAX_CALL_DEPTH: a major fault, the scan was ended and the run must stop */
  CALL_DEPTH = 8,
}
