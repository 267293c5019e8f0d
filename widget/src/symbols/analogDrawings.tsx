import type { ReactElement } from 'react';

/*
 * The analog I/O symbols (issue 26) on the same 48 × 32 grid as the discrete ones, centred on y = 16
 * with leads to both edges: a potentiometer and a numeric input box (inputs on an AI{n} tag), a bar
 * gauge and a seven-segment numeric display (outputs on an AO{n} tag).
 */

/** One seven-segment "8" whose top-left corner is at (x, 11): 6 wide, 10 high. */
const digit = (x: number) => `M${x} 11H${x + 6}V21H${x}ZM${x} 16H${x + 6}`;

/** The drawing of each analog symbol. */
export const ANALOG_DRAWINGS = {
  // Potentiometer: a resistor (IEC box) with its wiper, an arrow pressing on the middle.
  POTENTIOMETER: (
    <>
      <path d="M0 16H10M38 16H48" />
      <rect x="10" y="12" width="28" height="8" />
      <path d="M24 2V11M21 7.5L24 11L27 7.5" />
    </>
  ),
  // Numeric input: an entry box with a text cursor and the up/down arrows of a spin box.
  NUMERIC_INPUT: (
    <>
      <path d="M0 16H6M42 16H48" />
      <rect x="6" y="8" width="36" height="16" rx="2" />
      <path d="M13 11V21M11 11H15M11 21H15" />
      <path d="M31 8V24M33.5 14L36.5 11L39.5 14M33.5 18L36.5 21L39.5 18" />
    </>
  ),
  // Analog gauge: a bar partly filled, with scale ticks under it.
  ANALOG_GAUGE: (
    <>
      <path d="M0 15H8M40 15H48" />
      <rect x="8" y="9" width="32" height="12" />
      <rect x="10.5" y="11.5" width="16" height="7" fill="currentColor" stroke="none" />
      <path d="M8 21V25M16 21V24M24 21V25M32 21V24M40 21V25" />
    </>
  ),
  // Numeric display: a window of three seven-segment digits with a decimal point.
  NUMERIC_DISPLAY: (
    <>
      <path d="M0 16H6M42 16H48" />
      <rect x="6" y="7" width="36" height="18" rx="2" />
      <path d={`${digit(11)}${digit(21)}${digit(31)}`} />
      <circle cx="29" cy="21" r="0.6" fill="currentColor" />
    </>
  ),
} as const satisfies Record<string, ReactElement>;
