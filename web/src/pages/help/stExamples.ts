/** Structured Text shown on the Help page, kept as plain strings so the layout survives JSX. */

export const ST_ASSIGNMENT = `Motor := TRUE;                 // a BOOL tag
Count := Count + 1;            // a DINT tag
Timer1.PRE := T#5s;            // a member of a TIMER tag
Ready := Count >= 10;          // a comparison gives a BOOL (0 or 1 if Ready is a DINT)`;

export const ST_IF = `IF Temp > 80 THEN               // Temp is a DINT tag
  Fan := TRUE;
  Heater := FALSE;
ELSIF Temp < 60 THEN           // tested only if the first condition was false
  Fan := FALSE;
  Heater := TRUE;
ELSE                           // neither was true
  Fan := FALSE;
  Heater := FALSE;
END_IF;`;

export const ST_CASE = `CASE Step OF
  0:      Green := TRUE;      // one value
  1, 2:   Yellow := TRUE;     // a list of values
  3..5:   Red := TRUE;        // a range, 3 to 5 inclusive
ELSE
  Step := 0;                  // any other value
END_CASE;`;

export const ST_FOR = `Total := 0;
FOR i := 1 TO 9 BY 2 DO      // i = 1, 3, 5, 7, 9; BY is optional (default 1)
  Total := Total + i;
END_FOR;`;

export const ST_WHILE = `n := 0;
WHILE n < 5 DO               // tested before each pass
  n := n + 1;
END_WHILE;`;

export const ST_REPEAT = `REPEAT                       // runs at least once, tested after each pass
  n := n - 1;
UNTIL n <= 0
END_REPEAT;`;

export const ST_EXIT = `FOR i := 1 TO 100 DO
  IF i * i > Limit THEN
    EXIT;                    // leave the innermost loop now
  END_IF;
END_FOR;`;

export const ST_TIMER_CALL = `// Right: the call runs every scan, the condition is the enable.
TON(Delay, PB1 AND NOT PB2, T#3s);
LAMP1 := Delay.DN;

// Wrong: when PB1 goes false the call is skipped, so the timer
// neither resets nor updates; Delay.DN stays as it was.
IF PB1 THEN
  TON(Delay, TRUE, T#3s);
END_IF;`;

export const ST_SEAL_IN = `(* Start/stop station with a seal-in.
   START: NO pushbutton, 0 at rest.
   STOP:  NC pushbutton, 1 at rest, 0 while pressed.
   M1:    motor contactor output. *)
M1 := (START OR M1) AND STOP;`;

export const ST_DELAY_LAMP = `// LAMP1 lights 3 s after PB1 is switched on, and goes out
// as soon as PB1 is off. Delay is a TIMER tag.
TON(Delay, PB1, T#3s);
LAMP1 := Delay.DN;`;

export const ST_FLASHER = `// Flash LAMP1 (half a second on, half a second off) while PB1 is on.
// OnTime and OffTime are TIMER tags.
TON(OnTime, PB1 AND NOT OffTime.DN, T#500ms);
TON(OffTime, OnTime.DN, T#500ms);
LAMP1 := PB1 AND NOT OnTime.DN;`;

export const ST_TRAFFIC_LIGHT = `(* A traffic light: green 5 s, yellow 2 s, red 5 s, round again.
   Step is a DINT tag, StepTimer a TIMER tag, LAMP1..LAMP3 outputs. *)
CASE Step OF
  0: StepTimer.PRE := T#5s;
  1: StepTimer.PRE := T#2s;
ELSE
  StepTimer.PRE := T#5s;
END_CASE;

TON(StepTimer, TRUE);
IF StepTimer.DN THEN
  Step := (Step + 1) MOD 3;
  RES(StepTimer);               // start timing the next step
END_IF;

LAMP3 := Step = 0;              // green
LAMP2 := Step = 1;              // yellow
LAMP1 := Step = 2;              // red`;

export const ST_IEC_DECLARE = `VAR
  Start, Lamp : BOOL;
  Delay : TON;                 // a TIMER tag, called with named inputs
  Edge : R_TRIG;               // an edge detector of its own
  Presses : DINT := 0;
END_VAR
VAR CONSTANT
  LIMIT_PRESSES : DINT := 2 * 5;   // a constant expression; writing it is an error
END_VAR

Delay(IN := Start, PT := T#2s);    // the same as TON(Delay, Start, T#2s)
Edge(CLK := Start);
IF Delay.Q THEN Lamp := TRUE; END_IF;            // Q is Delay.DN
IF Edge.Q AND Presses < LIMIT_PRESSES THEN Presses := Presses + 1; END_IF;`;

export const ST_IEC_OUTPUTS = `Delay(IN := Start, PT := T#2s, Q => Lamp, ET => Elapsed);
Delay(PT := T#5s);             // IN omitted: it keeps its last value
Count(CU := Sensor, R := Reset, PV := 10, Q => Full, CV => Parts);`;

export const ST_IEC_TRAFFIC_LIGHT = `PROGRAM TrafficLight
VAR
  StartButton : BOOL;
  Red, Yellow, Green : BOOL;
  State : DINT := 0;           (* 0 off, 1 red, 2 red+yellow, 3 green, 4 yellow *)
  StepTimer : TON;
  StartEdge : R_TRIG;
END_VAR

StartEdge(CLK := StartButton);
IF StartEdge.Q AND State = 0 THEN
  State := 1;
END_IF;

CASE State OF
  1: StepTimer(IN := TRUE, PT := T#3s);
  2, 4: StepTimer(IN := TRUE, PT := T#1s);
  3: StepTimer(IN := TRUE, PT := T#4s);
ELSE
  StepTimer(IN := FALSE);
END_CASE;

IF StepTimer.Q THEN
  StepTimer(IN := FALSE);      (* restart the timer for the next phase *)
  State := State + 1;
  IF State > 4 THEN
    State := 1;
  END_IF;
END_IF;

Red := State = 1 OR State = 2;
Yellow := State = 2 OR State = 4;
Green := State = 3;
END_PROGRAM`;

export const ST_CONTINUE_RETURN = `FOR i := 1 TO 10 DO
  IF i MOD 2 = 0 THEN
    CONTINUE;                  // skip the rest of this pass
  END_IF;
  Odd := Odd + i;
END_FOR;
IF NOT Enable THEN
  RETURN;                      // the rest of the program does not run this scan
END_IF;`;

export const ST_USER_FB = `FUNCTION_BLOCK Debounce
VAR_INPUT IN : BOOL; END_VAR
VAR_OUTPUT Q : BOOL; END_VAR
VAR T : TON; Presses : DINT; END_VAR
T(IN := IN, PT := T#50ms);   // a timer inside the block: one per instance
IF T.Q AND NOT Q THEN Presses := Presses + 1; END_IF;
Q := T.Q;
END_FUNCTION_BLOCK

FUNCTION Scale : REAL
VAR_INPUT Raw : DINT; Lo, Hi : REAL; END_VAR
Scale := Lo + DINT_TO_REAL(Raw) * (Hi - Lo) / 100.0;
END_FUNCTION

VAR Button, Lamp : BOOL; Level : DINT; Percent : REAL; D1 : Debounce; END_VAR
D1(IN := Button, Q => Lamp);           // D1 keeps its timer and count from scan to scan
Percent := Scale(Level, 0.0, 100.0);   // or Scale(Raw := Level, Lo := 0.0, Hi := 100.0)
`;
