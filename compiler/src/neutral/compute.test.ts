/** Issue 25's compute and compare instructions in neutral text: import ⇄ export, expressions, errors. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });

const RUNGS = [
  'XIC(Go)CPT(Result,(Level - 4.0) * 6.25 / 2.0)CPT(Count,Count + 1);',
  'CMP(Level > 50.0 AND Count <> 0)OTE(High);',
  'NEG(Count,Neg)ABS(Neg,Abs)SQR(Level,Root)SQRT(Count,Root2)CLR(Scratch);',
  'AND(Count,255,Bits)OR(Bits,Mask,Bits)XOR(Bits,-1,Bits)NOT(Bits,Inverted);',
  'MVM(Count,Mask,Bits)BTD(Count,4,Bits,8,4);',
  'LIM(10,Count,20)MEQ(Count,Mask,15)OTE(InRange);',
  'SCP(Level,4,20,0,100,Result);',
];

describe('compute instructions in neutral text', () => {
  it('import and export round-trip every instruction, expressions as written', () => {
    const text = RUNGS.join('\n');
    const { project, diagnostics } = imported(text);
    expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    expect(exportNeutralText(project).trim()).toBe(text);
    // Tags read only inside an expression are declared too: REAL beside a REAL literal.
    expect(tagNamed(project, 'Level').data_type).toBe('REAL');
    expect(tagNamed(project, 'Count').data_type).toBe('DINT');
    expect(compileProject(project).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  });

  it('keeps an expression that spans lines and holds parentheses and brackets', () => {
    const { project, diagnostics } = imported('CPT(Dest,ABS(Data[2] -\n  (A + 1)));');
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [cpt] = Object.values(project.instructionMap);
    expect(cpt?.ref?.Expression).toBe('ABS(Data[2] -\n  (A + 1))');
    // Data is declared nowhere: the compiler names it, at its column in the expression.
    const [error] = compileProject(project).diagnostics.filter((d) => d.severity !== 'warning');
    expect([error?.message, error?.col]).toEqual([
      expect.stringMatching(/^CPT expression, column 5: .*Data/),
      5,
    ]);
  });

  it('refuses a tag where BTD wants a bit number, and reports an expression error at its column', () => {
    const btd = imported('BTD(A,Bit,B,0,4);').diagnostics.map((d) => d.message);
    expect(btd).toContain('Operand 2 of BTD must be a whole-number constant (rung 0)');
    const { project } = imported('MOV(0,A)CPT(B,A + * 2);');
    const errors = compileProject(project).diagnostics.filter((d) => d.severity !== 'warning');
    expect(errors.map((d) => [d.message, d.col])).toEqual([
      [expect.stringMatching(/^CPT expression, column 5: .* \(rung 0\)$/), 5],
    ]);
  });
});
