import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSubsection } from './HelpSection.tsx';
import { PID_ROWS } from './instructionRows.tsx';
import { InstructionTable } from './InstructionTable.tsx';
import { CodeBlock } from './HelpBlocks.tsx';

const TANK_LOOP = `Tags: TankLoop : PID (SP 50, KP 2, KI 0.5, MAXO 100)   Level : REAL   Valve : REAL
Rung 0:  PID(TankLoop, Level, 0, Valve, 0, 0, 0)     Valve (0–100 %) follows the loop
Rung 1:  XIC(HandMode)  OTE(TankLoop.MO)            manual: Valve = TankLoop.SO`;

/** The PID instruction and how to tune a loop (docs/decisions.md "PID"). */
export function PidSubsection() {
  return (
    <HelpSubsection id={HELP_ANCHORS.processInstructions}>
      <p>
        <code>PID</code> closes a loop: it reads a process variable (a tank level, an oven temperature),
        compares it with the setpoint and sets a control variable (a valve, a heater, in percent) to bring the
        two together. Its settings live in a tag of the built-in <code>PID</code> type: make one in the Tags
        tab (type <code>PID</code>) or by typing a new name in the instruction&apos;s PID operand; it starts
        with the output limits 0–100 %.
      </p>
      <InstructionTable caption="Process control instructions" rows={PID_ROWS} />
      <CodeBlock label="A tank level loop">{TANK_LOOP}</CodeBlock>
      <p>
        Members: <code>SP</code> setpoint; <code>KP</code>, <code>KI</code> (1/s), <code>KD</code> (s) the
        gains; <code>BIAS</code> added to the output; <code>MAXO</code>/<code>MINO</code> output limits;{' '}
        <code>SO</code> the manual output; <code>PV</code>, <code>ERR</code>, <code>OUT</code> what the loop
        last read, computed and wrote; <code>UPD</code> the update time, which is the scan (0.1 s). Bits:{' '}
        <code>MO</code> or <code>SWM</code> manual; <code>CA</code> direct acting (E = PV − SP: a cooler);{' '}
        <code>PE</code> dependent gains (CV = KP·(E + 1/(60·KI)·∫E dt + 60·KD·dE/dt), KI and KD in minutes);{' '}
        <code>DOE</code> derivative of the error instead of the PV; <code>PVT</code> the setpoint follows the
        PV in manual; <code>OLH</code>/<code>OLL</code> set while the output is held at a limit.
      </p>
      <p>
        <strong>Tuning.</strong> Start in manual and find an output that holds the process near the setpoint.
        Switch to auto with <code>KI</code> and <code>KD</code> at 0 and raise <code>KP</code> until the PV
        answers a setpoint change briskly without ringing: a P-only loop settles <em>short</em> of the
        setpoint (the offset). Then add <code>KI</code>, a little at a time, until the offset goes away
        without overshoot; too much integral makes the loop swing. <code>KD</code> damps a slow, heavy
        process; most level and temperature loops need none. The integral never winds up past{' '}
        <code>MAXO</code>, and switching manual to auto is bumpless: the output starts from where manual left
        it.
      </p>
      <p>
        Not here (Logix has them): PV scaling (<code>MAXS</code>/<code>MINS</code>), deadband, PV and
        deviation alarms, tieback (hardware manual), cascade loops, derivative smoothing, and an update time
        other than the scan.
      </p>
    </HelpSubsection>
  );
}
