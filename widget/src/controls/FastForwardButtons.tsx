import type { SimulatorController } from '../simulator/simulatorController.ts';
import { FAST_FORWARDS } from './fastForward.ts';

/** Props of `FastForwardButtons`. */
export interface FastForwardButtonsProps {
  controller: SimulatorController;
  /** Only in RUN. */
  disabled: boolean;
}

/** Jumps plant time ahead by 1 s, 10 s or 1 min of 100 ms scans, run at once inside the engine. */
export function FastForwardButtons({ controller, disabled }: FastForwardButtonsProps) {
  return (
    <div className="plc-controls__ff" role="group" aria-label="Fast-forward">
      <svg className="plc-controls__ff-icon" viewBox="0 0 16 12" width="16" height="12" aria-hidden="true">
        <path d="M1 1l6 5-6 5zM8 1l6 5-6 5z" fill="currentColor" />
      </svg>
      {FAST_FORWARDS.map(({ ms, label }) => (
        <button
          key={ms}
          type="button"
          aria-label={`Fast-forward ${label}`}
          title={`Fast-forward ${label} of plant time`}
          disabled={disabled}
          onClick={() => controller.fastForward(ms)}
        >
          +{label}
        </button>
      ))}
    </div>
  );
}
