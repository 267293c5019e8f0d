/**
 * The examples, simplest first: their position here is their exampleNumber. Each teaches one idea and
 * ends its description with a "Try this:" change. Ladder is Rockwell neutral rung text (one rung per
 * `;`), Structured Text is the source itself. examples.behaviour.test.ts checks what each promises.
 */
import type { ExampleDef } from './framework.ts';

const RUN_LATCH = `IF START THEN Running := TRUE; END_IF;
IF NOT STOP THEN Running := FALSE; END_IF;`;

export const EXAMPLE_DEFINITIONS: readonly ExampleDef[] = [
  {
    id: 'contacts-and-coils',
    name: 'Contacts and Coils',
    scene: 'STACK_LIGHT',
    description:
      'Two rungs, two kinds of contact. XIC (examine if closed) passes power when its bit is 1; XIO (examine if open) passes power when its bit is 0. The OTE coil at the end of each rung writes the rung’s result to its lamp on every scan, so holding START lights GREEN and puts RED out. Try this: change the XIO on the second rung to an XIC and watch both lamps follow START together.',
    program: {
      ladder: `XIC(START)OTE(GREEN);
XIO(START)OTE(RED);`,
    },
    steps: [
      { d: 'START released: the XIO passes power, RED is lit.', on: ['RED'] },
      {
        d: 'Hold START: the XIC passes power and GREEN lights; the XIO opens, RED goes out.',
        in: { START: 1 },
        on: ['GREEN'],
      },
      { d: 'Release START: RED again.', in: { START: 0 }, on: ['RED'] },
    ],
  },
  {
    id: 'start-stop-seal-in',
    name: 'Start/Stop Seal-In',
    scene: 'CONVEYOR',
    createdAt: '2025-01-06T09:00:00.000Z',
    description:
      'The classic motor circuit: START energises MOTOR, and a MOTOR contact in parallel with START seals the rung in, so the belt keeps running after START is released. The normally closed STOP reads 1 until pressed, so its XIC breaks the seal when pressed. A second rung opens the GATE to release a box whenever the belt runs and the start of the belt (PROX1) is clear. Try this: delete the MOTOR contact from the branch and see the belt stop as soon as START is released.',
    program: { stored: true },
    steps: [],
  },
  {
    id: 'hold-to-run-door',
    name: 'Hold-to-Run Door in Structured Text',
    scene: 'GARAGE_DOOR',
    description:
      'In Structured Text, := assigns a value, and every line runs again on every scan. So FWD := START AND NOT UP; runs the door motor only while START is held and the UP limit switch is still open: let go, or reach the top, and the motor stops. STOP is normally closed (it reads 0 while pressed), so NOT STOP lowers the door until the DOWN switch closes. Try this: remove AND NOT UP and watch the motor keep running against the top of the door.',
    program: {
      st: `(* Hold-to-run: each output is recalculated every scan. *)
FWD := START AND NOT UP;
REV := NOT STOP AND NOT DOWN;`,
    },
    steps: [
      { d: 'The door is closed and no button is held: both motors are off.' },
      {
        d: 'Hold START for 3 s: the door rises while START is held.',
        in: { START: 1 },
        ff: 3000,
        on: ['FWD'],
      },
      { d: 'Release START: the door stops half open.', in: { START: 0 } },
      {
        d: 'Hold START for 4 s more: the door reaches UP and the motor stops by itself.',
        in: { START: 1 },
        ff: 4000,
        checks: { DI2: 1 },
      },
      {
        d: 'Release START and press STOP (0 while pressed): the door lowers.',
        in: { START: 0, STOP: 0 },
        on: ['REV'],
      },
      { d: 'Keep STOP pressed for 7 s: the door reaches DOWN and REV stops.', ff: 7000, checks: { DI3: 1 } },
    ],
  },
  {
    id: 'latch-and-unlatch',
    name: 'Latch and Unlatch',
    scene: 'WATER_TANK',
    sceneVars: { level: 0 },
    description:
      'OTL (latch) sets its bit and leaves it set when its rung goes false; only an OTU (unlatch) clears it. A tap on START latches the FILL valve open, and it stays open after START is released until the HIGH float switch unlatches it, or STOP is pressed. Try this: replace the OTL with an OTE and see the valve close as soon as START is released.',
    program: {
      ladder: `XIC(START)OTL(FILL);
XIC(HIGH)OTU(FILL);
XIO(STOP)OTU(FILL);`,
    },
    steps: [
      { d: 'The tank is empty and the valve closed.' },
      { d: 'Tap START: FILL latches on.', in: { START: 1 }, on: ['FILL'] },
      { d: 'Release START: the latch holds, FILL stays open.', in: { START: 0 }, on: ['FILL'] },
      { d: 'Press STOP: the OTU clears the latch.', in: { STOP: 0 } },
      { d: 'Release STOP and tap START again.', in: { STOP: 1, START: 1 }, on: ['FILL'] },
      {
        d: 'Release START and wait 6 s: the level reaches HIGH, which unlatches FILL.',
        in: { START: 0 },
        ff: 6000,
        checks: { DI3: 1 },
      },
    ],
  },
  {
    id: 'on-delay-timer',
    name: 'On-Delay Timer',
    scene: 'STOPLIGHT',
    createdAt: '2025-01-13T09:00:00.000Z',
    description:
      'A TON (on-delay timer) counts time while its rung is true. Hold START: while the timer is timing (TT) the light is yellow, and after its 2-second preset (DN) it turns green. Release START and a TON resets at once (EN off), so the light is red. Try this: change the timer’s preset from 2000 to 5000 and time how long YELLOW stays lit.',
    program: { stored: true },
    steps: [],
  },
  {
    id: 'off-delay-crossing',
    name: 'Off-Delay Crossing Gate',
    scene: 'RAILROAD_CROSSING',
    sceneVars: { rotation: 90 },
    extra: [{ name: 'DI4', alias: 'TRAIN', io_symbol: 'NO_LIMIT_SWITCH' }],
    description:
      'A TOF (off-delay timer) turns its DN bit on the moment its rung goes true, and keeps it on for the preset time after the rung goes false. The track sensor TRAIN drives the TOF, so the lights come on and the arm lowers as soon as a train arrives, and they stay that way until 5 s after the train has gone; then the arm rises. Try this: change the preset from 5000 to 10000 so the crossing waits 10 s.',
    program: {
      ladder: `XIC(TRAIN)TOF(Clear,5000,0);
XIC(Clear.DN)XIO(DOWN)OTE(FWD);
XIO(Clear.DN)XIO(UP)OTE(REV);
XIC(Clear.DN)OTE(LIGHT1);
XIC(Clear.DN)OTE(LIGHT2);`,
    },
    steps: [
      { d: 'No train: the arm is up and the lights are off.' },
      {
        d: 'A train arrives (TRAIN on): DN turns on at once, the lights come on and the arm lowers.',
        in: { TRAIN: 1 },
        on: ['FWD', 'LIGHT1', 'LIGHT2'],
      },
      {
        d: '10 s later the arm is down (DOWN switch), so the motor stops.',
        ff: 10000,
        on: ['LIGHT1', 'LIGHT2'],
        checks: { DI3: 1 },
      },
      {
        d: 'The train has gone (TRAIN off): the TOF starts timing, the crossing stays closed.',
        in: { TRAIN: 0 },
        on: ['LIGHT1', 'LIGHT2'],
        checks: { 'Clear.TT': 1 },
      },
      { d: '4 s later: still timing, still closed.', ff: 4000, on: ['LIGHT1', 'LIGHT2'] },
      {
        d: '1 s more: the 5 s are up, DN drops, the lights go out and the arm rises.',
        ff: 1000,
        on: ['REV'],
      },
      { d: '10 s later the arm is up again.', ff: 10000, checks: { DI2: 1 } },
    ],
  },
  {
    id: 'water-tank-st',
    name: 'Water Tank Fill and Drain',
    scene: 'WATER_TANK',
    createdAt: '2025-01-20T09:00:00.000Z',
    description:
      'Two float switches make a band: the tank fills until the HIGH switch closes, then drains until the level is below LOW, and round again. In Structured Text an IF without ELSE writes only when its condition is true, so Draining remembers which way the tank is going between the two switches; START and STOP latch a Running flag the same way. Try this: delete the line IF NOT LOW THEN Draining := FALSE; END_IF; and watch the tank drain and never fill again.',
    program: { stored: true },
    steps: [],
  },
  {
    id: 'car-wash-stations',
    name: 'Car Wash Stations in Structured Text',
    scene: 'CAR_WASH',
    description:
      'One assignment per output: SOAP := Running AND S2; is recalculated on every scan, so each sprayer, brush and fan works exactly while a car is in front of its station’s sensor, and several cars can be washed at once. START and STOP latch Running with two IF statements. Try this: change DRY := Running AND S5; to DRY := Running AND (S4 OR S5); so the fans start one station early.',
    program: {
      st: `(* Each station works while a car is in front of it. *)
VAR Running : BOOL; END_VAR
${RUN_LATCH}
CONVEYOR := Running;
ENTER := Running;
PRE_RINSE := Running AND S1;
SOAP := Running AND S2;
SCRUB := Running AND S3;
RINSE := Running AND S4;
DRY := Running AND S5;`,
    },
    steps: [
      { d: 'Stopped: nothing runs.' },
      {
        d: 'Press START: the conveyor runs and lets the first car in.',
        in: { START: 1 },
        on: ['CONVEYOR', 'ENTER'],
      },
      {
        d: 'Release START; 1 s later the car is at station 1 (S1): PRE_RINSE sprays.',
        in: { START: 0 },
        ff: 1000,
        on: ['CONVEYOR', 'ENTER', 'PRE_RINSE'],
      },
      {
        d: '9 s later the first car is at the soap station (S2) and a second car is at station 1.',
        ff: 8800,
        on: ['CONVEYOR', 'ENTER', 'PRE_RINSE', 'SOAP'],
      },
      { d: 'Press STOP: everything stops and the cars wait.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'parts-counter',
    name: 'Parts Counter',
    scene: 'STACK_LIGHT',
    createdAt: '2025-01-27T09:00:00.000Z',
    description:
      'A CTU (count-up counter) adds 1 to its ACC each time its rung goes from false to true, here each press of START. A GRT compare lights YELLOW while a batch is in progress, the done bit (DN, ACC at or above the preset) lights GREEN at three parts, and STOP resets the counter with RES. Try this: set the preset of Parts to 5 so a batch takes five presses.',
    program: { stored: true },
    steps: [],
  },
  {
    id: 'one-shot-toggle',
    name: 'One-Shot Toggle',
    scene: 'MIXING_TANK',
    description:
      'ONS (one-shot) passes power for one scan only when its rung goes true, however long START is held. That single-scan pulse, Press, flips the mixer: the second rung is true when exactly one of Press and MIXER is on, so each press of START turns MIXER on if it was off and off if it was on. Try this: delete the ONS and hold START: the mixer now flips on every scan.',
    program: {
      ladder: `XIC(START)ONS(StartOneShot)OTE(Press);
[XIC(Press)XIO(MIXER),XIO(Press)XIC(MIXER)]OTE(MIXER);`,
    },
    steps: [
      { d: 'The mixer is off.' },
      { d: 'Press START: the one-shot fires once and MIXER turns on.', in: { START: 1 }, on: ['MIXER'] },
      { d: 'Keep holding START for 2 s: no new pulse, MIXER stays on.', ff: 2000, on: ['MIXER'] },
      { d: 'Release START.', in: { START: 0 }, on: ['MIXER'] },
      { d: 'Press START again: MIXER turns off.', in: { START: 1 } },
      { d: 'Release START: still off.', in: { START: 0 } },
    ],
  },
  {
    id: 'flashing-light',
    name: 'Flashing Light in Structured Text',
    scene: 'STOPLIGHT',
    description:
      'A timer that restarts itself makes a steady beat. TON(Flash, Running, T#500ms) times while Running; each time it is done, the IF flips Blink and RES(Flash) starts the timer again from zero, so Blink changes every half second and YELLOW flashes. RED shows the light is switched off. Try this: change T#500ms to T#1s for a slower flash.',
    program: {
      st: `(* A self-restarting timer flips Blink every 0.5 s. *)
VAR Running : BOOL; Blink : BOOL; Flash : TIMER; END_VAR
${RUN_LATCH}
TON(Flash, Running, T#500ms);
IF Flash.DN THEN
  Blink := NOT Blink;
  RES(Flash);
END_IF;
YELLOW := Running AND NOT Blink;
RED := NOT Running;`,
    },
    steps: [
      { d: 'Switched off: RED is lit.', on: ['RED'] },
      { d: 'Press START: the flasher starts with YELLOW on.', in: { START: 1 }, on: ['YELLOW'] },
      {
        d: 'Release START; 0.4 s later the first 0.5 s are up: YELLOW is off.',
        in: { START: 0 },
        ff: 300,
        checks: { Blink: 1 },
      },
      { d: '0.5 s later: YELLOW is on again.', ff: 400, on: ['YELLOW'], checks: { Blink: 0 } },
      { d: '0.5 s later: off again.', ff: 400, checks: { Blink: 1 } },
      { d: 'Press STOP: the flasher stops and RED is lit.', in: { STOP: 0 }, on: ['RED'] },
    ],
  },
  {
    id: 'compressor-run-meter',
    name: 'Compressor Run Meter',
    scene: 'AIR_COMPRESSOR',
    extra: [
      { name: 'DI4', alias: 'RESET', io_symbol: 'NO_PUSHBUTTON' },
      { name: 'DO2', alias: 'SERVICE', io_symbol: 'INDICATOR' },
    ],
    description:
      'An RTO (retentive timer on) times like a TON while its rung is true, but keeps its ACC when the rung goes false; only a RES clears it. Here it meters how long the compressor motor has run in total, across stops: after 10 s of running the SERVICE lamp lights and the motor is locked out until RESET is pressed. A DIV shows the total in whole seconds in RunSeconds. Try this: change the RTO to a TON and see the meter start again from zero after every stop.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(Running)XIO(HIGH)XIO(RunMeter.DN)OTE(MOTOR);
XIC(MOTOR)RTO(RunMeter,10000,0);
XIC(RunMeter.DN)OTE(SERVICE);
XIC(RESET)RES(RunMeter);
DIV(RunMeter.ACC,1000,RunSeconds);`,
    },
    steps: [
      { d: 'Stopped: the motor is off and the meter at 0.', checks: { 'RunMeter.ACC': 0 } },
      { d: 'Press START: the motor runs and the meter times.', in: { START: 1 }, on: ['MOTOR'] },
      {
        d: 'Release START; 4 s later the meter shows 4 s.',
        in: { START: 0 },
        ff: 3800,
        on: ['MOTOR'],
        checks: { RunSeconds: 4 },
      },
      {
        d: 'Press STOP: the motor stops, and the RTO keeps its time.',
        in: { STOP: 0 },
        checks: { 'RunMeter.ACC': 4100 },
      },
      {
        d: 'Release STOP and wait 5 s: the meter still holds 4.1 s.',
        in: { STOP: 1 },
        ff: 5000,
        checks: { 'RunMeter.ACC': 4100 },
      },
      {
        d: 'Press START: the meter carries on from 4.1 s.',
        in: { START: 1 },
        on: ['MOTOR'],
        checks: { 'RunMeter.ACC': 4300 },
      },
      {
        d: 'Release START; 6 s later the meter has reached 10 s: SERVICE lights and the motor is locked out.',
        in: { START: 0 },
        ff: 6000,
        on: ['SERVICE'],
        checks: { 'RunMeter.DN': 1, RunSeconds: 10 },
      },
      {
        d: 'Press RESET: RES clears the meter, SERVICE goes out and the motor runs again.',
        in: { RESET: 1 },
        on: ['MOTOR'],
        checks: { 'RunMeter.ACC': 0 },
      },
    ],
  },
  {
    id: 'cylinder-speed-mov',
    name: 'Cylinder Speed with MOV',
    scene: 'CYLINDER',
    description:
      'MOV copies a number into a tag. The cylinder moves a tenth of its Pressure tag per scan, so XIC(Extend) MOV(20,Pressure) makes the working stroke slow (2 per scan) and XIO(Extend) MOV(100,Pressure) makes the return fast (10 per scan). The limit switches LS1 and LS2 latch and unlatch Extend at each end, so the piston strokes back and forth while Running. Try this: change the 20 to 50 and watch the extend stroke speed up.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(LS1)OTL(Extend);
XIC(LS2)OTU(Extend);
XIC(Extend)MOV(20,Pressure);
XIO(Extend)MOV(100,Pressure);
XIC(Running)XIC(Extend)OTE(SOL_A);
XIC(Running)XIO(Extend)OTE(SOL_B);`,
    },
    steps: [
      { d: 'Stopped and retracted: Pressure is already set for the slow stroke.', checks: { Pressure: 20 } },
      { d: 'Press START: the piston extends slowly.', in: { START: 1 }, on: ['SOL_A'] },
      { d: 'Release START; 4 s later it is still extending.', in: { START: 0 }, ff: 4000, on: ['SOL_A'] },
      {
        d: '2 s later it has reached LS2 and returns at full speed (Pressure 100).',
        ff: 2000,
        on: ['SOL_B'],
        checks: { Pressure: 100 },
      },
      {
        d: '1 s later it is back at LS1 and extends slowly again.',
        ff: 1000,
        on: ['SOL_A'],
        checks: { Pressure: 20 },
      },
      { d: 'Press STOP: the piston stops where it is.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'bottle-fill-st',
    name: 'Bottle Filling in Structured Text',
    scene: 'BOTTLE_FILL',
    description:
      'Let the sensors run the process. While a bottle sits under the nozzle (PROX) and is not yet FULL, the conveyor stops and the nozzle fills; once FULL closes, the conveyor carries the bottle on and brings the next one. Three assignments say all of it, because each is recalculated on every scan from what the sensors report. Try this: change MOTOR := Running AND (NOT PROX OR FULL); to MOTOR := Running AND FULL; and see why the conveyor must also run when no bottle is under the nozzle.',
    program: {
      st: `(* Bring a bottle under the nozzle, fill it until FULL, move on. *)
VAR Running : BOOL; END_VAR
${RUN_LATCH}
GATE := Running;
NOZZLE := Running AND PROX AND NOT FULL;
MOTOR := Running AND (NOT PROX OR FULL);`,
    },
    steps: [
      { d: 'Stopped: nothing runs.' },
      {
        d: 'Press START: the conveyor runs and the gate releases a bottle.',
        in: { START: 1 },
        on: ['MOTOR', 'GATE'],
      },
      {
        d: 'Release START; 12 s later the bottle is under the nozzle (PROX): the conveyor stops and the nozzle fills.',
        in: { START: 0 },
        ff: 12000,
        on: ['GATE', 'NOZZLE'],
      },
      {
        d: '2 s later the bottle is FULL: the nozzle closes and the conveyor moves on.',
        ff: 2000,
        on: ['MOTOR', 'GATE'],
      },
      { d: 'Press STOP: everything stops.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'boxes-on-belt',
    name: 'Counting Boxes with One-Shots',
    scene: 'CONVEYOR',
    description:
      'A box covers a proximity switch for about ten scans, so an ADD on the switch alone would count it ten times. OSR (one-shot rising) sets its output bit for the one scan its rung turns true, OSF (one-shot falling) for the one scan it turns false: OnBelt goes up by one as each box arrives at PROX1 and down by one as it leaves PROX2 at the end of the belt. The gate releases a box only while LEQ says at most two are on the belt. Try this: change XIC(BoxIn) on the ADD rung to XIC(PROX1) and watch OnBelt race upward.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(Running)OTE(MOTOR);
XIC(Running)XIO(PROX1)LEQ(OnBelt,2)OTE(GATE);
XIC(PROX1)OSR(InStore,BoxIn);
XIC(BoxIn)ADD(OnBelt,1,OnBelt);
XIC(PROX2)OSF(OutStore,BoxOut);
XIC(BoxOut)SUB(OnBelt,1,OnBelt);`,
    },
    steps: [
      { d: 'Stopped: nothing on the belt.', checks: { OnBelt: 0 } },
      {
        d: 'Press START: the belt runs and the gate releases a box; its arrival at PROX1 counts once.',
        in: { START: 1 },
        on: ['MOTOR'],
        checks: { OnBelt: 1 },
      },
      {
        d: 'Release START; 6 s later three boxes are on the belt and the gate stays shut.',
        in: { START: 0 },
        ff: 6000,
        on: ['MOTOR'],
        checks: { OnBelt: 3 },
      },
      {
        d: '10 s later boxes have dropped off the end (OSF on PROX2) and new ones taken their place: still three.',
        ff: 10000,
        on: ['MOTOR'],
        checks: { OnBelt: 3 },
      },
      { d: 'Press STOP: the belt stops.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'cars-in-wash',
    name: 'Up/Down Counter: Cars in the Wash',
    scene: 'CAR_WASH',
    description:
      'CTU counts up on each rising edge of its rung and CTD counts down on each rising edge of its own rung, both on the same counter. Each car that reaches station 1 (S1) adds one and each that reaches the dryer (S5) takes one away, so InWash.ACC is the number of cars being washed, and its DN bit (ACC at the preset of 2) closes the entrance. Try this: change the preset to 3 to let three cars in at once.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(Running)OTE(CONVEYOR);
XIC(Running)XIO(InWash.DN)OTE(ENTER);
XIC(S1)CTU(InWash,2,0);
XIC(S5)CTD(InWash,2,0);
[XIC(S1)OTE(PRE_RINSE),XIC(S2)OTE(SOAP),XIC(S3)OTE(SCRUB),XIC(S4)OTE(RINSE),XIC(S5)OTE(DRY)];`,
    },
    steps: [
      { d: 'Stopped: no cars.', checks: { 'InWash.ACC': 0 } },
      {
        d: 'Press START: the conveyor runs and the first car enters.',
        in: { START: 1 },
        on: ['CONVEYOR', 'ENTER'],
      },
      {
        d: 'Release START; 2 s later the car is at S1 and counted.',
        in: { START: 0 },
        ff: 2000,
        on: ['CONVEYOR', 'ENTER', 'PRE_RINSE'],
        checks: { 'InWash.ACC': 1 },
      },
      {
        d: '10 s later a second car has been counted: InWash.DN closes the entrance.',
        ff: 10000,
        on: ['CONVEYOR', 'PRE_RINSE', 'SCRUB'],
        checks: { 'InWash.ACC': 2, 'InWash.DN': 1 },
      },
      {
        d: '10 s later the first car reaches the dryer (S5): CTD counts it out and the entrance opens.',
        ff: 10000,
        on: ['CONVEYOR', 'ENTER', 'SCRUB', 'DRY'],
        checks: { 'InWash.ACC': 1 },
      },
      { d: 'Press STOP: the wash stops.', in: { STOP: 0 }, on: ['SCRUB', 'DRY'] },
    ],
  },
  {
    id: 'intersection-one-timer',
    name: 'One Timer, Many Lights',
    scene: 'INTERSECTION',
    description:
      'One timer can run a whole sequence: compare its ACC with fixed times. Cycle times 10 s and restarts itself, because its own DN bit breaks its rung for one scan. LES and GEQ compares pick the lamps: north–south green below 4 s, yellow from 4 to 5 s, then east–west green from 5 to 9 s and yellow after 9 s; each road is red while the other has its turn. Try this: change both 4000s to 3000 to give north–south a shorter green.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(Running)XIO(Cycle.DN)TON(Cycle,10000,0);
XIC(Running)LES(Cycle.ACC,4000)OTE(NS_GREEN);
XIC(Running)GEQ(Cycle.ACC,4000)LES(Cycle.ACC,5000)OTE(NS_YELLOW);
[XIO(Running),GEQ(Cycle.ACC,5000)]OTE(NS_RED);
XIC(Running)GEQ(Cycle.ACC,5000)LES(Cycle.ACC,9000)OTE(EW_GREEN);
XIC(Running)GEQ(Cycle.ACC,9000)OTE(EW_YELLOW);
[XIO(Running),LES(Cycle.ACC,5000)]OTE(EW_RED);`,
    },
    steps: [
      { d: 'Stopped: both roads red.', on: ['NS_RED', 'EW_RED'] },
      { d: 'Press START: north–south green, east–west red.', in: { START: 1 }, on: ['NS_GREEN', 'EW_RED'] },
      {
        d: 'Release START; at 4.2 s north–south turns yellow.',
        in: { START: 0 },
        ff: 3900,
        on: ['NS_YELLOW', 'EW_RED'],
      },
      { d: 'At 5.2 s: east–west green, north–south red.', ff: 900, on: ['NS_RED', 'EW_GREEN'] },
      { d: 'At 9.2 s: east–west yellow.', ff: 3900, on: ['NS_RED', 'EW_YELLOW'] },
      {
        d: 'One second later the cycle has started again: north–south green.',
        ff: 900,
        on: ['NS_GREEN', 'EW_RED'],
      },
      { d: 'Press STOP: both roads red.', in: { STOP: 0 }, on: ['NS_RED', 'EW_RED'] },
    ],
  },
  {
    id: 'elevator-compares',
    name: 'Elevator with Compares',
    scene: 'ELEVATOR',
    description:
      'Compares turn numbers into decisions. MOV records the last floor switch the car passed in Floor and the last call in Target. GRT(Target,Floor) runs the car UP and LES(Target,Floor) runs it DOWN (NEQ(Target,0) ignores the time before any call); when Target equals Floor neither is true, so the car stops at the called floor. STOP is normally closed and holds the car while pressed. Try this: add a rung XIC(START) MOV(2,Target) so that START also calls the car to floor 2.',
    program: {
      ladder: `XIC(FLOOR1)MOV(1,Floor);
XIC(FLOOR2)MOV(2,Floor);
XIC(FLOOR3)MOV(3,Floor);
XIC(CALL1)MOV(1,Target);
XIC(CALL2)MOV(2,Target);
XIC(CALL3)MOV(3,Target);
XIC(STOP)GRT(Target,Floor)OTE(UP);
XIC(STOP)NEQ(Target,0)LES(Target,Floor)OTE(DOWN);`,
    },
    steps: [
      { d: 'At floor 1 with no call: the car waits.', checks: { Floor: 1, Target: 0 } },
      {
        d: 'Press CALL3: Target 3 is greater than Floor 1, so the car goes UP.',
        in: { CALL3: 1 },
        on: ['UP'],
        checks: { Target: 3 },
      },
      {
        d: 'Release CALL3; 14 s later the car is at floor 3 and has stopped.',
        in: { CALL3: 0 },
        ff: 14000,
        checks: { Floor: 3, DI4: 1 },
      },
      {
        d: 'Press CALL2: Target 2 is less than Floor 3, so the car goes DOWN.',
        in: { CALL2: 1 },
        on: ['DOWN'],
      },
      {
        d: 'Release CALL2; 8 s later the car has stopped at floor 2.',
        in: { CALL2: 0 },
        ff: 8000,
        checks: { Floor: 2, DI3: 1 },
      },
      { d: 'Press STOP and CALL1: STOP holds the car.', in: { STOP: 0, CALL1: 1 }, checks: { Target: 1 } },
      { d: 'Release both: the car goes down to floor 1.', in: { STOP: 1, CALL1: 0 }, on: ['DOWN'] },
    ],
  },
  {
    id: 'stack-light-steps',
    name: 'Counting Steps with MOD in Structured Text',
    scene: 'STACK_LIGHT',
    description:
      'Arithmetic in Structured Text: Step := (Step + 1) MOD 4; counts 0, 1, 2, 3 and wraps back to 0, because MOD gives the remainder of a division. A one-second timer that restarts itself advances Step, and one comparison per lamp (BLUE := Running AND Step = 3;) lights the tower one colour at a time. Try this: change MOD 4 to MOD 3 and see BLUE never light.',
    program: {
      st: `(* Step through red, yellow, green and blue, one second each. *)
VAR Running : BOOL; Step : DINT; StepTimer : TIMER; END_VAR
${RUN_LATCH}
TON(StepTimer, Running, T#1s);
IF StepTimer.DN THEN
  Step := (Step + 1) MOD 4;
  RES(StepTimer);
END_IF;
RED := Running AND Step = 0;
YELLOW := Running AND Step = 1;
GREEN := Running AND Step = 2;
BLUE := Running AND Step = 3;`,
    },
    steps: [
      { d: 'Stopped: all lamps off.' },
      { d: 'Press START: Step 0, RED.', in: { START: 1 }, on: ['RED'], checks: { Step: 0 } },
      {
        d: 'Release START; 1 s later Step is 1: YELLOW.',
        in: { START: 0 },
        ff: 900,
        on: ['YELLOW'],
        checks: { Step: 1 },
      },
      { d: '1 s later Step is 2: GREEN.', ff: 900, on: ['GREEN'], checks: { Step: 2 } },
      { d: '1 s later Step is 3: BLUE.', ff: 900, on: ['BLUE'], checks: { Step: 3 } },
      { d: '1 s later (3 + 1) MOD 4 is 0: RED again.', ff: 900, on: ['RED'], checks: { Step: 0 } },
      { d: 'Press STOP: all lamps off.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'traffic-light-presets',
    name: 'Traffic Light with a Step Number',
    scene: 'STOPLIGHT',
    description:
      'A timer’s preset is a number like any other, so MOV can change it. Step counts 0 (red), 1 (green) and 2 (yellow): each time StepTimer is done, ADD moves to the next step and MOD 3 wraps it back to 0. EQU and NEQ choose the time of the step, 1 s for yellow and 3 s for the others, written into StepTimer.PRE before the timer runs; EQU also picks the lamp. Try this: give green 5 s with a new rung EQU(Step,1) MOV(5000,StepTimer.PRE) after the NEQ rung.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
EQU(Step,2)MOV(1000,StepTimer.PRE);
NEQ(Step,2)MOV(3000,StepTimer.PRE);
XIC(Running)XIO(StepTimer.DN)TON(StepTimer,3000,0);
XIC(StepTimer.DN)ADD(Step,1,Step)MOD(Step,3,Step);
[XIO(Running),EQU(Step,0)]OTE(RED);
XIC(Running)EQU(Step,1)OTE(GREEN);
XIC(Running)EQU(Step,2)OTE(YELLOW);`,
    },
    steps: [
      { d: 'Stopped: RED.', on: ['RED'] },
      { d: 'Press START: Step 0, red for 3 s.', in: { START: 1 }, on: ['RED'], checks: { Step: 0 } },
      {
        d: 'Release START; 3 s later Step is 1: green.',
        in: { START: 0 },
        ff: 2900,
        on: ['GREEN'],
        checks: { Step: 1 },
      },
      {
        d: '3 s later Step is 2: yellow, with a 1 s preset.',
        ff: 2900,
        on: ['YELLOW'],
        checks: { Step: 2, 'StepTimer.PRE': 1000 },
      },
      {
        d: '1 s later (2 + 1) MOD 3 is 0: red again, for 3 s.',
        ff: 1000,
        on: ['RED'],
        checks: { Step: 0, 'StepTimer.PRE': 3000 },
      },
      { d: 'Press STOP: RED, and the sequence stops.', in: { STOP: 0 }, on: ['RED'] },
    ],
  },
  {
    id: 'compressor-cycles-st',
    name: 'Counting Pump-Ups in Structured Text',
    scene: 'AIR_COMPRESSOR',
    description:
      'Counters work in Structured Text too: CTU(Cycles, HIGH, 3) adds one each time the HIGH pressure switch closes, that is once per pump-up. Between pump-ups the air is used (VALVE open) until the pressure falls below LOW, and the motor pumps again. When Cycles.DN turns on after three pump-ups the compressor stops; STOP resets the count with RES. Try this: change the preset 3 to 5 for five pump-ups.',
    program: {
      st: `(* Pump up to HIGH, use the air down to LOW; stop after three pump-ups. *)
VAR Running : BOOL; Pumping : BOOL; Cycles : COUNTER; END_VAR
${RUN_LATCH}
IF NOT LOW THEN Pumping := TRUE; END_IF;
IF HIGH THEN Pumping := FALSE; END_IF;
CTU(Cycles, HIGH, 3);
IF Cycles.DN THEN Running := FALSE; END_IF;
IF NOT STOP THEN RES(Cycles); END_IF;
MOTOR := Running AND Pumping;
VALVE := Running AND NOT Pumping;`,
    },
    steps: [
      { d: 'Stopped: no pressure, nothing runs.' },
      { d: 'Press START: the pressure is below LOW, so the motor pumps.', in: { START: 1 }, on: ['MOTOR'] },
      {
        d: 'Release START; 20 s later HIGH has closed once: Cycles is 1 and the valve lets air out.',
        in: { START: 0 },
        ff: 20000,
        on: ['VALVE'],
        checks: { 'Cycles.ACC': 1 },
      },
      { d: '20 s later the second pump-up is done.', ff: 20000, on: ['VALVE'], checks: { 'Cycles.ACC': 2 } },
      {
        d: '20 s later the third is done: Cycles.DN stops the compressor.',
        ff: 20000,
        checks: { 'Cycles.ACC': 3, 'Cycles.DN': 1 },
      },
      { d: 'Press STOP: RES clears the count.', in: { STOP: 0 }, checks: { 'Cycles.ACC': 0 } },
    ],
  },
  {
    id: 'cylinder-speed-ramp',
    name: 'Cylinder Speed Ramp with MUL',
    scene: 'CYLINDER',
    values: { Pressure: 10 },
    description:
      'MUL multiplies. Each time the piston reaches the end of its stroke (LS2, made into a single-scan pulse by ONS), MUL(Pressure,2,Pressure) doubles the air pressure, and with it the speed: 10, 20, 40, 80. When GRT sees more than 80, a MOV starts the ramp again at 10. The limit switches latch and unlatch Extend so the piston strokes back and forth while Running. Try this: change the MUL’s 2 to 3 so the speed triples each stroke.',
    program: {
      ladder: `XIC(START)OTL(Running);
XIO(STOP)OTU(Running);
XIC(LS1)OTL(Extend);
XIC(LS2)OTU(Extend);
XIC(LS2)ONS(EndOneShot)MUL(Pressure,2,Pressure);
GRT(Pressure,80)MOV(10,Pressure);
XIC(Running)XIC(Extend)OTE(SOL_A);
XIC(Running)XIO(Extend)OTE(SOL_B);`,
    },
    steps: [
      { d: 'Stopped and retracted, Pressure 10.', checks: { Pressure: 10 } },
      { d: 'Press START: the piston extends slowly, 1 per scan.', in: { START: 1 }, on: ['SOL_A'] },
      {
        d: 'Release START; 12 s later it has reached LS2: Pressure doubles to 20 and the piston returns.',
        in: { START: 0 },
        ff: 12000,
        on: ['SOL_B'],
        checks: { Pressure: 20 },
      },
      {
        d: '11 s later it has made a whole stroke at 20 and reached LS2 again: Pressure 40.',
        ff: 11000,
        on: ['SOL_B'],
        checks: { Pressure: 40 },
      },
      { d: '5 s later: another stroke, Pressure 80.', ff: 5000, on: ['SOL_B'], checks: { Pressure: 80 } },
      {
        d: '3 s later: 80 doubled is more than 80, so MOV starts again at 10.',
        ff: 3000,
        checks: { Pressure: 10 },
        on: ['SOL_B'],
      },
      { d: 'Press STOP: the piston stops.', in: { STOP: 0 }, checks: { Pressure: 10 } },
    ],
  },
  {
    id: 'mixing-batch-st',
    name: 'Mixing Batch with CASE',
    scene: 'MIXING_TANK',
    sceneVars: { liquidA: 0, liquidB: 0 },
    description:
      'A CASE statement on a step number writes a sequence the way you would say it: fill liquid A to MID, fill liquid B to HIGH, mix for 5 s, empty the tank below LOW, and start again. Each branch only waits for its own condition and then moves Step on; the outputs at the end are read off the step, so exactly one stage runs at a time. Try this: change T#5s to T#10s to mix for longer.',
    program: {
      st: `(* Fill A to MID, B to HIGH, mix 5 s, empty, repeat. *)
VAR Running : BOOL; Step : DINT; MixTimer : TIMER; END_VAR
${RUN_LATCH}
IF Running THEN
  CASE Step OF
    0: IF MID THEN Step := 1; END_IF;
    1: IF HIGH THEN Step := 2; END_IF;
    2: IF MixTimer.DN THEN Step := 3; END_IF;
    3: IF NOT LOW THEN Step := 0; END_IF;
  END_CASE;
END_IF;
TON(MixTimer, Running AND Step = 2, T#5s);
VALVE_A := Running AND Step = 0;
VALVE_B := Running AND Step = 1;
MIXER := Running AND Step = 2;
DISCHARGE := Running AND Step = 3;`,
    },
    steps: [
      { d: 'Stopped, the tank empty.' },
      { d: 'Press START: step 0 adds liquid A.', in: { START: 1 }, on: ['VALVE_A'], checks: { Step: 0 } },
      {
        d: 'Release START; 8 s later the level has reached MID: step 1 adds liquid B.',
        in: { START: 0 },
        ff: 8000,
        on: ['VALVE_B'],
        checks: { Step: 1 },
      },
      { d: '8 s later the tank is full (HIGH): step 2 mixes.', ff: 8000, on: ['MIXER'], checks: { Step: 2 } },
      {
        d: '5 s later mixing is done: step 3 empties the tank.',
        ff: 5000,
        on: ['DISCHARGE'],
        checks: { Step: 3 },
      },
      {
        d: '8 s later the tank is empty (LOW open): back to step 0.',
        ff: 8000,
        on: ['VALVE_A'],
        checks: { Step: 0 },
      },
      { d: 'Press STOP: everything stops.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'injection-mold-cycle',
    name: 'Injection Mold Cycle',
    scene: 'INJECTION_MOLD',
    description:
      'A whole machine cycle as a state machine. CASE Step OF runs only the branch of the current step, and each branch waits for one sensor before moving on: the mold closes until PROX2, the screw injects until the PRESSURE switch trips, the mold opens until PROX1, and the part is ejected for 4 s, counted in Parts. The outputs are written from Step alone, so the stages can never overlap. Try this: change T#4s to T#6s and watch the open mold wait longer before the next part.',
    program: {
      st: `(* Close, inject until the pressure switch trips, open, eject, and again. *)
VAR Running : BOOL; Step : DINT; Parts : DINT; Wait : TIMER; END_VAR
${RUN_LATCH}
IF Running THEN
  CASE Step OF
    0: IF PROX2 THEN Step := 1; END_IF;
    1: IF PRESSURE THEN Step := 2; END_IF;
    2: IF PROX1 THEN Step := 3; END_IF;
    3: IF Wait.DN THEN
         Step := 0;
         Parts := Parts + 1;
       END_IF;
  END_CASE;
END_IF;
TON(Wait, Running AND Step = 3, T#4s);
SOL_A := Running AND Step = 0;
HEATER := Running AND Step <= 1;
MOTOR := Running AND Step = 1;
SOL_B := Running AND Step = 2;
EJECT := Running AND Step = 3 AND NOT Wait.DN;`,
    },
    steps: [
      { d: 'Stopped: the mold is open and empty.', checks: { Step: 0, Parts: 0 } },
      {
        d: 'Press START: step 0 closes the mold and the heater warms up.',
        in: { START: 1 },
        on: ['SOL_A', 'HEATER'],
      },
      {
        d: 'Release START; 8 s later the mold is closed (PROX2): step 1 injects.',
        in: { START: 0 },
        ff: 8000,
        on: ['MOTOR', 'HEATER'],
        checks: { Step: 1 },
      },
      {
        d: '20 s later the mold is full (PRESSURE): step 2 opens it.',
        ff: 20000,
        on: ['SOL_B'],
        checks: { Step: 2 },
      },
      {
        d: '7 s later it is open (PROX1): step 3 ejects the part.',
        ff: 7000,
        on: ['EJECT'],
        checks: { Step: 3 },
      },
      {
        d: '4 s later the part is out: Parts is 1 and step 0 closes the mold again.',
        ff: 4000,
        on: ['SOL_A', 'HEATER'],
        checks: { Step: 0, Parts: 1 },
      },
      { d: 'Press STOP: everything stops.', in: { STOP: 0 } },
    ],
  },
  {
    id: 'oven-pi-loop',
    name: 'Oven Temperature Loop (PI in Structured Text)',
    scene: 'OVEN',
    description:
      'An analog control loop. The transmitter AI0 (TEMP) reads the oven in °C and the program sets the heater power AO0 (POWER) in % every scan: the proportional part reacts to the error Setpoint − TEMP at once, and the integral part I adds up the error over time until none is left. I only grows while the output is not pinned at 0 or 100 % (anti-windup), so the oven reaches 180 °C without overshooting. Hold DOOR to let heat out: TEMP drops, the power rises, and the loop brings it back. Try this: change the integral time 30.0 to 5.0 and watch the temperature overshoot and ring before it settles.',
    program: {
      st: `(* PI control of the oven: Kc 1.5 % per °C, integral time 30 s, 0.1 s scan. *)
VAR Running : BOOL; Err : REAL; I : REAL; Out : REAL; END_VAR
${RUN_LATCH}
Err := Setpoint - TEMP;
Out := 1.5 * Err + I;
(* Anti-windup: integrate only while the output can still move the right way. *)
IF Running AND ((Out > 0.0 AND Out < 100.0) OR (Out >= 100.0 AND Err < 0.0) OR (Out <= 0.0 AND Err > 0.0)) THEN
  I := I + 1.5 * Err * 0.1 / 30.0;
END_IF;
IF I > 100.0 THEN I := 100.0; END_IF;
IF I < 0.0 OR NOT Running THEN I := 0.0; END_IF;
Out := 1.5 * Err + I;
IF Out > 100.0 THEN Out := 100.0; END_IF;
IF Out < 0.0 OR NOT Running THEN Out := 0.0; END_IF;
HEATER := Running;
POWER := Out;`,
    },
    steps: [
      { d: 'Stopped: the oven is at room temperature and the heater is off.', near: { TEMP: [20, 0.5] } },
      {
        d: 'Press START: the heater contactor closes and full power goes in.',
        in: { START: 1 },
        on: ['HEATER'],
      },
      {
        d: 'Release START; 4 minutes later the oven holds its 180 °C setpoint.',
        in: { START: 0 },
        ff: 240000,
        on: ['HEATER'],
        near: { TEMP: [180, 1], POWER: [59.3, 2] },
      },
      {
        d: 'Hold DOOR for 30 s: heat escapes, the temperature falls and the power rises.',
        in: { DOOR: 1 },
        ff: 30000,
        on: ['HEATER'],
        near: { TEMP: [168, 8] },
      },
      {
        d: 'Close the door; 3 minutes later the loop has brought it back to 180 °C.',
        in: { DOOR: 0 },
        ff: 180000,
        on: ['HEATER'],
        near: { TEMP: [180, 1] },
      },
      { d: 'Press STOP: the heater switches off.', in: { STOP: 0 }, near: { POWER: [0, 0.01] } },
    ],
  },
];
