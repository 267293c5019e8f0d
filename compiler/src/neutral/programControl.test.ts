/** JMP/LBL, MCR, NOP, AFI, COP and FLL in neutral text: read, compiled and written back unchanged. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram, exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds, rungInstructions } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });

const TEXT = [
  'TYPE Recipe :',
  'STRUCT',
  '  Temp : REAL;',
  '  Steps : ARRAY[0..1] OF DINT;',
  'END_STRUCT;',
  'END_TYPE',
  'TAG',
  '  Active : Recipe;',
  '  Data : DINT[5] := [1,2,3,4,5];',
  '  Levels : REAL[3] := [0.0,0.0,0.0];',
  '  Len : DINT := 2;',
  '  Stored : Recipe[3];',
  '  Skip : BOOL := 0;',
  '  Enable : BOOL := 0;',
  '  Go : BOOL := 0;',
  'END_TAG',
  'XIC(Skip)JMP(Done);',
  'XIC(Enable)MCR();',
  'XIC(Go)NOP()COP(Data[1],Data,Len);',
  'AFI()FLL(2.5,Levels,3);',
  'MCR();',
  'LBL(Done)COP(Stored[2],Active,1)FLL(0,Data[2],3);',
  '',
].join('\n');

describe('program control in neutral text', () => {
  it('reads labels as names, whole arrays and structures as COP/FLL operands, and writes them back', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    expect(rungInstructions(project, 0)[1]).toMatchObject({ type: 'JMP', ref: { Label: 'Done' } });
    expect(rungInstructions(project, 5)[0]).toMatchObject({ type: 'LBL', ref: { Label: 'Done' } });
    expect(rungInstructions(project, 1).map((i) => i.type)).toEqual(['XIC', 'MCR']);
    expect(compileProject(project).diagnostics).toEqual([]);
    expect(exportNeutralProgram(project)).toBe(TEXT);
  });

  it('writes an unset label as ? and reads it back unset', () => {
    const { project } = imported('JMP(?);\nLBL(?)OTE(A);\n');
    expect(exportNeutralText(project)).toBe('JMP(?);\nLBL(?)OTE(A);\n');
    expect(compileProject(project).diagnostics.map((d) => d.message)).toEqual([
      'JMP needs a label name (rung 0)',
      'LBL needs a label name (rung 1)',
    ]);
  });

  it('refuses a label that is not a bare name', () => {
    const { diagnostics } = imported('JMP(A.B);\n');
    expect(diagnostics.map((d) => d.message)).toEqual(['JMP needs a label name (rung 0)']);
  });
});
