import type { ReactElement } from 'react';

/*
 * Output device symbols on a 48 × 32 grid, centred on y = 16 with leads to both edges, like the inputs.
 */

/** The drawing of each output symbol. */
export const OUTPUT_DRAWINGS = {
  // Indicator (pilot) lamp: a circle with an X, light rays above.
  INDICATOR: (
    <>
      <path d="M0 16H16M32 16H48" />
      <circle cx="24" cy="16" r="8" />
      <path d="M18.3 10.3L29.7 21.7M29.7 10.3L18.3 21.7" />
      <path d="M24 6V3M31.1 8.9L33.2 6.8M16.9 8.9L14.8 6.8" />
    </>
  ),
  // Motor contactor coil: a circle marked M.
  MOTOR_CONTACTOR: (
    <>
      <path d="M0 16H15M33 16H48" />
      <circle cx="24" cy="16" r="9" />
      <path d="M19.5 20.5V11.5L24 17L28.5 11.5V20.5" />
    </>
  ),
  // Solenoid: a coil of four turns over its plunger.
  SOLENOID: (
    <>
      <path d="M0 16H8A4 4 0 0 1 16 16A4 4 0 0 1 24 16A4 4 0 0 1 32 16A4 4 0 0 1 40 16H48" />
      <path d="M10 21H38" />
    </>
  ),
  // Resistor (heater): a zig-zag.
  RESISTOR: <path d="M0 16H8L10 11L14 21L18 11L22 21L26 11L30 21L34 11L38 21L40 16H48" />,
} as const satisfies Record<string, ReactElement>;
