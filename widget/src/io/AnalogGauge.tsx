import type { AnalogRange } from '@plcsim/compiler';
import { analogText, rangeFraction } from './analogChannels.ts';

/** Props of `AnalogGauge` and `NumericDisplay`. */
export interface AnalogReadoutProps {
  value: number;
  range: AnalogRange;
  /** Accessible name (the tag's name and alias). */
  label: string;
}

/**
 * A bar gauge (WAI-ARIA `meter`): the bar fills over the channel's range (clamped at its ends) with the
 * value and unit written beside it, and the range's ends under it.
 */
export function AnalogGauge({ value, range, label }: AnalogReadoutProps) {
  const text = analogText(value, range);
  return (
    <div className="plc-io__gauge">
      <div
        className="plc-io__bar"
        role="meter"
        aria-label={label}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        aria-valuenow={Number.isFinite(value) ? value : undefined}
        aria-valuetext={text}
      >
        <div
          className="plc-io__level"
          style={{ width: `${(rangeFraction(value, range) * 100).toFixed(2)}%` }}
        />
      </div>
      <span className="plc-io__reading" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** A numeric display: the value in a seven-segment style window, with its unit. */
export function NumericDisplay({ value, range, label }: AnalogReadoutProps) {
  return (
    <output className="plc-io__display" aria-label={label}>
      {analogText(value, range)}
    </output>
  );
}
