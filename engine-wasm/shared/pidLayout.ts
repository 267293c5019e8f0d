/**
 * The PID block (issue 25, the Logix `PID` instruction): slot offsets of the built-in PID structure's
 * members from its first slot, shared by the compiler (compiler/src/model/pidType.ts lays the type out
 * in this order) and the VM (assembly/pid.ts). REAL members hold the bits of a single, BOOL members 0/1.
 * Logix packs the mode bits in .CTL; here each is its own BOOL member (docs/decisions.md "PID").
 */
export const PID_SP: i32 = 0;
export const PID_KP: i32 = 1;
export const PID_KI: i32 = 2;
export const PID_KD: i32 = 3;
export const PID_BIAS: i32 = 4;
export const PID_SO: i32 = 5;
export const PID_MAXO: i32 = 6;
export const PID_MINO: i32 = 7;
export const PID_UPD: i32 = 8;
export const PID_PV: i32 = 9;
export const PID_ERR: i32 = 10;
export const PID_OUT: i32 = 11;
/** DATA[0]: the integral accumulation (as Logix's .DATA[0]). */
export const PID_DATA: i32 = 12;
/** Elements of DATA: [0] integral, [1] unused (Logix: derivative smoothing), [2] previous PV, [3] previous ERR. */
export const PID_DATA_LENGTH: i32 = 4;
export const PID_EN: i32 = 16;
export const PID_PVT: i32 = 17;
export const PID_DOE: i32 = 18;
export const PID_SWM: i32 = 19;
export const PID_CA: i32 = 20;
export const PID_MO: i32 = 21;
export const PID_PE: i32 = 22;
export const PID_NOBC: i32 = 23;
export const PID_INI: i32 = 24;
export const PID_OLL: i32 = 25;
export const PID_OLH: i32 = 26;
/** Slots one PID tag takes. */
export const PID_SIZE: i32 = 27;

/** Flags operand of Op.PID: the Process Variable slot holds a DINT (else a REAL). */
export const PID_PV_DINT: i32 = 1;
/** Flags operand of Op.PID: the Control Variable slot holds a DINT (else a REAL). */
export const PID_CV_DINT: i32 = 2;
