/** Problems 26–33: easy. */
import type { ProblemDef } from './framework.ts';

export const EASY: readonly ProblemDef[] = [
  {
    n: 26,
    slug: 'hand-signal',
    name: 'Hand Signal',
    scene: 'STOPLIGHT',
    difficulty: 'easy',
    description:
      'A flagger works the stoplight by hand, and exactly one lamp is lit at any time. Holding START (DI0) shows GREEN (DO2). Pressing STOP (DI1, normally closed: it reads 0 while pressed) shows YELLOW (DO1) for caution, and STOP wins when both buttons are pressed. When neither button is pressed, RED (DO0) is lit.',
    steps: [
      { d: 'No button: RED.', in: '01', out: '100' },
      { d: 'Hold START: GREEN only.', in: '11', out: '001' },
      { d: 'Press STOP as well: STOP wins, YELLOW only.', in: '10', out: '010' },
      { d: 'Release START, keep STOP pressed: still YELLOW.', in: '00', out: '010' },
      { d: 'Release STOP: RED again.', in: '01', out: '100' },
      { d: 'Hold START again: GREEN.', in: '11', out: '001' },
      { d: 'Release: RED.', in: '01', out: '100', ff: 1000 },
    ],
    solution: {
      ladder: 'XIC(START)XIC(STOP)OTE(GREEN);XIO(STOP)OTE(YELLOW);XIO(START)XIC(STOP)OTE(RED);',
    },
    alt: {
      st: '(* One lamp at a time: STOP (normally closed) wins over START. *)\nGREEN := START AND STOP;\nYELLOW := NOT STOP;\nRED := STOP AND NOT START;',
    },
  },
  {
    n: 27,
    slug: 'tank-valve-interlocks',
    name: 'Tank Valve Interlocks',
    scene: 'WATER_TANK',
    difficulty: 'easy',
    description:
      'Work the tank valves by hand, with two interlocks that protect the plant. Holding START (DI0) opens FILL (DO0), but never while the float switch HIGH (DI3) is on: the tank would overflow. Pressing STOP (DI1, normally closed: 0 while pressed) opens DRAIN (DO1), but never while the float switch LOW (DI2) is off: the pump downstream must not run dry. The tank starts at level 50, so HIGH and LOW are both on.',
    steps: [
      { d: 'No button: both valves shut.', in: '01--', out: '00' },
      { d: 'Hold START: the tank is already at HIGH, so FILL stays shut.', in: '11--', out: '00' },
      { d: 'Release START and press STOP: DRAIN opens.', in: '00--', out: '01' },
      { d: 'Keep draining for a second: the level falls below HIGH.', in: '00--', out: '01', ff: 1000 },
      { d: 'Release STOP: DRAIN shuts.', in: '01--', out: '00' },
      { d: 'Hold START: below HIGH, FILL opens.', in: '11--', out: '10' },
      { d: 'Keep filling.', in: '11--', out: '10', ff: 2000 },
      {
        d: 'The level reaches HIGH: FILL shuts although START is still held.',
        in: '11--',
        out: '00',
        ff: 1000,
      },
      { d: 'Release START.', in: '01--', out: '00' },
      { d: 'Press STOP: DRAIN opens.', in: '00--', out: '01' },
      { d: 'Drain until LOW goes off: DRAIN shuts by itself.', in: '00--', out: '00', ff: 3000 },
      { d: 'Release STOP.', in: '01--', out: '00' },
      { d: 'Hold START: the tank fills.', in: '11--', out: '10' },
    ],
    solution: { ladder: 'XIC(START)XIO(HIGH)OTE(FILL);XIO(STOP)XIC(LOW)OTE(DRAIN);' },
  },
  {
    n: 28,
    slug: 'empty-the-mixer',
    name: 'Empty the Mixer',
    scene: 'MIXING_TANK',
    difficulty: 'easy',
    description:
      'The mixing tank starts half full (LOW and MID on). Momentary START (DI0) starts emptying it: DISCHARGE (DO2) opens and the MIXER (DO3) stirs, so nothing settles, until the float switch LOW (DI2) goes off: the tank is empty and both stop by themselves. STOP (DI1, normally closed) stops both at once, and emptying waits for the next START. START does nothing while the tank is already empty. VALVE_A (DO0) and VALVE_B (DO1) stay shut; MID (DI3) and HIGH (DI4) are not needed.',
    steps: [
      { d: 'Idle: everything off.', in: '01---', out: '0000' },
      { d: 'Press START: DISCHARGE and MIXER on.', in: '11---', out: '0011' },
      { d: 'Release START: emptying carries on.', in: '01---', out: '0011', ff: 1000 },
      { d: 'Press STOP: both stop.', in: '00---', out: '0000' },
      { d: 'Release STOP: still stopped.', in: '01---', out: '0000', ff: 1000 },
      { d: 'START again: emptying resumes.', in: '11---', out: '0011' },
      { d: 'Release START: still above LOW.', in: '01---', out: '0011', ff: 2000 },
      { d: 'LOW goes off: the tank is empty, both stop.', in: '01---', out: '0000', ff: 1000 },
      { d: 'START with the tank empty does nothing.', in: '11---', out: '0000' },
      { d: 'Release.', in: '01---', out: '0000' },
    ],
    solution: {
      st: '(* Empty the tank while stirring; stop at LOW or on STOP (normally closed). *)\nVAR Emptying : BOOL; END_VAR\nEmptying := (START OR Emptying) AND STOP AND LOW;\nDISCHARGE := Emptying;\nMIXER := Emptying;',
    },
    alt: {
      ladder:
        '[XIC(START),XIC(Emptying)]XIC(STOP)XIC(LOW)OTE(Emptying);XIC(Emptying)OTE(DISCHARGE);XIC(Emptying)OTE(MIXER);',
    },
  },
  {
    n: 29,
    slug: 'gate-follows-the-train',
    name: 'Gate Follows the Train',
    scene: 'RAILROAD_CROSSING',
    difficulty: 'easy',
    description:
      'A track detector TRAIN (DI4) is on while a train is near the crossing. While TRAIN is on, LIGHT1 (DO2) is lit and the gate motor FWD (DO0) lowers the arm until the limit switch DOWN (DI3) comes on. While TRAIN is off, REV (DO1) raises the arm until the limit switch UP (DI2) comes on. LIGHT2 (DO3) is lit whenever the arm is not fully up (UP off). The arm starts down. START (DI0) and STOP (DI1) are not used.',
    extra: [{ name: 'DI4', alias: 'TRAIN', io_symbol: 'NO_LIMIT_SWITCH' }],
    steps: [
      { d: 'No train, arm down: it rises, LIGHT2 on.', in: '01--0', out: '0101' },
      { d: 'Still rising.', in: '01--0', out: '0101', ff: 4000 },
      { d: 'The arm is up: motor off, lights off.', in: '01--0', out: '0000', ff: 5000 },
      { d: 'A train: the arm lowers, both lights on.', in: '01--1', out: '1011' },
      { d: 'Still lowering.', in: '01--1', out: '1011', ff: 5000 },
      { d: 'The arm is down: the motor stops.', in: '01--1', out: '0011', ff: 4000 },
      { d: 'The train has gone: the arm rises, LIGHT2 stays on.', in: '01--0', out: '0101', ff: 2000 },
      { d: 'Another train while the arm rises: it lowers again.', in: '01--1', out: '1011', ff: 1000 },
      { d: 'The train has gone: the arm goes all the way up.', in: '01--0', out: '0000', ff: 9500 },
    ],
    solution: {
      ladder:
        'XIC(TRAIN)XIO(DOWN)OTE(FWD);XIO(TRAIN)XIO(UP)OTE(REV);XIC(TRAIN)OTE(LIGHT1);XIO(UP)OTE(LIGHT2);',
    },
    alt: {
      st: '(* Lower for a train, raise when it has gone; each limit switch stops its move. *)\nFWD := TRAIN AND NOT DOWN;\nREV := NOT TRAIN AND NOT UP;\nLIGHT1 := TRAIN;\nLIGHT2 := NOT UP;',
    },
  },
  {
    n: 30,
    slug: 'mold-clamp',
    name: 'Mold Clamp',
    scene: 'INJECTION_MOLD',
    difficulty: 'easy',
    description:
      'The mold starts open. Momentary START (DI0) closes it: SOL_A (DO0) stays on until the sensor PROX2 (DI3) says the mold is closed. Momentary STOP (DI1, normally closed: 0 while pressed) opens it: SOL_B (DO1) stays on until PROX1 (DI2) says the mold is open. STOP also cancels a closing move, and START is ignored while the mold is opening, so SOL_A and SOL_B are never on together. The barrel HEATER (DO3) is on while the mold is closed (PROX2 on). MOTOR (DO2) and EJECT (DO4) stay off; PRESSURE (DI4) and TEMP (DI5) are not needed.',
    steps: [
      { d: 'Idle: the mold is open, everything off.', in: '01----', out: '00000' },
      { d: 'Press START: SOL_A closes the mold.', in: '11----', out: '10000' },
      { d: 'Release START: it keeps closing.', in: '01----', out: '10000', ff: 3000 },
      { d: 'Press STOP half way: SOL_A off, SOL_B opens the mold.', in: '00----', out: '01000' },
      { d: 'Release STOP: it keeps opening.', in: '01----', out: '01000', ff: 1000 },
      { d: 'START while opening is ignored.', in: '11----', out: '01000' },
      { d: 'The mold is open (PROX1): SOL_B off.', in: '01----', out: '00000', ff: 2500 },
      { d: 'Press START.', in: '11----', out: '10000' },
      { d: 'Release: closing.', in: '01----', out: '10000', ff: 6000 },
      { d: 'Closed (PROX2): SOL_A off, HEATER on.', in: '01----', out: '00010', ff: 2000 },
      { d: 'START while closed changes nothing.', in: '11----', out: '00010' },
      { d: 'Press STOP: opening, HEATER off.', in: '00----', out: '01000' },
      { d: 'Release STOP: the mold opens all the way.', in: '01----', out: '00000', ff: 8000 },
    ],
    solution: {
      ladder:
        '[XIC(START),XIC(SOL_A)]XIC(STOP)XIO(PROX2)XIO(SOL_B)OTE(SOL_A);[XIO(STOP),XIC(SOL_B)]XIO(PROX1)OTE(SOL_B);XIC(PROX2)OTE(HEATER);',
    },
  },
  {
    n: 31,
    slug: 'status-tower-priorities',
    name: 'Status Tower Priorities',
    scene: 'STACK_LIGHT',
    difficulty: 'easy',
    description:
      'The stack light reports a machine from three contacts: RUNNING (DI2) is on while the machine runs, JAM (DI3) while it is jammed and LOW_STOCK (DI4) while its hopper is nearly empty. RED (DO0) is lit while JAM is on, and a jam hides every other lamp. Without a jam: GREEN (DO2) is lit while RUNNING is on, BLUE (DO3) while it is off (idle), and YELLOW (DO1) while LOW_STOCK is on, together with GREEN or BLUE. START (DI0) and STOP (DI1) are not used.',
    extra: [
      { name: 'DI2', alias: 'RUNNING', io_symbol: 'NO_LIMIT_SWITCH' },
      { name: 'DI3', alias: 'JAM', io_symbol: 'NO_LIMIT_SWITCH' },
      { name: 'DI4', alias: 'LOW_STOCK', io_symbol: 'NO_FLOAT_SWITCH' },
    ],
    steps: [
      { d: 'Idle: BLUE.', in: '01000', out: '0001' },
      { d: 'Running: GREEN.', in: '01100', out: '0010' },
      { d: 'Running with low stock: GREEN and YELLOW.', in: '01101', out: '0110' },
      { d: 'A jam hides the rest: RED only.', in: '01111', out: '1000' },
      { d: 'Jammed while stopped, low stock: RED only.', in: '01011', out: '1000' },
      { d: 'Jam cleared, stopped, low stock: BLUE and YELLOW.', in: '01001', out: '0101' },
      { d: 'Jam alone: RED.', in: '01010', out: '1000' },
      { d: 'Jam while running: RED.', in: '01110', out: '1000' },
      { d: 'Running again: GREEN.', in: '01100', out: '0010' },
      { d: 'START and STOP change nothing.', in: '10100', out: '0010' },
    ],
    solution: {
      ladder:
        'XIC(JAM)OTE(RED);XIO(JAM)XIC(LOW_STOCK)OTE(YELLOW);XIO(JAM)XIC(RUNNING)OTE(GREEN);XIO(JAM)XIO(RUNNING)OTE(BLUE);',
    },
    alt: {
      st: '(* A jam hides every other lamp. *)\nRED := JAM;\nYELLOW := LOW_STOCK AND NOT JAM;\nGREEN := RUNNING AND NOT JAM;\nBLUE := NOT RUNNING AND NOT JAM;',
    },
  },
  {
    n: 32,
    slug: 'manual-traffic-control',
    name: 'Manual Traffic Control',
    scene: 'INTERSECTION',
    difficulty: 'easy',
    description:
      'A police officer runs the intersection by hand. While START (DI0) is held, north–south has NS_GREEN (DO2) and east–west EW_RED (DO3). When START is released, NS_YELLOW (DO1) shows for 2 seconds before north–south turns NS_RED (DO0) and east–west gets EW_GREEN (DO5); east–west keeps EW_RED during those 2 seconds. With START released long enough: NS_RED and EW_GREEN. STOP (DI1, normally closed) held turns both roads red (NS_RED and EW_RED) whatever START does; the 2 seconds keep counting meanwhile. EW_YELLOW (DO4) is not used and stays off.',
    steps: [
      { d: 'At rest: east–west has green.', in: '01', out: '100001' },
      { d: 'Hold START: north–south green, east–west red.', in: '11', out: '001100' },
      { d: 'Release START: north–south yellow.', in: '01', out: '010100' },
      { d: 'A second later: still yellow.', in: '01', out: '010100', ff: 1000 },
      { d: 'Two seconds after the release: east–west green.', in: '01', out: '100001', ff: 1000 },
      { d: 'Hold START again.', in: '11', out: '001100' },
      { d: 'Release START and press STOP: all red.', in: '00', out: '100100' },
      { d: 'Release STOP: the yellow finishes its 2 seconds.', in: '01', out: '010100' },
      { d: 'Then east–west green.', in: '01', out: '100001', ff: 2000 },
      { d: 'START while STOP is pressed: all red.', in: '10', out: '100100' },
      { d: 'Release STOP with START held: north–south green.', in: '11', out: '001100' },
    ],
    solution: {
      st: '(* NS_YELLOW while the off-delay of START runs out. *)\nVAR Hold : TIMER; END_VAR\nTOF(Hold, START, T#2s);\nNS_GREEN := STOP AND START;\nNS_YELLOW := STOP AND NOT START AND Hold.DN;\nNS_RED := NOT (NS_GREEN OR NS_YELLOW);\nEW_GREEN := STOP AND NOT Hold.DN;\nEW_RED := NOT EW_GREEN;',
    },
  },
  {
    n: 33,
    slug: 'operator-call-light',
    name: 'Operator Call Light',
    scene: 'STACK_LIGHT',
    difficulty: 'easy',
    description:
      'An operator calls for help with START (DI0). BLUE (DO3) lights while START is pressed and stays lit for 5 seconds after it is released (an off-delay). Pressing STOP (DI1, normally closed: 0 while pressed) cancels the call: BLUE goes out at once and stays out after STOP is released. GREEN (DO2) is lit whenever BLUE is not. RED (DO0) and YELLOW (DO1) stay off.',
    steps: [
      { d: 'No call: GREEN.', in: '01', out: '0010' },
      { d: 'Press START: BLUE.', in: '11', out: '0001' },
      { d: 'Released 3 seconds ago: still BLUE.', in: '01', out: '0001', ff: 3000 },
      { d: 'Released 4.7 seconds ago: still BLUE.', in: '01', out: '0001', ff: 1500 },
      { d: 'Five seconds after the release: GREEN.', in: '01', out: '0010', ff: 500 },
      { d: 'Call again.', in: '11', out: '0001' },
      { d: 'Release.', in: '01', out: '0001' },
      { d: 'STOP cancels the call: GREEN.', in: '00', out: '0010' },
      { d: 'Release STOP: the call stays cancelled.', in: '01', out: '0010', ff: 1000 },
      { d: 'Call again.', in: '11', out: '0001', ff: 2000 },
      { d: 'Released: BLUE for 5 seconds.', in: '01', out: '0001', ff: 2000 },
    ],
    solution: {
      ladder:
        'XIC(START)TOF(CallTimer,5000,0);XIO(STOP)RES(CallTimer);XIC(CallTimer.DN)OTE(BLUE);XIO(CallTimer.DN)OTE(GREEN);',
    },
    alt: {
      st: '(* An off-delay on the call button; STOP resets it. *)\nVAR CallTimer : TIMER; END_VAR\nTOF(CallTimer, START, T#5s);\nIF NOT STOP THEN RES(CallTimer); END_IF;\nBLUE := CallTimer.DN;\nGREEN := NOT CallTimer.DN;',
    },
  },
];
