/** Structures in neutral text (issue 24): the TYPE block, STRUCT tags and arrays of blocks, path operands. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });

const TEXT = [
  'TYPE Motor :',
  'STRUCT',
  '  Run : BOOL;',
  '  Speed : REAL;',
  '  Delay : TIMER;',
  '  Hist : ARRAY[0..2] OF DINT;',
  'END_STRUCT;',
  'Line :',
  'STRUCT',
  '  Motors : ARRAY[1..2] OF Motor;',
  'END_STRUCT;',
  'END_TYPE',
  'TAG',
  '  Pump1 : Motor := (Speed := 1.5, Delay.PRE := 200);',
  '  Pumps : Motor[10] := ([2].Hist[1] := 4);',
  '  Cell : Line;',
  '  Timers : TIMER[4] := ([2].PRE := 300);',
  '  Counts : COUNTER[2];',
  '  Idx : DINT := 2;',
  '  Out : DINT := 0;',
  'END_TAG',
  'XIC(Pumps[Idx].Run)OTE(Pump1.Run);',
  'ADD(Pump1.Speed,Pumps[2].Hist[1],Pump1.Speed)MOV(Cell.Motors[Idx].Hist[0],Out);',
  'TON(Timers[2],300,0)TON(Pump1.Delay,200,0)CTU(Counts[1],5,0);',
  'XIC(Timers[2].DN)XIC(Cell.Motors[1].Delay.DN)RES(Counts[1]);',
  '',
].join('\n');

describe('structures in neutral text', () => {
  it('reads data types, STRUCT tags, arrays of blocks and path operands', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    const motor = Object.values(project.dataTypes ?? {}).find((t) => t.name === 'Motor');
    expect(motor?.members.map((m) => [m.name, m.data_type, m.dimension])).toEqual([
      ['Run', 'BOOL', undefined],
      ['Speed', 'REAL', undefined],
      ['Delay', 'TIMER', undefined],
      ['Hist', 'DINT', 3],
    ]);
    const pump1 = tagNamed(project, 'Pump1');
    expect([pump1.data_type, pump1.udt, pump1.memberValues]).toEqual([
      'STRUCT',
      'Motor',
      { Speed: 1.5, 'Delay.PRE': 200 },
    ]);
    expect(tagNamed(project, 'Timers').memberValues).toEqual({ '[2].PRE': 300 });
    expect(tagNamed(project, 'Counts').memberValues).toEqual({ '[1].PRE': 5 });
    const first = Object.values(project.instructionMap)[0];
    expect(first?.tag).toBe(`${tagNamed(project, 'Pumps').uuid}[${tagNamed(project, 'Idx').uuid}].Run`);
    const { program, diagnostics: compiled } = compileProject(project);
    expect(compiled.filter((d) => d.severity === 'error')).toEqual([]);
    expect(program).not.toBeNull();
  });

  it('exports a project with data types and reads it back unchanged', () => {
    const text = exportNeutralProgram(imported(TEXT).project);
    expect(text).toContain(
      '\nMotor :\nSTRUCT\n  Run : BOOL;\n  Speed : REAL;\n  Delay : TIMER;\n  Hist : ARRAY[0..2] OF DINT;\nEND_STRUCT;\n',
    );
    expect(text).toContain('  Motors : ARRAY[1..2] OF Motor;\n');
    expect(text).toContain('  Pump1 : Motor := (Speed := 1.5, Delay.PRE := 200);\n');
    expect(text).toContain('  Timers : TIMER[4] := ([2].PRE := 300);\n');
    expect(text).toContain('XIC(Pumps[Idx].Run)OTE(Pump1.Run);\n');
    expect(text).toContain('TON(Timers[2],300,0)TON(Pump1.Delay,200,0)CTU(Counts[1],5,0);\n');
    expect(exportNeutralProgram(imported(text).project)).toBe(text);
  });

  it('names a wrong path as written', () => {
    const bad = TEXT.replace('OTE(Pump1.Run)', 'OTE(Pump1.Rn)');
    expect(imported(bad).diagnostics.map((d) => d.message)).toEqual([
      "'Pump1.Rn': Motor has no member Rn (its members: Run, Speed, Delay, Hist) (rung 0)",
    ]);
  });
});
