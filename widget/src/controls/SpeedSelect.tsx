import { useId } from 'react';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { SPEEDS, speedLabel } from './speeds.ts';

/** Props of `SpeedSelect`. */
export interface SpeedSelectProps {
  controller: SimulatorController;
  speed: number;
}

/** How fast plant time runs against the wall clock (each scan stays 100 ms of plant time). */
export function SpeedSelect({ controller, speed }: SpeedSelectProps) {
  const id = useId();
  const offered: readonly number[] = SPEEDS;
  return (
    <span className="plc-controls__speed">
      <label htmlFor={id}>Speed</label>
      <select id={id} value={speed} onChange={(event) => controller.setSpeed(Number(event.target.value))}>
        {/* A speed set elsewhere (e.g. 3×) still shows. */}
        {!offered.includes(speed) && <option value={speed}>{speedLabel(speed)}</option>}
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {speedLabel(s)}
          </option>
        ))}
      </select>
    </span>
  );
}
