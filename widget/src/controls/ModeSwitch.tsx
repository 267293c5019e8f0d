import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { RunMode, RunRefusal } from '../simulator/types.ts';

/** Props of `ModeSwitch`. */
export interface ModeSwitchProps {
  controller: SimulatorController;
  mode: RunMode;
  /** Offer only RUN (examples, shared and community views, spec 000 §2). */
  runOnly?: boolean;
  /** No project loaded: nothing to run. */
  disabled?: boolean;
  /**
   * Called when RUN was refused, with why: errors (e.g. to open the Errors tab) or an empty program in
   * the language that runs (e.g. to open the Output tab, which offers the switch).
   */
  onRunRefused?: (refusal: RunRefusal) => void;
}

/** The PROG / RUN segmented control: two toggle buttons, the current mode pressed. */
export function ModeSwitch({
  controller,
  mode,
  runOnly = false,
  disabled = false,
  onRunRefused,
}: ModeSwitchProps) {
  // RUN while paused resumes (the controller's `run`).
  const run = () => {
    if (!controller.run()) onRunRefused?.(controller.runRefusal ?? { kind: 'errors' });
  };
  const prog = () => {
    if (mode !== 'PROG') controller.stop();
  };
  return (
    <div className="plc-controls__mode" role="group" aria-label="Run mode">
      {!runOnly && (
        <button type="button" aria-pressed={mode === 'PROG'} disabled={disabled} onClick={prog}>
          PROG
        </button>
      )}
      <button type="button" aria-pressed={mode === 'RUN'} disabled={disabled} onClick={run}>
        RUN
      </button>
    </div>
  );
}
