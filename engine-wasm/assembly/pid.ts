/**
 * The Logix PID instruction (opcodes.ts Op.PID) on a PID block (shared/pidLayout.ts), in f32 like the
 * other REAL operations. docs/decisions.md "PID" is the rule this follows; the ladder reference
 * interpreter implements it independently (compiler/src/reference/pidInstruction.ts).
 *
 * Each execution with a true rung is one loop update of dt (the scan's time):
 *   E = SP - PV (.CA clear) or PV - SP (.CA set)
 *   independent (.PE clear): CV = KP·E + KI·∫E dt + KD·d/dt + BIAS
 *   dependent (.PE set):     CV = KP·(E + 1/(60·KI)·∫E dt + 60·KD·d/dt) + BIAS   (KI, KD in minutes)
 *   d/dt of E (.DOE set) or of -PV (of PV when .CA is set), so a setpoint change gives no kick.
 * The output is limited to MINO..MAXO; when it is, the integral is back-calculated so it never winds past
 * the limit. In manual (.MO or .SWM) the output is .SO and the integral (or, with KI = 0, .BIAS unless
 * .NOBC) is back-calculated so the return to auto is bumpless; in auto .SO tracks the output.
 */
import { MinorFault } from '../shared/layout';
import {
  PID_BIAS,
  PID_CA,
  PID_CV_DINT,
  PID_DATA,
  PID_DOE,
  PID_EN,
  PID_ERR,
  PID_INI,
  PID_KD,
  PID_KI,
  PID_KP,
  PID_MAXO,
  PID_MINO,
  PID_MO,
  PID_NOBC,
  PID_OLH,
  PID_OLL,
  PID_OUT,
  PID_PE,
  PID_PV,
  PID_PV_DINT,
  PID_PVT,
  PID_SO,
  PID_SP,
  PID_SWM,
  PID_UPD,
} from '../shared/pidLayout';
import { minorFault } from './minorFaults';

const QUIET_NAN: i32 = 0x7fc00000;
const TWO_POW_31: f32 = 2147483648.0;

function slot(block: usize, offset: i32): usize {
  return block + ((<usize>offset) << 2);
}

function getF(block: usize, offset: i32): f32 {
  return load<f32>(slot(block, offset));
}

function putF(addr: usize, value: f32): void {
  store<i32>(addr, value != value ? QUIET_NAN : reinterpret<i32>(value));
}

function setF(block: usize, offset: i32, value: f32): void {
  putF(slot(block, offset), value);
}

function bit(block: usize, offset: i32): bool {
  return load<i32>(slot(block, offset)) != 0;
}

function setBit(block: usize, offset: i32, on: bool): void {
  store<i32>(slot(block, offset), on ? 1 : 0);
}

/** The output limited to MINO..MAXO, setting .OLH / .OLL when it was above / below. */
function limit(p: usize, u: f32): f32 {
  const maxo = getF(p, PID_MAXO);
  const mino = getF(p, PID_MINO);
  setBit(p, PID_OLH, u > maxo);
  setBit(p, PID_OLL, !(u > maxo) && u < mino);
  return u > maxo ? maxo : u < mino ? mino : u;
}

/** The CV written to a DINT: nearest, ties to even, saturated (NaN gives 0) with MinorFault.CONVERSION. */
function toDint(pc: usize, x: f32): i32 {
  const rounded = nearest<f32>(x);
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

/**
 * Runs the PID whose opcode is at `pc` (operands: block, PV slot, CV slot, flags) with rung condition
 * `rc` over `dtMs` milliseconds.
 */
export function pid(
  pc: usize,
  p: usize,
  pvAddr: usize,
  cvAddr: usize,
  flags: i32,
  rc: i32,
  dtMs: i32,
  prescan: bool,
): void {
  if (prescan) {
    setBit(p, PID_EN, false);
    setBit(p, PID_INI, false);
    return;
  }
  if (rc == 0) {
    setBit(p, PID_EN, false);
    return;
  }
  setBit(p, PID_EN, true);
  const dt: f32 = <f32>dtMs / <f32>1000.0;
  setF(p, PID_UPD, dt);
  const pv: f32 = (flags & PID_PV_DINT) != 0 ? <f32>load<i32>(pvAddr) : load<f32>(pvAddr);
  setF(p, PID_PV, pv);
  const manual = bit(p, PID_MO) || bit(p, PID_SWM);
  if (manual && bit(p, PID_PVT)) setF(p, PID_SP, pv);
  const sp = getF(p, PID_SP);
  const direct = bit(p, PID_CA);
  const e: f32 = direct ? pv - sp : sp - pv;
  if (!bit(p, PID_INI)) {
    setF(p, PID_DATA + 2, pv);
    setF(p, PID_DATA + 3, e);
  }
  const dx: f32 = bit(p, PID_DOE)
    ? e - getF(p, PID_DATA + 3)
    : direct
      ? pv - getF(p, PID_DATA + 2)
      : getF(p, PID_DATA + 2) - pv;
  const kpIn = getF(p, PID_KP);
  const kiIn = getF(p, PID_KI);
  const kdIn = getF(p, PID_KD);
  const kp: f32 = kpIn;
  let ki: f32 = kiIn;
  let kd: f32 = kdIn;
  if (bit(p, PID_PE)) {
    ki = kiIn != 0 ? kpIn / (kiIn * <f32>60.0) : <f32>0.0;
    kd = kpIn * kdIn * <f32>60.0;
  }
  const pTerm: f32 = kp * e;
  const dTerm: f32 = dt > 0 ? (kd * dx) / dt : <f32>0.0;
  let bias = getF(p, PID_BIAS);
  let integral: f32 = 0;
  let out: f32;
  if (manual) {
    out = limit(p, getF(p, PID_SO));
    if (ki != 0) {
      integral = out - pTerm - dTerm - bias;
    } else if (!bit(p, PID_NOBC)) {
      bias = out - pTerm - dTerm;
      setF(p, PID_BIAS, bias);
    }
  } else {
    if (ki != 0) integral = getF(p, PID_DATA) + ki * e * dt;
    const u: f32 = pTerm + integral + dTerm + bias;
    out = limit(p, u);
    if (ki != 0 && out != u) integral = out - pTerm - dTerm - bias;
    setF(p, PID_SO, out);
  }
  setF(p, PID_DATA, integral);
  setF(p, PID_DATA + 2, pv);
  setF(p, PID_DATA + 3, e);
  setF(p, PID_ERR, e);
  setF(p, PID_OUT, out);
  setBit(p, PID_INI, true);
  if ((flags & PID_CV_DINT) != 0) store<i32>(cvAddr, toDint(pc, out));
  else putF(cvAddr, out);
}
