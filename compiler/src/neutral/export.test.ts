import { describe, expect, it } from 'vitest';
import { parseVarBlocks } from '../iec/varBlock.ts';
import type { Project } from '../model/project.ts';
import { exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds, fixture } from './testing.ts';

const roundTrip = (text: string): string => {
  const { project, diagnostics } = importNeutralText(text, { newId: counterIds() });
  expect(diagnostics).toEqual([]);
  return exportNeutralText(project);
};

describe('exportNeutralText', () => {
  it('gives back bench B1 exactly, with and without its declarations', () => {
    const text = fixture('b1-ladder.txt');
    const { declarations } = parseVarBlocks(fixture('b1-tags.st'));
    const { project } = importNeutralText(text, { declarations, newId: counterIds() });
    expect(exportNeutralText(project)).toBe(text);
    expect(roundTrip(text)).toBe(text);
  });

  it.each([
    ['nested branches and an empty leg', 'XIC(A)[XIC(B),[XIO(C),XIC(D)[XIC(E),]],XIO(F)]OTE(G);'],
    ['a branch first and a branch last', '[XIC(A),XIC(B)]OTE(C)[OTL(D),OTU(E)];'],
    ['constants in math, move and compare', 'ADD(A,-5,B)SUB(7,A,C)MUL(A,0,D)DIV(A,2,E)MOD(A,3,F)MOV(42,G);'],
    ['compares with constants', 'EQU(A,1)NEQ(2,A)GRT(A,B)GEQ(A,-3)LES(5,6)LEQ(A,B)OTE(X);'],
    ['one-shots', 'XIC(A)ONS(S0)OTE(B);XIC(A)OSR(S1,O1);XIC(A)OSF(S2,O2);'],
    ['RES on a counter', 'XIC(A)CTU(C,10,0);XIC(C.DN)RES(C);XIC(R)CTD(C,10,0);'],
    ['RES on a timer', 'XIC(A)TON(T,5000,0);XIC(T.DN)RES(T);'],
    [
      'timer and counter members',
      'XIC(T.EN)XIO(T.TT)GRT(T.ACC,T.PRE)MOV(C.PRE,C.ACC)XIC(C.CU)XIC(C.OV)OTE(X);TOF(T,250,0);CTU(C,3,0);',
    ],
    ['non-zero accums and retentive timers', 'XIC(A)RTO(T,2000,150)CTU(C,9,4);'],
    ['empty rungs and open operands', ';XIC(?)OSR(?,B)ADD(?,1,?);'],
  ])('round-trips %s', (_, rungs) => {
    const text = rungs.replace(/;/g, ';\n');
    expect(roundTrip(text)).toBe(text);
  });

  it('normalises spacing, comments and line breaks', () => {
    const text =
      '// header\nXIC( A ) [ XIC(B) ,\n XIO(C) ]\n  TON( T1 , 5000 , 0 )  OTE(M) ; // tail\nXIC(M) OTE(N);';
    expect(roundTrip(text)).toBe('XIC(A)[XIC(B),XIO(C)]TON(T1,5000,0)OTE(M);\nXIC(M)OTE(N);\n');
  });

  it('prints a hand-built project, with ? for missing operands and dangling ids skipped', () => {
    const project: Project = {
      projectName: 'P',
      scene: 'EMPTY',
      sceneVars: {},
      tagMap: {
        t: {
          uuid: 't',
          name: 'Tmr',
          alias: '',
          data_type: 'TIMER',
          value: 0,
          children: ['p', 'd'],
          io_symbol: null,
        },
        b: {
          uuid: 'b',
          name: 'DI0',
          alias: 'PB1',
          data_type: 'BOOL',
          value: 0,
          children: null,
          io_symbol: null,
        },
      },
      childTagMap: {
        p: {
          uuid: 'p',
          name: 'PRE',
          alias: '',
          data_type: 'DINT',
          value: 3000,
          children: null,
          io_symbol: null,
          parent: 't',
        },
        d: {
          uuid: 'd',
          name: 'DN',
          alias: '',
          data_type: 'BOOL',
          value: 0,
          children: null,
          io_symbol: null,
          parent: 't',
        },
      },
      rungs: ['r1', 'gone', 'r2'],
      rungMap: {
        r1: { uuid: 'r1', elements: ['i1', 'br', 'i2', 'nothing'] },
        l1: { uuid: 'l1', elements: ['i3'] },
        l2: { uuid: 'l2', elements: [] },
        r2: { uuid: 'r2', elements: ['i4', 'i5'] },
      },
      branchMap: { br: { uuid: 'br', rungs: ['l1', 'l2'] } },
      instructionMap: {
        i1: { uuid: 'i1', type: 'XIC', tag: 'b' },
        i2: { uuid: 'i2', type: 'TON', tag: 't' },
        i3: { uuid: 'i3', type: 'XIO', tag: 'd' },
        i4: { uuid: 'i4', type: 'OTE', tag: null },
        i5: { uuid: 'i5', type: 'MOV', tag: null, ref: { Src: 7, Dest: 'missing' } },
      },
      description: '',
      sequence: [],
      stSource: '',
    };
    expect(exportNeutralText(project)).toBe('XIC(DI0)[XIO(Tmr.DN),]TON(Tmr,3000,?);\nOTE(?)MOV(7,?);\n');
  });

  it('stops at a branch that contains its own rung instead of looping', () => {
    const project = importNeutralText('[XIC(A),XIC(B)]OTE(C);', { newId: counterIds() }).project;
    const branchId = Object.keys(project.branchMap)[0] ?? '';
    const leg = project.branchMap[branchId]?.rungs[0] ?? '';
    project.rungMap[leg]?.elements.push(branchId);
    expect(exportNeutralText(project)).toBe('[XIC(A)[,XIC(B)],XIC(B)]OTE(C);\n');
  });

  it('prints nothing for a project without rungs', () => {
    expect(exportNeutralText(importNeutralText('').project)).toBe('');
  });
});
