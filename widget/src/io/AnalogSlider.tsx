import type { AnalogRange } from '@plcsim/compiler';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { analogText, quantize, rangeFraction } from './analogChannels.ts';

/** Props of `AnalogSlider`. */
export interface AnalogSliderProps {
  /** The value shown. */
  value: number;
  range: AnalogRange;
  /** Accessible name (the tag's name and alias). */
  label: string;
  /** Why it cannot be moved now (read-only: shown, not operated), or null. */
  refusal: string | null;
  /** The id of the element describing the refusal. */
  describedBy?: string;
  /** Called with each new value (already rounded to the shown precision and inside the range). */
  onChange: (value: number) => void;
}

/** Keyboard steps: 1 % of the span per arrow, 10 % per page. */
const STEP_FRACTION = 0.01;
const PAGE_STEPS = 10;

/**
 * A horizontal slider (WAI-ARIA `slider`): drag it with a mouse, a pen or a finger (pointer events with
 * capture; `touch-action: pan-y` so a vertical swipe still scrolls), or use the arrow keys (1 % of the
 * span), PageUp/PageDown (10 %), Home and End. A refused slider stays focusable and shows its value,
 * `aria-disabled`, and ignores input.
 */
export function AnalogSlider({ value, range, label, refusal, describedBy, onChange }: AnalogSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const refused = refusal !== null;
  const fraction = rangeFraction(value, range);
  const set = (next: number) => {
    const v = quantize(Math.min(range.max, Math.max(range.min, next)), range);
    if (v !== value) onChange(v);
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    const f = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    set(range.min + f * (range.max - range.min));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (refused || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    event.preventDefault();
    fromPointer(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (refused || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    fromPointer(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = (range.max - range.min) * STEP_FRACTION;
    const moves: Record<string, number> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + step * PAGE_STEPS,
      PageDown: value - step * PAGE_STEPS,
      Home: range.min,
      End: range.max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (!refused) set(next);
  };
  const percent = `${(fraction * 100).toFixed(2)}%`;
  return (
    <div
      className="plc-io__slider"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={value}
      aria-valuetext={analogText(value, range)}
      aria-orientation="horizontal"
      aria-disabled={refused || undefined}
      aria-describedby={describedBy}
      title={refusal ?? undefined}
      data-refused={refused}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <div ref={track} className="plc-io__track">
        <div className="plc-io__fill" style={{ width: percent }} />
        <div className="plc-io__thumb" style={{ left: percent }} />
      </div>
    </div>
  );
}
