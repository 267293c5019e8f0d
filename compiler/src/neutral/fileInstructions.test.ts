/** The file and shift instructions in neutral text: Studio 5000's operand order, import ⇄ export. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportL5x } from '../l5x/export.ts';
import { exportNeutralProgram } from './export.ts';
import { importNeutralText } from './import.ts';
import { childOf, counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });

const TEXT = [
  'TAG',
  '  Track : DINT[2] := [0,0];',
  '  Fifo : REAL[4] := [0.0,0.0,0.0,0.0];',
  '  Step : BOOL := 0;',
  '  Reject : BOOL := 0;',
  '  Part : REAL := 0.0;',
  '  Out : REAL := 0.0;',
  '  Ctl : CONTROL;',
  '  Q : CONTROL;',
  'END_TAG',
  'XIC(Step)BSL(Track[0],Ctl,Reject,40);',
  'XIC(Ctl.UL)BSR(Track,Ctl,Ctl.UL,40);',
  'XIC(Step)FFL(Part,Fifo[0],Q,4,0)FFU(Fifo[0],Out,Q,4,0);',
  'XIC(Q.EM)LFL(2,Fifo,Q,4,0)LFU(Fifo,Out,Q,4,0);',
  '',
].join('\n');

describe('file instructions in neutral text', () => {
  it('reads Array, Control, Source Bit, Length and Position, and writes the same text back', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    expect(childOf(project, 'Ctl', 'LEN').value).toBe(40);
    expect(tagNamed(project, 'Ctl').data_type).toBe('CONTROL');
    const bsl = Object.values(project.instructionMap).find((i) => i.type === 'BSL');
    expect(bsl?.ref).toEqual({
      Array: `${tagNamed(project, 'Track').uuid}[0]`,
      Bit: tagNamed(project, 'Reject').uuid,
    });
    expect(bsl?.tag).toBe(tagNamed(project, 'Ctl').uuid);
    expect(compileProject(project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(exportNeutralProgram(project)).toBe(TEXT);
  });

  it('infers an undeclared CONTROL from its use and refuses a REAL array for BSL', () => {
    const { project, diagnostics } = imported(
      'TAG\n  Bits : REAL[2] := [0.0,0.0];\nEND_TAG\nXIC(Go)BSL(Bits[0],C1,Go,8);\n',
    );
    expect(tagNamed(project, 'C1').data_type).toBe('CONTROL');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Array "Bits" is REAL[2], but BSL needs a DINT tag (rung 0)',
    ]);
  });

  it('exports a CONTROL tag to L5X with its LEN, POS and flag bits', () => {
    const { project } = imported(TEXT);
    const { xml } = exportL5x(project);
    expect(xml).toContain('<Tag Name="Ctl" TagType="Base" DataType="CONTROL" Constant="false"');
    expect(xml).toContain('<DataValueMember Name="LEN" DataType="DINT" Radix="Decimal" Value="40"/>');
    expect(xml).toContain('<DataValueMember Name="UL" DataType="BOOL" Value="0"/>');
    expect(xml).toContain('XIC(Step)FFL(Part,Fifo[0],Q,4,0)FFU(Fifo[0],Out,Q,4,0);');
  });
});
