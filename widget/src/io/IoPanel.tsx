import { ioTags, type Tag } from '@plcsim/compiler';
import { useId, useMemo } from 'react';
import { useSimulatorState } from '../simulator/hooks.ts';
import { toggleableInternals } from '../simulator/inputRules.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { AnalogChannel } from './AnalogChannel.tsx';
import { analogTags } from './analogChannels.ts';
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
  /** With no I/O: a button that opens the host's I/O palette (omitted without it). */
  onOpenIoPalette?: () => void;
  /** With no I/O: a button that opens the host's scene chooser (omitted without it). */
  onPickScene?: () => void;
}

/** What the panel says with no DI, DO, AI or AO tag, before the host's buttons. */
export const NO_IO_TEXT =
  'No I/O yet. Add inputs and outputs from the I/O palette in the toolbar, or pick a scene: it brings its own.';

/**
 * The I/O panel: the project's digital inputs (DI{n}, in number order) as switches drawn with their
 * I/O symbol, its digital outputs (DO{n}) as lamps lit while 1, and the internal BOOL tags the program
 * reads as switches too. Clicking, tapping or pressing Space/Enter on a switch toggles it while the PLC
 * is in RUN (spec 000 §4 "Running"); switches the controller refuses (PLC in PROG, driven by the
 * scene) are marked unavailable with the reason. The analog channels (issue 26) follow the digital ones
 * in each group: an analog input (AI{n}) as a slider or a numeric input box, an analog output (AO{n})
 * as a bar gauge or a numeric display. With no I/O at all it says how to add some.
 */
export function IoPanel({
  controller,
  iconSize = 28,
  className,
  onOpenIoPalette,
  onPickScene,
}: IoPanelProps) {
  const state = useSimulatorState(controller);
  const { project, forced } = state;
  const inputs = useMemo(() => (project ? ioTags(project, 'DI') : []), [project]);
  const outputs = useMemo(() => (project ? ioTags(project, 'DO') : []), [project]);
  const analogInputs = useMemo(() => (project ? analogTags(project, 'AI') : []), [project]);
  const analogOutputs = useMemo(() => (project ? analogTags(project, 'AO') : []), [project]);
  const internals = useMemo(() => (project ? toggleableInternals(project) : []), [project]);
  const forcedNames = useMemo(() => new Set([...forced.keys()].map((n) => n.toUpperCase())), [forced]);
  const inputsId = useId();
  const outputsId = useId();
  const internalsId = useId();
  const switches = (tags: readonly Tag[]) => (
    <ul className="plc-io__list">
      {tags.map((tag) => (
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
  );
  const analog = (tags: readonly Tag[], direction: 'input' | 'output') =>
    project !== null &&
    tags.length > 0 && (
      <ul className="plc-io__list plc-io__list--analog">
        {tags.map((tag) => (
          <li key={tag.uuid}>
            <AnalogChannel
              controller={controller}
              project={project}
              tag={tag}
              direction={direction}
              // Depends on the mode and the project only: recomputed when the state changes.
              refusal={direction === 'input' ? controller.analogRefusal(tag.name) : null}
              forced={forcedNames.has(tag.name.toUpperCase())}
              iconSize={iconSize}
            />
          </li>
        ))}
      </ul>
    );
  const noInputs = inputs.length === 0 && analogInputs.length === 0;
  const noOutputs = outputs.length === 0 && analogOutputs.length === 0;
  const noIo = project !== null && noInputs && noOutputs;
  return (
    <div className={['plc-io', className].filter(Boolean).join(' ')}>
      {noIo ? (
        <div className="plc-io__none">
          <p className="plc-io__empty">{NO_IO_TEXT}</p>
          {(onOpenIoPalette || onPickScene) && (
            <p className="plc-io__actions">
              {onOpenIoPalette && (
                <button type="button" className="plc-io__action" onClick={onOpenIoPalette}>
                  Open the I/O palette
                </button>
              )}
              {onPickScene && (
                <button type="button" className="plc-io__action" onClick={onPickScene}>
                  Pick a scene
                </button>
              )}
            </p>
          )}
        </div>
      ) : (
        <>
          <section className="plc-io__group" aria-labelledby={inputsId}>
            <h3 id={inputsId} className="plc-io__title">
              Inputs
            </h3>
            {noInputs ? <p className="plc-io__empty">No inputs.</p> : inputs.length > 0 && switches(inputs)}
            {analog(analogInputs, 'input')}
          </section>
          <section className="plc-io__group" aria-labelledby={outputsId}>
            <h3 id={outputsId} className="plc-io__title">
              Outputs
            </h3>
            {noOutputs ? (
              <p className="plc-io__empty">No outputs.</p>
            ) : (
              outputs.length > 0 && (
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
              )
            )}
            {analog(analogOutputs, 'output')}
          </section>
        </>
      )}
      {internals.length > 0 && (
        <section className="plc-io__group" aria-labelledby={internalsId}>
          <h3 id={internalsId} className="plc-io__title">
            Internal bits
          </h3>
          {switches(internals)}
        </section>
      )}
    </div>
  );
}
