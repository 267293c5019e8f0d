/**
 * A short Structured Text program per scene that makes it move: used by the Storybook scene stories
 * and a natural first example for each scene. START (normally open) starts, STOP (normally closed)
 * stops, unless the program says otherwise.
 */
import type { SceneId } from '../model/project.ts';

const RUN_LATCH = `IF START THEN Running := TRUE; END_IF;
IF NOT STOP THEN Running := FALSE; END_IF;`;

export const DEMO_PROGRAMS: Readonly<Record<Exclude<SceneId, 'EMPTY'>, string>> = {
  AIR_COMPRESSOR: `(* Pump up to HIGH, then let the air be used until pressure drops below LOW. *)
VAR Running : BOOL; Pumping : BOOL; END_VAR
${RUN_LATCH}
IF NOT LOW THEN Pumping := TRUE; END_IF;
IF HIGH THEN Pumping := FALSE; END_IF;
MOTOR := Running AND Pumping;
VALVE := Running AND NOT Pumping;`,

  BOTTLE_FILL: `(* Bring a bottle under the nozzle, fill it until FULL, move on. *)
VAR Running : BOOL; END_VAR
${RUN_LATCH}
GATE := Running;
NOZZLE := Running AND PROX AND NOT FULL;
MOTOR := Running AND (NOT PROX OR FULL);`,

  CAR_WASH: `(* Cars roll through; each station works while a car is in front of it. *)
VAR Running : BOOL; END_VAR
${RUN_LATCH}
CONVEYOR := Running;
ENTER := Running;
PRE_RINSE := Running AND S1;
SOAP := Running AND S2;
SCRUB := Running AND S3;
RINSE := Running AND S4;
DRY := Running AND S5;`,

  CONVEYOR: `(* Run the belt and release a box whenever the start of the belt is clear. *)
VAR Running : BOOL; END_VAR
${RUN_LATCH}
MOTOR := Running;
GATE := Running AND NOT PROX1;`,

  CYLINDER: `(* Stroke the piston back and forth; change Pressure to change its speed. *)
VAR Running : BOOL; Extending : BOOL; END_VAR
${RUN_LATCH}
IF LS1 THEN Extending := TRUE; END_IF;
IF LS2 THEN Extending := FALSE; END_IF;
SOL_A := Running AND Extending;
SOL_B := Running AND NOT Extending;`,

  ELEVATOR: `(* Press CALL1, CALL2 or CALL3; STOP (normally closed) halts the car. *)
VAR Target : DINT; Floor : DINT; AtTarget : BOOL; END_VAR
IF FLOOR1 THEN Floor := 1; END_IF;
IF FLOOR2 THEN Floor := 2; END_IF;
IF FLOOR3 THEN Floor := 3; END_IF;
IF CALL1 THEN Target := 1; END_IF;
IF CALL2 THEN Target := 2; END_IF;
IF CALL3 THEN Target := 3; END_IF;
AtTarget := (Target = 1 AND FLOOR1) OR (Target = 2 AND FLOOR2) OR (Target = 3 AND FLOOR3);
UP := STOP AND NOT AtTarget AND Target > Floor;
DOWN := STOP AND NOT AtTarget AND Target > 0 AND Target < Floor;`,

  GARAGE_DOOR: `(* START opens the door, STOP (normally closed) closes it. *)
VAR Opening : BOOL; Closing : BOOL; END_VAR
IF START AND NOT UP THEN Opening := TRUE; Closing := FALSE; END_IF;
IF NOT STOP AND NOT DOWN THEN Closing := TRUE; Opening := FALSE; END_IF;
IF UP THEN Opening := FALSE; END_IF;
IF DOWN THEN Closing := FALSE; END_IF;
FWD := Opening;
REV := Closing;`,

  INJECTION_MOLD: `(* Close, inject until the pressure switch trips, open, eject, and again. *)
VAR Running : BOOL; Step : DINT; Wait : TIMER; END_VAR
${RUN_LATCH}
IF Running THEN
  CASE Step OF
    0: IF PROX2 THEN Step := 1; END_IF;
    1: IF PRESSURE THEN Step := 2; END_IF;
    2: IF PROX1 THEN Step := 3; END_IF;
    3: IF Wait.DN THEN Step := 0; END_IF;
  END_CASE;
END_IF;
TON(Wait, Running AND Step = 3, T#5s);
SOL_A := Running AND Step = 0;
HEATER := Running AND Step <= 1;
MOTOR := Running AND Step = 1;
SOL_B := Running AND Step = 2;
EJECT := Running AND Step = 3 AND Wait.ACC < 500;`,

  INTERSECTION: `(* North-south green 4 s, yellow 1 s, then east-west; all red when stopped. *)
VAR Running : BOOL; Step : DINT; StepTimer : TIMER; END_VAR
${RUN_LATCH}
CASE Step OF
  1, 3: StepTimer.PRE := T#1s;
ELSE
  StepTimer.PRE := T#4s;
END_CASE;
TON(StepTimer, Running);
IF StepTimer.DN THEN
  Step := (Step + 1) MOD 4;
  RES(StepTimer);
END_IF;
NS_GREEN := Running AND Step = 0;
NS_YELLOW := Running AND Step = 1;
NS_RED := NOT Running OR Step >= 2;
EW_GREEN := Running AND Step = 2;
EW_YELLOW := Running AND Step = 3;
EW_RED := NOT Running OR Step <= 1;`,

  MIXING_TANK: `(* Fill A to MID, B to HIGH, mix 5 s, empty, repeat. *)
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

  OVEN: `(* PI temperature control (Kc 1.5 %/°C, Ti 30 s): START runs it, STOP stops it, hold DOOR to disturb. *)
VAR Running : BOOL; Err : REAL; I : REAL; Out : REAL; END_VAR
${RUN_LATCH}
Err := Setpoint - TEMP;
Out := 1.5 * Err + I;
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

  RAILROAD_CROSSING: `(* START on = a train is coming: flash the lights and lower the arm; off = raise it. *)
VAR Flash : TIMER; Blink : BOOL; END_VAR
TON(Flash, START, T#500ms);
IF Flash.DN THEN
  Blink := NOT Blink;
  RES(Flash);
END_IF;
FWD := START AND NOT DOWN;
REV := NOT START AND NOT UP;
LIGHT1 := START AND Blink;
LIGHT2 := START AND NOT Blink;`,

  STACK_LIGHT: `(* Step through red, yellow, green and blue, one second each. *)
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

  STOPLIGHT: `(* Green 3 s, yellow 1 s, red 3 s, round again. *)
VAR Running : BOOL; Step : DINT; StepTimer : TIMER; END_VAR
${RUN_LATCH}
IF Step = 1 THEN StepTimer.PRE := T#1s; ELSE StepTimer.PRE := T#3s; END_IF;
TON(StepTimer, Running);
IF StepTimer.DN THEN
  Step := (Step + 1) MOD 3;
  RES(StepTimer);
END_IF;
GREEN := Running AND Step = 0;
YELLOW := Running AND Step = 1;
RED := Running AND Step = 2;`,

  WATER_TANK: `(* Fill to HIGH, drain to below LOW, and again. *)
VAR Running : BOOL; Draining : BOOL; END_VAR
${RUN_LATCH}
IF HIGH THEN Draining := TRUE; END_IF;
IF NOT LOW THEN Draining := FALSE; END_IF;
FILL := Running AND NOT Draining;
DRAIN := Running AND Draining;`,
};
