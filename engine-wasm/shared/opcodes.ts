/**
 * The bytecode, defined once: both the TypeScript compiler and the AssemblyScript VM compile this
 * file (keep it to enums, integer constants and i32 functions so it means the same in both).
 *
 * Instruction format: one 32-bit word holding the opcode, then its operands, one word each.
 *
 *   ┌────────┬───────────┬───────────┬───────────┐
 *   │ opcode │ operand 0 │ operand 1 │ operand 2 │   (0 to 3 operands, see operandCount)
 *   └────────┴───────────┴───────────┴───────────┘
 *
 * Operands are slot numbers in tag memory (`M[a]` the slot as a DINT, `F[a]` the same bits as a REAL;
 * a TIMER or COUNTER operand is the first slot of its block, see layout.ts) or code word indexes (jumps). When a program is linked the VM checks every
 * operand against the program's size and rewrites it to an absolute address, so the run loop does
 * no bounds checks and no multiplications.
 *
 * The ladder evaluates with a rung-condition register `rc` and a branch stack of (entry, or-acc)
 * pairs. Output instructions pass `rc` on unchanged. In pre-scan, outputs do their pre-scan action
 * instead (SEMANTICS.md "Pre-scan").
 */
export enum Op {
  /** end of the program: the scan is complete */
  END = 0,
  /** start of a rung: rc := 1 */
  RUNG = 1,
  /** a           rc := rc & (M[a] != 0) */
  XIC = 2,
  /** a           rc := rc & (M[a] == 0) */
  XIO = 3,
  /** a           out := rc & !M[a]; M[a] := rc; rc := out        (a: storage bit) */
  ONS = 4,
  /** s o         M[o] := rc & !M[s]; then M[s] := rc */
  OSR = 5,
  /** s o         M[o] := !rc & M[s]; then M[s] := rc */
  OSF = 6,
  /** a           M[a] := rc */
  OTE = 7,
  /** a           if rc: M[a] := 1 */
  OTL = 8,
  /** a           if rc: M[a] := 0 */
  OTU = 9,
  /** t           on-delay timer on the TIMER block t */
  TON = 10,
  /** t           off-delay timer */
  TOF = 11,
  /** t           retentive on-delay timer */
  RTO = 12,
  /** t           if rc: clear ACC, EN, TT, DN of the TIMER block t */
  RES_TIMER = 13,
  /** c           count up on the rising edge of rc (COUNTER block c) */
  CTU = 14,
  /** c           count down on the rising edge of rc */
  CTD = 15,
  /** c           if rc: clear ACC, CU, CD, DN, OV, UN of the COUNTER block c */
  RES_COUNTER = 16,
  /** a b d       if rc: M[d] := M[a] + M[b]   (32-bit wrap) */
  ADD = 17,
  /** a b d       if rc: M[d] := M[a] - M[b] */
  SUB = 18,
  /** a b d       if rc: M[d] := M[a] * M[b] */
  MUL = 19,
  /** a b d       if rc: M[d] := M[a] / M[b]   (toward zero; /0 → 0; MIN / -1 → MIN) */
  DIV = 20,
  /** a b d       if rc: M[d] := M[a] MOD M[b] (sign of the dividend; MOD 0 → 0) */
  MOD = 21,
  /** s d         if rc: M[d] := M[s] */
  MOV = 22,
  /** a b         rc := rc & (M[a] == M[b]) */
  EQU = 23,
  /** a b         rc := rc & (M[a] != M[b]) */
  NEQ = 24,
  /** a b         rc := rc & (M[a] > M[b])   (signed) */
  GRT = 25,
  /** a b         rc := rc & (M[a] >= M[b]) */
  GEQ = 26,
  /** a b         rc := rc & (M[a] < M[b]) */
  LES = 27,
  /** a b         rc := rc & (M[a] <= M[b]) */
  LEQ = 28,
  /** branch start: push (entry := rc, acc := 0) */
  BST = 29,
  /** next leg:     acc := acc | rc; rc := entry */
  NXB = 30,
  /** branch end:   rc := acc | rc; pop */
  BND = 31,
  /** a           M[a] := rc  (energised state for the ladder view; emitted on request) */
  PWR = 32,
  /** j           pc := j  (a backward jump spends the scan's jump budget) */
  JMP = 33,
  /** j           if !rc: pc := j */
  JMPF = 34,

  // Structured Text: three-address operations on slots (expression temporaries are slots too).
  /** s d         M[d] := M[s] */
  MOV_S = 35,
  /** s d         M[d] := M[s] != 0 */
  MOVB = 36,
  /** s           rc := M[s] != 0   (the input of a timer or counter call) */
  SETRC = 37,
  /** s j         if M[s] == 0: pc := j */
  JZ = 38,
  /** s d         M[d] := -M[s] (wraps) */
  NEG = 39,
  /** s d         M[d] := M[s] == 0 */
  NOTB = 40,
  /** s d         M[d] := ~M[s] */
  NOTI = 41,
  /** s d         M[d] := |M[s]| (ABS(MIN) = MIN) */
  ABS = 42,
  /** a b d       M[d] := M[a] + M[b] (wraps) */
  ADD3 = 43,
  /** a b d       M[d] := M[a] - M[b] */
  SUB3 = 44,
  /** a b d       M[d] := M[a] * M[b] */
  MUL3 = 45,
  /** a b d       M[d] := M[a] / M[b]   (ladder DIV rules) */
  DIV3 = 46,
  /** a b d       M[d] := M[a] MOD M[b] (ladder MOD rules) */
  MOD3 = 47,
  /** a b d       M[d] := M[a] ** M[b]  (integer power, wraps; b < 0 gives 0 unless a is 1 or -1) */
  POW3 = 48,
  /** a b d       M[d] := M[a] == M[b] */
  EQ3 = 49,
  /** a b d       M[d] := M[a] != M[b] */
  NE3 = 50,
  /** a b d       M[d] := M[a] < M[b]  (signed) */
  LT3 = 51,
  /** a b d       M[d] := M[a] <= M[b] */
  LE3 = 52,
  /** a b d       M[d] := M[a] > M[b] */
  GT3 = 53,
  /** a b d       M[d] := M[a] >= M[b] */
  GE3 = 54,
  /** a b d       M[d] := M[a] & M[b] */
  AND3 = 55,
  /** a b d       M[d] := M[a] | M[b] */
  OR3 = 56,
  /** a b d       M[d] := M[a] ^ M[b] */
  XOR3 = 57,
  /** a b d       M[d] := min(M[a], M[b]) */
  MIN3 = 58,
  /** a b d       M[d] := max(M[a], M[b]) */
  MAX3 = 59,
  /** a b d       M[d] := M[b] in 0..31 ? M[a] << M[b] : 0 */
  SHL3 = 60,
  /** a b d       M[d] := M[b] in 0..31 ? M[a] >>> M[b] : 0 */
  SHR3 = 61,
  /** n x m d     M[d] := min(max(M[x], M[n]), M[m]) */
  LIMIT4 = 62,
  /** g a b d     M[d] := M[g] != 0 ? M[b] : M[a] */
  SEL4 = 63,
  /** a b j       if !(M[a] == M[b]): pc := j */
  JF_EQ = 64,
  /** a b j       if !(M[a] != M[b]): pc := j */
  JF_NE = 65,
  /** a b j       if !(M[a] < M[b]): pc := j */
  JF_LT = 66,
  /** a b j       if !(M[a] <= M[b]): pc := j */
  JF_LE = 67,
  /** a b j       if !(M[a] > M[b]): pc := j */
  JF_GT = 68,
  /** a b j       if !(M[a] >= M[b]): pc := j */
  JF_GE = 69,
  /** i s j       M[i] := M[i] + M[s]; pc := j   (end of a FOR pass) */
  FOR_NEXT = 70,
  /** c           M[c] := 0   (loop pass counter) */
  LOOP_INIT = 71,
  /** c line j    if M[c] >= LOOP_CAP: record a warning for `line`, pc := j; else M[c] += 1 */
  LOOP_TEST = 72,
  /** t           pulse timer (TP) on the TIMER block t, input rc */
  TP = 73,
  /** i e c line j  start of a FOR pass counting up: if !(M[i] <= M[e]): pc := j; else LOOP_TEST c line j */
  FOR_UP = 74,
  /** i e c line j  start of a FOR pass counting down: if !(M[i] >= M[e]): pc := j; else LOOP_TEST c line j */
  FOR_DOWN = 75,

  // REAL: a slot holds the bits of an IEEE 754 single; these compute with f32 semantics (SEMANTICS.md
  // "REAL", docs/decisions.md "REAL"). A minor fault is recorded (MinorFault, layout.ts) and the scan goes on.
  /** a b d       F[d] := F[a] + F[b] */
  ADDF3 = 76,
  /** a b d       F[d] := F[a] - F[b] */
  SUBF3 = 77,
  /** a b d       F[d] := F[a] * F[b] */
  MULF3 = 78,
  /** a b d       F[d] := F[a] / F[b]   (by zero: the IEEE result ±∞ or NaN, and MinorFault.DIVIDE_BY_ZERO) */
  DIVF3 = 79,
  /** a b d       M[d] := F[a] == F[b]  (IEEE: NaN equals nothing) */
  EQF3 = 80,
  /** a b d       M[d] := F[a] != F[b]  (true when either is NaN) */
  NEF3 = 81,
  /** a b d       M[d] := F[a] < F[b] */
  LTF3 = 82,
  /** a b d       M[d] := F[a] <= F[b] */
  LEF3 = 83,
  /** a b d       M[d] := F[a] > F[b] */
  GTF3 = 84,
  /** a b d       M[d] := F[a] >= F[b] */
  GEF3 = 85,
  /** a b d       F[d] := F[a] < F[b] ? F[a] : F[b] */
  MINF3 = 86,
  /** a b d       F[d] := F[a] > F[b] ? F[a] : F[b] */
  MAXF3 = 87,
  /** s d         F[d] := -F[s] */
  NEGF = 88,
  /** s d         F[d] := |F[s]| */
  ABSF = 89,
  /** s d         F[d] := sqrt(|F[s]|)   (Logix SQR/SQRT: a negative source's absolute value) */
  SQRTF = 90,
  /** s d         F[d] := M[s] as REAL (rounded to nearest single) */
  ITOF = 91,
  /**
   * s d         M[d] := F[s] rounded to nearest, ties to even; outside the DINT range it saturates
   *             (NaN gives 0) and records MinorFault.CONVERSION
   */
  FTOI = 92,
  /** s d         M[d] := F[s] truncated toward zero; saturates as FTOI */
  TRUNCF = 93,
  /** n x m d     F[d] := min(max(F[x], F[n]), F[m])  (as MAXF3 then MINF3) */
  LIMITF4 = 94,
  /** j           if rc == 0 or in pre-scan: pc := j   (skips a ladder output built from ST operations) */
  SKIP = 95,

  // Arrays: element `k` of an array based at slot `a` with first index `lo`, `n` elements and a
  // stride of `s` slots is M[a + (k - lo) * s]. The index comes from a slot; outside lo..lo+n-1 the
  // scan ends with Trap.INDEX_RANGE, a major fault (the host names the array and the rung or line).
  // link() checks that the whole array, a + (n - 1) * s, lies in tag memory.
  /** a i lo n s d   M[d] := element M[i] of the array (lo, n, s immediate) */
  LDX = 96,
  /** v a i lo n s   element M[i] of the array := M[v] */
  STX = 97,

  // File and shift instructions (issue 25, docs/decisions.md "File and shift instructions"): c is a
  // CONTROL block (layout.ts), a the first slot of the array, n (immediate) the slots from a to the end
  // of the array; link() checks that a .. a + n - 1 lies in tag memory. The CONTROL's LEN and POS are
  // read each time they run; a LEN past the n slots (or 32 * n bits) sets .ER and moves nothing.
  /** c a n b     bit shift left of LEN bits from a on a false→true rung; M[b] shifts in at bit 0 */
  BSL = 110,
  /** c a n b     bit shift right of LEN bits from a; M[b] shifts in at bit LEN - 1 */
  BSR = 111,
  /** c a n s     FIFO load: on a false→true rung, M[a + POS] := M[s], POS += 1 (while POS < LEN) */
  FFL = 112,
  /** c a n d     FIFO unload: on a false→true rung, M[d] := M[a], elements 1..LEN-1 move down, POS -= 1 */
  FFU = 113,
  /** c a n s     LIFO load (as FFL) */
  LFL = 114,
  /** c a n d     LIFO unload: on a false→true rung, POS -= 1, M[d] := M[a + POS] */
  LFU = 115,

  // Sequencers (issue 25, docs/decisions.md "Sequencers: SQO, SQI, SQL"): c a n as for the file
  // instructions; the element at POS must lie in the n slots, else .ER is set and nothing moves.
  /**
   * c a n m d   sequencer output: on a false→true rung POS advances (POS ≥ LEN: to 1); while the rung is
   *             true M[d] := (M[d] AND NOT M[m]) OR (M[a + POS] AND M[m]); .DN set when POS = LEN
   */
  SQO = 116,
  /** c a n m s   sequencer input: when rc, rc := (M[s] AND M[m]) = (M[a + POS] AND M[m]) */
  SQI = 117,
  /** c a n s     sequencer load: POS advances as SQO; while the rung is true M[a + POS] := M[s] */
  SQL = 118,
  /** c           RES of a CONTROL: when rc (not in pre-scan) POS := 0 and every status bit := 0 */
  RES_CONTROL = 119,

  // Subroutines (issue 25; docs/decisions.md "Subroutines"): a call pushes a frame (return word, branch
  // stack, rc) on the call stack, at most MAX_CALL_DEPTH deep (deeper: Trap.CALL_DEPTH, a major fault).
  // In pre-scan a call goes to the routine's pre-scan entry `p` once per pre-scan (flag slot `f` holds
  // the number of the pre-scan that last visited it), whatever the rung, as Logix pre-scans every routine.
  /** j p f       ladder JSR: if rc: call the routine at j (pre-scan: at p, once); on return rc is as before */
  JSR = 122,
  /** j p f       Structured Text JSR: call the routine at j (pre-scan: at p, once) */
  CALL = 123,
  /** ladder RET: if rc (not in pre-scan): return to the caller (none: the scan ends) */
  RET = 124,
  /** the end of a routine (and Structured Text RETURN in one): return to the caller (none: the scan ends) */
  RTN = 125,

  // Program control and COP/FLL (issue 25; docs/decisions.md "Program control: JMP/LBL, MCR, NOP, AFI"
  // and "COP and FLL").
  /** j           if rc != 0 and not in pre-scan: pc := j   (a ladder JMP; never inside a branch) */
  JMPT = 128,
  /**
   * s d l e dn sn  when rc != 0 and not in pre-scan: copy min(M[l] * e, dn) slots from s on to d on, one
   *                slot at a time in ascending order, never more than sn from s (a ladder COP; e, dn, sn
   *                immediate: slots per Dest element, slots from d to the end of Dest, from s to the end
   *                of Source). M[l] <= 0 copies nothing.
   */
  COP = 129,
  /**
   * s d l e dn     when rc != 0 and not in pre-scan: fill min(M[l] * e, dn) slots from d on with the e
   *                slots from s on, repeated (a ladder FLL; e, dn immediate). M[l] <= 0 fills nothing.
   */
  FLL = 130,

  // Process control (issue 25; docs/decisions.md "PID").
  /**
   * p v c f     the Logix PID on the PID block p (pidLayout.ts): Process Variable M[v], Control
   *             Variable M[c]; f (immediate) = PID_PV_DINT | PID_CV_DINT when those slots are DINTs.
   *             Runs when rc is true; rc false clears .EN; pre-scan clears .EN and .INI. assembly/pid.ts
   */
  PID = 136,
}

/**
 * One more than the highest opcode. Issue 25's instruction groups took ranges of their own, so some
 * values below it are unused: operandCount gives -1 for them and link() refuses them.
 */
export const OP_COUNT: i32 = 137;

/** What an operand word refers to; decides how the VM checks and relocates it. */
export enum OperandKind {
  /** one tag slot */
  SLOT = 0,
  /** the first slot of a TIMER block */
  TIMER = 1,
  /** the first slot of a COUNTER block */
  COUNTER = 2,
  /** a code word index */
  CODE = 3,
  /** a plain number, not relocated (a source line) */
  IMMEDIATE = 4,
  /** the first slot of a CONTROL block */
  CONTROL = 5,
}

/** How many operand words follow the opcode; -1 for an unknown opcode. */
export function operandCount(op: i32): i32 {
  switch (op) {
    case Op.END:
    case Op.RUNG:
    case Op.BST:
    case Op.NXB:
    case Op.BND:
    case Op.RET:
    case Op.RTN:
      return 0;
    case Op.RES_CONTROL:
      return 1;
    case Op.SQO:
    case Op.SQI:
      return 5;
    case Op.SQL:
      return 4;
    case Op.XIC:
    case Op.XIO:
    case Op.ONS:
    case Op.OTE:
    case Op.OTL:
    case Op.OTU:
    case Op.TON:
    case Op.TOF:
    case Op.RTO:
    case Op.RES_TIMER:
    case Op.CTU:
    case Op.CTD:
    case Op.RES_COUNTER:
    case Op.PWR:
    case Op.JMP:
    case Op.JMPF:
    case Op.SETRC:
    case Op.LOOP_INIT:
    case Op.TP:
    case Op.SKIP:
    case Op.JMPT:
      return 1;
    case Op.MOV_S:
    case Op.MOVB:
    case Op.JZ:
    case Op.NEG:
    case Op.NOTB:
    case Op.NOTI:
    case Op.ABS:
    case Op.NEGF:
    case Op.ABSF:
    case Op.SQRTF:
    case Op.ITOF:
    case Op.FTOI:
    case Op.TRUNCF:
      return 2;
    case Op.ADD3:
    case Op.SUB3:
    case Op.MUL3:
    case Op.DIV3:
    case Op.MOD3:
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
    case Op.JF_EQ:
    case Op.JF_NE:
    case Op.JF_LT:
    case Op.JF_LE:
    case Op.JF_GT:
    case Op.JF_GE:
    case Op.FOR_NEXT:
    case Op.LOOP_TEST:
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
      return 3;
    case Op.LIMIT4:
    case Op.SEL4:
    case Op.LIMITF4:
    case Op.PID:
      return 4;
    case Op.JSR:
    case Op.CALL:
      return 3;
    case Op.FOR_UP:
    case Op.FOR_DOWN:
      return 5;
    case Op.LDX:
    case Op.STX:
    case Op.COP:
      return 6;
    case Op.BSL:
    case Op.BSR:
    case Op.FFL:
    case Op.FFU:
    case Op.LFL:
    case Op.LFU:
      return 4;
    case Op.FLL:
      return 5;
    case Op.OSR:
    case Op.OSF:
    case Op.MOV:
    case Op.EQU:
    case Op.NEQ:
    case Op.GRT:
    case Op.GEQ:
    case Op.LES:
    case Op.LEQ:
      return 2;
    case Op.ADD:
    case Op.SUB:
    case Op.MUL:
    case Op.DIV:
    case Op.MOD:
      return 3;
    default:
      return -1;
  }
}

/** The kind of operand `index` of `op` (only meaningful for index < operandCount(op)). */
export function operandKind(op: i32, index: i32): i32 {
  switch (op) {
    case Op.TON:
    case Op.TOF:
    case Op.RTO:
    case Op.RES_TIMER:
    case Op.TP:
      return OperandKind.TIMER;
    case Op.CTU:
    case Op.CTD:
    case Op.RES_COUNTER:
      return OperandKind.COUNTER;
    case Op.JMP:
    case Op.JMPF:
    case Op.SKIP:
    case Op.JMPT:
      return OperandKind.CODE;
    case Op.COP:
    case Op.FLL:
      return index >= 3 ? OperandKind.IMMEDIATE : OperandKind.SLOT;
    case Op.JZ:
      return index === 1 ? OperandKind.CODE : OperandKind.SLOT;
    case Op.JF_EQ:
    case Op.JF_NE:
    case Op.JF_LT:
    case Op.JF_LE:
    case Op.JF_GT:
    case Op.JF_GE:
    case Op.FOR_NEXT:
      return index === 2 ? OperandKind.CODE : OperandKind.SLOT;
    case Op.LOOP_TEST:
      return index === 0 ? OperandKind.SLOT : index === 1 ? OperandKind.IMMEDIATE : OperandKind.CODE;
    case Op.FOR_UP:
    case Op.FOR_DOWN:
      return index < 3 ? OperandKind.SLOT : index === 3 ? OperandKind.IMMEDIATE : OperandKind.CODE;
    case Op.JSR:
    case Op.CALL:
      return index < 2 ? OperandKind.CODE : OperandKind.SLOT;
    case Op.LDX:
      return index >= 2 && index <= 4 ? OperandKind.IMMEDIATE : OperandKind.SLOT;
    case Op.STX:
      return index >= 3 ? OperandKind.IMMEDIATE : OperandKind.SLOT;
    case Op.BSL:
    case Op.BSR:
    case Op.FFL:
    case Op.FFU:
    case Op.LFL:
    case Op.LFU:
    case Op.SQO:
    case Op.SQI:
    case Op.SQL:
      return index === 0 ? OperandKind.CONTROL : index === 2 ? OperandKind.IMMEDIATE : OperandKind.SLOT;
    case Op.RES_CONTROL:
      return OperandKind.CONTROL;
    case Op.PID:
      return index === 3 ? OperandKind.IMMEDIATE : OperandKind.SLOT;
    default:
      return index >= 0 ? OperandKind.SLOT : -1;
  }
}
