/** REAL in neutral text: REAL literals as operands, REAL tags, import ⇄ export. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { parseNeutralText } from './parse.ts';
import { counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });
const messages = (text: string): string[] => imported(text).diagnostics.map((d) => d.message);
const typesOf = (text: string): Record<string, string> =>
  Object.fromEntries(Object.values(imported(text).project.tagMap).map((t) => [t.name, t.data_type]));

describe('REAL literals in neutral text', () => {
  it('reads a point or an exponent as a REAL constant', () => {
    const [rung] = parseNeutralText(
      'MOV(1.5,A)MOV(-2.5,A)MOV(1.0E-3,A)MOV(-2.,A)MOV(1e10,A)MOV(2.5e+3,A)MOV(5,A);',
    ).rungs;
    const constants = (rung?.elements ?? []).map((e) => (e.kind === 'instruction' ? e.args[0] : undefined));
    expect(constants.map((a) => (a?.kind === 'number' ? [a.value, a.real] : a))).toEqual([
      [1.5, true],
      [-2.5, true],
      [0.001, true],
      [-2, true],
      [1e10, true],
      [2500, true],
      [5, false],
    ]);
  });

  it('imports REAL constants as the numbers of the model', () => {
    const { project, diagnostics } = imported('ADD(Speed,1.5,Out)MOV(-2.5,X)GRT(Level,1.0E-3)OTE(Y);');
    expect(diagnostics).toEqual([]);
    const refs = Object.values(project.instructionMap).map((i) => i.ref ?? null);
    expect(refs[0]?.SrcB).toBe(1.5);
    expect(refs[1]?.Src).toBe(-2.5);
    expect(refs[2]?.SrcB).toBe(0.001);
  });

  it('makes undeclared math, MOV and compare operands beside a REAL literal REAL, others DINT', () => {
    expect(typesOf('ADD(Speed,1.5,Out)MOV(-2.5,X)GRT(Level,1.0E-3)ADD(A,B,C)MOV(2.0,R)OTE(Y);')).toEqual({
      Speed: 'REAL',
      Out: 'REAL',
      X: 'REAL',
      Level: 'REAL',
      A: 'DINT',
      B: 'DINT',
      C: 'DINT',
      R: 'REAL',
      Y: 'BOOL',
    });
  });

  it('makes an undeclared arithmetic result REAL when a declared REAL tag is an operand, not a MOV', () => {
    const text = [
      'TAG',
      '  Setpoint : REAL := 180.0;',
      '  Temperature : REAL;',
      'END_TAG',
      'SUB(Setpoint,Temperature,Error);',
      'CPT(Gain,Setpoint*2);',
      'ADD(Count,1,Count);',
      'MOV(Temperature,Whole);',
      '',
    ].join('\n');
    expect(imported(text).diagnostics).toEqual([]);
    expect(typesOf(text)).toMatchObject({ Error: 'REAL', Gain: 'REAL', Count: 'DINT', Whole: 'DINT' });
  });

  it('accepts REAL and DINT tags together in math, MOV and compares', () => {
    const { project, diagnostics } = imported(
      'MOV(0.5,R)ADD(D,0,D)ADD(R,D,D)MUL(D,R,R)EQU(R,D)MOV(R,D)MOV(D,R);',
    );
    expect(diagnostics).toEqual([]);
    expect(tagNamed(project, 'R').data_type).toBe('REAL');
    expect(compileProject(project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('refuses REAL in MOD, REAL presets, REAL tags on contacts, and constants past the REAL range', () => {
    expect(messages('MOV(1.5,R)MOD(R,2,D)MOD(D,2.5,D)TON(T,1.5,0)XIC(R)ADD(D,1e39,R);')).toEqual([
      'Tag "R" is REAL, but MOD needs a DINT tag (rung 0)',
      'MOD needs DINT operands: use DIV and SUB for REAL values. (rung 0)',
      'Operand 2 of TON must be an integer constant, got 1.5 (rung 0)',
      'Tag "R" is REAL, but XIC needs a BOOL tag (rung 0)',
      'Constant 1e+39 is out of REAL range (rung 0)',
    ]);
  });

  it('keeps integer constants out of the DINT range an error', () => {
    expect(messages('MOV(3000000000,X);')).toEqual(['Constant 3000000000 is out of DINT range (rung 0)']);
    expect(messages('MOV(3000000000.0,X);')).toEqual([]);
  });
});

describe('REAL in exportNeutralText', () => {
  it('writes REAL constants as realText does and reads them back unchanged', () => {
    const text =
      'ADD(Speed,1.5,Out);\nMOV(-2.5,X);\nGRT(Level,0.001)MUL(Level,0.1,Level);\nMOV(3000000000.0,X);\n';
    const { project, diagnostics } = imported(text);
    expect(diagnostics).toEqual([]);
    expect(exportNeutralText(project)).toBe(text);
  });

  it('normalises other spellings of a REAL to realText', () => {
    const { project } = imported('MOV(1.0E-3,X)MOV(1e10,X)MOV(-2.,X)MOV(16777217.5,X);');
    // A whole REAL in DINT range is the model's DINT constant: -2. exports as -2.
    expect(exportNeutralText(project)).toBe('MOV(0.001,X)MOV(10000000000.0,X)MOV(-2,X)MOV(16777218.0,X);\n');
  });
});
