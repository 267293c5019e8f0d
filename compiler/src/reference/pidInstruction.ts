/**
 * The Logix PID instruction for the ladder reference interpreter, written from docs/decisions.md "PID"
 * (not from the VM's assembly/pid.ts): every quantity a single (`Math.fround` after each operation, in
 * the order the rule writes them), the loop's members read and written through `member`.
 */

/** Reads and writes one member of the PID tag by its name (`SP`, `DATA[0]`, `MO`). */
export interface PidMembers {
  get(name: string): number;
  set(name: string, value: number): void;
}

const f = Math.fround;

/**
 * One execution of PID with rung condition `rc` (pre-scan when `prescan`) over `dtMs` milliseconds, the
 * Process Variable's value `pv`. Returns the Control Variable to write, or null when nothing is written.
 */
export function runPid(
  m: PidMembers,
  pvValue: number,
  rc: boolean,
  prescan: boolean,
  dtMs: number,
): number | null {
  if (prescan) {
    m.set('EN', 0);
    m.set('INI', 0);
    return null;
  }
  m.set('EN', rc ? 1 : 0);
  if (!rc) return null;
  const on = (name: string): boolean => m.get(name) !== 0;
  const dt = f(f(dtMs) / 1000);
  m.set('UPD', dt);
  const pv = f(pvValue);
  m.set('PV', pv);
  const manual = on('MO') || on('SWM');
  if (manual && on('PVT')) m.set('SP', pv); // PV tracking: the setpoint follows PV in manual
  const sp = m.get('SP');
  // .CA clear: E = SP − PV; set: E = PV − SP.
  const error = on('CA') ? f(pv - sp) : f(sp - pv);
  const previousPv = on('INI') ? m.get('DATA[2]') : pv;
  const previousError = on('INI') ? m.get('DATA[3]') : error;
  // The derivative acts on the error (.DOE) or on the PV, signed as the error is.
  let change: number;
  if (on('DOE')) change = f(error - previousError);
  else if (on('CA')) change = f(pv - previousPv);
  else change = f(previousPv - pv);
  const KP = m.get('KP');
  const KI = m.get('KI');
  const KD = m.get('KD');
  // Independent gains as they are; dependent (.PE): KC = KP, Ti = KI minutes, Td = KD minutes.
  const dependent = on('PE');
  const integralGain = !dependent ? KI : KI === 0 ? 0 : f(KP / f(KI * 60));
  const derivativeGain = !dependent ? KD : f(f(KP * KD) * 60);
  const proportional = f(KP * error);
  const derivative = dt > 0 ? f(f(derivativeGain * change) / dt) : 0;
  let bias = m.get('BIAS');
  let integral = 0;
  let output: number;
  const limited = (u: number): number => {
    const high = m.get('MAXO');
    const low = m.get('MINO');
    const above = u > high;
    const below = !above && u < low;
    m.set('OLH', above ? 1 : 0);
    m.set('OLL', below ? 1 : 0);
    return above ? high : below ? low : u;
  };
  const backCalculated = (out: number, b: number) => f(f(f(out - proportional) - derivative) - b);
  if (manual) {
    output = limited(m.get('SO'));
    if (integralGain !== 0) integral = backCalculated(output, bias);
    else if (!on('NOBC')) {
      bias = f(f(output - proportional) - derivative);
      m.set('BIAS', bias);
    }
  } else {
    if (integralGain !== 0) integral = f(m.get('DATA[0]') + f(f(integralGain * error) * dt));
    const unlimited = f(f(f(proportional + integral) + derivative) + bias);
    output = limited(unlimited);
    // Anti-windup: a limited output back-calculates the integral, so it never winds past the limit.
    if (integralGain !== 0 && output !== unlimited) integral = backCalculated(output, bias);
    m.set('SO', output);
  }
  m.set('DATA[0]', integral);
  m.set('DATA[2]', pv);
  m.set('DATA[3]', error);
  m.set('ERR', error);
  m.set('OUT', output);
  m.set('INI', 1);
  return output;
}
