import type { ReactElement } from 'react';

/*
 * NEMA contact symbols on a 48 × 32 grid: two terminals at (10, 16) and (38, 16) with leads to the edges.
 * A normally-open contact is drawn open (bridge or blade above the terminals), a normally-closed one
 * closed (bridge under the terminals, blade under the right terminal). The actuator hangs on the side
 * away from the contact: under an open blade, over a closed one.
 */

/** The two terminals and their leads, shared by every input symbol. */
const terminals = (
  <>
    <path d="M0 16H8M40 16H48" />
    <circle cx="10" cy="16" r="2" />
    <circle cx="38" cy="16" r="2" />
  </>
);

/** The kinds of actuator on a lever contact. */
type Actuator = 'limit' | 'float' | 'pressure' | 'temperature';

/** Blade from the left terminal: open above the right terminal, or closed touching it from below. */
const BLADE = { open: 'M12 16L39 9', closed: 'M12 16L41 18.5' } as const;

/**
 * Each actuator, open (hanging under the blade) then closed (standing on it). Stems leave the blade at
 * x = 24, where an open blade is at y ≈ 12.9 and a closed one at y ≈ 17.
 */
const ACTUATORS: Record<Actuator, { open: ReactElement; closed: ReactElement }> = {
  // Limit switch: a wedge (the roller lever's cam) on the blade.
  limit: {
    open: <path d="M21 13.7L24 19L27 12.1" />,
    closed: <path d="M21 16.8L24 10L27 17.3" />,
  },
  // Float switch: a float on a stem.
  float: {
    open: (
      <>
        <path d="M24 12.9V23" />
        <circle cx="24" cy="27" r="4" />
      </>
    ),
    closed: (
      <>
        <path d="M24 17V9" />
        <circle cx="24" cy="5" r="4" />
      </>
    ),
  },
  // Pressure switch: a diaphragm (half circle) on a stem.
  pressure: {
    open: <path d="M24 12.9V24M18 24H30A6 6 0 0 1 18 24" />,
    closed: <path d="M24 17V8M18 8H30A6 6 0 0 0 18 8" />,
  },
  // Temperature switch: a zig-zag thermal element on a stem.
  temperature: {
    open: <path d="M24 12.9V23M16 26L18 23L21 29L24 23L27 29L30 23L32 26" />,
    closed: <path d="M24 17V9M16 6L18 9L21 3L24 9L27 3L30 9L32 6" />,
  },
};

/** A pushbutton: a bridging contact on a push stem, open above the terminals or closed under them. */
function pushbutton(closed: boolean): ReactElement {
  const bridge = closed ? 18 : 10;
  return (
    <>
      {terminals}
      <path d={`M7 ${bridge}H41M24 ${bridge}V4M18 4H30`} />
    </>
  );
}

/** A lever contact with its actuator. */
function leverSwitch(actuator: Actuator, closed: boolean): ReactElement {
  const state = closed ? 'closed' : 'open';
  return (
    <>
      {terminals}
      <path d={BLADE[state]} />
      {ACTUATORS[actuator][state]}
    </>
  );
}

/** The drawing of each input symbol, stored spelling. */
export const INPUT_DRAWINGS = {
  NO_PUSHBUTTON: pushbutton(false),
  NC_PUSHBUTTON: pushbutton(true),
  NO_LIMIT_SWITCH: leverSwitch('limit', false),
  NC_LIMIT_SWITCH: leverSwitch('limit', true),
  NO_FLOAT_SWITCH: leverSwitch('float', false),
  NC_FLOAT_SWITCH: leverSwitch('float', true),
  NO_PRESSURE_SWITCH: leverSwitch('pressure', false),
  NC_PRESSURE_SWITCH: leverSwitch('pressure', true),
  NO_TEMP_SWITCH: leverSwitch('temperature', false),
  NC_TEMP_SWITCH: leverSwitch('temperature', true),
} as const satisfies Record<string, ReactElement>;
