/** Arrays in neutral text: the L5K-style tag table, element operands, import ⇄ export. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram, exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });
const messages = (text: string): string[] => imported(text).diagnostics.map((d) => d.message);

const TEXT = [
  'TAG',
  '  Data : DINT[10] := [1,2,3,0,0,0,0,0,0,0];',
  '  Bits : BOOL[4] := [0,1,0,0];',
  '  Level : REAL[3] := [0.5,0.0,2.25];',
  '  Index : DINT := 3;',
  '  Dest : DINT := 0;',
  '  Lamp : BOOL := 0;',
  '  Timer1 : TIMER;',
  'END_TAG',
  'XIC(Bits[3])MOV(Data[Index],Dest);',
  'XIO(Bits[Index])[OTE(Bits[0]),ONS(Bits[Timer1.ACC])OTE(Lamp)];',
  'ADD(Data[1],Level[2],Level[Index])OSR(Bits[1],Bits[Index])TON(Timer1,500,0);',
  '',
].join('\n');

describe('arrays in neutral text', () => {
  it('reads the tag table and element operands, and exports them back unchanged', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    const data = tagNamed(project, 'Data');
    expect([data.data_type, data.dimension, data.values]).toEqual([
      'DINT',
      10,
      [1, 2, 3, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(tagNamed(project, 'Level').values).toEqual([0.5, 0, 2.25]);
    expect(tagNamed(project, 'Index').value).toBe(3);
    const first = Object.values(project.instructionMap)[0];
    expect(first?.tag).toBe(`${tagNamed(project, 'Bits').uuid}[3]`);
    const mov = Object.values(project.instructionMap)[1];
    expect(mov?.ref).toEqual({
      Src: `${data.uuid}[${tagNamed(project, 'Index').uuid}]`,
      Dest: tagNamed(project, 'Dest').uuid,
    });
    expect(exportNeutralProgram(project)).toBe(TEXT);
    // The rungs alone (a rung's text in the editor, copied rungs, L5X rung text): no tag table.
    expect(exportNeutralText(project)).toBe(TEXT.slice(TEXT.indexOf('END_TAG\n') + 8));
    expect(compileProject(project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('skips Studio 5000 attribute lists and makes an undeclared index tag a DINT', () => {
    const { project, diagnostics } = imported(
      'TAG\n  Data : DINT[4] (RADIX := Decimal) := [7,8];\nEND_TAG\nMOV(Data[I],X);\n',
    );
    expect(diagnostics).toEqual([]);
    expect(tagNamed(project, 'Data').values).toEqual([7, 8, 0, 0]);
    expect(tagNamed(project, 'I').data_type).toBe('DINT');
  });

  it('reports elements that name nothing, with the rung', () => {
    expect(
      messages(
        'TAG\n  Data : DINT[10];\n  Flag : BOOL;\nEND_TAG\n' +
          'MOV(Data[12],X);\nXIC(Flag[1])OTE(Y);\nMOV(Nope[1],X);\nXIC(Data[1])MOV(Data[Flag],X)ADD(Data,1,X);\n',
      ),
    ).toEqual([
      'Array index 12 is out of range for Data[0..9] (rung 0)',
      'Flag is not an array, so it takes no index (rung 1)',
      'Unknown array "Nope": declare it in the tag table, e.g. Nope : DINT[10]; (rung 2)',
      'Array "Data" is DINT[10], but XIC needs a BOOL tag (rung 3)',
      'The index of Data[Flag] must be a DINT tag or a whole number; Flag is BOOL (rung 3)',
      'Data is an array: ADD needs one element, such as Data[0] (rung 3)',
    ]);
  });

  it('reports a tag table it cannot read, with line and column', () => {
    const { diagnostics } = imported(
      'TAG\n  Data : DINT[0];\n  B : WORD;\n  C : DINT[2] := [1,2,3];\nEND_TAG\n',
    );
    expect(diagnostics.map((d) => [d.message, d.line, d.col])).toEqual([
      ["An array has 1 to 1000 elements, got '0' for Data", 2, 15],
      ["Unknown data type 'WORD' for B", 3, 7],
      ['C : DINT[2] has 3 values, more than its elements', 4, 3],
    ]);
    expect(messages('TAG\n  A : BOOL;\n')).toEqual([
      'TAG without END_TAG: the tag table and what follows it were not read',
    ]);
  });

  it('leaves projects without arrays as they were exported', () => {
    const text = 'XIC(A)MOV(5,D)OTE(B);\n';
    expect(exportNeutralProgram(imported(text).project)).toBe(text);
  });
});
