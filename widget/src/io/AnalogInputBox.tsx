import type { AnalogRange } from '@plcsim/compiler';
import { useState, type FormEvent } from 'react';
import { parseRealEntry } from '../tags/formatValue.ts';
import { analogDecimals } from './analogChannels.ts';

/** Props of `AnalogInputBox`. */
export interface AnalogInputBoxProps {
  /** The value shown while the box is not being edited. */
  value: number;
  range: AnalogRange;
  /** Accessible name (the tag's name and alias). */
  label: string;
  /** Why it cannot be set now (read-only), or null. */
  refusal: string | null;
  describedBy?: string;
  /** Called with the typed value (inside the range); answers why it was refused, or null. */
  onCommit: (value: number) => string | null;
}

/**
 * A numeric input box: type a number and press Enter (or leave the box) to set the channel; a value
 * outside the range is clamped into it, anything that is not a number is refused with a message and the
 * box goes back to the live value. Read-only while refused.
 */
export function AnalogInputBox({ value, range, label, refusal, describedBy, onCommit }: AnalogInputBoxProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = value.toFixed(analogDecimals(range));
  const commit = () => {
    if (draft === null) return;
    const typed = parseRealEntry(draft);
    setDraft(null);
    if (typed === null) {
      setProblem(`"${draft.trim()}" is not a number.`);
      return;
    }
    setProblem(onCommit(Math.min(range.max, Math.max(range.min, typed))));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="plc-io__entry" onSubmit={onSubmit}>
      <input
        className="plc-io__box"
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={problem !== null || undefined}
        readOnly={refusal !== null}
        title={refusal ?? `${range.min} to ${range.max}${range.unit ? ` ${range.unit}` : ''}`}
        value={draft ?? shown}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      {range.unit && <span className="plc-io__unit">{range.unit}</span>}
      {problem !== null && (
        <span className="plc-io__problem" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}
