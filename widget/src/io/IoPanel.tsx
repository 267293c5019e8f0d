import { ioTags } from '@plcsim/compiler';
import { useId, useMemo } from 'react';
import { useSimulatorState } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { InputSwitch } from './InputSwitch.tsx';
import { OutputLamp } from './OutputLamp.tsx';
import './io.css';

/** Props of `IoPanel`. */
export interface IoPanelProps {
  /** The simulator whose DI and DO tags are shown and operated. */
  controller: SimulatorController;
  /** Height of each I/O symbol in CSS pixels; default 28. */
  iconSize?: number;
  className?: string;
}

/**
 * The I/O panel: the project's digital inputs (DI{n}, in number order) as switches drawn with their
 * I/O symbol, and its digital outputs (DO{n}) as lamps lit while 1. Clicking, tapping or pressing
 * Space/Enter on an input toggles it while the PLC is in RUN (spec 000 §4 "Running"); inputs the
 * controller refuses (PLC in PROG, driven by the scene) are marked unavailable with the reason.
 */
export function IoPanel({ controller, iconSize = 28, className }: IoPanelProps) {
  const state = useSimulatorState(controller);
  const { project, forced } = state;
  const inputs = useMemo(() => (project ? ioTags(project, 'DI') : []), [project]);
  const outputs = useMemo(() => (project ? ioTags(project, 'DO') : []), [project]);
  const forcedNames = useMemo(() => new Set([...forced.keys()].map((n) => n.toUpperCase())), [forced]);
  const inputsId = useId();
  const outputsId = useId();
  return (
    <div className={['plc-io', className].filter(Boolean).join(' ')}>
      <section className="plc-io__group" aria-labelledby={inputsId}>
        <h3 id={inputsId} className="plc-io__title">
          Inputs
        </h3>
        {inputs.length === 0 ? (
          <p className="plc-io__empty">No inputs.</p>
        ) : (
          <ul className="plc-io__list">
            {inputs.map((tag) => (
              <li key={tag.uuid}>
                <InputSwitch
                  controller={controller}
                  tag={tag}
                  // Depends on the mode and the project only: recomputed when the state changes.
                  refusal={controller.inputRefusal(tag.name)}
                  forced={forcedNames.has(tag.name.toUpperCase())}
                  iconSize={iconSize}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="plc-io__group" aria-labelledby={outputsId}>
        <h3 id={outputsId} className="plc-io__title">
          Outputs
        </h3>
        {outputs.length === 0 ? (
          <p className="plc-io__empty">No outputs.</p>
        ) : (
          <ul className="plc-io__list">
            {outputs.map((tag) => (
              <li key={tag.uuid}>
                <OutputLamp
                  controller={controller}
                  tag={tag}
                  forced={forcedNames.has(tag.name.toUpperCase())}
                  iconSize={iconSize}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
