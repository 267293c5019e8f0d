import type { Tag } from '@plcsim/compiler';
import { memo, useId } from 'react';
import { useScanValue } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { InputRefusal } from '../simulator/types.ts';
import { ioSymbolLabel } from '../symbols/labels.ts';
import { IoSymbolIcon } from '../symbols/IoSymbolIcon.tsx';
import { ForcedBadge } from './ForcedBadge.tsx';

/** Props of `InputSwitch`. */
export interface InputSwitchProps {
  controller: SimulatorController;
  /** A DI tag, or an internal BOOL tag the program reads. */
  tag: Tag;
  /** Why it cannot be toggled now (from `controller.inputRefusal`), or null. */
  refusal: InputRefusal;
  forced: boolean;
  iconSize: number;
}

/**
 * One digital input as a toggle button (`aria-pressed` follows the tag's value, so a normally closed
 * input at rest reads pressed/On). A refused input stays focusable but `aria-disabled`, with the
 * reason as its tooltip and description.
 */
export const InputSwitch = memo(function InputSwitch({
  controller,
  tag,
  refusal,
  forced,
  iconSize,
}: InputSwitchProps) {
  const on = useScanValue(controller, () => (controller.live.value(tag.name) ?? tag.value) !== 0);
  const reasonId = useId();
  const refused = refusal !== null;
  const toggle = () => {
    if (refused) return;
    controller.toggle(tag.name);
  };
  return (
    <>
      <button
        type="button"
        className="plc-io__device plc-io__input"
        data-on={on}
        data-tag={tag.name}
        aria-pressed={on}
        aria-disabled={refused || undefined}
        aria-describedby={refused ? reasonId : undefined}
        title={refusal ?? ioSymbolLabel(tag.io_symbol) ?? undefined}
        onClick={toggle}
      >
        <span className="plc-io__icon" aria-hidden="true">
          <IoSymbolIcon symbol={tag.io_symbol} size={iconSize} />
        </span>
        <span className="plc-io__name">{tag.name}</span>
        {tag.alias !== '' && ' '}
        {tag.alias !== '' && <span className="plc-io__alias">{tag.alias}</span>}
        <span className="plc-io__state" aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
        {forced && <ForcedBadge />}
      </button>
      {refused && (
        <span id={reasonId} className="plc-io__hidden">
          {refusal}
        </span>
      )}
    </>
  );
});
