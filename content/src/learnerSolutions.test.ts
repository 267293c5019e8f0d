/**
 * Issue 22 item 18: correct programs written independently of the reference solutions, as learners
 * write them, are solved by the graders. Each is graded as the server grades (the program over the
 * problem's scene and sequence) and must pass every step.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeFailures, problemNumbered as problem, type LearnerProgram } from './learnerProgram.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The failed steps ('step 18: DO1') when `program` is graded against problem `n` (empty when solved). */
const failures = (n: number, program: LearnerProgram): string[] => gradeFailures(engine, n, program);

describe('problem 16 Three-Box Batch: edge-counting solutions', () => {
  it('solves a ladder program counting PROX2 through a one-shot into a CTU', () => {
    const ladder = [
      'XIC(START)RES(Count);',
      'XIC(PROX2)ONS(Edge)CTU(Count,3,0);',
      'XIC(Count.DN)XIO(PROX2)OTE(Finished);',
      '[XIC(START),XIC(Run)]XIC(STOP)XIO(Finished)OTE(Run);',
      'XIC(Run)OTE(MOTOR);',
      'XIC(Run)XIO(Count.DN)OTE(GATE);',
    ].join('');
    expect(failures(16, { ladder })).toEqual([]);
  });

  it('solves a Structured Text program counting R_TRIG pulses', () => {
    const st = [
      'VAR Run : BOOL; Edge : R_TRIG; Count : DINT; END_VAR',
      'IF START THEN Count := 0; END_IF;',
      'Edge(CLK := PROX2);',
      'IF Edge.Q AND Run THEN Count := Count + 1; END_IF;',
      'IF START AND STOP THEN Run := TRUE; END_IF;',
      'IF NOT STOP THEN Run := FALSE; END_IF;',
      'IF Count >= 3 AND NOT PROX2 THEN Run := FALSE; END_IF;',
      'MOTOR := Run;',
      'GATE := Run AND Count < 3;',
    ].join('\n');
    expect(failures(16, { st })).toEqual([]);
  });

  it('solves a Structured Text program with an IEC CTU reset by START', () => {
    const st = [
      'VAR Run : BOOL; Boxes : CTU; END_VAR',
      'Boxes(CU := PROX2, R := START, PV := 3);',
      'Run := (START OR Run) AND STOP AND NOT (Boxes.Q AND NOT PROX2);',
      'MOTOR := Run;',
      'GATE := Run AND NOT Boxes.Q;',
    ].join('\n');
    expect(failures(16, { st })).toEqual([]);
  });
});

describe('problem 39 Two-Road Cycle', () => {
  it('solves a chain of TON rungs, each enabled by the previous one done', () => {
    const ladder = [
      '[XIC(START),XIC(Run)]XIC(STOP)OTE(Run);',
      'XIC(Run)XIO(T4.DN)TON(T1,5000,0);',
      'XIC(T1.DN)TON(T2,2000,0);',
      'XIC(T2.DN)TON(T3,5000,0);',
      'XIC(T3.DN)TON(T4,2000,0);',
      '[XIO(Run),XIC(T2.DN)]OTE(NS_RED);',
      'XIC(Run)XIO(T1.DN)OTE(NS_GREEN);',
      'XIC(T1.DN)XIO(T2.DN)OTE(NS_YELLOW);',
      '[XIO(Run),XIO(T2.DN)]OTE(EW_RED);',
      'XIC(T2.DN)XIO(T3.DN)OTE(EW_GREEN);',
      'XIC(T3.DN)XIO(T4.DN)OTE(EW_YELLOW);',
    ].join('');
    expect(failures(39, { ladder })).toEqual([]);
  });
});

describe('problem 25 Case of Four', () => {
  it('fails a program whose drip time pauses on STOP: the description says STOP restarts it', () => {
    const st = [
      'VAR Running : BOOL; Drip : TIMER; Filled : COUNTER; END_VAR',
      'IF START AND Filled.DN THEN RES(Filled); END_IF;',
      'Running := (START OR Running) AND STOP AND NOT Filled.DN;',
      'RTO(Drip, Running AND PROX AND FULL, T#1s);',
      'IF NOT (PROX AND FULL) THEN RES(Drip); END_IF;',
      'CTU(Filled, Drip.DN, 4);',
      'GATE := Running;',
      'NOZZLE := Running AND PROX AND NOT FULL;',
      'MOTOR := Running AND (NOT PROX OR Drip.DN);',
    ].join('\n');
    expect(problem(25).description).toContain(
      'The drip time counts only while the line runs: stopping the line restarts it.',
    );
    expect(failures(25, { st })).toEqual(['step 18: DO1']);
  });
});

describe('problems 40 and 44: a flash made by one 1 s timer', () => {
  it('solves Alarm Acknowledge', () => {
    const st = [
      'VAR Waiting : BOOL; LastFault : BOOL; Flash : TIMER; END_VAR',
      'IF FAULT AND NOT LastFault THEN Waiting := TRUE; END_IF;',
      'LastFault := FAULT;',
      'IF START THEN Waiting := FALSE; END_IF;',
      'TON(Flash, Waiting AND NOT Flash.DN, T#1s);',
      'RED := (Waiting AND Flash.ACC < T#500ms) OR (NOT Waiting AND FAULT);',
      'YELLOW := Waiting;',
      'GREEN := NOT Waiting AND NOT FAULT;',
    ].join('\n');
    expect(failures(40, { st })).toEqual([]);
  });

  it('solves Flashing Crossing', () => {
    const st = [
      'VAR WarnTime : TIMER; ClearTime : TIMER; Flash : TIMER; Warning : BOOL; Steady : BOOL; END_VAR',
      'TON(WarnTime, TRAIN, T#3s);',
      'TON(ClearTime, NOT TRAIN, T#2s);',
      'Warning := TRAIN AND NOT WarnTime.DN;',
      'TON(Flash, Warning AND NOT Flash.DN, T#1s);',
      'FWD := WarnTime.DN AND NOT DOWN;',
      'REV := ClearTime.DN AND NOT UP;',
      'Steady := NOT Warning AND (TRAIN OR NOT UP);',
      'LIGHT1 := (Warning AND Flash.ACC < T#500ms) OR Steady;',
      'LIGHT2 := (Warning AND Flash.ACC >= T#500ms) OR Steady;',
    ].join('\n');
    expect(failures(44, { st })).toEqual([]);
  });
});
