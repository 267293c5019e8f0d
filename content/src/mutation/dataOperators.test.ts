import { compileProject, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { describe, expect, it } from 'vitest';
import {
  compareMutants,
  fifoLifoMutants,
  limMutants,
  scaleMutants,
  swapLoadUnloadMutants,
  swapShiftMutants,
} from './dataOperators.ts';
import { neutralLadder, structuredText, tinyProject } from './fixtures.ts';
import { generateMutants } from './mutants.ts';
import { nudgedValues, scaledValues } from './numbers.ts';
import { stMutants } from './stOperators.ts';
import type { Mutant } from './types.ts';

const TAGS = `TAG
Level : REAL;
Out : REAL;
Count : DINT;
Code : DINT;
Fifo : DINT[5];
Ctl : CONTROL;
Bits : DINT[1];
BCtl : CONTROL;
END_TAG
`;

/** Every mutant is a project document the schema accepts and that compiles. */
function expectValid(mutants: readonly Mutant[]): void {
  for (const { project, description } of mutants) {
    expect(parseProjectDocument(project).errors, description).toEqual([]);
    const errors = compileProject(project).diagnostics.filter((d) => d.severity !== 'warning');
    expect(errors, description).toEqual([]);
  }
}

const descriptions = (mutants: readonly Mutant[]) => mutants.map((m) => m.description);

/** The instruction types of a project's rungs, in order. */
const types = (project: Project | undefined) =>
  project ? Object.values(project.instructionMap).map((i) => i.type) : [];

describe('ladder operators of issue 27', () => {
  it('trade the places of a load and an unload of one CONTROL', () => {
    const project = neutralLadder(
      `${TAGS}XIC(DI0)FFL(Code,Fifo[0],Ctl,5,0);\nXIC(DI1)FFU(Fifo[0],Count,Ctl,5,0);\nXIC(DI1)BSL(Bits[0],BCtl,DI0,8);`,
    );
    const mutants = swapLoadUnloadMutants(project);
    expect(descriptions(mutants)).toEqual(['FFL and FFU Ctl trade places']);
    // DI0 now unloads into Count, DI1 loads Code.
    expect(types(mutants[0]?.project)).toEqual(['XIC', 'FFU', 'XIC', 'FFL', 'XIC', 'BSL']);
    expectValid(mutants);
  });

  it('turn an unload between FIFO and LIFO, the loads of its CONTROL following', () => {
    const project = neutralLadder(
      `${TAGS}XIC(DI0)FFL(Code,Fifo[0],Ctl,5,0);\nXIC(DI1)FFU(Fifo[0],Count,Ctl,5,0);`,
    );
    const mutants = fifoLifoMutants(project);
    expect(descriptions(mutants)).toEqual(['FFU Ctl → LFU']);
    expect(types(mutants[0]?.project)).toEqual(['XIC', 'LFL', 'XIC', 'LFU']);
    const back = fifoLifoMutants(mutants[0]?.project ?? project);
    expect(types(back[0]?.project)).toEqual(['XIC', 'FFL', 'XIC', 'FFU']);
    expectValid(mutants);
  });

  it('swap BSL and BSR', () => {
    const project = neutralLadder(
      `${TAGS}XIC(DI0)BSL(Bits[0],BCtl,DI1,8);\nXIC(DI1)BSR(Bits[0],BCtl,DI0,8);`,
    );
    const mutants = swapShiftMutants(project);
    expect(descriptions(mutants)).toEqual(['BSL BCtl → BSR', 'BSR BCtl → BSL']);
    expect(types(mutants[0]?.project)).toEqual(['XIC', 'BSR', 'XIC', 'BSR']);
    expectValid(mutants);
  });

  it('flip a DINT comparison to its negation only', () => {
    const mutants = compareMutants(neutralLadder(`${TAGS}GRT(Count,5)OTE(DO0);\nEQU(Count,0)OTE(DO1);`));
    expect(descriptions(mutants)).toEqual(['GRT(Count, 5) → LEQ', 'EQU(Count, 0) → NEQ']);
    expectValid(mutants);
  });

  it('flip a REAL comparison: negated, turned round, strict or not', () => {
    const mutants = compareMutants(neutralLadder(`${TAGS}GRT(Level,50.5)OTE(DO0);\nLEQ(Level,Out)OTE(DO1);`));
    expect(descriptions(mutants)).toEqual([
      'GRT(Level, 50.5) → LEQ',
      'GRT(Level, 50.5) → LES',
      'GRT(Level, 50.5) → GEQ',
      'LEQ(Level, Out) → GRT',
      'LEQ(Level, Out) → GEQ',
      'LEQ(Level, Out) → LES',
    ]);
    expectValid(mutants);
  });

  it('nudge each constant LIM limit (±1 for DINT, ×1.1 and ×0.9 for REAL) and swap the limits', () => {
    const real = limMutants(neutralLadder(`${TAGS}LIM(20.0,Level,80.0)OTE(DO0);`));
    expect(descriptions(real)).toEqual([
      'LIM LowLimit 20 → 22',
      'LIM LowLimit 20 → 18',
      'LIM HighLimit 80 → 88',
      'LIM HighLimit 80 → 72',
      'LIM limits 20 and 80 swapped',
    ]);
    const swapped = Object.values(real[4]?.project.instructionMap ?? {}).find((i) => i.type === 'LIM');
    expect(swapped?.ref).toMatchObject({ LowLimit: 80, HighLimit: 20 });
    expectValid(real);
    const dint = limMutants(neutralLadder(`${TAGS}LIM(Fifo[1],Count,10)OTE(DO0);`));
    expect(descriptions(dint)).toEqual([
      'LIM HighLimit 10 → 11',
      'LIM HighLimit 10 → 9',
      'LIM limits Fifo[1] and 10 swapped',
    ]);
    expectValid(dint);
  });

  it('scale the REAL constants of math, SCP ranges and CPT/CMP expressions ×0.9, ×1.1 and negated', () => {
    const project = neutralLadder(
      `${TAGS}MUL(Level,2.5,Out);\nADD(Count,2,Count);\nSCP(Level,0.0,100.0,4.0,20.0,Out);\nCPT(Out,Level*1.5);\nCMP(Level>=Out*2.0);`,
    );
    const mutants = scaleMutants(project);
    expect(descriptions(mutants)).toEqual([
      'MUL SrcB 2.5 → 2.25',
      'MUL SrcB 2.5 → 2.75',
      'MUL SrcB 2.5 → -2.5',
      // ADD of DINTs: no scale constant. SCP's 0 moves by a tenth of the other end of its range.
      'SCP InputMin 0 → 10',
      'SCP InputMin 0 → -10',
      'SCP InputMax 100 → 90',
      'SCP InputMax 100 → 110',
      'SCP InputMax 100 → -100',
      'SCP ScaledMin 4 → 3.6',
      'SCP ScaledMin 4 → 4.4',
      'SCP ScaledMin 4 → -4',
      'SCP ScaledMax 20 → 18',
      'SCP ScaledMax 20 → 22',
      'SCP ScaledMax 20 → -20',
      'CPT 1.5 → 1.35',
      'CPT 1.5 → 1.65',
      'CPT 1.5 → (-1.5)',
      'CMP >= → <',
      'CMP >= → <=',
      'CMP >= → >',
      'CMP 2.0 → 1.8',
      'CMP 2.0 → 2.2',
      'CMP 2.0 → (-2.0)',
    ]);
    const cpt = mutants.find((m) => m.description === 'CPT 1.5 → (-1.5)');
    expect(
      Object.values(cpt?.project.instructionMap ?? {}).find((i) => i.type === 'CPT')?.ref?.Expression,
    ).toBe('Level*(-1.5)');
    expectValid(mutants);
  });

  it('delete the rungs of ladder subroutines, and mutate the ST ones of a ladder program', () => {
    const project = neutralLadder(
      `${TAGS}XIC(DI0)JSR(Fill,0);\nXIC(DI1)JSR(Calc,0);\nROUTINE Fill\nSBR()OTE(DO1);\nEND_ROUTINE\nST_ROUTINE Calc\nDO0 := Level > 50.0;\nEND_ST_ROUTINE`,
    );
    const mutants = generateMutants(project);
    expect(descriptions(mutants.filter((m) => m.operator === 'delete-rung'))).toEqual([
      'delete rung 0',
      'delete rung 1',
      'delete rung 0 of Fill',
    ]);
    expect(descriptions(mutants.filter((m) => m.id.includes(':Calc:')))).toEqual([
      'Calc: delete "DO0 := Level > 50.0;"',
      'Calc: > → <=',
      'Calc: > → <',
      'Calc: > → >=',
      'Calc: 50.0 → 45.0',
      'Calc: 50.0 → 55.0',
      'Calc: 50.0 → (-50.0)',
    ]);
    const flipped = mutants.find((m) => m.description === 'Calc: > → <');
    expect(flipped?.project.routines?.[1]?.stSource).toBe('DO0 := Level < 50.0;');
    expect(flipped?.project.stSource).toBe(project.stSource);
    expectValid(mutants);
  });

  it('mutate the logic of Add-On Instructions, reading REAL from their own tags', () => {
    const project = neutralLadder(
      [
        'ADD_ON_INSTRUCTION Alarm',
        'PARAMETERS',
        '  PV : REAL (Usage := Input, Required := Yes, Visible := Yes);',
        '  High : BOOL (Usage := Output, Required := Yes, Visible := Yes);',
        'END_PARAMETERS',
        'ST_ROUTINE Logic',
        'High := PV >= 90.0;',
        'END_ST_ROUTINE',
        'END_ADD_ON_INSTRUCTION',
        'TAG',
        'A1 : Alarm;',
        'Level : REAL;',
        'END_TAG',
        'Alarm(A1,Level,DO0);',
      ].join('\n'),
    );
    const logic = generateMutants(project).filter((m) => m.id.includes(':Alarm.Logic:'));
    expect(descriptions(logic)).toEqual([
      'Alarm.Logic: delete "High := PV >= 90.0;"',
      'Alarm.Logic: >= → <',
      'Alarm.Logic: >= → <=',
      'Alarm.Logic: >= → >',
      'Alarm.Logic: 90.0 → 81.0',
      'Alarm.Logic: 90.0 → 99.0',
      'Alarm.Logic: 90.0 → (-90.0)',
    ]);
    expect(logic[4]?.project.addOnInstructions?.[0]?.logic.stSource).toBe('High := PV >= 81.0;');
    expectValid(logic);
  });

  it('mutate the rungs of ladder subroutines too', () => {
    const project = neutralLadder(
      `${TAGS}XIC(DI0)JSR(Check,0);\nROUTINE Check\nGRT(Level,50.0)OTE(DO0);\nEND_ROUTINE`,
    );
    expect(descriptions(generateMutants(project)).filter((d) => d.startsWith('GRT'))).toEqual([
      'GRT(Level, 50) → LEQ',
      'GRT(Level, 50) → LES',
      'GRT(Level, 50) → GEQ',
    ]);
  });
});

describe('changed values', () => {
  it('scale by 0.9 and 1.1 and flip the sign, rounded to six digits; nothing for 0', () => {
    expect(scaledValues(80)).toEqual([72, 88, -80]);
    expect(scaledValues(0.3)).toEqual([0.27, 0.33, -0.3]);
    expect(scaledValues(0)).toEqual([]);
  });

  it('nudge a DINT by 1 and a REAL by 10 % (1 at 0), up first', () => {
    expect(nudgedValues(10, false)).toEqual([11, 9]);
    expect(nudgedValues(-20, true)).toEqual([-18, -22]);
    expect(nudgedValues(0, true)).toEqual([1, -1]);
  });
});

describe('Structured Text operators of issue 27', () => {
  const SOURCE = [
    'VAR Level : REAL; Count : DINT; END_VAR',
    'DO0 := Level > 50.5;',
    'DO1 := Count >= 3;',
    'Level := LIMIT(0.0, Level * 1.5, 100.0);',
  ].join('\n');
  const by = (operator: string) =>
    descriptions(stMutants(structuredText(tinyProject(), SOURCE)).filter((m) => m.operator === operator));

  it('flip a REAL comparison three ways and a DINT one to its negation only', () => {
    expect(by('flip-comparison')).toEqual(['> → <=', '> → <', '> → >=', '>= → <']);
  });

  it('scale each REAL literal ×0.9, ×1.1 and negated (not 0.0)', () => {
    expect(by('scale-constant')).toEqual([
      '50.5 → 45.45',
      '50.5 → 55.55',
      '50.5 → (-50.5)',
      '1.5 → 1.35',
      '1.5 → 1.65',
      '1.5 → (-1.5)',
      '100.0 → 90.0',
      '100.0 → 110.0',
      '100.0 → (-100.0)',
    ]);
  });

  it('swap the bounds of LIMIT', () => {
    expect(by('lim-bound')).toEqual(['LIMIT(0.0, …, 100.0) → bounds swapped']);
    const swapped = stMutants(structuredText(tinyProject(), SOURCE)).find((m) => m.operator === 'lim-bound');
    expect(swapped?.project.stSource).toContain('LIMIT(100.0, Level * 1.5, 0.0)');
  });

  it('read REAL from the project tags, members of data types, and conversions', () => {
    const project = structuredText(
      neutralLadder(
        `TYPE\nPump :\nSTRUCT\n  Speed : REAL;\n  Runs : DINT;\nEND_STRUCT;\nEND_TYPE\nTAG\nP1 : Pump;\nN : DINT;\nEND_TAG\n`,
      ),
      'DO0 := P1.Speed < 3;\nDO1 := P1.Runs < 3;\nX := DINT_TO_REAL(N) < 3;',
    );
    const flips = stMutants(project).filter((m) => m.operator === 'flip-comparison');
    expect(descriptions(flips)).toEqual(['< → >=', '< → >', '< → <=', '< → >=', '< → >=', '< → >', '< → <=']);
    expectValid(stMutants(project));
  });
});
