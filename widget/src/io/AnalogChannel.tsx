import { analogRange, normalizeIoSymbol, type Project, type Tag } from '@plcsim/compiler';
import { memo, useId } from 'react';
import { useScanValue } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { InputRefusal } from '../simulator/types.ts';
import { IoSymbolIcon } from '../symbols/IoSymbolIcon.tsx';
import { ioSymbolLabel } from '../symbols/labels.ts';
import { AnalogGauge, NumericDisplay } from './AnalogGauge.tsx';
import { AnalogInputBox } from './AnalogInputBox.tsx';
import { AnalogSlider } from './AnalogSlider.tsx';
import { analogText, writeAnalogInput } from './analogChannels.ts';
import { ForcedBadge } from './ForcedBadge.tsx';
import './analog.css';

/** Props of `AnalogChannel`. */
export interface AnalogChannelProps {
  controller: SimulatorController;
  /** The project the tag belongs to (for its raw-count tag). */
  project: Project;
  /** A REAL AI{n} (input) or AO{n} (output) tag. */
  tag: Tag;
  direction: 'input' | 'output';
  /** For an input: why it cannot be set now (`controller.analogRefusal`), or null. */
  refusal: InputRefusal;
  forced: boolean;
  iconSize: number;
}

/**
 * One analog channel of the I/O panel (issue 26), drawn by its symbol: an input as a slider
 * (POTENTIOMETER, the default) or a numeric input box (NUMERIC_INPUT), an output as a bar gauge
 * (ANALOG_GAUGE, the default) or a numeric display (NUMERIC_DISPLAY), each over the tag's range with
 * its unit. An input the scene drives, or any input in PROG, shows its value read-only with the reason.
 */
export const AnalogChannel = memo(function AnalogChannel({
  controller,
  project,
  tag,
  direction,
  refusal,
  forced,
  iconSize,
}: AnalogChannelProps) {
  const value = useScanValue(controller, () => controller.live.value(tag.name) ?? tag.value);
  const reasonId = useId();
  const range = analogRange(tag);
  const own = normalizeIoSymbol(tag.io_symbol);
  const symbol =
    direction === 'input'
      ? own === 'NUMERIC_INPUT'
        ? own
        : 'POTENTIOMETER'
      : own === 'NUMERIC_DISPLAY'
        ? own
        : 'ANALOG_GAUGE';
  const label = tag.alias === '' ? tag.name : `${tag.name} ${tag.alias}`;
  const refused = direction === 'input' && refusal !== null;
  const write = (next: number) => writeAnalogInput(controller, project, tag, next);
  const describedBy = refused ? reasonId : undefined;
  return (
    <div
      className={`plc-io__device plc-io__analog plc-io__analog--${direction}`}
      data-tag={tag.name}
      data-io-symbol={symbol}
      data-refused={refused || undefined}
    >
      <span className="plc-io__head">
        <span className="plc-io__icon" aria-hidden="true" title={ioSymbolLabel(symbol) ?? undefined}>
          <IoSymbolIcon symbol={symbol} size={iconSize} />
        </span>
        <span className="plc-io__name">{tag.name}</span>
        {tag.alias !== '' && ' '}
        {tag.alias !== '' && <span className="plc-io__alias">{tag.alias}</span>}
        {forced && <ForcedBadge />}
      </span>
      {symbol === 'POTENTIOMETER' && (
        <span className="plc-io__control">
          <AnalogSlider
            value={value}
            range={range}
            label={label}
            refusal={refused ? refusal : null}
            describedBy={describedBy}
            onChange={write}
          />
          <span className="plc-io__reading" aria-hidden="true">
            {analogText(value, range)}
          </span>
        </span>
      )}
      {symbol === 'NUMERIC_INPUT' && (
        <AnalogInputBox
          value={value}
          range={range}
          label={label}
          refusal={refused ? refusal : null}
          describedBy={describedBy}
          onCommit={write}
        />
      )}
      {symbol === 'ANALOG_GAUGE' && <AnalogGauge value={value} range={range} label={label} />}
      {symbol === 'NUMERIC_DISPLAY' && <NumericDisplay value={value} range={range} label={label} />}
      {refused && (
        <span id={reasonId} className="plc-io__hidden">
          {refusal}
        </span>
      )}
    </div>
  );
});
