import { useSimulatorState } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { RunRefusal } from '../simulator/types.ts';
import { FastForwardButtons } from './FastForwardButtons.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import { SpeedSelect } from './SpeedSelect.tsx';
import './controls.css';

/** Props of `RunControls`. */
export interface RunControlsProps {
  /** The simulator these controls drive. */
  controller: SimulatorController;
  /** Hide PROG: examples, shared and community views offer only RUN (spec 000 §2). */
  runOnly?: boolean;
  /** Called when RUN (or Step from PROG) was refused, with why (errors: the Errors tab; an empty language: Output). */
  onRunRefused?: (refusal: RunRefusal) => void;
  className?: string;
}

/**
 * The run controls: PROG / RUN, Pause / Resume, Step (one 100 ms scan while paused; from PROG it starts
 * RUN held at scan 0), speed
 * (0.25× to 10×) and fast-forward (1 s, 10 s, 1 min of plant time). Every control calls the
 * controller; the pressed and enabled states follow its state.
 */
export function RunControls({ controller, runOnly = false, onRunRefused, className }: RunControlsProps) {
  const { mode, paused, speed, project } = useSimulatorState(controller);
  const running = mode === 'RUN';
  return (
    <div
      className={['plc-controls', className].filter(Boolean).join(' ')}
      role="group"
      aria-label="Run controls"
    >
      <ModeSwitch
        controller={controller}
        mode={mode}
        runOnly={runOnly}
        disabled={project === null}
        onRunRefused={onRunRefused}
      />
      <div className="plc-controls__group">
        <button
          type="button"
          disabled={!running}
          onClick={() => (paused ? controller.resume() : controller.pause())}
        >
          {running && paused ? 'Resume' : 'Pause'}
        </button>
        <button
          type="button"
          disabled={project === null || (running && !paused)}
          title={running ? 'Run one 100 ms scan' : 'Switch to RUN held at scan 0 and run one 100 ms scan'}
          onClick={() => {
            if (!controller.step() && !running) onRunRefused?.(controller.runRefusal ?? { kind: 'errors' });
          }}
        >
          Step
        </button>
      </div>
      <SpeedSelect controller={controller} speed={speed} />
      <FastForwardButtons controller={controller} disabled={!running} />
    </div>
  );
}
