/**
 * Issue 27: the graded problems 49–106 are solved by correct programs written from their
 * statements alone (problem.md), without reading the test or the reference solutions, structured
 * differently from the references where that was reasonable. Each is graded as the server grades a
 * submission and must pass every step. Some problems have a second program, in the other language.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeFailures, problemNumbered, type LearnerProgram } from './learnerProgram.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const failures = (n: number, program: LearnerProgram): string[] => gradeFailures(engine, n, program);

describe('problem 49 Shipping Weight', () => {
  it('solves a ladder program that counts PROX2 through a one-shot and computes WEIGHT with CPT', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)[OTE(MOTOR),OTE(GATE)];
XIC(PROX2)ONS(BoxMem)ADD(Boxes,1,Boxes);
XIC(RESET)CLR(Boxes);
CPT(WEIGHT,Boxes*12.5);
`;
    expect(failures(49, { ladder })).toEqual([]);
  });
});

describe('problem 50 Speed Dial', () => {
  it('solves a ladder program that rounds SPEED with a MOV into a DINT and gates both solenoids on a LIM', () => {
    const ladder = `MOV(SPEED,Pressure);
LIM(20,SPEED,80)OTE(SpeedOk);
XIO(SpeedOk)OTE(BAD_SPEED);
[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(LS1)OTL(Outward);
XIC(LS2)OTU(Outward);
XIC(Run)XIC(SpeedOk)XIC(Outward)XIO(LS2)OTE(SOL_A);
XIC(Run)XIC(SpeedOk)XIO(Outward)XIO(LS1)OTE(SOL_B);
`;
    expect(failures(50, { ladder })).toEqual([]);
  });
});

describe('problem 51 Last Four Samples', () => {
  it('solves a Structured Text program that stores on an R_TRIG with Next wrapping by MOD and averages with FOR loops', () => {
    const st = `VAR
  StoreEdge : R_TRIG;
  Sum : REAL;
  I : DINT;
END_VAR
StoreEdge(CLK := STORE);
IF StoreEdge.Q THEN
  Samples[Next] := SAMPLE;
  Next := (Next + 1) MOD 4;
  IF Stored < 4 THEN
    Stored := Stored + 1;
  END_IF;
END_IF;
IF CLEAR THEN
  FOR I := 0 TO 3 DO
    Samples[I] := 0.0;
  END_FOR;
  Next := 0;
  Stored := 0;
END_IF;
Sum := 0.0;
FOR I := 0 TO 3 DO
  Sum := Sum + Samples[I];
END_FOR;
IF Stored > 0 THEN
  AVERAGE := Sum / DINT_TO_REAL(Stored);
ELSE
  AVERAGE := 0.0;
END_IF;
SPEC_OK := Stored > 0 AND AVERAGE >= 498.0 AND AVERAGE <= 502.0;
`;
    expect(failures(51, { st })).toEqual([]);
  });

  it('solves a ladder program that stores with MOV into Samples[Next], clears with FLL and averages with CPT and DIV', () => {
    const ladder = `TAG
  Sum : REAL;
END_TAG
XIC(STORE)ONS(StoreMem)[MOV(SAMPLE,Samples[Next]),ADD(Next,1,Next),LES(Stored,4)ADD(Stored,1,Stored)];
GEQ(Next,4)CLR(Next);
XIC(CLEAR)[FLL(0.0,Samples[0],4),CLR(Next),CLR(Stored)];
CPT(Sum,Samples[0]+Samples[1]+Samples[2]+Samples[3]);
GRT(Stored,0)DIV(Sum,Stored,AVERAGE);
EQU(Stored,0)MOV(0.0,AVERAGE);
GRT(Stored,0)LIM(498.0,AVERAGE,502.0)OTE(SPEC_OK);
`;
    expect(failures(51, { ladder })).toEqual([]);
  });
});

describe('problem 52 Stroke Recipes', () => {
  it('solves a Structured Text program that copies the chosen recipe with a FOR loop and runs the strokes from two BOOL states', () => {
    const st = `VAR
  Running : BOOL;
  Extending : BOOL;
  Choice : DINT;
  I : DINT;
END_VAR
IF NOT Running THEN
  Choice := -1;
  IF RECIPE_A THEN Choice := 0; END_IF;
  IF RECIPE_B THEN Choice := 3; END_IF;
  IF RECIPE_C THEN Choice := 6; END_IF;
  IF Choice >= 0 THEN
    FOR I := 0 TO 2 DO
      Active[I] := Recipes[Choice + I];
    END_FOR;
  END_IF;
  IF START AND STOP AND Active[2] > 0 THEN
    Running := TRUE;
    Extending := TRUE;
    Done := 0;
  END_IF;
END_IF;
IF Running THEN
  IF Extending AND LS2 THEN
    Extending := FALSE;
  ELSIF NOT Extending AND LS1 THEN
    Done := Done + 1;
    IF Done >= Active[2] THEN
      Running := FALSE;
    ELSE
      Extending := TRUE;
    END_IF;
  END_IF;
END_IF;
IF NOT STOP THEN
  Running := FALSE;
END_IF;
IF Extending THEN
  Pressure := Active[0];
ELSE
  Pressure := Active[1];
END_IF;
SOL_A := Running AND Extending;
SOL_B := Running AND NOT Extending;
`;
    expect(failures(52, { st })).toEqual([]);
  });

  it('solves a ladder program that copies the recipe with COP and counts a stroke on a one-shot of LS1', () => {
    const ladder = `XIO(Run)XIC(RECIPE_A)COP(Recipes[0],Active[0],3);
XIO(Run)XIC(RECIPE_B)COP(Recipes[3],Active[0],3);
XIO(Run)XIC(RECIPE_C)COP(Recipes[6],Active[0],3);
XIO(Run)XIC(START)ONS(StartMem)XIC(STOP)GRT(Active[2],0)[OTL(Run),OTL(GoOut),CLR(Done)];
XIC(Run)XIC(GoOut)XIC(LS2)OTU(GoOut);
XIC(Run)XIO(GoOut)XIC(LS1)ONS(BackMem)ADD(Done,1,Done);
XIC(Run)XIO(GoOut)XIC(LS1)LES(Done,Active[2])OTL(GoOut);
XIC(Run)GEQ(Done,Active[2])OTU(Run);
XIO(STOP)OTU(Run);
XIC(GoOut)MOV(Active[0],Pressure);
XIO(GoOut)MOV(Active[1],Pressure);
XIC(Run)XIC(GoOut)OTE(SOL_A);
XIC(Run)XIO(GoOut)OTE(SOL_B);
`;
    expect(failures(52, { ladder })).toEqual([]);
  });
});

describe('problem 53 Status Word', () => {
  it('solves a ladder program that lights each lamp with a masked compare and takes Mode with BTD', () => {
    const ladder = `BTD(Status,4,Mode,0,4);
[MEQ(Status,2,2),XIC(START)]OTE(RED);
[MEQ(Status,6,4),XIC(START)]OTE(YELLOW);
[MEQ(Status,7,1),XIC(START)]OTE(GREEN);
[MEQ(Status,16#F0,16#90),XIC(START)]OTE(BLUE);
`;
    expect(failures(53, { ladder })).toEqual([]);
  });
});

describe('problem 54 Pressure in Bar', () => {
  it('solves a Structured Text program that scales the raw counts with a REAL expression instead of SCP', () => {
    const st = `VAR Pumping : BOOL; END_VAR
BAR := DINT_TO_REAL(PRESSURE_RAW) * 10.0 / 32767.0;
IF START THEN Pumping := TRUE; END_IF;
IF NOT STOP OR BAR >= 5.0 THEN Pumping := FALSE; END_IF;
MOTOR := Pumping;
VALVE := VENT;
`;
    expect(failures(54, { st })).toEqual([]);
  });
});

describe('problem 55 Oven Over-Temperature', () => {
  it('solves a ladder program that latches the alarm above Setpoint + 20 and unlatches it below Setpoint + 10', () => {
    const ladder = `[XIC(START),XIC(OvenOn)]XIC(STOP)OTE(OvenOn);
ADD(Setpoint,20.0,AlarmAt);
ADD(Setpoint,10.0,ClearAt);
GRT(TEMP,AlarmAt)OTL(OVER_TEMP);
LES(TEMP,ClearAt)OTU(OVER_TEMP);
XIC(OvenOn)XIO(OVER_TEMP)OTE(HEATER);
XIC(HEATER)MOV(80.0,POWER);
XIO(HEATER)MOV(0.0,POWER);
`;
    expect(failures(55, { ladder })).toEqual([]);
  });
});

describe('problem 56 Inlet Valve and Level Alarms', () => {
  it('solves a Structured Text program that clamps OPENING with LIMIT and keeps each alarm in an IF … ELSIF dead band', () => {
    const st = `VAR Running : BOOL; Demand : REAL; END_VAR
IF START THEN Running := TRUE; END_IF;
IF NOT STOP THEN Running := FALSE; END_IF;
IF LEVEL_PV > 85.0 THEN HIGH_ALARM := TRUE; ELSIF LEVEL_PV < 80.0 THEN HIGH_ALARM := FALSE; END_IF;
IF LEVEL_PV < 20.0 THEN LOW_ALARM := TRUE; ELSIF LEVEL_PV > 25.0 THEN LOW_ALARM := FALSE; END_IF;
Demand := LIMIT(0.0, OPENING, 100.0);
IF Running AND NOT HIGH_ALARM THEN INLET_CV := Demand; ELSE INLET_CV := 0.0; END_IF;
FILL := FALSE;
DRAIN := FALSE;
`;
    expect(failures(56, { st })).toEqual([]);
  });
});

describe('problem 57 Soft-Start Heater', () => {
  it('solves a ladder program that ramps a REAL by 10 on a self-restarting 1 s timer and latches WARM', () => {
    const ladder = `[XIC(START),XIC(WarmUp)]XIC(STOP)OTE(WarmUp);
XIC(WarmUp)OTE(MIXER);
XIC(WarmUp)XIO(Tick.DN)TON(Tick,1000,0);
XIC(WarmUp)XIC(Tick.DN)LES(Ramp,80.0)ADD(Ramp,10.0,Ramp);
XIO(WarmUp)MOV(0.0,Ramp);
XIC(WarmUp)GEQ(TEMPERATURE,45.0)OTL(WARM);
LES(TEMPERATURE,43.0)OTU(WARM);
XIO(WarmUp)OTU(WARM);
XIC(WarmUp)XIO(WARM)MOV(Ramp,HEATER_POWER);
[XIO(WarmUp),XIC(WARM)]MOV(0.0,HEATER_POWER);
`;
    expect(failures(57, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that steps the ramp on a self-restarting IEC TON', () => {
    const st = `VAR On : BOOL; Step : TON; Ramp : REAL; END_VAR
IF START THEN
  IF NOT On THEN Ramp := 0.0; END_IF;
  On := TRUE;
END_IF;
IF NOT STOP THEN On := FALSE; WARM := FALSE; END_IF;
Step(IN := On AND NOT Step.Q, PT := T#1s);
IF Step.Q AND Ramp < 80.0 THEN Ramp := Ramp + 10.0; END_IF;
IF On THEN
  IF TEMPERATURE >= 45.0 THEN WARM := TRUE; ELSIF TEMPERATURE < 43.0 THEN WARM := FALSE; END_IF;
END_IF;
MIXER := On;
IF On AND NOT WARM THEN HEATER_POWER := Ramp; ELSE HEATER_POWER := 0.0; END_IF;
`;
    expect(failures(57, { st })).toEqual([]);
  });
});

describe('problem 58 Floor Visits', () => {
  it('solves a Structured Text program that counts a visit when Floor changes onto Target', () => {
    const st = `VAR LastFloor : DINT; END_VAR
IF FLOOR1 THEN Floor := 1; ELSIF FLOOR2 THEN Floor := 2; ELSIF FLOOR3 THEN Floor := 3; END_IF;
IF CALL1 THEN Target := 1; END_IF;
IF CALL2 THEN Target := 2; END_IF;
IF CALL3 THEN Target := 3; END_IF;
IF Floor <> LastFloor AND Floor = Target THEN
  Visits[Floor] := Visits[Floor] + 1;
END_IF;
LastFloor := Floor;
UP := STOP AND Target <> 0 AND Target > Floor;
DOWN := STOP AND Target <> 0 AND Target < Floor;
FLOOR_DISPLAY := DINT_TO_REAL(Floor);
`;
    expect(failures(58, { st })).toEqual([]);
  });
});

describe('problem 59 Tank Gauge from Raw Counts', () => {
  it('solves a ladder program that scales with SCP, multiplies for litres and latches pump and alarm', () => {
    const ladder = `SCP(LEVEL_RAW,0,32767,0.0,2.5,LEVEL_M);
MUL(LEVEL_M,1200.0,VOLUME);
GRT(LEVEL_M,2.3)OTL(HIGH_ALARM);
LES(LEVEL_M,2.2)OTU(HIGH_ALARM);
LES(LEVEL_M,0.5)OTL(Refill);
GRT(LEVEL_M,2.0)OTU(Refill);
XIC(Refill)XIO(HIGH_ALARM)OTE(PUMP);
`;
    expect(failures(59, { ladder })).toEqual([]);
  });
});

describe('problem 60 Car Wash Takings', () => {
  it('solves a Structured Text program that adds the price on an R_TRIG of S1 and divides with DINT_TO_REAL', () => {
    const st = `VAR Open : BOOL; Arrival : R_TRIG; END_VAR
IF START THEN Open := TRUE; END_IF;
IF NOT STOP THEN Open := FALSE; END_IF;
CONVEYOR := Open;
ENTER := Open;
PRE_RINSE := Open AND S1;
SOAP := Open AND S2;
SCRUB := Open AND S3;
RINSE := Open AND S4;
DRY := Open AND S5;
Arrival(CLK := S1);
IF Arrival.Q THEN
  Cars := Cars + 1;
  IF DELUXE THEN TAKINGS := TAKINGS + 12.75; ELSE TAKINGS := TAKINGS + 8.5; END_IF;
END_IF;
IF Cars > 0 THEN AVERAGE := TAKINGS / DINT_TO_REAL(Cars); ELSE AVERAGE := 0.0; END_IF;
`;
    expect(failures(60, { st })).toEqual([]);
  });
});

describe('problem 61 Compressor Pressure Band', () => {
  it('solves a ladder program that computes BAR with CPT and tests the band width with CMP', () => {
    const ladder = `CPT(BAR,PRESSURE_RAW*10.0/32767.0);
[XIC(START),XIC(Auto)]XIC(STOP)OTE(Auto);
CMP(CUT_OUT-CUT_IN<0.5)OTE(BAD_BAND);
XIC(Auto)LES(BAR,CUT_IN)OTL(Demand);
[XIO(Auto),GRT(BAR,CUT_OUT)]OTU(Demand);
XIC(Auto)XIC(Demand)XIO(BAD_BAND)OTE(MOTOR);
XIC(USE)OTE(VALVE);
`;
    expect(failures(61, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that keeps the demand in a dead band whatever the mode and gates the motor', () => {
    const st = `VAR Auto : BOOL; Wanted : BOOL; END_VAR
BAR := DINT_TO_REAL(AI0_Raw) / 3276.7;
IF START THEN Auto := TRUE; END_IF;
IF NOT STOP THEN Auto := FALSE; END_IF;
BAD_BAND := CUT_OUT - CUT_IN < 0.5;
IF BAR < CUT_IN THEN Wanted := TRUE; ELSIF BAR > CUT_OUT THEN Wanted := FALSE; END_IF;
MOTOR := Auto AND Wanted AND NOT BAD_BAND;
VALVE := USE;
`;
    expect(failures(61, { st })).toEqual([]);
  });
});

describe('problem 62 Keep the Mix Warm', () => {
  it('solves a ladder program that latches HEATER below 48 °C and unlatches it above 52 °C or when warming ends', () => {
    const ladder = `[XIC(START),XIC(Warming)]XIC(STOP)OTE(Warming);
XIC(Warming)OTE(MIXER);
XIC(Warming)LES(TEMPERATURE,48.0)OTL(HEATER);
[XIO(Warming),GRT(TEMPERATURE,52.0)]OTU(HEATER);
`;
    expect(failures(62, { ladder })).toEqual([]);
  });
});

describe('problem 63 Proportional Level Valve', () => {
  it('solves a Structured Text program that computes the bias plus gain times error and clamps it with IFs', () => {
    const st = `VAR InService : BOOL; Opening : REAL; END_VAR
IF START THEN InService := TRUE; END_IF;
IF NOT STOP THEN InService := FALSE; END_IF;
IF InService THEN
  Opening := 55.0 + 4.0 * (LevelSP - LEVEL_PV);
  IF Opening > 100.0 THEN Opening := 100.0; ELSIF Opening < 0.0 THEN Opening := 0.0; END_IF;
  INLET_CV := Opening;
ELSE
  INLET_CV := 0.0;
END_IF;
`;
    expect(failures(63, { st })).toEqual([]);
  });
});

describe('problem 64 PI Batch Heater', () => {
  it('solves a ladder program that computes Err, I and the output with CPT on REAL tags and clamps each with compares', () => {
    const ladder = `TAG
  Err : REAL;
  I : REAL;
END_TAG
[XIC(START),XIC(Loop)]XIC(STOP)OTE(Loop);
XIC(Loop)OTE(MIXER);
XIC(Loop)CPT(Err,TempSP-TEMPERATURE);
XIC(Loop)CPT(I,I+0.02*Err);
XIC(Loop)GRT(I,100.0)MOV(100.0,I);
XIC(Loop)LES(I,0.0)MOV(0.0,I);
XIC(Loop)CPT(HEATER_POWER,4.0*Err+I);
XIC(Loop)GRT(HEATER_POWER,100.0)MOV(100.0,HEATER_POWER);
XIC(Loop)LES(HEATER_POWER,0.0)MOV(0.0,HEATER_POWER);
XIO(Loop)[MOV(0.0,I),MOV(0.0,HEATER_POWER)];
`;
    expect(failures(64, { ladder })).toEqual([]);
  });
});

describe('problem 65 Oven PID Instruction', () => {
  it('solves a ladder program that latches OvenLoop.SWM while stopped and runs one PID every scan', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)OTE(HEATER);
MOV(Setpoint,OvenLoop.SP);
XIO(Run)OTL(OvenLoop.SWM)MOV(0.0,OvenLoop.SO);
XIC(Run)OTU(OvenLoop.SWM);
PID(OvenLoop,TEMP,0,POWER,0,0,0);
`;
    expect(failures(65, { ladder })).toEqual([]);
  });
});

describe('problem 66 Oven Setpoint Ramp', () => {
  it('solves a ladder program that adds 0.2 to RampSP while below Setpoint and moves Setpoint in when it is past', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)OTE(HEATER);
XIO(Run)MOV(TEMP,RampSP)OTL(OvenLoop.SWM)MOV(0.0,OvenLoop.SO);
XIC(Run)OTU(OvenLoop.SWM);
XIC(Run)LES(RampSP,Setpoint)ADD(RampSP,0.2,RampSP);
XIC(Run)GRT(RampSP,Setpoint)MOV(Setpoint,RampSP);
MOV(RampSP,OvenLoop.SP);
PID(OvenLoop,TEMP,0,POWER,0,0,0);
`;
    expect(failures(66, { ladder })).toEqual([]);
  });
});

describe('problem 67 Level Loop Manual/Auto', () => {
  it('solves a Structured Text program that clamps with LIMIT and lets I track the valve in manual after the output is set', () => {
    const st = `VAR Err : REAL; I : REAL; Out : REAL; END_VAR
Err := LevelSP - LEVEL_PV;
IF AUTO THEN
  I := LIMIT(0.0, I + 0.05 * Err, 100.0);
  Out := 3.0 * Err + I;
ELSE
  Out := ManualCV;
END_IF;
INLET_CV := LIMIT(0.0, Out, 100.0);
IF NOT AUTO THEN
  I := INLET_CV - 3.0 * Err;
END_IF;
IF LEVEL_PV > 80.0 THEN HI_ALARM := TRUE; ELSIF LEVEL_PV < 75.0 THEN HI_ALARM := FALSE; END_IF;
`;
    expect(failures(67, { st })).toEqual([]);
  });
});

describe('problem 68 Reject Tracking', () => {
  it('solves a Structured Text program that shifts Track[0] by doubling it on an R_TRIG of PROX1 instead of BSL', () => {
    const st = `VAR Running : BOOL; Arrived : R_TRIG; AtEnd : R_TRIG; END_VAR
IF START THEN Running := TRUE; END_IF;
IF NOT STOP THEN Running := FALSE; END_IF;
MOTOR := Running;
GATE := Running;
Arrived(CLK := PROX1);
IF Arrived.Q THEN
  Track[0] := (Track[0] * 2) MOD 256;
  IF BAD THEN Track[0] := Track[0] + 1; END_IF;
END_IF;
AtEnd(CLK := PROX2);
IF AtEnd.Q THEN
  REJECT := (Track[0] / 16) MOD 2 = 1;
END_IF;
IF NOT PROX2 THEN REJECT := FALSE; END_IF;
`;
    expect(failures(68, { st })).toEqual([]);
  });

  it('solves a ladder program that shifts with BSL and reads bit 4 with MEQ on a one-shot of PROX2', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)[OTE(MOTOR),OTE(GATE)];
XIC(PROX1)BSL(Track[0],TrackCtl,BAD,8);
XIC(PROX2)ONS(EndMem)MEQ(Track[0],16,16)OTL(REJECT);
XIO(PROX2)OTU(REJECT);
`;
    expect(failures(68, { ladder })).toEqual([]);
  });
});

describe('problem 69 Parts Queue', () => {
  it('solves a ladder program that loads and unloads the queue with FFL and FFU after a CLEAR rung', () => {
    const ladder = `XIC(CLEAR)RES(QueueCtl);
XIC(ARRIVE)FFL(PartIn,Queue[0],QueueCtl,5,0);
XIC(SHIP)FFU(Queue[0],PartOut,QueueCtl,5,0);
EQU(QueueCtl.POS,5)OTE(FULL);
EQU(QueueCtl.POS,0)OTE(EMPTY);
`;
    expect(failures(69, { ladder })).toEqual([]);
  });

  it('solves a ladder program that reads FULL and EMPTY from QueueCtl.DN and .EM, the CLEAR rung before the FIFO rungs', () => {
    const ladder = `XIC(CLEAR)RES(QueueCtl);
XIC(ARRIVE)FFL(PartIn,Queue[0],QueueCtl,5,0);
XIC(SHIP)FFU(Queue[0],PartOut,QueueCtl,5,0);
XIC(QueueCtl.DN)OTE(FULL);
XIC(QueueCtl.EM)OTE(EMPTY);
`;
    expect(failures(69, { ladder })).toEqual([]);
  });
});

describe('problem 70 Sack Pallet LIFO', () => {
  it('solves a Structured Text program that keeps the stack by hand with StackCtl.POS as its index', () => {
    const st = `VAR Placed : R_TRIG; Removed : R_TRIG; I : DINT; END_VAR
Placed(CLK := PLACE);
Removed(CLK := REMOVE);
IF Placed.Q AND StackCtl.POS < 6 THEN
  Stack[StackCtl.POS] := SackKg;
  StackCtl.POS := StackCtl.POS + 1;
END_IF;
IF Removed.Q AND StackCtl.POS > 0 THEN
  StackCtl.POS := StackCtl.POS - 1;
  LastKg := Stack[StackCtl.POS];
  Stack[StackCtl.POS] := 0.0;
END_IF;
TotalKg := 0.0;
FOR I := 0 TO StackCtl.POS - 1 DO
  TotalKg := TotalKg + Stack[I];
END_FOR;
FULL := StackCtl.POS = 6;
OVERLOAD := TotalKg > 100.0;
`;
    expect(failures(70, { st })).toEqual([]);
  });

  it('solves a ladder program that stacks with LFL and LFU and adds the sacks below StackCtl.POS', () => {
    const ladder = `XIC(PLACE)LFL(SackKg,Stack[0],StackCtl,6,0);
XIC(REMOVE)LFU(Stack[0],LastKg,StackCtl,6,0);
CLR(TotalKg);
GRT(StackCtl.POS,0)ADD(TotalKg,Stack[0],TotalKg);
GRT(StackCtl.POS,1)ADD(TotalKg,Stack[1],TotalKg);
GRT(StackCtl.POS,2)ADD(TotalKg,Stack[2],TotalKg);
GRT(StackCtl.POS,3)ADD(TotalKg,Stack[3],TotalKg);
GRT(StackCtl.POS,4)ADD(TotalKg,Stack[4],TotalKg);
GRT(StackCtl.POS,5)ADD(TotalKg,Stack[5],TotalKg);
EQU(StackCtl.POS,6)OTE(FULL);
GRT(TotalKg,100.0)OTE(OVERLOAD);
`;
    expect(failures(70, { ladder })).toEqual([]);
  });
});

describe('problem 71 Intersection Sequencer', () => {
  it('solves a ladder program that steps the SQO when the step timer, preset from Durations[LightSeq.POS], is done', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIO(Run)RES(LightSeq)MOV(9,Lamps);
MOV(Durations[LightSeq.POS],StepTime.PRE);
XIC(Run)XIO(StepTime.DN)TON(StepTime,5000,0);
XIC(Run)XIO(StepTime.DN)SQO(Lights[0],63,Lamps,LightSeq,6,0);
MEQ(Lamps,1,1)OTE(NS_RED);
MEQ(Lamps,2,2)OTE(NS_YELLOW);
MEQ(Lamps,4,4)OTE(NS_GREEN);
MEQ(Lamps,8,8)OTE(EW_RED);
MEQ(Lamps,16,16)OTE(EW_YELLOW);
MEQ(Lamps,32,32)OTE(EW_GREEN);
`;
    expect(failures(71, { ladder })).toEqual([]);
  });
});

describe('problem 72 Car Wash Sequencer', () => {
  it('solves a ladder program that steps the SQO on a one-scan Arrive bit latched by a one-shot per station', () => {
    const ladder = `XIC(START)OTL(Washing);
XIC(S1)ONS(Seen1)OTL(Arrive);
XIC(S2)ONS(Seen2)OTL(Arrive);
XIC(S3)ONS(Seen3)OTL(Arrive);
XIC(S4)ONS(Seen4)OTL(Arrive);
XIC(S5)ONS(Seen5)OTL(Arrive);
XIC(Washing)XIC(Arrive)SQO(Washes[0],124,Sprays,WashSeq,5,0);
OTU(Arrive);
XIC(Washing)EQU(WashSeq.POS,5)XIO(S5)OTU(Washing);
XIO(Washing)RES(WashSeq)CLR(Sprays);
XIC(Washing)OTE(CONVEYOR);
XIC(Washing)EQU(WashSeq.POS,0)OTE(ENTER);
MEQ(Sprays,4,4)OTE(PRE_RINSE);
MEQ(Sprays,8,8)OTE(SOAP);
MEQ(Sprays,16,16)OTE(SCRUB);
MEQ(Sprays,32,32)OTE(RINSE);
MEQ(Sprays,64,64)OTE(DRY);
`;
    expect(failures(72, { ladder })).toEqual([]);
  });
});

describe('problem 73 Cylinder Steps with SQI', () => {
  it('solves a ladder program that ends the cycle on the SQI match in step 4 before the SQO rung can wrap', () => {
    const ladder = `CLR(Sensors);
XIC(LS1)ADD(Sensors,1,Sensors);
XIC(LS2)ADD(Sensors,2,Sensors);
EQU(CycleSeq.POS,4)SQI(Ins[0],3,Sensors,CycleSeq,4,0)[RES(CycleSeq),CLR(Valves)];
XIO(STOP)[RES(CycleSeq),CLR(Valves)];
XIC(STOP)[XIC(START)EQU(CycleSeq.POS,0),GRT(CycleSeq.POS,0)SQI(Ins[0],3,Sensors,CycleSeq,4,0)]SQO(Outs[0],3,Valves,CycleSeq,4,0);
MEQ(Valves,1,1)OTE(SOL_A);
MEQ(Valves,2,2)OTE(SOL_B);
`;
    expect(failures(73, { ladder })).toEqual([]);
  });
});

describe('problem 74 Box Serial Numbers', () => {
  it('solves a Structured Text program that keeps the FIFO by hand, shifting Belt down on each unload', () => {
    const st = `VAR Running : BOOL; In1 : R_TRIG; In2 : R_TRIG; I : DINT; END_VAR
IF START THEN Running := TRUE; END_IF;
IF NOT STOP THEN Running := FALSE; END_IF;
MOTOR := Running;
GATE := Running;
In1(CLK := PROX1);
In2(CLK := PROX2);
IF In2.Q AND BeltCtl.POS > 0 THEN
  AtEnd := Belt[0];
  FOR I := 0 TO 6 DO
    Belt[I] := Belt[I + 1];
  END_FOR;
  Belt[7] := 0;
  BeltCtl.POS := BeltCtl.POS - 1;
END_IF;
IF In1.Q AND BeltCtl.POS < 8 THEN
  Belt[BeltCtl.POS] := NextNo;
  BeltCtl.POS := BeltCtl.POS + 1;
  NextNo := NextNo + 1;
END_IF;
`;
    expect(failures(74, { st })).toEqual([]);
  });

  it('solves a ladder program that numbers the boxes with FFL and FFU', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)[OTE(MOTOR),OTE(GATE)];
XIC(PROX1)ONS(InMem)FFL(NextNo,Belt[0],BeltCtl,8,0)ADD(NextNo,1,NextNo);
XIC(PROX2)FFU(Belt[0],AtEnd,BeltCtl,8,0);
`;
    expect(failures(74, { ladder })).toEqual([]);
  });
});

describe('problem 75 Check-Weigher Bands', () => {
  it('solves a ladder program that compares each band in its own rung, GREEN with LIM', () => {
    const ladder = `LES(WEIGHT,50.0)OTE(BLUE);
GEQ(WEIGHT,50.0)LES(WEIGHT,480.0)OTE(RED);
LIM(480.0,WEIGHT,520.0)OTE(GREEN);
GRT(WEIGHT,520.0)OTE(YELLOW);
`;
    expect(failures(75, { ladder })).toEqual([]);
  });
});

describe('problem 76 Door States with CASE', () => {
  it('solves a ladder program that guards every transition rung with a Moved bit so a scan makes one transition', () => {
    const ladder = `XIC(START)ONS(StartMem)OTE(Press);
OTU(Moved);
[EQU(State,1),EQU(State,3)]XIO(STOP)XIO(Moved)MOV(4,State)OTL(Moved);
[EQU(State,0),EQU(State,4)]XIC(Press)XIC(STOP)XIO(Moved)MOV(1,State)OTL(Moved);
EQU(State,1)XIC(UP)XIO(Moved)MOV(2,State)OTL(Moved);
EQU(State,2)XIC(Press)XIC(STOP)XIO(Moved)MOV(3,State)OTL(Moved);
EQU(State,3)XIC(Press)XIC(STOP)XIO(Moved)MOV(1,State)OTL(Moved);
EQU(State,3)XIC(DOWN)XIO(Moved)MOV(0,State)OTL(Moved);
EQU(State,1)OTE(FWD);
EQU(State,3)OTE(REV);
`;
    expect(failures(76, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that writes the door as a CASE with a shared branch for closed and stopped', () => {
    const st = `VAR Button : R_TRIG; Press : BOOL; END_VAR
Button(CLK := START);
Press := Button.Q AND STOP;
CASE State OF
  0, 4:
    IF Press THEN State := 1; END_IF;
  1:
    IF NOT STOP THEN State := 4;
    ELSIF UP THEN State := 2; END_IF;
  2:
    IF Press THEN State := 3; END_IF;
  3:
    IF NOT STOP THEN State := 4;
    ELSIF Press THEN State := 1;
    ELSIF DOWN THEN State := 0; END_IF;
END_CASE;
FWD := State = 1;
REV := State = 3;
`;
    expect(failures(76, { st })).toEqual([]);
  });
});

describe('problem 77 Timed Light States', () => {
  it('solves a Structured Text program that times every state with one TON enabled while the state is unchanged', () => {
    const st = `VAR InState : TIMER; Previous : DINT; Limit : DINT; END_VAR
CASE State OF
  1: Limit := 5000;
  2: Limit := 2000;
  3: Limit := 4000;
ELSE
  Limit := 0;
END_CASE;
TON(InState, State = Previous AND State <> 0, Limit);
Previous := State;
IF NOT STOP THEN
  State := 0;
ELSIF State = 0 THEN
  IF START THEN State := 1; END_IF;
ELSIF InState.DN THEN
  IF State = 3 THEN State := 1; ELSE State := State + 1; END_IF;
END_IF;
RED := State = 0 OR State = 3;
GREEN := State = 1;
YELLOW := State = 2;
`;
    expect(failures(77, { st })).toEqual([]);
  });
});

describe('problem 78 Hottest Oven Zone', () => {
  it('solves a Structured Text program that walks the zones with a WHILE loop', () => {
    const st = `VAR Zone : DINT; T : REAL; END_VAR
MaxTemp := Temps[0];
MinTemp := Temps[0];
Hottest := 0;
HotCount := 0;
Zone := 0;
WHILE Zone < 8 DO
  T := Temps[Zone];
  IF T > MaxTemp THEN
    MaxTemp := T;
    Hottest := Zone;
  END_IF;
  IF T < MinTemp THEN MinTemp := T; END_IF;
  IF T > 250.0 THEN HotCount := HotCount + 1; END_IF;
  Zone := Zone + 1;
END_WHILE;
Spread := MaxTemp - MinTemp;
OVERHEAT := HotCount >= 2;
UNEVEN := Spread > 20.0;
`;
    expect(failures(78, { st })).toEqual([]);
  });
});

describe('problem 79 Rolling Average Weight', () => {
  it('solves a ladder program that stores into Weights[Next], averages with CPT and counts rejects rung by rung', () => {
    const ladder = `XIC(WEIGHED)ONS(WeighedMem)MOV(WEIGHT,Weights[Next])ADD(Next,1,Next);
GEQ(Next,5)CLR(Next);
CPT(Average,(Weights[0]+Weights[1]+Weights[2]+Weights[3]+Weights[4])/5.0);
CLR(RejectCount);
LES(Weights[0],490.0)ADD(RejectCount,1,RejectCount);
LES(Weights[1],490.0)ADD(RejectCount,1,RejectCount);
LES(Weights[2],490.0)ADD(RejectCount,1,RejectCount);
LES(Weights[3],490.0)ADD(RejectCount,1,RejectCount);
LES(Weights[4],490.0)ADD(RejectCount,1,RejectCount);
LES(Average,495.0)OTE(LOW_AVG);
GRT(Average,505.0)OTE(HIGH_AVG);
GEQ(RejectCount,2)OTE(REJECTS);
`;
    expect(failures(79, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that sums and counts rejects in one FOR loop', () => {
    const st = `VAR Bag : R_TRIG; Slot : DINT; K : DINT; Total : REAL; END_VAR
Bag(CLK := WEIGHED);
IF Bag.Q THEN
  Weights[Slot] := WEIGHT;
  Slot := Slot + 1;
  IF Slot > 4 THEN Slot := 0; END_IF;
END_IF;
Total := 0.0;
RejectCount := 0;
FOR K := 0 TO 4 DO
  Total := Total + Weights[K];
  IF Weights[K] < 490.0 THEN RejectCount := RejectCount + 1; END_IF;
END_FOR;
Average := Total / 5.0;
LOW_AVG := Average < 495.0;
HIGH_AVG := Average > 505.0;
REJECTS := RejectCount >= 2;
`;
    expect(failures(79, { st })).toEqual([]);
  });
});

describe('problem 80 Box-Full Counter', () => {
  it('solves a ladder program that counts a one-shot of PART into the CTU only while running and not full', () => {
    const ladder = `[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(PART)ONS(PartMem)OTE(PartEdge);
XIC(Run)XIC(PartEdge)XIO(Parts.DN)CTU(Parts,6,0);
XIC(NEWBOX)ONS(NewBoxMem)XIC(Parts.DN)ADD(BoxCount,1,BoxCount)RES(Parts);
XIC(Parts.DN)TON(Waiting,10000,0);
XIC(Waiting.DN)OTE(RED);
EQU(Parts.ACC,5)OTE(YELLOW);
XIC(Run)XIO(Parts.DN)OTE(GREEN);
XIC(Parts.DN)OTE(BLUE);
`;
    expect(failures(80, { ladder })).toEqual([]);
  });
});

describe('problem 81 Orifice Flow Meter', () => {
  it('solves a Structured Text program that clamps DP with IFs, takes SQRT above the cut-off and rounds with REAL_TO_DINT', () => {
    const st = `VAR Clean : REAL; END_VAR
Clean := DP;
IF Clean < 0.0 THEN Clean := 0.0; END_IF;
IF Clean > 250.0 THEN Clean := 250.0; END_IF;
IF Clean >= 2.0 THEN
  Flow := 12.0 * SQRT(Clean);
ELSE
  Flow := 0.0;
END_IF;
FlowShown := REAL_TO_DINT(Flow);
NO_FLOW := Flow = 0.0;
IF Flow > 150.0 THEN
  HIGH_FLOW := TRUE;
ELSIF Flow < 140.0 THEN
  HIGH_FLOW := FALSE;
END_IF;
`;
    expect(failures(81, { st })).toEqual([]);
  });

  it('solves a ladder program that takes the root with SQR and rounds with a MOV into the DINT', () => {
    const ladder = `TAG
  Clean : REAL;
END_TAG
MOV(DP,Clean);
LES(Clean,0.0)MOV(0.0,Clean);
GRT(Clean,250.0)MOV(250.0,Clean);
GEQ(Clean,2.0)SQR(Clean,Flow)MUL(Flow,12.0,Flow);
LES(Clean,2.0)MOV(0.0,Flow);
MOV(Flow,FlowShown);
EQU(Flow,0.0)OTE(NO_FLOW);
GRT(Flow,150.0)OTL(HIGH_FLOW);
LES(Flow,140.0)OTU(HIGH_FLOW);
`;
    expect(failures(81, { ladder })).toEqual([]);
  });
});

describe('problem 82 One Routine per Step', () => {
  it('solves a ladder program that calls Fill for steps 1 and 2, Mix and Drain, and unlatches idle outputs from the MainRoutine', () => {
    const ladder = `XIO(STOP)MOV(0,Step);
EQU(Step,0)XIC(START)XIC(STOP)MOV(1,Step)RES(MixTime);
[EQU(Step,1),EQU(Step,2)]JSR(Fill,0);
EQU(Step,3)JSR(Mix,0);
EQU(Step,4)JSR(Drain,0);
NEQ(Step,1)OTU(VALVE_A);
NEQ(Step,2)OTU(VALVE_B);
NEQ(Step,3)OTU(MIXER);
NEQ(Step,4)OTU(DISCHARGE);
ROUTINE Fill
SBR()EQU(Step,1)XIO(MID)OTE(VALVE_A);
EQU(Step,1)XIC(MID)MOV(2,Step);
EQU(Step,2)XIO(HIGH)OTE(VALVE_B);
EQU(Step,2)XIC(HIGH)MOV(3,Step);
END_ROUTINE
ROUTINE Mix
SBR()TON(MixTime,5000,0);
XIO(MixTime.DN)OTE(MIXER);
XIC(MixTime.DN)MOV(4,Step);
END_ROUTINE
ROUTINE Drain
SBR()XIC(LOW)OTE(DISCHARGE);
XIO(LOW)ADD(BatchCount,1,BatchCount)MOV(0,Step);
END_ROUTINE
`;
    expect(failures(82, { ladder })).toEqual([]);
  });
});

describe('problem 83 Two Pumps, One Starter', () => {
  it('solves a ladder program that calls both MotorStarter instances as ladder boxes', () => {
    const ladder = `MotorStarter(Pump1Starter,START1,STOP1,OL1,RESET,PUMP1,FAULT1);
MotorStarter(Pump2Starter,START2,STOP2,OL2,RESET,PUMP2,FAULT2);
`;
    expect(failures(83, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that calls both MotorStarter instances in Structured Text and reads their outputs as members', () => {
    const st = `Pump2Starter(Start := START2, Stop := STOP2, Overload := OL2, Reset := RESET);
Pump1Starter(Start := START1, Stop := STOP1, Overload := OL1, Reset := RESET);
PUMP1 := Pump1Starter.Run;
FAULT1 := Pump1Starter.Fault;
PUMP2 := Pump2Starter.Run;
FAULT2 := Pump2Starter.Fault;
`;
    expect(failures(83, { st })).toEqual([]);
  });
});

describe('problem 84 Debounce Add-On', () => {
  it('solves a Structured Text program that writes Debounce as a FUNCTION_BLOCK with two IEC TON instances', () => {
    const st = `FUNCTION_BLOCK Debounce
VAR_INPUT
  In : BOOL;
  Delay : DINT;
END_VAR
VAR_OUTPUT
  Out : BOOL;
END_VAR
VAR
  HeldOn : TON;
  HeldOff : TON;
END_VAR
HeldOn(IN := In, PT := Delay);
HeldOff(IN := NOT In, PT := Delay);
IF HeldOn.Q THEN
  Out := TRUE;
ELSIF HeldOff.Q THEN
  Out := FALSE;
END_IF;
END_FUNCTION_BLOCK

VAR
  EyeFilter : Debounce;
  LevelFilter : Debounce;
  WasLit : BOOL;
END_VAR
EyeFilter(In := EYE, Delay := 500);
LevelFilter(In := LEVEL, Delay := 2000);
PART_LAMP := EyeFilter.Out;
PUMP := LevelFilter.Out;
IF PART_LAMP AND NOT WasLit THEN
  PartCount := PartCount + 1;
END_IF;
WasLit := PART_LAMP;
`;
    expect(failures(84, { st })).toEqual([]);
  });
});

describe('problem 85 Scaling Add-On', () => {
  it('solves a ladder program that defines Scale as an Add-On Instruction with ladder logic and calls it twice', () => {
    const ladder = `ADD_ON_INSTRUCTION Scale
PARAMETERS
  Raw : DINT (Usage := Input, Required := Yes, Visible := Yes);
  RawLow : DINT (Usage := Input, Required := Yes, Visible := Yes);
  RawHigh : DINT (Usage := Input, Required := Yes, Visible := Yes);
  Low : REAL (Usage := Input, Required := Yes, Visible := Yes);
  High : REAL (Usage := Input, Required := Yes, Visible := Yes);
  Out : REAL (Usage := Output, Required := Yes, Visible := Yes);
  Bad : BOOL (Usage := Output, Required := Yes, Visible := Yes);
END_PARAMETERS
ROUTINE Logic
OTU(Bad);
CPT(Out,Low+(Raw-RawLow)*(High-Low)/(RawHigh-RawLow));
LES(Raw,RawLow)MOV(Low,Out)OTL(Bad);
GRT(Raw,RawHigh)MOV(High,Out)OTL(Bad);
END_ROUTINE
END_ADD_ON_INSTRUCTION
TAG
  TankScale : Scale;
  TempScale : Scale;
END_TAG
Scale(TankScale,TankRaw,6400,32000,0.0,5000.0,TankLitres,TANK_BAD);
Scale(TempScale,TempRaw,6400,32000,-20.0,80.0,TempC,TEMP_BAD);
LES(TankLitres,500.0)OTE(LOW_TANK);
LES(TempC,5.0)XIO(TEMP_BAD)OTE(HEATER);
`;
    expect(failures(85, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that writes Scale as a FUNCTION_BLOCK', () => {
    const st = `FUNCTION_BLOCK Scale
VAR_INPUT
  Raw, RawLow, RawHigh : DINT;
  Low, High : REAL;
END_VAR
VAR_OUTPUT
  Out : REAL;
  Bad : BOOL;
END_VAR
IF Raw < RawLow THEN
  Out := Low;
  Bad := TRUE;
ELSIF Raw > RawHigh THEN
  Out := High;
  Bad := TRUE;
ELSE
  Out := Low + DINT_TO_REAL(Raw - RawLow) * (High - Low) / DINT_TO_REAL(RawHigh - RawLow);
  Bad := FALSE;
END_IF;
END_FUNCTION_BLOCK

VAR Tank, Temp : Scale; END_VAR
Tank(Raw := TankRaw, RawLow := 6400, RawHigh := 32000, Low := 0.0, High := 5000.0);
Temp(Raw := TempRaw, RawLow := 6400, RawHigh := 32000, Low := -20.0, High := 80.0);
TankLitres := Tank.Out;
TempC := Temp.Out;
TANK_BAD := Tank.Bad;
TEMP_BAD := Temp.Bad;
LOW_TANK := TankLitres < 500.0;
HEATER := TempC < 5.0 AND NOT TEMP_BAD;
`;
    expect(failures(85, { st })).toEqual([]);
  });
});

describe('problem 86 Two-Hand Press', () => {
  it('solves a Structured Text program that starts a stroke on the rising edge of PressHands.Ok at LS1', () => {
    const st = `VAR Extending : BOOL; OkBefore : BOOL; END_VAR
PressHands(Left := LEFT, Right := RIGHT);
IF Extending THEN
  IF LS2 THEN
    Strokes := Strokes + 1;
    Extending := FALSE;
  ELSIF NOT PressHands.Ok THEN
    Extending := FALSE;
  END_IF;
ELSIF LS1 AND PressHands.Ok AND NOT OkBefore THEN
  Extending := TRUE;
END_IF;
OkBefore := PressHands.Ok;
SOL_A := Extending;
SOL_B := NOT Extending AND NOT LS1;
`;
    expect(failures(86, { st })).toEqual([]);
  });

  it('solves a ladder program that calls the TwoHand box and latches a stroke on a one-shot of its Ok', () => {
    const ladder = `TwoHand(PressHands,LEFT,RIGHT,HandsOk);
XIC(HandsOk)ONS(OkMem)XIC(LS1)OTL(Stroke);
XIC(Stroke)XIC(LS2)[ADD(Strokes,1,Strokes),OTU(Stroke)];
XIO(HandsOk)OTU(Stroke);
XIC(Stroke)OTE(SOL_A);
XIO(Stroke)XIO(LS1)OTE(SOL_B);
`;
    expect(failures(86, { ladder })).toEqual([]);
  });
});

describe('problem 87 Car Wash Station Routines', () => {
  it('solves a ladder program that keeps the brushes on with a TOF and resets it from the MainRoutine on a stop', () => {
    const ladder = `TAG
  LastS5 : BOOL;
END_TAG
[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);
XIC(Run)JSR(Wet,0);
XIC(Run)JSR(Brush,0);
XIC(Run)JSR(Finish,0);
XIC(Run)[OTE(CONVEYOR),OTE(ENTER)];
XIO(Run)[OTU(PRE_RINSE),OTU(SOAP),OTU(SCRUB),OTU(RINSE),OTU(DRY),RES(ScrubTime)];
ROUTINE Wet
SBR()XIC(S1)OTE(PRE_RINSE);
XIC(S2)OTE(SOAP);
END_ROUTINE
ROUTINE Brush
SBR()XIC(S3)TOF(ScrubTime,1000,0);
XIC(ScrubTime.DN)OTE(SCRUB);
END_ROUTINE
ST_ROUTINE Finish
RINSE := S4;
DRY := S5;
IF LastS5 AND NOT S5 THEN
  Washed := Washed + 1;
END_IF;
LastS5 := S5;
END_ST_ROUTINE
`;
    expect(failures(87, { ladder })).toEqual([]);
  });
});

describe('problem 88 Lamp Test', () => {
  it('solves a Structured Text program that assigns each lamp from its button', () => {
    const st = `NS_RED := START; NS_YELLOW := START; NS_GREEN := START;
EW_RED := NOT STOP; EW_YELLOW := NOT STOP; EW_GREEN := NOT STOP;
`;
    expect(failures(88, { st })).toEqual([]);
  });
});

describe('problem 89 Barrel Purge', () => {
  it('solves a ladder program that ORs START and PURGE in series with STOP', () => {
    const ladder = `[XIC(START),XIC(PURGE)]XIC(STOP)OTE(HEATER);
XIC(PURGE)XIC(TEMP)OTE(MOTOR);
`;
    expect(failures(89, { ladder })).toEqual([]);
  });
});

describe('problem 90 Oven Door Interlock', () => {
  it('solves a Structured Text program that sets and resets HEATER with IF statements', () => {
    const st = `IF START AND NOT DOOR THEN HEATER := TRUE; END_IF;
IF NOT STOP OR DOOR THEN HEATER := FALSE; END_IF;
`;
    expect(failures(90, { st })).toEqual([]);
  });
});

describe('problem 91 Crossing Keeper', () => {
  it('solves a ladder program that latches the arm and lights on START and unlatches them at the limits', () => {
    const ladder = `XIC(START)XIC(STOP)[OTU(REV),OTL(FWD),OTL(LIGHT1),OTL(LIGHT2)];
XIO(STOP)[OTU(FWD),OTL(REV)];
XIC(DOWN)OTU(FWD);
XIC(UP)XIO(FWD)[OTU(REV),OTU(LIGHT1),OTU(LIGHT2)];
`;
    expect(failures(91, { ladder })).toEqual([]);
  });
});

describe('problem 92 Timed Mix', () => {
  it('solves a Structured Text program that ends the mix from a TON on a BOOL run flag', () => {
    const st = `VAR Mixing : BOOL; MixTime : TIMER; END_VAR
IF START THEN Mixing := TRUE; END_IF;
TON(MixTime, Mixing, T#5s);
IF MixTime.DN OR NOT STOP THEN Mixing := FALSE; END_IF;
MIXER := Mixing;
`;
    expect(failures(92, { st })).toEqual([]);
  });
});

describe('problem 93 Bake Timer', () => {
  it('solves a Structured Text program that accumulates the heater time in an RTO reset at each new bake and on STOP', () => {
    const st = `VAR Baking : BOOL; BakeTime : TIMER; END_VAR
IF START AND STOP AND NOT Baking THEN
  RES(BakeTime);
  Baking := TRUE;
END_IF;
IF NOT STOP THEN
  Baking := FALSE;
  RES(BakeTime);
END_IF;
HEATER := Baking AND NOT DOOR;
RTO(BakeTime, HEATER, T#8s);
IF BakeTime.DN THEN
  Baking := FALSE;
  HEATER := FALSE;
END_IF;
`;
    expect(failures(93, { st })).toEqual([]);
  });
});

describe('problem 94 Unload after Stop', () => {
  it('solves a ladder program that opens the valve from a TOF on the motor', () => {
    const ladder = `[XIC(START),XIC(MOTOR)]XIC(STOP)XIO(HIGH)OTE(MOTOR);
XIC(MOTOR)TOF(Bleed,3000,0);
XIC(Bleed.DN)XIO(MOTOR)OTE(VALVE);
`;
    expect(failures(94, { ladder })).toEqual([]);
  });
});

describe('problem 95 Oil after Three Strokes', () => {
  it('solves a Structured Text program that counts LS2 with CTU and retracts while START is off or oiling is due', () => {
    const st = `VAR WasOut : BOOL; Due : BOOL; END_VAR
IF NOT STOP THEN RES(Strokes); END_IF;
CTU(Strokes, LS2, 3);
Due := Strokes.DN;
SOL_A := START AND NOT Due AND NOT LS2;
SOL_B := (NOT START OR Due) AND NOT LS1;
`;
    expect(failures(95, { st })).toEqual([]);
  });
});

describe('problem 96 Three on the Belt', () => {
  it('solves a ladder program that counts PROX1 up and the fall of PROX2 down on one counter', () => {
    const ladder = `XIC(PROX1)CTU(OnBelt,3,0);
XIO(PROX2)CTD(OnBelt,3,0);
XIC(STOP)XIC(START)LES(OnBelt.ACC,3)OTE(GATE);
XIC(STOP)[XIC(START),GRT(OnBelt.ACC,0)]OTE(MOTOR);
`;
    expect(failures(96, { ladder })).toEqual([]);
  });
});

describe('problem 97 Axle Counter', () => {
  it('solves a Structured Text program that counts axles up and down with CTU and CTD calls on one counter', () => {
    const st = `VAR Occupied : BOOL; END_VAR
CTU(Axles, AXLE_IN);
CTD(Axles, AXLE_OUT);
Occupied := Axles.ACC > 0;
IF Occupied THEN
  LIGHT1 := TRUE;
ELSIF UP THEN
  LIGHT1 := FALSE;
END_IF;
LIGHT2 := LIGHT1;
FWD := Occupied AND NOT DOWN;
REV := NOT Occupied AND NOT UP;
`;
    expect(failures(97, { st })).toEqual([]);
  });
});

describe('problem 98 Step the Signal', () => {
  it('solves a ladder program that adds 1 on a one-shot of START and clears Step above 2', () => {
    const ladder = `XIO(STOP)CLR(Step);
XIC(START)ONS(StartMem)XIC(STOP)ADD(Step,1,Step);
GRT(Step,2)CLR(Step);
EQU(Step,0)OTE(RED);
EQU(Step,1)OTE(GREEN);
EQU(Step,2)OTE(YELLOW);
`;
    expect(failures(98, { ladder })).toEqual([]);
  });
});

describe('problem 99 Elevator Service Run', () => {
  it('solves a ladder program that moves Step with one rung per transition and a timer per wait', () => {
    const ladder = `EQU(Step,0)XIC(START)XIC(STOP)MOV(1,Step);
GEQ(Step,1)LEQ(Step,5)XIO(STOP)MOV(6,Step);
EQU(Step,1)XIC(FLOOR2)MOV(2,Step);
EQU(Step,2)TON(Wait2,2000,0);
XIC(Wait2.DN)MOV(3,Step);
EQU(Step,3)XIC(FLOOR3)MOV(4,Step);
EQU(Step,4)TON(Wait3,2000,0);
XIC(Wait3.DN)MOV(5,Step);
[EQU(Step,5),EQU(Step,6)]XIC(FLOOR1)MOV(0,Step);
[EQU(Step,1),EQU(Step,3)]OTE(UP);
[EQU(Step,5),EQU(Step,6)]OTE(DOWN);
`;
    expect(failures(99, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program that writes the run as a CASE with one wait timer for both floors', () => {
    const st = `VAR Wait : TIMER; END_VAR
TON(Wait, Step = 2 OR Step = 4, T#2s);
IF NOT STOP AND Step >= 1 AND Step <= 5 THEN Step := 6; END_IF;
CASE Step OF
  0: IF START AND STOP THEN Step := 1; END_IF;
  1: IF FLOOR2 THEN Step := 2; END_IF;
  2: IF Wait.DN THEN Step := 3; END_IF;
  3: IF FLOOR3 THEN Step := 4; END_IF;
  4: IF Wait.DN THEN Step := 5; END_IF;
  5, 6: IF FLOOR1 THEN Step := 0; END_IF;
END_CASE;
UP := Step = 1 OR Step = 3;
DOWN := Step = 5 OR Step = 6;
`;
    expect(failures(99, { st })).toEqual([]);
  });
});

describe('problem 100 Stop-and-Go Wash', () => {
  it('solves a Structured Text program that runs the stages in a CASE with one 2 s timer shared by the three timed stages', () => {
    const st = `VAR Stage : DINT; Spray : TIMER; END_VAR
TON(Spray, Stage = 2 OR Stage = 4 OR Stage = 6, T#2s);
IF NOT STOP THEN
  Stage := 0;
END_IF;
CASE Stage OF
  0:
    IF START AND STOP THEN Stage := 1; END_IF;
  1:
    IF S1 THEN Stage := 2; END_IF;
  2:
    IF Spray.DN THEN Stage := 3; END_IF;
  3:
    IF S3 THEN Stage := 4; END_IF;
  4:
    IF Spray.DN THEN Stage := 5; END_IF;
  5:
    IF S5 THEN Stage := 6; END_IF;
  6:
    IF Spray.DN THEN Stage := 7; END_IF;
  7:
    IF NOT S5 THEN Stage := 0; END_IF;
END_CASE;
CONVEYOR := Stage = 1 OR Stage = 3 OR Stage = 5 OR Stage = 7;
ENTER := Stage = 1;
PRE_RINSE := Stage = 2;
SOAP := Stage = 3;
SCRUB := Stage = 4;
RINSE := Stage = 5;
DRY := Stage = 6;
`;
    expect(failures(100, { st })).toEqual([]);
  });

  it('solves a ladder program that keeps one latched bit per stage, transitions written last stage first', () => {
    const ladder = `XIO(STOP)[OTU(St1),OTU(St2),OTU(St3),OTU(St4),OTU(St5),OTU(St6),OTU(St7)];
XIC(START)XIC(STOP)XIO(St1)XIO(St2)XIO(St3)XIO(St4)XIO(St5)XIO(St6)XIO(St7)OTL(St1);
XIC(St7)XIO(S5)OTU(St7);
XIC(St6)XIC(DryTime.DN)[OTU(St6),OTL(St7)];
XIC(St5)XIC(S5)[OTU(St5),OTL(St6)];
XIC(St4)XIC(ScrubTime.DN)[OTU(St4),OTL(St5)];
XIC(St3)XIC(S3)[OTU(St3),OTL(St4)];
XIC(St2)XIC(RinseTime.DN)[OTU(St2),OTL(St3)];
XIC(St1)XIC(S1)[OTU(St1),OTL(St2)];
XIC(St2)TON(RinseTime,2000,0);
XIC(St4)TON(ScrubTime,2000,0);
XIC(St6)TON(DryTime,2000,0);
[XIC(St1),XIC(St3),XIC(St5),XIC(St7)]OTE(CONVEYOR);
XIC(St1)OTE(ENTER);
XIC(St2)OTE(PRE_RINSE);
XIC(St3)OTE(SOAP);
XIC(St4)OTE(SCRUB);
XIC(St5)OTE(RINSE);
XIC(St6)OTE(DRY);
`;
    expect(failures(100, { ladder })).toEqual([]);
  });
});

describe('problem 102 Mix Recipe Table', () => {
  it('solves a Structured Text program that copies Recipes[Choice] member by member and times the steps with one TIMER whose preset follows the step', () => {
    const st = `VAR Phase : DINT; PhaseTime : TIMER; Limit : DINT; END_VAR
IF NOT STOP THEN
  Phase := 0;
ELSIF Phase = 0 AND START THEN
  Active.TimeA := Recipes[Choice].TimeA;
  Active.TimeB := Recipes[Choice].TimeB;
  Active.MixTime := Recipes[Choice].MixTime;
  Phase := 1;
END_IF;
CASE Phase OF
  1: Limit := Active.TimeA;
  2: Limit := Active.TimeB;
  3: Limit := Active.MixTime;
ELSE
  Limit := 0;
END_CASE;
TON(PhaseTime, Phase >= 1 AND Phase <= 3, Limit);
IF PhaseTime.DN THEN
  Phase := Phase + 1;
  RES(PhaseTime);
ELSIF Phase = 4 AND NOT LOW THEN
  Batches := Batches + 1;
  Phase := 0;
END_IF;
VALVE_A := Phase = 1;
VALVE_B := Phase = 2;
MIXER := Phase = 3;
DISCHARGE := Phase = 4;
`;
    expect(failures(102, { st })).toEqual([]);
  });
});

describe('problem 103 Oil Temperature Alarm', () => {
  it('solves a ladder program that latches ALARM and HORN on a one-shot of the too-hot bit and keeps an Acked bit', () => {
    const ladder = `[XIC(START),XIC(On)]XIC(STOP)OTE(On);
GRT(OIL_TEMP,60.0)OTL(TooHot);
LES(OIL_TEMP,55.0)OTU(TooHot);
XIC(TooHot)ONS(HotMem)[OTL(ALARM),OTL(HORN),OTU(Acked)];
XIC(ACK)XIC(ALARM)[OTU(HORN),OTL(Acked)];
XIC(ALARM)XIO(TooHot)XIC(Acked)OTU(ALARM);
XIC(On)XIO(TooHot)OTE(HEATER);
`;
    expect(failures(103, { ladder })).toEqual([]);
  });
});

describe('problem 104 Two-Stage Barrel Heater', () => {
  it('solves a Structured Text program that keeps the stage in an IF … ELSIF dead band and clamps the trim with LIMIT', () => {
    const st = `VAR Heating : BOOL; Bulk : BOOL; Trim : REAL; END_VAR
IF START THEN Heating := TRUE; END_IF;
IF NOT STOP THEN Heating := FALSE; END_IF;
IF BARREL_TEMP < Setpoint - 30.0 THEN
  Bulk := TRUE;
ELSIF BARREL_TEMP >= Setpoint - 15.0 THEN
  Bulk := FALSE;
END_IF;
Trim := LIMIT(0.0, 4.0 * (Setpoint - BARREL_TEMP) + 40.0, 100.0);
HEATER := Heating AND Bulk;
IF Heating AND NOT Bulk THEN HEATER_POWER := Trim; ELSE HEATER_POWER := 0.0; END_IF;
READY := Heating AND ABS(Setpoint - BARREL_TEMP) <= 3.0;
`;
    expect(failures(104, { st })).toEqual([]);
  });
});

describe('problem 105 Syrup Flow Totaliser', () => {
  it('solves a ladder program that adds FLOW/600 with CPT above the cut-off and zeroes Total after it while RESET is held', () => {
    const ladder = `GEQ(FLOW,1.0)CPT(Total,Total+FLOW/600.0);
XIC(RESET)MOV(0.0,Total);
GEQ(Total,20.0)OTE(REFILL);
`;
    expect(failures(105, { ladder })).toEqual([]);
  });
});

describe('problem 106 Signal Plan Table', () => {
  it('solves a Structured Text program that loads the timer preset from Plan on entry to each phase and sums the cycle in a FOR loop', () => {
    const st = `VAR PhaseTimer : TIMER; Started : BOOL; K : DINT; Len : DINT; END_VAR
CycleTime := 0;
FOR K := 0 TO 5 DO
  Len := Plan[K];
  IF Len < 1000 THEN Len := 1000; END_IF;
  CycleTime := CycleTime + Len;
END_FOR;
IF NOT Started OR PhaseTimer.DN THEN
  IF Started THEN
    Phase := (Phase + 1) MOD 6;
  END_IF;
  Started := TRUE;
  RES(PhaseTimer);
  PhaseTimer.PRE := MAX(Plan[Phase], 1000);
END_IF;
TON(PhaseTimer, TRUE);
NS_GREEN := Phase = 0;
NS_YELLOW := Phase = 1;
NS_RED := Phase >= 2;
EW_GREEN := Phase = 3;
EW_YELLOW := Phase = 4;
EW_RED := Phase <= 2 OR Phase = 5;
`;
    expect(failures(106, { st })).toEqual([]);
  });
});

describe('statements made explicit where a learner’s reading failed the test', () => {
  it('50: START pressed while SPEED is outside the band still starts the run', () => {
    expect(problemNumbered(50).description).toContain(
      'START (DI0) sets the cylinder stroking whatever SPEED holds',
    );
    const ladder = `MOV(SPEED,Pressure);
LIM(20,SPEED,80)OTE(SpeedOk);
XIO(SpeedOk)OTE(BAD_SPEED);
[XIC(START)XIC(SpeedOk),XIC(Run)]XIC(STOP)OTE(Run);
XIC(LS1)OTL(Outward);
XIC(LS2)OTU(Outward);
XIC(Run)XIC(SpeedOk)XIC(Outward)XIO(LS2)OTE(SOL_A);
XIC(Run)XIC(SpeedOk)XIO(Outward)XIO(LS1)OTE(SOL_B);
`;
    expect(failures(50, { ladder })).toEqual(['step 20: DO0']);
  });

  it('54: the motor never runs at 5 bar, not even while START is held', () => {
    expect(problemNumbered(54).description).toContain(
      'It never runs at 5.0 bar or more, not even while START is held.',
    );
    const st = `BAR := DINT_TO_REAL(PRESSURE_RAW) * 10.0 / 32767.0;
IF BAR >= 5.0 OR NOT STOP THEN MOTOR := FALSE; END_IF;
IF START AND STOP THEN MOTOR := TRUE; END_IF;
VALVE := VENT;
`;
    expect(failures(54, { st })).toEqual(['step 13: BAR', 'step 14: BAR']);
  });

  it('60: a car already at S1 when the wash restarts has paid', () => {
    expect(problemNumbered(60).description).toContain(
      'one that is already at S1 when the wash is stopped and started again has paid',
    );
    const ladder = `[XIC(START),XIC(Open)]XIC(STOP)OTE(Open);
XIC(Open)[OTE(CONVEYOR),OTE(ENTER)];
XIC(Open)XIC(S1)OTE(PRE_RINSE);
XIC(Open)XIC(S2)OTE(SOAP);
XIC(Open)XIC(S3)OTE(SCRUB);
XIC(Open)XIC(S4)OTE(RINSE);
XIC(Open)XIC(S5)OTE(DRY);
XIC(Open)XIC(S1)ONS(PayMem)ADD(Cars,1,Cars)[XIC(DELUXE)ADD(TAKINGS,12.75,TAKINGS),XIO(DELUXE)ADD(TAKINGS,8.5,TAKINGS)];
GRT(Cars,0)DIV(TAKINGS,Cars,AVERAGE);
`;
    expect(failures(60, { ladder })).toEqual([
      'step 10: Cars',
      'step 11: Cars',
      'step 12: Cars',
      'step 13: Cars',
    ]);
  });

  it('72: each station sensor needs its own rising edge', () => {
    expect(problemNumbered(72).description).toContain('Stations 2 to 5 stand back to back');
    const ladder = `XIC(START)OTL(Washing);
XIC(Washing)[XIC(S1),XIC(S2),XIC(S3),XIC(S4),XIC(S5)]SQO(Washes[0],124,Sprays,WashSeq,5,0);
XIC(Washing)EQU(WashSeq.POS,5)XIO(S5)OTU(Washing);
XIO(Washing)RES(WashSeq)CLR(Sprays);
XIC(Washing)OTE(CONVEYOR);
XIC(Washing)EQU(WashSeq.POS,0)OTE(ENTER);
MEQ(Sprays,4,4)OTE(PRE_RINSE);
MEQ(Sprays,8,8)OTE(SOAP);
MEQ(Sprays,16,16)OTE(SCRUB);
MEQ(Sprays,32,32)OTE(RINSE);
MEQ(Sprays,64,64)OTE(DRY);
`;
    expect(failures(72, { ladder })).toEqual([
      'step 7: WashSeq.POS',
      'step 8: WashSeq.POS',
      'step 9: WashSeq.POS',
      'step 10: WashSeq.POS',
      'step 11: WashSeq.POS',
      'step 12: WashSeq.POS',
      'step 13: WashSeq.POS',
    ]);
  });
  it('106: a timer that restarts a scan after its phase ends drifts a scan every phase', () => {
    expect(problemNumbered(106).description).toContain('makes every phase a scan too long');
    const st = `VAR PhaseTimer : TIMER; K : DINT; Len : DINT; END_VAR
CycleTime := 0;
FOR K := 0 TO 5 DO
  Len := Plan[K];
  IF Len < 1000 THEN Len := 1000; END_IF;
  CycleTime := CycleTime + Len;
END_FOR;
TON(PhaseTimer, NOT PhaseTimer.DN, MAX(Plan[Phase], 1000));
IF PhaseTimer.DN THEN Phase := (Phase + 1) MOD 6; END_IF;
NS_GREEN := Phase = 0;
NS_YELLOW := Phase = 1;
NS_RED := Phase >= 2;
EW_GREEN := Phase = 3;
EW_YELLOW := Phase = 4;
EW_RED := Phase <= 2 OR Phase = 5;
`;
    expect(failures(106, { st })[0]).toBe('step 8: Phase');
  });
});
