import type { Tag } from '@plcsim/compiler';
import { memo } from 'react';
import { useScanValue } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { ioSymbolLabel } from '../symbols/labels.ts';
import { IoSymbolIcon } from '../symbols/IoSymbolIcon.tsx';
import { ForcedBadge } from './ForcedBadge.tsx';

/** Props of `OutputLamp`. */
export interface OutputLampProps {
  controller: SimulatorController;
  /** A DO tag. */
  tag: Tag;
  forced: boolean;
  iconSize: number;
}

/** One digital output: its I/O symbol (a plain lamp when it has none), lit while the tag is 1. */
export const OutputLamp = memo(function OutputLamp({ controller, tag, forced, iconSize }: OutputLampProps) {
  const lit = useScanValue(controller, () => (controller.live.value(tag.name) ?? tag.value) !== 0);
  const hasSymbol = ioSymbolLabel(tag.io_symbol) !== null;
  return (
    <div
      className="plc-io__device plc-io__output"
      data-on={lit}
      data-tag={tag.name}
      title={ioSymbolLabel(tag.io_symbol) ?? undefined}
    >
      <span className="plc-io__icon" aria-hidden="true">
        {hasSymbol ? (
          <IoSymbolIcon symbol={tag.io_symbol} size={iconSize} />
        ) : (
          <span className="plc-io__dot" style={{ width: iconSize * 0.6, height: iconSize * 0.6 }} />
        )}
      </span>
      <span className="plc-io__name">{tag.name}</span>
      {tag.alias !== '' && ' '}
      {tag.alias !== '' && <span className="plc-io__alias">{tag.alias}</span>}{' '}
      <span className="plc-io__state">{lit ? 'On' : 'Off'}</span>
      {forced && <ForcedBadge />}
    </div>
  );
});
